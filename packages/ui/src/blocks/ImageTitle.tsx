import styles from './content.module.css';
import { BlockLinkAnchor, BlockPicture, RichText } from './shared';
import type { ImageTitleData } from './types';

/** An image with a title under it; the image and title are one link when a link is given. */
export function ImageTitle({ primary }: ImageTitleData) {
  const content = (
    <>
      {primary.image && <BlockPicture image={primary.image} sizes="(min-width: 64em) 50vw, 100vw" />}
      <h2 className={styles.imageTitleHeading}>{primary.title}</h2>
    </>
  );
  return (
    <section className={styles.imageTitle}>
      {primary.link ? (
        <BlockLinkAnchor link={primary.link} className={styles.cardLink}>
          {content}
        </BlockLinkAnchor>
      ) : (
        content
      )}
      <RichText html={primary.description} />
    </section>
  );
}
