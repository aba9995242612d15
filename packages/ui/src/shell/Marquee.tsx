import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type ReactNode, useState } from 'react';
import styles from './Marquee.module.css';

export interface MarqueeProps {
  /** The items, each an `<li>`: they scroll in a loop. */
  children: ReactNode;
  /** How many items there are: the loop takes longer the more there are (spec §9: marquee speed 1). */
  itemCount: number;
  /** The accessible name of the list. */
  label: string;
  className?: string | undefined;
}

/**
 * A horizontally scrolling loop of items. The items are rendered twice for a seamless loop; the copy is hidden from
 * assistive technology and from the keyboard. Moving content has a pause button (WCAG 2.2.2), pauses on hover and
 * focus, and stands still (scrollable) for shoppers who prefer reduced motion.
 */
export function Marquee({ children, itemCount, label, className }: MarqueeProps) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  return (
    <div
      className={[styles.marquee, className].filter(Boolean).join(' ')}
      data-paused={paused ? 'true' : undefined}
      style={{ '--marquee-items': Math.max(1, itemCount) } as CSSProperties}
    >
      {/* Focusable: with reduced motion the row stands still and scrolls by hand, and its items may be plain text (a
          keyboard must reach the scroll); focusing it also pauses the loop. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.viewport} tabIndex={0}>
        <div className={styles.track}>
          <ul className={styles.group} aria-label={label}>
            {children}
          </ul>
          <ul className={`${styles.group} ${styles.copy}`} aria-hidden="true" inert>
            {children}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        aria-label={t`Pause scrolling`}
        onClick={() => setPaused((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          {paused ? (
            <path d="M4 3l9 5-9 5z" fill="currentColor" />
          ) : (
            <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}
