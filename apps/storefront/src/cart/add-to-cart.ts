import { create } from 'zustand';
import type { ProductDetailFragment } from '../product/public';

/**
 * Asking for an addition to the cart, from a product tile, the product page or the add-to-cart modal's upsell. This
 * module is small (it is part of every page with tiles); the flow itself — loading the product, the size chooser, the
 * mutation, the modal — is `CartFlow`, loaded on the first request (or when the pointer nears an add button).
 */
export interface AddToCartRequest {
  /** The product (model and colour) SKU. */
  sku: string;
  /** The variant to add at once: a one-size product, a size already chosen. Without it the size chooser opens. */
  variantSku?: string | undefined;
  /** The product's full data when the page has it (the product page); otherwise the flow loads it. */
  product?: ProductDetailFragment | undefined;
  /** After adding: the add-to-cart modal (default), or straight to the cart (the modal's upsell, spec §2). */
  then?: 'modal' | 'cart' | undefined;
}

interface AddToCartState {
  request: (AddToCartRequest & { id: number }) | null;
}

export const useAddToCart = create<AddToCartState>()(() => ({ request: null }));

let sequence = 0;

export function requestAddToCart(request: AddToCartRequest): void {
  sequence += 1;
  useAddToCart.setState({ request: { ...request, id: sequence } });
}

/** The product of a tile or an upsell: its SKU and its sizes (variant SKU, whether it can be ordered). */
export interface AddableProduct {
  sku: string;
  variants: readonly { sku: string; orderable: boolean }[];
}

/**
 * A tile's add button (spec §4): a one-size product that can be ordered goes into the cart at once with quantity 1;
 * anything else opens the size chooser with the product's full data.
 */
export function addableRequest(product: AddableProduct, then?: AddToCartRequest['then']): AddToCartRequest {
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return { sku: product.sku, variantSku: only?.orderable ? only.sku : undefined, then };
}
