import type { MiniCartItem } from '@shop/ui/cart';
import { shopPath } from '../components/ShopLink';
import type { CartLineFragment } from './cart.generated';

/** The mini cart's lines of a cart (60x60 images); lines without a product (promotions) are left out. */
export function miniCartItems(lines: readonly CartLineFragment[]): MiniCartItem[] {
  return lines.flatMap((line) => {
    const product = line.product;
    if (!product) return [];
    return [
      {
        key: line.id,
        href: shopPath(product.url),
        name: product.name,
        brand: product.brand.name,
        size: line.label,
        quantity: line.quantity,
        price: line.price.totalPrice.formatted,
        image: product.image && { src: product.image.thumbnail, alt: product.image.alt },
      },
    ];
  });
}
