import type { ContentBlock } from '@shop/content/blocks';
import type { BlockLook, ContentBlockProps, ProductTileData } from '../../src/blocks/types';

/**
 * The one block shape: the content package's blocks (the shape the gateway serves), with their products and looks as
 * an app selects them, are the ui's block props. A type-level check, compiled by the typecheck: it fails when the two
 * drift apart (the storefront checks its GraphQL fragments against the same props).
 */
type Assignable<Actual extends Expected, Expected> = Actual;

export type ContentShapeIsUiProps = Assignable<
  ContentBlock<ProductTileData, BlockLook>,
  ContentBlockProps<ProductTileData>
>;
