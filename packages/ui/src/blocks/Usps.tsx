import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { BlockLinkAnchor, cx, usePrefersReducedMotion } from './shared';
import type { UspItem, UspsProps } from './types';
import styles from './usps.module.css';

/** The rotating selling points advance every 5000 ms and wrap to the first (spec §4, §9). */
export const USP_ROTATION_MS = 5000;

function UspContent({ item, withIcon }: { item: UspItem; withIcon?: boolean }) {
  const icon =
    withIcon && item.iconInline ? (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a sanitized inline SVG from the gateway
      <span className={styles.icon} aria-hidden="true" dangerouslySetInnerHTML={{ __html: item.iconInline }} />
    ) : (
      <svg className={styles.check} aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    );
  const text = (
    <span className={styles.text}>
      <span className={styles.label}>{item.label}</span>
      {item.description && <span className={styles.description}> {item.description}</span>}
    </span>
  );
  return (
    <>
      {icon}
      {item.link ? (
        <BlockLinkAnchor link={item.link} className={styles.link}>
          {text}
        </BlockLinkAnchor>
      ) : (
        text
      )}
    </>
  );
}

function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.pause}
      aria-pressed={paused}
      aria-label={t`Pause the selling points`}
      onClick={onToggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        {paused ? (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        ) : (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}

/** Rotating variation: one selling point at a time, the next every 5 s; still for reduced motion (all listed). */
function RotatingUsps({ items }: { items: readonly UspItem[] }) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !reduced && items.length > 1;

  useEffect(() => {
    if (!rotating || paused || hovered) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % items.length), USP_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating, paused, hovered, items.length]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation (WCAG 2.2.2); the button is the control
    <div
      className={cx(styles.usps, styles.rotating, !rotating && styles.still)}
      data-variation="rotating"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <ul className={styles.list} aria-label={t`Our promises`}>
        {items.map((item, index) => (
          <li
            key={item.label}
            className={cx(styles.item, rotating && index !== active && styles.inactive)}
            data-active={!rotating || index === active ? 'true' : 'false'}
            aria-hidden={rotating && index !== active ? true : undefined}
          >
            <UspContent item={item} withIcon />
          </li>
        ))}
      </ul>
      {rotating && <PauseButton paused={paused} onToggle={() => setPaused(!paused)} />}
    </div>
  );
}

/** ShoutOut variation: a marquee of the selling points; a still row for reduced motion, pausable otherwise. */
function ShoutOutUsps({ items }: { items: readonly UspItem[] }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  return (
    <div className={cx(styles.usps, styles.shoutOut, paused && styles.paused)} data-variation="shoutOut">
      {/* Focusable: with reduced motion the row stands still and scrolls by hand, and its items are text (a keyboard
          must reach the scroll); focusing it also pauses the loop. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.marquee} tabIndex={0}>
        <ul className={cx(styles.list, styles.marqueeTrack)} aria-label={t`Our promises`}>
          {items.map((item) => (
            <li key={item.label} className={styles.item}>
              <UspContent item={item} />
            </li>
          ))}
        </ul>
        {/* The second copy makes the loop seamless; it is hidden from assistive technology and the keyboard. */}
        <ul className={cx(styles.list, styles.marqueeTrack, styles.copy)} aria-hidden="true" inert>
          {items.map((item) => (
            <li key={item.label} className={styles.item}>
              <UspContent item={item} />
            </li>
          ))}
        </ul>
      </div>
      <PauseButton paused={paused} onToggle={() => setPaused(!paused)} />
    </div>
  );
}

/** Selling points (spec §3 usps): a row, the shoutOut marquee, or the rotating one-at-a-time variation. */
export function Usps({ variation, items }: UspsProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  if (variation === 'rotating') return <RotatingUsps items={items} />;
  if (variation === 'shoutOut') return <ShoutOutUsps items={items} />;
  return (
    <div className={styles.usps} data-variation="default">
      <ul className={cx(styles.list, styles.row)} aria-label={t`Our promises`}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            <UspContent item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
