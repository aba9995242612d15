import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { WishlistButton } from '../WishlistButton';
import sharedStyles from './blocks.module.css';
import { Carousel } from './Carousel';
import { BlockLinkAnchor, BlockPicture, BlockVideoPlayer, cx, RichText, useBlocks } from './shared';
import styles from './sliders.module.css';
import type { CategorySliderData, ShopTheLookSliderData, SliderData, TimelineSliderData } from './types';

function Heading({ id, children }: { id: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <h2 id={id} className={sharedStyles.title}>
      {children}
    </h2>
  );
}

/** Categories with a picture: 3.5 in view, 5.5 from 768, 9 from 1024, 11 from 1280 px. Images 224 px wide. */
export function CategorySlider({ primary, items }: CategorySliderData) {
  const { t } = useLingui();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <Heading id={titleId}>{primary.title}</Heading>
      <Carousel
        kind="category"
        labelledBy={primary.title ? titleId : undefined}
        label={t`Categories`}
        slides={items.map((item) => ({
          key: item.link.href,
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
export function TimelineSlider({ primary, items }: TimelineSliderData) {
  const { t } = useLingui();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <Heading id={titleId}>{primary.title}</Heading>
      <Carousel
        kind="timeline"
        labelledBy={primary.title ? titleId : undefined}
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
export function ShopTheLookSlider({ primary, items }: ShopTheLookSliderData) {
  const { t } = useLingui();
  const { lookWishlist } = useBlocks();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <div className={styles.sliderHeader}>
        <Heading id={titleId}>{primary.title || t`Shop the look`}</Heading>
        {primary.viewAllLink && (
          <BlockLinkAnchor link={primary.viewAllLink} className={styles.viewAll}>
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
            key: look.href,
            node: (
              <div className={styles.lookItem}>
                <BlockLinkAnchor link={{ href: look.href, external: false }} className={styles.look}>
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
export function Slider({ primary, items }: SliderData) {
  const { t } = useLingui();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.sliderBlock}>
      <Heading id={titleId}>{primary.title}</Heading>
      <Carousel
        kind="content"
        primary={primary}
        labelledBy={primary.title ? titleId : undefined}
        label={t`Slider`}
        slides={items.map((item, index) => ({
          key: item.image?.url ?? item.video?.url ?? item.link?.href ?? String(index),
          node: (
            <article className={styles.slide}>
              {item.video ? (
                <BlockVideoPlayer video={item.video} label={item.title} />
              ) : item.image ? (
                <BlockPicture image={item.image} sizes="(min-width: 80em) 50vw, 100vw" />
              ) : null}
              {item.title && <h3 className={styles.slideTitle}>{item.title}</h3>}
              <RichText html={item.description} />
              {item.link && item.buttonText && (
                <BlockLinkAnchor link={item.link} className={cx(sharedStyles.button, sharedStyles.buttonDefault)}>
                  {item.buttonText}
                </BlockLinkAnchor>
              )}
            </article>
          ),
        }))}
      />
    </div>
  );
}
