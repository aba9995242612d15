import type { CommerceUpstream } from '@shop/commerce';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { cartSession, MAX_ITEMS_PER_ADD, type Resolvers, userError, userErrors } from './cart-support';
import { currentContext, ensureSession, storeSelection, useToken } from './session';

/** Reading and changing the cart: lines, and a restore link opened. */
export function cartOperationResolvers(commerce: CommerceUpstream): Resolvers {
  const { cartPayload } = cartSession(commerce);
  return {
    Query: {
      cart: async (_root, _args, gateway) => {
        const context = await currentContext(commerce, gateway);
        return context ? commerce.carts.getCart(context.token) : null;
      },
    },
    Mutation: {
      addToCart: async (_root, { items }, gateway) => {
        if (items.length === 0 || items.length > MAX_ITEMS_PER_ADD) {
          const token = await ensureSession(commerce, gateway);
          return {
            cart: await commerce.carts.getCart(token),
            errors: [userError(gateway.i18n, 'too-many-items', 'items')],
          };
        }
        return cartPayload(gateway, (token) =>
          commerce.carts.addToCart(
            token,
            items.map((item) => {
              const quantity = item.quantity ?? 1;
              if (quantity < 1 || quantity > MAX_LINE_QUANTITY) throw new RangeError(`quantity ${quantity}`);
              return { referencedId: item.referencedId, quantity };
            }),
          ),
        );
      },
      updateCartItem: (_root, { item }, gateway) =>
        cartPayload(gateway, async (token) => {
          if (item.quantity < 0 || item.quantity > MAX_LINE_QUANTITY) throw new RangeError(`quantity ${item.quantity}`);
          return commerce.carts.updateCartItem(token, item);
        }),
      deleteCartItem: (_root, { id }, gateway) =>
        cartPayload(gateway, (token) => commerce.carts.deleteCartItem(token, id)),
      restoreCart: async (_root, { token }, gateway) => {
        try {
          // The link's lines go into the caller's own session (a new guest one when it has none): the caller's token
          // stays theirs, and only a newly made session is answered.
          const own = await currentContext(commerce, gateway);
          const context = await commerce.carts.restoreCart(token, own?.token ?? null, storeSelection(gateway.store));
          if (context.token !== own?.token) useToken(gateway, context.token, context.kind);
          return { context, errors: [] };
        } catch (error) {
          const errors = userErrors(error, gateway.i18n);
          return { context: await currentContext(commerce, gateway), errors };
        }
      },
    },
  };
}
