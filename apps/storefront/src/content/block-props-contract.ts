import type { ContentBlockProps } from '@shop/ui/blocks';
import type { ProductTileFragment } from '../listing/public';
import type { ContentBlockFieldsFragment } from './blocks.generated';

/**
 * The contract between the storefront's block fragments (blocks.graphql) and the props of @shop/ui's blocks: the
 * GraphQL result goes to `ContentBlocks` as it comes, so every block of the fragment must be a block the ui takes
 * (products in the tile fragment's shape). A fragment that stops selecting a field the ui reads, or a ui prop the
 * schema does not serve, fails the typecheck here.
 */
type Assignable<Actual extends Expected, Expected> = Actual;

export type BlockFragmentsAreUiBlockProps = Assignable<
  ContentBlockFieldsFragment,
  ContentBlockProps<ProductTileFragment>
>;
