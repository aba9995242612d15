import { lazy, Suspense, useState } from 'react';
import { requestAddToCart } from '../cart/public';
import type { ProductDetailFragment } from './product.generated';

type Variant = ProductDetailFragment['variants'][number];

// The dialogs are not needed to show the page: each is loaded when first wanted.
export const loadSizeDialog = () => import('./SizeDialog');
export const loadBackInStockDialog = () => import('./BackInStockDialog');
const SizeDialog = lazy(loadSizeDialog);
const SizeChartDialog = lazy(() => import('./SizeChartDialog'));
const BackInStockDialog = lazy(loadBackInStockDialog);

/** The size chooser opens to choose a size, or (from "Add to cart" without one) to choose and add it. */
export type OpenDialog =
  | { kind: 'size'; add?: boolean }
  | { kind: 'chart' }
  | { kind: 'notify'; variant: Variant }
  | null;

/** The product page's dialogs: which one is open, and which were opened once (they stay mounted from then on). */
export function useProductDialogs() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** Each dialog is mounted from its first opening on (it closes with an animation-free native close). */
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  /** The size "Mail me" was last asked for (the dialog keeps it while it closes). */
  const [notifyVariant, setNotifyVariant] = useState<Variant>();
  const open = (next: NonNullable<OpenDialog>) => {
    setOpened((previous) => new Set(previous).add(next.kind));
    if (next.kind === 'notify') setNotifyVariant(next.variant);
    setDialog(next);
  };
  const close = () => setDialog(null);
  return { dialog, opened, notifyVariant, open, close };
}

/** The size chooser, the size chart and "Mail me when it is back", each once opened. */
export function ProductDialogs({
  product,
  dialogs,
  selectedSku,
  onSelectSize,
}: {
  product: ProductDetailFragment;
  dialogs: ReturnType<typeof useProductDialogs>;
  selectedSku: string | undefined;
  onSelectSize: (sku: string) => void;
}) {
  const { dialog, opened, notifyVariant, open, close } = dialogs;
  return (
    <Suspense fallback={null}>
      {opened.has('size') && (
        <SizeDialog
          open={dialog?.kind === 'size'}
          onClose={close}
          variants={product.variants}
          selectedSku={selectedSku}
          advice={product.sizeTable?.advice}
          onSelect={(variant) => {
            onSelectSize(variant.sku);
            close();
            if (dialog?.kind === 'size' && dialog.add) {
              requestAddToCart({ sku: product.sku, variantSku: variant.sku, product });
            }
          }}
          onNotify={(variant) => open({ kind: 'notify', variant })}
        />
      )}
      {opened.has('chart') && product.sizeTable && (
        <SizeChartDialog open={dialog?.kind === 'chart'} onClose={close} sizeTable={product.sizeTable} />
      )}
      {opened.has('notify') && notifyVariant && (
        <BackInStockDialog
          key={notifyVariant.sku}
          open={dialog?.kind === 'notify'}
          onClose={close}
          product={product}
          size={notifyVariant.size}
          comingSoon={product.isComingSoon || notifyVariant.state === 'COMING_SOON'}
        />
      )}
    </Suspense>
  );
}
