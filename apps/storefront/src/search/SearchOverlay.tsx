import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useScrollLock } from '../lib/hooks/use-scroll-lock';
import { useRecentSearches } from './recent-searches';
import { SearchListbox } from './SearchListbox';
import styles from './SearchOverlay.module.css';
import { optionGroups } from './search-options';
import { isSearchable, searchText } from './search-rules';
import { useCombobox } from './use-combobox';
import { useQuickSearch } from './use-quick-search';
import { useSearchNavigation } from './use-search-navigation';

/**
 * The search overlay of the header (spec §4, §5, §9), a combobox: the input owns a listbox of options (products, pages,
 * suggestions; recent searches before typing), moved through with the arrow keys; Enter opens the active option or
 * searches the text; Escape closes the list, then the overlay. Searching starts after 4 characters, 500 ms after the
 * last keystroke; the text is lowercased as typed. While open the page does not scroll; on close the text is reset.
 */
export default function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), listbox: useId(), option: useId(), hint: useId() };

  const [text, setText] = useState('');
  const { result, busy, reset } = useQuickSearch(text);
  const recent = useRecentSearches((state) => state.terms);

  useScrollLock(open);

  useModal(dialog, open, () => {
    void useRecentSearches.persist.rehydrate();
    input.current?.focus();
  });

  const searching = isSearchable(text);
  const data = searching ? result?.data : undefined;
  const groups = optionGroups(data, text, recent, {
    products: t`Products`,
    pages: t`Pages`,
    suggestions: t`Suggestions`,
    recent: t`Recent searches`,
  });
  const options = groups.flatMap((group) => group.options);
  const optionId = (index: number) => `${ids.option}-${index}`;

  const close = () => dialog.current?.close();

  const { submit, choose } = useSearchNavigation(close, text, result);

  const { active, setActive, setExpanded, listShown, onKeyDown } = useCombobox(options, {
    onEnter: (option) => (option ? choose(option) : submit(text)),
    // First Escape closes the list, the next one the overlay.
    onEscape: close,
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape or the button
    <dialog
      ref={dialog}
      className={styles.overlay}
      aria-labelledby={ids.label}
      onClose={() => {
        setText('');
        reset();
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
            <SearchHint id={ids.hint} busy={busy} text={text} nothingFound={Boolean(data) && options.length === 0} />
          </form>
        </search>

        <SearchListbox
          id={ids.listbox}
          labelledBy={ids.label}
          optionId={optionId}
          groups={groups}
          active={active}
          hidden={!listShown}
          onActivate={setActive}
          onChoose={choose}
        />
        {data && data.totalCount > 0 && (
          <button type="button" className={styles.all} onClick={() => submit(text)}>
            <ShowAll count={data.totalCount} />
          </button>
        )}
      </div>
    </dialog>
  );
}

/** Shows the dialog as a modal while `open` (then `onOpen`), closes it when not. */
function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, onOpen: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows `open` only
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      onOpen();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);
}

/** What the search is doing, said politely: searching (when slow), too short, or nothing found. */
function SearchHint({
  id,
  busy,
  text,
  nothingFound,
}: {
  id: string;
  busy: boolean;
  text: string;
  nothingFound: boolean;
}) {
  return (
    <p id={id} className={styles.hint} aria-live="polite">
      {busy ? (
        <Trans>Searching…</Trans>
      ) : text.trim() !== '' && !isSearchable(text) ? (
        <Trans>Type at least 4 characters to search.</Trans>
      ) : nothingFound ? (
        <Trans>Nothing found for “{text}”.</Trans>
      ) : null}
    </p>
  );
}

function ShowAll({ count }: { count: number }) {
  return <Plural value={count} one="Show the only result" other="Show all # results" />;
}
