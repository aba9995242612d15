import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import styles from './Hero.module.css';
import {
  BlockButtonLink,
  BlockLinkAnchor,
  BlockPicture,
  BlockVideoPlayer,
  blockButton,
  cx,
  RichText,
  useBlocks,
} from './shared';
import type { HeroPosition, HeroProps } from './types';

/** Hero images: 1800 px wide on desktops, 768 px below 64em (spec §9). */
export const HERO_IMAGE_WIDTHS = { desktop: 1800, mobile: 768 } as const;

/** The text positions as the hero's classes name them (`LEFT_TOP` is `left-top`, `CENTRE` is `centre`). */
export const HERO_POSITIONS = [
  'left-top',
  'left-middle',
  'left-bottom',
  'centre-top',
  'centre',
  'centre-bottom',
  'right-top',
  'right-middle',
  'right-bottom',
] as const;

export type HeroPositionClass = (typeof HERO_POSITIONS)[number];

/** LEFT_TOP → left-top, CENTRE → centre; missing or unknown means centre. */
export function heroPositionClass(position: HeroPosition | null | undefined): HeroPositionClass {
  const name = position?.toLowerCase().replace('_', '-');
  return HERO_POSITIONS.find((known) => known === name) ?? 'centre';
}

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
 * in the chosen colour, and optionally the for-her / for-him switch (its links come from the app).
 */
export function Hero(hero: HeroProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { segmentLinks } = useBlocks();
  const { title, color, image, video } = hero;
  const position = heroPositionClass(hero.position);
  const scrim = heroScrim(color);
  const button = blockButton(hero.buttonText, hero.buttonLink, hero.buttonStyle);
  const hasText = Boolean(title || hero.description || button);
  const switchLinks = hero.segmentSwitch ? segmentLinks : undefined;
  return (
    <section
      className={cx(styles.hero, styles[`position-${position}`])}
      data-position={position}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t`Featured`}
    >
      <div className={styles.media}>
        {video ? (
          <BlockVideoPlayer video={video} mobile={hero.videoMobile} label={title || null} />
        ) : image ? (
          <BlockPicture
            image={image}
            mobileBelow="64em"
            sizes="100vw"
            priority={Boolean(hero.priority)}
            className={styles.image}
          />
        ) : null}
      </div>
      {hasText && (
        <div
          className={cx(styles.panel, scrim === 'dark' ? styles.scrimDark : styles.scrimLight)}
          style={color ? ({ '--hero-color': color } as CSSProperties) : undefined}
        >
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <RichText html={hero.description} className={styles.description} />
          <BlockButtonLink button={button} className={styles.button} />
        </div>
      )}
      {switchLinks && (
        <nav className={styles.switch} aria-label={t`Shop for`}>
          <BlockLinkAnchor
            link={{ url: switchLinks.forHer, external: false }}
            className={styles.switchLink}
            aria-current={switchLinks.current === 'for-her' ? 'page' : undefined}
          >
            {t`For her`}
          </BlockLinkAnchor>
          <BlockLinkAnchor
            link={{ url: switchLinks.forHim, external: false }}
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
