import type { ContentSource } from '@shop/content';
import { CONTENT_TYPES, type Resolvers } from './content-support';
import { readOptions, usps } from './fields';
import { customerService, paymentIcons, toLayout } from './layout';

/** The shop's layout (header, navigation, footer) and the checkout's, read from the layout, usps and icons documents. */
export function layoutResolvers(source: ContentSource): Resolvers {
  return {
    Query: {
      layout: async (_root, _args, context) => {
        const document = await source.getSingle(CONTENT_TYPES.layout, readOptions(context));
        return { ...toLayout(document, context), navigation: [] };
      },
      checkoutLayout: async (_root, _args, context) => {
        const options = readOptions(context);
        const [header, cart, icons, layout] = await Promise.all([
          source.getByUID(CONTENT_TYPES.usps, 'checkout-header', options),
          source.getByUID(CONTENT_TYPES.usps, 'cart', options),
          source.getByUID(CONTENT_TYPES.icons, 'payment-methods', options),
          source.getSingle(CONTENT_TYPES.layout, options),
        ]);
        return {
          headerUsps: usps(header?.data.usps, context),
          cartUsps: usps(cart?.data.usps, context),
          paymentIcons: paymentIcons(icons?.data.icons),
          customerService: customerService(layout, context),
        };
      },
    },
    Layout: {
      navigation: (layout, { segment }) => (segment === 'FOR_HIM' ? layout.forHimNavigation : layout.forHerNavigation),
    },
  };
}
