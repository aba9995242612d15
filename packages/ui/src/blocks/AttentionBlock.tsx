import styles from './content.module.css';
import { BlockButtonLink, BlockPicture, BlockTitle, RichText } from './shared';
import type { AttentionBlockData } from './types';

/** A highlighted message: title, text, an optional image and button, on the surface colour. */
export function AttentionBlock({ primary }: AttentionBlockData) {
  return (
    <aside className={styles.attention}>
      {primary.image && (
        <div className={styles.attentionMedia}>
          <BlockPicture image={primary.image} sizes="(min-width: 48em) 33vw, 100vw" />
        </div>
      )}
      <div className={styles.attentionBody}>
        <BlockTitle>{primary.title}</BlockTitle>
        <RichText html={primary.richtext} />
        <BlockButtonLink button={primary.button} className={styles.spaced} />
      </div>
    </aside>
  );
}
