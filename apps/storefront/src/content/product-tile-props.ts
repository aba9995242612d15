import type { ProductTileProps } from '@shop/ui';
import { shopPath } from '../components/ShopLink';
import type { ProductTileFragment } from '../graphql/generated/graphql';

/**
 * The tile props of a catalog product in a content block: the same mapping as `ProductTileOf` in
 * components/ProductGrid.tsx (the block renders the @shop/ui ProductTile itself, with the router link it gets from
 * `ContentBlocks`). Prices and stock are the gateway's, as they come.
 */
export function productTileProps(
  product: ProductTileFragment,
): Omit<ProductTileProps, 'Link' | 'headingLevel' | 'priority'> {
  const image = product.image;
  return {
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
  };
}
