import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import styles from './Hero.module.css';
import { BlockButtonLink, BlockLinkAnchor, BlockPicture, BlockVideoPlayer, cx, RichText } from './shared';
import type { HeroData, HeroPosition } from './types';

/** Hero images: 1800 px wide on desktops, 768 px below 64em (spec §9). */
export const HERO_IMAGE_WIDTHS = { desktop: 1800, mobile: 768 } as const;

export const HERO_POSITIONS: readonly HeroPosition[] = [
  'left-top',
  'left-middle',
  'left-bottom',
  'centre-top',
  'centre',
  'centre-bottom',
  'right-top',
  'right-middle',
  'right-bottom',
];

/**
 * A scrim for the text panel that keeps the chosen text colour readable on any image: dark behind light text,
 * light behind dark text (relative luminance of a #rgb / #rrggbb colour; dark text when unknown).
 */
export function heroScrim(color: string | null | undefined): 'dark' | 'light' {
  const hex = color?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return 'light';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? 'dark' : 'light';
}

/**
 * The hero (spec §3): a 1800/768 px image or a video, with title, text and button standing at one of nine positions
 * in the chosen colour, and optionally the for-her / for-him switch.
 */
export function Hero({ primary, variation }: HeroData) {
  const { t } = useLingui();
  const titleId = useId();
  const position = primary.position && HERO_POSITIONS.includes(primary.position) ? primary.position : 'centre';
  const scrim = heroScrim(primary.color);
  const hasText = Boolean(primary.title || primary.description || primary.button);
  const switchLinks = primary.segmentSwitch;
  return (
    <section
      className={cx(styles.hero, styles[`position-${position}`])}
      data-position={position}
      aria-labelledby={primary.title ? titleId : undefined}
      aria-label={primary.title ? undefined : t`Featured`}
    >
      <div className={styles.media}>
        {primary.video ? (
          <BlockVideoPlayer video={primary.video} label={primary.title} />
        ) : primary.image ? (
          <BlockPicture
            image={primary.image}
            mobileBelow="64em"
            sizes="100vw"
            priority={Boolean(primary.priority)}
            className={styles.image}
          />
        ) : null}
      </div>
      {hasText && (
        <div
          className={cx(styles.panel, scrim === 'dark' ? styles.scrimDark : styles.scrimLight)}
          style={primary.color ? ({ '--hero-color': primary.color } as CSSProperties) : undefined}
        >
          {primary.title &&
            (primary.link ? (
              <h2 id={titleId} className={styles.title}>
                <BlockLinkAnchor link={primary.link} className={styles.titleLink}>
                  {primary.title}
                </BlockLinkAnchor>
              </h2>
            ) : (
              <h2 id={titleId} className={styles.title}>
                {primary.title}
              </h2>
            ))}
          <RichText html={primary.description} className={styles.description} />
          <BlockButtonLink button={primary.button} className={styles.button} />
        </div>
      )}
      {switchLinks && (variation === 'withSegmentSwitch' || variation === undefined) && (
        <nav className={styles.switch} aria-label={t`Shop for`}>
          <BlockLinkAnchor
            link={switchLinks.forHer}
            className={styles.switchLink}
            aria-current={switchLinks.current === 'for-her' ? 'page' : undefined}
          >
            {t`For her`}
          </BlockLinkAnchor>
          <BlockLinkAnchor
            link={switchLinks.forHim}
            className={styles.switchLink}
            aria-current={switchLinks.current === 'for-him' ? 'page' : undefined}
          >
            {t`For him`}
          </BlockLinkAnchor>
        </nav>
      )}
    </section>
  );
}
