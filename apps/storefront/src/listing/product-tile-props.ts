import type { ProductTileProps } from '@shop/ui';
import { addableRequest, requestAddToCart } from '../cart/public';
import { shopPath } from '../components/ShopLink';
import type { ProductTileFragment } from './product-tile.generated';

/**
 * The @shop/ui ProductTile props of a catalog product (fields: product-tile.graphql), for the product grids and the
 * content blocks alike; the caller adds the link component, heading level and priority. Prices and stock are the
 * gateway's, as they come. The add-to-cart button asks the cart flow (src/cart/add-to-cart.ts); a product without any
 * size to order has none.
 */
export function productTileProps(
  product: ProductTileFragment,
): Omit<ProductTileProps, 'Link' | 'headingLevel' | 'priority'> {
  const image = product.image;
  return {
    sku: product.sku,
    href: shopPath(product.url),
    name: product.name,
    brand: product.brand.name,
    price: product.price.formatted,
    regularPrice: product.regularPrice.formatted,
    image: image && { src: image.url, srcSet: image.srcset, alt: image.alt },
    hoverImage: product.hoverImage && {
      src: product.hoverImage.url,
      srcSet: product.hoverImage.srcset,
      alt: product.hoverImage.alt,
    },
    labels: product.labels,
    swatches: product.colorRelations.map((relation) => ({
      href: shopPath(relation.url),
      color: relation.color,
      colorHex: relation.colorHex,
      current: relation.sku === product.sku,
    })),
    sizes: product.variants.map((variant) => ({ size: variant.size, available: variant.orderable })),
    // A one-size product goes into the cart at once, any other opens the size chooser (src/cart/CartFlow.tsx).
    onAddToCart: product.variants.some((variant) => variant.orderable)
      ? () => requestAddToCart(addableRequest(product))
      : undefined,
  };
}
