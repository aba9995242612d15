import sharedStyles from './blocks.module.css';
import styles from './content.module.css';
import { BlockButtonLink, BlockTitle, cx, RichText } from './shared';
import type { RichtextData, RichtextItem } from './types';

function ItemButtons({ item }: { item: RichtextItem }) {
  const left =
    item.leftButtonText && item.leftButtonLink ? { text: item.leftButtonText, link: item.leftButtonLink } : null;
  const right =
    item.rightButtonText && item.rightButtonLink ? { text: item.rightButtonText, link: item.rightButtonLink } : null;
  if (!left && !right) return null;
  return (
    <div className={sharedStyles.buttons}>
      <BlockButtonLink button={left && { ...left, style: 'CALL_TO_ACTION' }} />
      <BlockButtonLink button={right && { ...right, style: 'DEFAULT' }} />
    </div>
  );
}

/**
 * Rich text. The half-with-buttons variation sets its items in two halves, each with its text and a left and a right
 * button.
 */
export function Richtext({ primary, items, variation }: RichtextData) {
  const half = variation === 'halfWithButtons';
  return (
    <section className={cx(styles.richtext, half && styles.richtextHalf)} data-variation={variation ?? 'default'}>
      <BlockTitle>{primary.title}</BlockTitle>
      <RichText html={primary.richtext} />
      {items.length > 0 && (
        <div className={half ? styles.halves : undefined}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and never reorder
            <div key={index} className={styles.richtextItem}>
              <RichText html={item.content} />
              <ItemButtons item={item} />
            </div>
          ))}
        </div>
      )}
      <BlockButtonLink button={primary.button} className={styles.spaced} />
    </section>
  );
}
