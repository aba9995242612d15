export { Dialog, type DialogProps } from './Dialog';
export { Image, type ImageProps, type ImageSource } from './Image';
export type { LinkComponent, LinkProps } from './Link';
export { Price, type PriceProps } from './Price';
export { type ProductLabel, type ProductLabelKind, ProductLabels } from './ProductLabels';
export { type ProductLook, ProductLooks, type ProductLooksProps } from './ProductLooks';
export { ProductPageContent, type ProductPageContentProps, type ProductUsp } from './ProductPageContent';
export {
  ProductTile,
  type ProductTileProps,
  type ProductTileSize,
  type ProductTileSwatch,
  TILE_IMAGE,
  TILE_SIZES,
} from './ProductTile';
export { WishlistButton, type WishlistButtonProps, type WishlistToggle } from './WishlistButton';
