import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { WishlistButton } from '../WishlistButton';
import sharedStyles from './blocks.module.css';
import { Carousel } from './Carousel';
import { BlockLinkAnchor, BlockPicture, useBlocks } from './shared';
import styles from './sliders.module.css';
import type {
  CategorySliderItem,
  CategorySliderProps,
  ShopTheLookSliderProps,
  SliderProps,
  TimelineSliderProps,
} from './types';

function Heading({ id, children }: { id: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <h2 id={id} className={sharedStyles.title}>
      {children}
    </h2>
  );
}

/** Categories with a picture: 3.5 in view, 5.5 from 768, 9 from 1024, 11 from 1280 px. Images 224 px wide. */
export function CategorySlider({ title, items: all }: CategorySliderProps) {
  const { t } = useLingui();
  const titleId = useId();
  // A category without a link has nowhere to go: left out.
  const items = all.filter((item): item is CategorySliderItem & { link: NonNullable<CategorySliderItem['link']> } =>
    Boolean(item.link),
  );
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <Heading id={titleId}>{title}</Heading>
      <Carousel
        kind="category"
        labelledBy={title ? titleId : undefined}
        label={t`Categories`}
        slides={items.map((item) => ({
          key: item.link.url,
          node: (
            <BlockLinkAnchor link={item.link} className={styles.category}>
              {item.image && (
                <BlockPicture image={{ ...item.image, alt: '' }} sizes="224px" className={styles.categoryImage} />
              )}
              <span className={styles.categoryLabel}>{item.label}</span>
            </BlockLinkAnchor>
          ),
        }))}
      />
    </div>
  );
}

/** A timeline: year, heading, picture and link per item; 1.5 / 3.5 / 4.33 / 5.33 in view, looping. */
export function TimelineSlider({ title, items }: TimelineSliderProps) {
  const { t } = useLingui();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <Heading id={titleId}>{title}</Heading>
      <Carousel
        kind="timeline"
        labelledBy={title ? titleId : undefined}
        label={t`Timeline`}
        slides={items.map((item) => ({
          key: `${item.year}-${item.label}`,
          node: (
            <article className={styles.timelineItem}>
              <p className={styles.year}>{item.year}</p>
              {item.image && <BlockPicture image={item.image} sizes="(min-width: 48em) 25vw, 66vw" />}
              <h3 className={styles.slideTitle}>
                {item.link ? (
                  <BlockLinkAnchor link={item.link} className={styles.slideLink}>
                    {item.label}
                  </BlockLinkAnchor>
                ) : (
                  item.label
                )}
              </h3>
            </article>
          ),
        }))}
      />
    </div>
  );
}

/**
 * Looks (look-book): 1.8 centred, 3 from 768, 4 from 1280 px; images 384x560; a link to all looks; each look's
 * look-book wishlist heart when the app gives hearts.
 */
export function ShopTheLookSlider({ title, looks, buttonLink }: ShopTheLookSliderProps) {
  const { t } = useLingui();
  const { lookWishlist } = useBlocks();
  const titleId = useId();
  // A look without a picture is left out: the slider shows pictures.
  const items = looks.flatMap((look) => (look.image ? [{ ...look, image: look.image }] : []));
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <div className={styles.sliderHeader}>
        <Heading id={titleId}>{title || t`Shop the look`}</Heading>
        {buttonLink && (
          <BlockLinkAnchor link={buttonLink} className={styles.viewAll}>
            <Trans>View all looks</Trans>
          </BlockLinkAnchor>
        )}
      </div>
      <Carousel
        kind="lookbook"
        labelledBy={titleId}
        slides={items.map((look) => {
          const heart = look.uid && lookWishlist ? lookWishlist(look.uid) : undefined;
          return {
            key: look.path,
            node: (
              <div className={styles.lookItem}>
                <BlockLinkAnchor link={{ url: look.path, external: false }} className={styles.look}>
                  <BlockPicture image={{ ...look.image, alt: '' }} sizes="(min-width: 48em) 25vw, 55vw" />
                  <span className={styles.lookLabel}>{look.label}</span>
                </BlockLinkAnchor>
                {/* After the link, not inside it: a button may not sit in a link. */}
                {heart && <WishlistButton {...heart} itemName={look.label} className={styles.lookHeart} />}
              </div>
            ),
          };
        })}
      />
    </div>
  );
}

/**
 * The content slider: every primary option (items to show from 1280 px and to slide, auto play every 5000 ms,
 * centre mode, infinite scroll, navigation, pagination, progress) goes through `sliderConfig`.
 */
export function Slider(slider: SliderProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { title, items } = slider;
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <Heading id={titleId}>{title}</Heading>
      <Carousel
        kind="content"
        primary={slider}
        labelledBy={title ? titleId : undefined}
        label={t`Slider`}
        slides={items.map((item, index) => ({
          key: item.image?.url ?? item.link?.url ?? String(index),
          node: (
            <article className={styles.slide}>
              {item.image && <BlockPicture image={item.image} sizes="(min-width: 80em) 50vw, 100vw" />}
              {item.title && <h3 className={styles.slideTitle}>{item.title}</h3>}
            </article>
          ),
        }))}
      />
    </div>
  );
}
