import type { ContentDocument, ContentSource } from '@shop/content';
import { CONTENT_TYPES, type Resolvers } from './content-support';
import { html, readOptions, text, usps } from './fields';

/** The content a product page shows beside the product: its usps and the delivery and returns text. */
export function productContentResolvers(source: ContentSource): Resolvers {
  return {
    Query: {
      // Spec §7: a failure to load the extra product content is replaced by empty content.
      productPageContent: async (_root, _args, context) => {
        const options = readOptions(context);
        const orEmpty = async (load: () => Promise<ContentDocument | null>, what: string) => {
          try {
            return await load();
          } catch (error) {
            context.logger.warn({ err: error, what }, 'product page content unavailable; answering empty');
            return null;
          }
        };
        const [pdp, deliveryReturns] = await Promise.all([
          orEmpty(() => source.getByUID(CONTENT_TYPES.usps, 'pdp', options), 'usps pdp'),
          orEmpty(() => source.getByUID(CONTENT_TYPES.productInfo, 'delivery-returns', options), 'delivery-returns'),
        ]);
        return {
          usps: usps(pdp?.data.usps, context),
          deliveryReturns: deliveryReturns
            ? { title: text(deliveryReturns.data.title), richtext: html(deliveryReturns.data.richtext) }
            : null,
        };
      },
    },
  };
}
