import styles from './content.module.css';
import { BlockButtonLink, BlockTitle, blockButton, RichText } from './shared';
import type { AttentionBlockProps } from './types';

/** A highlighted message: title, text and an optional button, on the surface colour. */
export function AttentionBlock({ title, richtext, buttonText, buttonLink, buttonStyle }: AttentionBlockProps) {
  return (
    <aside className={styles.attention}>
      <div className={styles.attentionBody}>
        <BlockTitle>{title}</BlockTitle>
        <RichText html={richtext} />
        <BlockButtonLink button={blockButton(buttonText, buttonLink, buttonStyle)} className={styles.spaced} />
      </div>
    </aside>
  );
}
