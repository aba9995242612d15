import styles from './content.module.css';
import { BlockProductTile } from './Products';
import {
  BlockButtonLink,
  BlockPicture,
  BlockTitle,
  BlockVideoPlayer,
  blockButton,
  cx,
  RichText,
  useProductTiles,
} from './shared';
import type { RichtextWithProps } from './types';

/**
 * Rich text with an image, a video or a product beside it (`media`). `mirror` puts the media on the right,
 * `alignment` sets the text at the top or the bottom of the media; below 48em the media stands above the text.
 */
export function RichtextWith<Product>(block: RichtextWithProps<Product>) {
  const { title, image, video, mirror } = block;
  const [product] = useProductTiles(block.product ? [block.product] : []);
  const kind = block.media === 'VIDEO' ? 'video' : block.media === 'PRODUCT' ? 'product' : 'image';
  let media = null;
  if (kind === 'product' && product) {
    media = <BlockProductTile product={product} />;
  } else if (kind === 'video' && video) {
    media = <BlockVideoPlayer video={video} label={title || null} />;
  } else if (image) {
    media = <BlockPicture image={image} sizes="(min-width: 48em) 50vw, 100vw" />;
  }
  const alignment = block.alignment === 'BOTTOM' ? 'bottom' : 'top';
  return (
    <section
      className={cx(styles.richtextWith, mirror && styles.mirror, styles[`align-${alignment}`])}
      data-mirror={mirror ? 'true' : 'false'}
      data-alignment={alignment}
      data-variation={kind}
    >
      {media && <div className={cx(styles.beside, kind === 'product' && styles.besideProduct)}>{media}</div>}
      <div className={styles.besideText}>
        <BlockTitle>{title}</BlockTitle>
        <RichText html={block.richtext} />
        <RichText html={block.richtext2} className={styles.spaced} />
        <BlockButtonLink
          button={blockButton(block.buttonText, block.buttonLink, block.buttonStyle)}
          className={styles.spaced}
        />
      </div>
    </section>
  );
}
