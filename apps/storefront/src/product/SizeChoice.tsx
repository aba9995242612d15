import { Trans } from '@lingui/react/macro';
import styles from './ProductPage.module.css';
import type { ProductDetailFragment } from './product.generated';
import { loadBackInStockDialog, loadSizeDialog, type OpenDialog } from './product-dialogs';

type Variant = ProductDetailFragment['variants'][number];

/**
 * The size line: a one-size product's state (and "Mail me" when it can be asked for), or the button that opens the
 * size chooser with the chosen size and its state; the size chart's button when the product has one.
 */
export function SizeChoice({
  oneSize,
  selected,
  hasSizeTable,
  open,
}: {
  oneSize: Variant | false | undefined;
  selected: Variant | undefined;
  hasSizeTable: boolean;
  open: (dialog: NonNullable<OpenDialog>) => void;
}) {
  const selectedSize = selected?.size;
  return (
    <div className={styles.sizes}>
      {oneSize ? (
        <>
          <p>
            <Trans>One size</Trans>
            {oneSize.stateLabel && <span className={styles.stateLabel}> · {oneSize.stateLabel}</span>}
          </p>
          {oneSize.notifiable && (
            <button
              type="button"
              className={styles.linkButton}
              aria-haspopup="dialog"
              onClick={() => open({ kind: 'notify', variant: oneSize })}
              onPointerEnter={loadBackInStockDialog}
            >
              <Trans>Mail me</Trans>
            </button>
          )}
        </>
      ) : (
        <>
          <button
            type="button"
            className={styles.sizeButton}
            aria-haspopup="dialog"
            onClick={() => open({ kind: 'size' })}
            onPointerEnter={loadSizeDialog}
            onFocus={loadSizeDialog}
          >
            {selectedSize ? <Trans>Size {selectedSize}</Trans> : <Trans>Select your size</Trans>}
          </button>
          {selected?.stateLabel && (
            <p className={styles.stateLabel} data-state={selected.state}>
              {selected.stateLabel}
            </p>
          )}
        </>
      )}
      {hasSizeTable && (
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onClick={() => open({ kind: 'chart' })}
        >
          <Trans>Size chart</Trans>
        </button>
      )}
    </div>
  );
}
