import sharedStyles from './blocks.module.css';
import styles from './content.module.css';
import { BlockButtonLink, blockButton, cx, RichText } from './shared';
import type { RichtextItem, RichtextProps } from './types';

function ItemButtons({ item }: { item: RichtextItem }) {
  const left = blockButton(item.leftButtonTekst, item.leftButtonLink, 'CALL_TO_ACTION');
  const right = blockButton(item.rightButtonTekst, item.rightButtonLink, 'DEFAULT');
  if (!left && !right) return null;
  return (
    <div className={sharedStyles.buttons}>
      <BlockButtonLink button={left} />
      <BlockButtonLink button={right} />
    </div>
  );
}

/**
 * Rich text. The half-with-buttons variation sets its items in two halves, each with its text and a left and a right
 * button; any other variation is shown as the default.
 */
export function Richtext({ richtext, items, variation }: RichtextProps) {
  const half = variation === 'halfWithButtons';
  return (
    <section className={cx(styles.richtext, half && styles.richtextHalf)} data-variation={half ? variation : 'default'}>
      <RichText html={richtext} />
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
    </section>
  );
}
