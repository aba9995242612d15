import styles from './content.module.css';
import { BlockProductTile } from './Products';
import { BlockButtonLink, BlockPicture, BlockTitle, BlockVideoPlayer, cx, RichText } from './shared';
import type { RichtextWithData } from './types';

/**
 * Rich text with an image, a video or a product beside it (the variation). `mirror` puts the media on the right,
 * `alignment` sets the text at the top or the bottom of the media; below 48em the media stands above the text.
 */
export function RichtextWith({ primary, variation }: RichtextWithData) {
  const kind = variation ?? (primary.product ? 'product' : primary.video ? 'video' : 'image');
  let media = null;
  if (kind === 'product' && primary.product) {
    media = <BlockProductTile product={primary.product} />;
  } else if (kind === 'video' && primary.video) {
    media = <BlockVideoPlayer video={primary.video} label={primary.title} />;
  } else if (primary.image) {
    media = <BlockPicture image={primary.image} sizes="(min-width: 48em) 50vw, 100vw" />;
  }
  const alignment = primary.alignment === 'bottom' ? 'bottom' : 'top';
  return (
    <section
      className={cx(styles.richtextWith, primary.mirror && styles.mirror, styles[`align-${alignment}`])}
      data-mirror={primary.mirror ? 'true' : 'false'}
      data-alignment={alignment}
      data-variation={kind}
    >
      {media && <div className={cx(styles.beside, kind === 'product' && styles.besideProduct)}>{media}</div>}
      <div className={styles.besideText}>
        <BlockTitle>{primary.title}</BlockTitle>
        <RichText html={primary.richtext} />
        <RichText html={primary.richtext2} className={styles.spaced} />
        <BlockButtonLink button={primary.button} className={styles.spaced} />
      </div>
    </section>
  );
}
