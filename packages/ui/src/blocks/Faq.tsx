import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import styles from './interactive.module.css';
import { BlockTitle, cx, RichText } from './shared';
import type { FaqItem, FaqProps } from './types';

/** The text of sanitized HTML (tags dropped, common entities read), for the search. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §5: a case-sensitive substring match on the question or the answer text. An empty query matches all. */
export function faqMatches(item: FaqItem, query: string): boolean {
  if (!query) return true;
  return item.question.includes(query) || htmlToText(item.answer).includes(query);
}

/** The categories in their first order of appearance. */
export const faqCategories = (items: readonly FaqItem[]) => [...new Set(items.map((item) => item.category))];

/**
 * Frequently asked questions (spec §4, §5): one category active (the first by default), one answer open at a time
 * (opening another closes it, clicking the open one closes it), and a search field that filters the questions of
 * all categories with a case-sensitive match.
 */
export function Faq({ title, items }: FaqProps) {
  const { t } = useLingui();
  const base = useId();
  const categories = useMemo(() => faqCategories(items), [items]);
  const [category, setCategory] = useState(categories[0] ?? '');
  const [open, setOpen] = useState<number | null>(null);
  const [query, setQuery] = useState('');

  const visible = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => (query ? faqMatches(item, query) : item.category === category));

  return (
    <section className={styles.faq}>
      <BlockTitle>{title}</BlockTitle>
      <search className={styles.faqSearch}>
        <label htmlFor={`${base}-search`} className={styles.label}>
          <Trans>Search the frequently asked questions</Trans>
        </label>
        <input
          id={`${base}-search`}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(null);
          }}
        />
      </search>
      {!query && categories.length > 1 && (
        <ul className={styles.faqCategories} aria-label={t`Categories`}>
          {categories.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={cx(styles.chip, name === category && styles.chipActive)}
                aria-pressed={name === category}
                onClick={() => {
                  setCategory(name);
                  setOpen(null);
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.visuallyHidden} role="status">
        {query && <Plural value={visible.length} one="# question found" other="# questions found" />}
      </p>
      {visible.length === 0 ? (
        <p>
          <Trans>No questions match your search.</Trans>
        </p>
      ) : (
        <ul className={styles.faqList}>
          {visible.map(({ item, index }) => {
            const expanded = open === index;
            const panelId = `${base}-answer-${index}`;
            return (
              <li key={index} className={styles.faqItem}>
                <h3 className={styles.faqQuestion}>
                  <button
                    type="button"
                    className={styles.faqToggle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    {item.question}
                  </button>
                </h3>
                <div id={panelId} className={styles.faqAnswer} hidden={!expanded}>
                  <RichText html={item.answer} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
