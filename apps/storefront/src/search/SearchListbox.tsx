import { Price } from '@shop/ui';
import styles from './SearchOverlay.module.css';
import type { Option, OptionGroup } from './search-options';

/** An option's content: a product with its image, brand and price; a page with its parents; a search term. */
function OptionContent({ option }: { option: Option }) {
  if (option.kind === 'product') {
    return (
      <>
        {option.product.image && (
          <img src={option.product.image.url} alt="" width={166} height={235} className={styles.thumb} />
        )}
        <span className={styles.productText}>
          <span className={styles.brand}>{option.product.brand.name}</span>
          <span>{option.product.name}</span>
          <Price price={option.product.price.formatted} regularPrice={option.product.regularPrice.formatted} />
        </span>
      </>
    );
  }
  if (option.kind === 'page') {
    return (
      <span>
        {option.label}
        {option.parents.length > 0 && <span className={styles.parents}> · {option.parents.join(' / ')}</span>}
      </span>
    );
  }
  return <span>{option.label}</span>;
}

/**
 * The search overlay's listbox: its options in named groups, numbered through (the combobox's active option); a
 * pointer makes an option active, a click chooses it.
 */
export function SearchListbox({
  id,
  labelledBy,
  optionId,
  groups,
  active,
  hidden,
  onActivate,
  onChoose,
}: {
  id: string;
  labelledBy: string;
  optionId: (index: number) => string;
  groups: readonly OptionGroup[];
  active: number;
  hidden: boolean;
  onActivate: (index: number) => void;
  onChoose: (option: Option) => void;
}) {
  let index = -1;
  return (
    <div id={id} role="listbox" aria-labelledby={labelledBy} className={styles.listbox} hidden={hidden}>
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside an ARIA listbox
        <div key={group.key} role="group" aria-label={group.label} className={styles.group}>
          <div aria-hidden="true" className={styles.groupLabel}>
            {group.label}
          </div>
          {group.options.map((option) => {
            index += 1;
            const optionIndex = index;
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
              <div
                key={option.key}
                id={optionId(optionIndex)}
                role="option"
                aria-selected={optionIndex === active}
                className={styles.option}
                data-kind={option.kind}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onActivate(optionIndex)}
                onClick={() => onChoose(option)}
              >
                <OptionContent option={option} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
