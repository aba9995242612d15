import { useLingui } from '@lingui/react/macro';
import { type AddedItem, AddToCartDialog } from '@shop/ui/cart';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import type { GraphqlQuery } from '../lib/graphql/query';
import { useGraphql } from '../lib/hooks/use-graphql';
import { type ProductDetailFragment, ProductPageDocument, SizeDialog } from '../product/public';
import { type AddToCartRequest, useAddToCart } from './add-to-cart';
import type { CartDetailFragment } from './cart.generated';
import { addToCart, type CartResult } from './cart-actions';
import { useToasts } from './toasts';
import { useUpsell } from './use-upsell';

const BackInStockDialog = lazy(() => import('../product/BackInStockDialog'));

type Variant = ProductDetailFragment['variants'][number];

interface Added {
  status: 'added' | 'failed';
  item: AddedItem | null;
  errors: string[];
  sku: string;
}

export const CART_PATH = '/cart/';

/** Closes every open dialog of the page (the navigation's, the search overlay, another size chooser: spec §4). */
function closeOpenDialogs() {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
}

/** The added line as the modal shows it; null when the gateway answered it without its product. */
function addedItemOf(line: CartDetailFragment['items'][number]): AddedItem | null {
  if (!line.product) return null;
  return {
    name: line.product.name,
    brand: line.product.brand.name,
    size: line.label,
    price: line.price.unitPrice.formatted,
    image: line.product.image && { src: line.product.image.url, alt: line.product.image.alt },
  };
}

/** What the modal confirms of an add: added when the gateway took it and answered its line. */
function confirmationOf(result: CartResult, variantSku: string, productSku: string): Added {
  const line = result.cart?.items.find((item) => item.referencedId === variantSku);
  const ok = result.errors.length === 0 && Boolean(line);
  return {
    status: ok ? 'added' : 'failed',
    sku: productSku,
    errors: result.errors,
    item: line ? addedItemOf(line) : null,
  };
}

/** The product whose size is to be chosen: the request's own, or the full product from the gateway. */
async function productToChoose(graphql: GraphqlQuery, request: AddToCartRequest): Promise<ProductDetailFragment> {
  const product = request.product ?? (await graphql(ProductPageDocument, { sku: request.sku })).product;
  if (!product) throw new Error(`No product ${request.sku}`);
  return product;
}

/**
 * The add-to-cart flow (spec §4, §2): a request with a variant adds it at once; otherwise the product's full data is
 * loaded, other dialogs close, and the size chooser opens with no size chosen; picking a size adds one unit of that
 * variant and closes the chooser. Then the add-to-cart modal confirms (with the gateway's errors when it refused, and
 * the product's complementary products as upsell), or — for an upsell's add button — the shopper goes to the cart.
 */
export default function CartFlow() {
  const { t } = useLingui();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const request = useAddToCart((state) => state.request);
  const [chooser, setChooser] = useState<{ product: ProductDetailFragment; request: AddToCartRequest } | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [notify, setNotify] = useState<{ product: ProductDetailFragment; variant: Variant } | null>(null);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const [addedOpen, setAddedOpen] = useState(false);
  const handled = useRef(0);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const closeFlowDialogs = () => {
    setAddedOpen(false);
    setChooserOpen(false);
    setNotifyOpen(false);
  };

  // A new page (the modal's link to the cart, a tile's link) closes the flow's dialogs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(closeFlowDialogs, [pathname]);

  const failed = () => useToasts.getState().show('error', t`Something went wrong. Please try again.`);

  const add = async (variantSku: string, productSku: string, then: AddToCartRequest['then']) => {
    try {
      const confirmation = confirmationOf(await addToCart(graphql, variantSku), variantSku, productSku);
      if (confirmation.status === 'added' && then === 'cart') {
        await navigate({ to: CART_PATH });
        return;
      }
      setAdded(confirmation);
      closeOpenDialogs();
      setAddedOpen(true);
    } catch (error) {
      console.error('[cart] add to cart failed:', error);
      failed();
    }
  };

  // Each new request: close what is open, then add at once or open the size chooser with the full product. Runs once
  // per request id; `add` and `failed` read only what stays the same (graphql, navigate, the language).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request
  useEffect(() => {
    if (!request || request.id === handled.current) return;
    handled.current = request.id;
    closeOpenDialogs();
    closeFlowDialogs();
    if (request.variantSku) {
      void add(request.variantSku, request.sku, request.then);
      return;
    }
    productToChoose(graphql, request)
      .then((loaded) => {
        if (handled.current !== request.id) return;
        setChooser({ product: loaded, request });
        setChooserOpen(true);
      })
      .catch((error) => {
        console.error('[cart] the product could not be loaded:', error);
        failed();
      });
  }, [request]);

  const upsellProducts = useUpsell(added);

  return (
    <>
      {chooser && (
        <SizeDialog
          open={chooserOpen}
          onClose={() => setChooserOpen(false)}
          variants={chooser.product.variants}
          selectedSku={undefined}
          advice={chooser.product.sizeTable?.advice}
          onSelect={(variant) => {
            setChooserOpen(false);
            void add(variant.sku, chooser.product.sku, chooser.request.then);
          }}
          onNotify={(variant) => {
            setChooserOpen(false);
            setNotify({ product: chooser.product, variant });
            setNotifyOpen(true);
          }}
        />
      )}
      {notify && (
        <Suspense fallback={null}>
          <BackInStockDialog
            key={notify.variant.sku}
            open={notifyOpen}
            onClose={() => setNotifyOpen(false)}
            product={notify.product}
            size={notify.variant.size}
            comingSoon={notify.product.isComingSoon || notify.variant.state === 'COMING_SOON'}
          />
        </Suspense>
      )}
      {added && (
        <AddToCartDialog
          open={addedOpen}
          onClose={() => setAddedOpen(false)}
          status={added.status}
          item={added.item}
          errors={added.errors}
          cartHref={CART_PATH}
          upsell={upsellProducts}
          Link={ShopLink}
        />
      )}
    </>
  );
}
