import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import styles from './SearchTrigger.module.css';

// The overlay (combobox, quick search, recent searches) is loaded when the shopper first reaches for it.
const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazy(loadOverlay);

/** The header's search: a button that opens and closes the search overlay. */
export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.searchButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen((current) => !current);
        }}
        onPointerEnter={loadOverlay}
        onFocus={loadOverlay}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>
          <Trans>Search</Trans>
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
