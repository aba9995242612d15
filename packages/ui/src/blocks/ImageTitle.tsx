import styles from './content.module.css';
import { BlockLinkAnchor, BlockPicture } from './shared';
import type { ImageTitleProps } from './types';

/** An image with a title under it; the image and title are one link when a link is given. */
export function ImageTitle({ title, image, link }: ImageTitleProps) {
  const content = (
    <>
      {image && <BlockPicture image={image} sizes="(min-width: 64em) 50vw, 100vw" />}
      <h2 className={styles.imageTitleHeading}>{title}</h2>
    </>
  );
  return (
    <section className={styles.imageTitle}>
      {link ? (
        <BlockLinkAnchor link={link} className={styles.cardLink}>
          {content}
        </BlockLinkAnchor>
      ) : (
        content
      )}
    </section>
  );
}
