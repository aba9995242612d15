import type { CommerceUpstream } from '@shop/commerce';
import { CommerceError, MAX_WISHLIST_ITEMS } from '@shop/commerce';
import { accountSession, failure, type Resolvers } from './account-support';
import type { CommercePolicy } from './policy';

/** The logged-in customer's product wishlist. */
export function wishlistResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { currentCustomer, knownSkus, wishlistChange } = accountSession(commerce, policy);
  return {
    Query: {
      wishlist: async (_root, _args, gateway) => {
        const customer = await currentCustomer(gateway);
        return customer ? commerce.wishlists.get(customer.id) : null;
      },
    },
    Mutation: {
      addToWishlist: (_root, { sku }, gateway) =>
        wishlistChange(gateway, async (customerId) => {
          if ((await knownSkus(gateway, [sku])).length === 0) {
            throw new CommerceError('product-not-found', `No product ${sku}`, { fields: ['sku'] });
          }
          return commerce.wishlists.add(customerId, sku);
        }),

      removeFromWishlist: (_root, { sku }, gateway) =>
        wishlistChange(gateway, (customerId) => commerce.wishlists.remove(customerId, sku)),

      mergeWishlist: async (_root, { skus }, gateway) => {
        if (skus.length > MAX_WISHLIST_ITEMS) {
          const customer = await currentCustomer(gateway);
          return {
            wishlist: customer ? await commerce.wishlists.get(customer.id) : null,
            errors: [failure(gateway.i18n, 'too-many-products', 'skus')],
          };
        }
        // Products the assortment no longer has are skipped.
        return wishlistChange(gateway, async (customerId) =>
          commerce.wishlists.merge(customerId, await knownSkus(gateway, skus)),
        );
      },
    },

    Wishlist: {
      count: (list) => list.items.length,
    },

    WishlistItem: {
      addedAt: (item) => item.addedAt.toISOString(),
      // Only the key: the stitched gateway fills in the catalog's fields of the product.
      product: (item) => ({ sku: item.sku }),
    },
  };
}
