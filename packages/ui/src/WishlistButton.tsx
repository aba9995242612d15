import { useLingui } from '@lingui/react/macro';
import styles from './WishlistButton.module.css';

/** The state of a wishlist heart and what a click does: the app owns the list (the component fetches nothing). */
export interface WishlistToggle {
  /** On the wishlist: a filled heart. */
  on: boolean;
  /** A request about this item runs (a logged-in customer's list): clicks wait for it (spec §4). */
  busy?: boolean | undefined;
  onToggle: () => void;
}

export interface WishlistButtonProps extends WishlistToggle {
  /** What the heart is for (a product's or a look's name): part of the button's accessible name. */
  itemName?: string | undefined;
  /** On a picture (tiles, looks): a round white backing; `plain` beside text (the product page). */
  variant?: 'overlay' | 'plain' | undefined;
  className?: string | undefined;
}

/**
 * The wishlist heart (spec §3 and §4): a toggle button, empty or filled, on and off per click. Its accessible name
 * stays the same ("Wishlist: Court Classic") and `aria-pressed` says whether the item is on the list, as a toggle
 * button should; the tooltip says what a click does. While a request runs it is `aria-disabled` rather than
 * `disabled`, so keyboard focus stays on it, and clicks are ignored.
 */
export function WishlistButton({
  on,
  busy = false,
  onToggle,
  itemName,
  variant = 'overlay',
  className,
}: WishlistButtonProps) {
  const { t } = useLingui();
  const label = itemName ? t`Wishlist: ${itemName}` : t`Wishlist`;
  return (
    <button
      type="button"
      className={[styles.heart, styles[variant], className].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={label}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={on ? t`Remove from wishlist` : t`Add to wishlist`}
      data-on={on ? 'true' : 'false'}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" className={styles.icon}>
        <path
          d="M12 20.3 4.6 13a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 6.9 0l.5.5.5-.5a4.9 4.9 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
