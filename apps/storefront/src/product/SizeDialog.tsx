import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@shop/ui';
import styles from './dialogs.module.css';
import type { ProductDetailFragment } from './product.generated';

type Variant = ProductDetailFragment['variants'][number];

export interface SizeDialogProps {
  open: boolean;
  onClose: () => void;
  variants: readonly Variant[];
  selectedSku: string | undefined;
  onSelect: (variant: Variant) => void;
  /** "Mail me" for a size that is sold out or coming soon. */
  onNotify: (variant: Variant) => void;
  /** The size table's advice line, when it has one. */
  advice?: string | null | undefined;
}

/**
 * "Select your size" (spec §2, §4): every size with its state as the gateway words it (Last item, Just a few left,
 * Pre Order …); sizes that cannot be bought now offer "Mail me" when the gateway says they are notifiable.
 */
export default function SizeDialog({
  open,
  onClose,
  variants,
  selectedSku,
  onSelect,
  onNotify,
  advice,
}: SizeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Select your size`}>
      {advice && <p className={styles.advice}>{advice}</p>}
      <ul className={styles.sizes}>
        {variants.map((variant) => (
          <li key={variant.sku} data-state={variant.state} className={styles.sizeRow}>
            {variant.orderable ? (
              <button
                type="button"
                className={styles.size}
                aria-pressed={variant.sku === selectedSku}
                onClick={() => onSelect(variant)}
              >
                <span className={styles.sizeName}>{variant.size}</span>
                {variant.stateLabel && <span className={styles.state}>{variant.stateLabel}</span>}
              </button>
            ) : (
              <div className={`${styles.size} ${styles.unavailable}`}>
                <span className={styles.sizeName}>{variant.size}</span>
                <span className={styles.state}>{variant.stateLabel ?? t`Sold out`}</span>
                {variant.notifiable && (
                  <button type="button" className={styles.notify} onClick={() => onNotify(variant)}>
                    <Trans>Mail me</Trans>
                    <span className="visually-hidden">
                      {' '}
                      <SizeAvailable size={variant.size} />
                    </span>
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function SizeAvailable({ size }: { size: string }) {
  return <Trans>when size {size} is available</Trans>;
}
