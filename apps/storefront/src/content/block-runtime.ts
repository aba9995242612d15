import { type Language, translatedPath } from '@shop/i18n';
import type { ProductTileData, SegmentLinks } from '@shop/ui/blocks';
import type { Segment } from '../lib/graphql/generated/types';
import { fromGatewaySegment } from '../lib/segment';
import type { ProductTileFragment } from '../listing/public';
import { productTileProps } from '../listing/public';

/**
 * What the storefront gives the content blocks besides their data (packages/ui ContentBlocks runtime): the tile of a
 * block's product and the links of the hero's for-her / for-him switch.
 */

/** A block's product as its tile; products the catalog does not know come without a url: left out, never shown half. */
export const blockProductTile = (product: ProductTileFragment): ProductTileData | null =>
  product.url ? productTileProps(product) : null;

/** The hero switch: the women's home is `/`, the men's its translated path; the page's segment is the current one. */
export const segmentLinksOf = (segment: Segment, language: Language): SegmentLinks => ({
  forHer: '/',
  forHim: translatedPath('menHome', language),
  current: fromGatewaySegment(segment) ?? 'for-her',
});
