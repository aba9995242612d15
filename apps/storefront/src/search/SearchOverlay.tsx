import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Price } from '@shop/ui';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useGraphql } from '../lib/hooks/use-graphql';
import { useScrollLock } from '../lib/hooks/use-scroll-lock';
import { rememberSearch, useRecentSearches } from './recent-searches';
import styles from './SearchOverlay.module.css';
import { QuickSearchDocument, type QuickSearchQuery } from './search.generated';
import { isSearchable, SEARCH_DEBOUNCE_MS, SEARCH_DELAY_MS, searchText } from './search-rules';

type QuickSearch = QuickSearchQuery['quickSearch'];

type Option =
  | { kind: 'product'; key: string; label: string; url: string; product: QuickSearch['products'][number] }
  | { kind: 'page'; key: string; label: string; url: string; parents: readonly string[] }
  | { kind: 'term'; key: string; label: string };

interface OptionGroup {
  key: string;
  label: string;
  options: Option[];
}

/** Spec §9: 3 products, 5 URL hits, 5 suggestions, 5 recent searches. */
const LIMITS = { products: 3, pages: 5, suggestions: 5, recent: 5 } as const;

/**
 * The search overlay of the header (spec §4, §5, §9), a combobox: the input owns a listbox of options (products, pages,
 * suggestions; recent searches before typing), moved through with the arrow keys; Enter opens the active option or
 * searches the text; Escape closes the list, then the overlay. Searching starts after 4 characters, 500 ms after the
 * last keystroke; the text is lowercased as typed. While open the page does not scroll; on close the text is reset.
 */
export default function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), listbox: useId(), option: useId(), hint: useId() };

  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [result, setResult] = useState<{ text: string; data: QuickSearch } | null>(null);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const [active, setActive] = useState(-1);
  const recent = useRecentSearches((state) => state.terms);

  useScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      void useRecentSearches.persist.rehydrate();
      element.showModal();
      input.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!isSearchable(debounced)) return;
    let current = true;
    const slow = setTimeout(() => current && setBusy(true), SEARCH_DELAY_MS);
    graphql(QuickSearchDocument, { text: debounced.trim() })
      .then((data) => current && setResult({ text: debounced, data: data.quickSearch }))
      .catch((error) => console.error('[search] quick search failed:', error))
      .finally(() => {
        clearTimeout(slow);
        if (current) setBusy(false);
      });
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [debounced, graphql]);

  const searching = isSearchable(text);
  const data = searching ? result?.data : undefined;
  const groups: OptionGroup[] = (
    data
      ? [
          {
            key: 'products',
            label: t`Products`,
            options: data.products.slice(0, LIMITS.products).map(
              (product): Option => ({
                kind: 'product',
                key: product.sku,
                label: product.name,
                url: product.url,
                product,
              }),
            ),
          },
          {
            key: 'pages',
            label: t`Pages`,
            options: data.urls
              .slice(0, LIMITS.pages)
              .map(
                (hit): Option => ({ kind: 'page', key: hit.url, label: hit.label, url: hit.url, parents: hit.parents }),
              ),
          },
          {
            key: 'suggestions',
            label: t`Suggestions`,
            options: data.suggestions
              .slice(0, LIMITS.suggestions)
              .map((suggestion): Option => ({ kind: 'term', key: suggestion.text, label: suggestion.text })),
          },
        ]
      : text.trim() === ''
        ? [
            {
              key: 'recent',
              label: t`Recent searches`,
              options: recent.slice(0, LIMITS.recent).map((term): Option => ({ kind: 'term', key: term, label: term })),
            },
          ]
        : []
  ).filter((group) => group.options.length > 0);
  const options = groups.flatMap((group) => group.options);
  const listShown = expanded && options.length > 0;
  const optionId = (index: number) => `${ids.option}-${index}`;

  // A new list starts without an active option.
  const optionsKey = options.map((option) => option.key).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useEffect(() => setActive(-1), [optionsKey]);

  const close = () => dialog.current?.close();

  const go = (path: string) => {
    close();
    void navigate({ to: `/${path.replace(/^\/+/, '')}` as '/' });
  };

  /** Searches a text: a sale word straight to its category, anything else to the search page. */
  const submit = (term: string) => {
    const clean = term.trim();
    if (!isSearchable(clean)) return;
    void rememberSearch(clean);
    const redirect = result && result.text.trim() === clean ? result.data.redirect : null;
    if (redirect) return go(redirect);
    close();
    void navigate({ to: '/search', search: { q: clean } as never });
  };

  const choose = (option: Option) => {
    if (option.kind === 'term') return submit(option.label);
    if (searching) void rememberSearch(text.trim());
    go(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setExpanded(true);
        if (options.length) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setExpanded(true);
        if (options.length) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const option = listShown ? options[active] : undefined;
        if (option) choose(option);
        else submit(text);
        break;
      }
      case 'Escape':
        // First Escape closes the list, the next one the overlay.
        event.preventDefault();
        if (listShown) {
          setExpanded(false);
          setActive(-1);
        } else {
          close();
        }
        break;
    }
  };

  let index = -1;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape or the button
    <dialog
      ref={dialog}
      className={styles.overlay}
      aria-labelledby={ids.label}
      onClose={() => {
        setText('');
        setDebounced('');
        setResult(null);
        setExpanded(true);
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        <search>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit(text);
            }}
          >
            <label id={ids.label} htmlFor={`${ids.label}-input`} className={styles.label}>
              <Trans>Search products, brands and pages</Trans>
            </label>
            <div className={styles.row}>
              <input
                ref={input}
                id={`${ids.label}-input`}
                type="search"
                role="combobox"
                aria-expanded={listShown}
                aria-controls={ids.listbox}
                aria-autocomplete="list"
                aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
                aria-describedby={ids.hint}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                value={text}
                onChange={(event) => {
                  setText(searchText(event.currentTarget.value));
                  setExpanded(true);
                }}
                onKeyDown={onKeyDown}
              />
              <button type="submit" className={styles.submit}>
                <Trans>Search</Trans>
              </button>
              <button type="button" className={styles.close} onClick={close}>
                <Trans>Close</Trans>
              </button>
            </div>
            <p id={ids.hint} className={styles.hint} aria-live="polite">
              {busy ? (
                <Trans>Searching…</Trans>
              ) : text.trim() !== '' && !searching ? (
                <Trans>Type at least 4 characters to search.</Trans>
              ) : data && options.length === 0 ? (
                <Trans>Nothing found for “{text}”.</Trans>
              ) : null}
            </p>
          </form>
        </search>

        <div id={ids.listbox} role="listbox" aria-labelledby={ids.label} className={styles.listbox} hidden={!listShown}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside an ARIA listbox
            <div key={group.key} role="group" aria-label={group.label} className={styles.group}>
              <div aria-hidden="true" className={styles.groupLabel}>
                {group.label}
              </div>
              {group.options.map((option) => {
                index += 1;
                const optionIndex = index;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox (aria-activedescendant)
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
                  <div
                    key={option.key}
                    id={optionId(optionIndex)}
                    role="option"
                    aria-selected={optionIndex === active}
                    className={styles.option}
                    data-kind={option.kind}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(optionIndex)}
                    onClick={() => choose(option)}
                  >
                    {option.kind === 'product' ? (
                      <>
                        {option.product.image && (
                          <img
                            src={option.product.image.url}
                            alt=""
                            width={166}
                            height={235}
                            className={styles.thumb}
                          />
                        )}
                        <span className={styles.productText}>
                          <span className={styles.brand}>{option.product.brand.name}</span>
                          <span>{option.product.name}</span>
                          <Price
                            price={option.product.price.formatted}
                            regularPrice={option.product.regularPrice.formatted}
                          />
                        </span>
                      </>
                    ) : option.kind === 'page' ? (
                      <span>
                        {option.label}
                        {option.parents.length > 0 && (
                          <span className={styles.parents}> · {option.parents.join(' / ')}</span>
                        )}
                      </span>
                    ) : (
                      <span>{option.label}</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {data && data.totalCount > 0 && (
          <button type="button" className={styles.all} onClick={() => submit(text)}>
            <ShowAll count={data.totalCount} />
          </button>
        )}
      </div>
    </dialog>
  );
}

function ShowAll({ count }: { count: number }) {
  return <Plural value={count} one="Show the only result" other="Show all # results" />;
}
