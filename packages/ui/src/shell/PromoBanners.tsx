import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COUNTDOWN_TICK_MS, countdownParts, MAX_PROMO_BANNERS, promoBannerEndTime } from '@shop/domain';
import { type CSSProperties, useEffect, useState } from 'react';
import type { LinkComponent } from '../Link';
import { Marquee } from './Marquee';
import styles from './PromoBanners.module.css';
import { ShellAnchor } from './ShellAnchor';
import type { PromoBanner } from './types';

export interface PromoBannersProps {
  /** The running banners (the domain's `visiblePromoBanners`); at most four are shown (spec §2). */
  banners: readonly PromoBanner[];
  Link?: LinkComponent | undefined;
  className?: string | undefined;
}

/**
 * The current time, ticking every second, on the client only: null during the server render and the hydration
 * render, so both render the same stable text.
 */
function useNow(enabled: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}

function Countdown({ end, now }: { end: string; now: number | null }) {
  const endTime = promoBannerEndTime(end);
  const parts = now === null || endTime === null ? null : countdownParts(endTime, now);
  // role="timer" is not announced on every tick (its live region is off).
  return (
    <span className={styles.countdown} role="timer">
      {parts && !parts.ended && (
        <Trans>
          <Plural value={parts.days} one="# day" other="# days" />,{' '}
          <Plural value={parts.hours} one="# hour" other="# hours" />,{' '}
          <Plural value={parts.minutes} one="# minute" other="# minutes" />,{' '}
          <Plural value={parts.seconds} one="# second" other="# seconds" />
        </Trans>
      )}
    </span>
  );
}

/**
 * Promo banners above the header (spec §2): up to four; a scrolling marquee when there is more than one; a countdown
 * (days, hours, minutes, seconds) for banners with an end date, updated every second in the browser only.
 */
export function PromoBanners({ banners, Link, className }: PromoBannersProps) {
  const { t } = useLingui();
  const shown = banners.slice(0, MAX_PROMO_BANNERS);
  const now = useNow(shown.some((banner) => promoBannerEndTime(banner.actionTo) !== null));
  if (shown.length === 0) return null;

  const content = (banner: PromoBanner) => (
    <>
      {banner.link ? (
        <ShellAnchor link={banner.link} Link={Link} className={styles.link}>
          {banner.text}
        </ShellAnchor>
      ) : (
        <span>{banner.text}</span>
      )}
      {banner.actionTo && promoBannerEndTime(banner.actionTo) !== null && (
        <>
          {' '}
          <Countdown end={banner.actionTo} now={now} />
        </>
      )}
    </>
  );
  const colours = (banner: PromoBanner) =>
    ({
      '--banner-color': banner.color ?? undefined,
      '--banner-background': banner.backgroundColor ?? undefined,
    }) as CSSProperties;

  const first = shown[0] as PromoBanner;
  return (
    <section className={[styles.banners, className].filter(Boolean).join(' ')} aria-label={t`Promotions`}>
      {shown.length === 1 ? (
        <p className={styles.single} style={colours(first)}>
          {content(first)}
        </p>
      ) : (
        <Marquee label={t`Promotions`} itemCount={shown.length} className={styles.marquee}>
          {shown.map((banner, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: banners have no id; their order is fixed
            <li key={index} className={styles.banner} style={colours(banner)}>
              {content(banner)}
            </li>
          ))}
        </Marquee>
      )}
    </section>
  );
}
