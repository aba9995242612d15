import type { UpsellProduct } from '@shop/ui/cart';
import { useEffect, useState } from 'react';
import { shopPath } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import { addableRequest, requestAddToCart } from './add-to-cart';
import { AddToCartUpsellDocument, type AddToCartUpsellQuery } from './cart.generated';

type UpsellProducts = NonNullable<AddToCartUpsellQuery['product']>['complementary'];

/** How many complementary products the add-to-cart modal offers. */
const SHOWN = 4;

/**
 * The add-to-cart modal's upsell: the added product's complementary products, loaded once per product after it was
 * added (nothing while the add failed); each one's add button goes to the cart.
 */
export function useUpsell(added: { status: 'added' | 'failed'; sku: string } | null): UpsellProduct[] {
  const graphql = useGraphql();
  const [upsell, setUpsell] = useState<{ sku: string; products: UpsellProducts } | null>(null);

  useEffect(() => {
    if (added?.status !== 'added' || upsell?.sku === added.sku) return;
    let current = true;
    graphql(AddToCartUpsellDocument, { sku: added.sku }).then(
      (data) => current && setUpsell({ sku: added.sku, products: data.product?.complementary ?? [] }),
      () => {}, // The upsell is a nicety: without it the modal still confirms.
    );
    return () => {
      current = false;
    };
  }, [added, upsell?.sku, graphql]);

  if (!added || upsell?.sku !== added.sku) return [];
  return upsell.products.slice(0, SHOWN).map((product) => ({
    key: product.sku,
    href: shopPath(product.url),
    name: product.name,
    brand: product.brand.name,
    price: product.price.formatted,
    image: product.image && { src: product.image.url, alt: product.image.alt },
    onAdd: () => requestAddToCart(addableRequest(product, 'cart')),
  }));
}
