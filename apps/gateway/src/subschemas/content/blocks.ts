import { blockSkus, type ContentBlock, type ContentSource, normaliseBlocks, withKnownProducts } from '@shop/content';
import type { GatewayContext } from '../../context';
import type { ContentDocumentModel, ContentResolvers } from '../../graphql';
import { documentsById } from './documents';
import { shopOrigins } from './fields';

/** Which of these SKUs the catalog knows; null: every SKU is passed on. */
type Known = (skus: readonly string[], context: GatewayContext) => Promise<ReadonlySet<string> | null>;

/** A page's blocks: its slices normalised by the content package, without products the catalog no longer knows. */
export async function pageBlocks(page: ContentDocumentModel, context: GatewayContext, known: Known) {
  const blocks: ContentBlock[] = normaliseBlocks(page.data.slices, { shopOrigins: shopOrigins(context) });
  return withKnownProducts(blocks, await known(blockSkus(blocks), context));
}

/** The resolvers of the blocks' references: the looks of a shop-the-look slider, in the editor's order. */
export function blockResolvers(
  source: ContentSource,
): Pick<ContentResolvers<GatewayContext>, 'ShopTheLookSliderBlock'> {
  return {
    ShopTheLookSliderBlock: {
      looks: async (block, _args, context) =>
        (
          await documentsById(
            source,
            context,
            block.looks.map((look) => look.id),
          )
        ).filter((look): look is ContentDocumentModel => !!look),
    },
  };
}
