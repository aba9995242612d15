import type { CommerceUpstream } from '@shop/commerce';
import { cartOperationResolvers } from './cart-operations';
import { cartSession, type Resolvers } from './cart-support';
import { cartTypeResolvers } from './cart-types';
import { checkoutOperationResolvers } from './checkout-operations';
import { checkoutTypeResolvers } from './checkout-types';
import type { CommercePolicy } from './policy';

/** The cart, checkout and payment part of the commerce subschema (SDL: packages/schema/src/commerce-cart.ts). */
export function cartResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { cartOf } = cartSession(commerce);
  const cart = cartOperationResolvers(commerce);
  const checkout = checkoutOperationResolvers(commerce, policy);
  return {
    ...cartTypeResolvers(),
    ...checkoutTypeResolvers(commerce, cartOf),
    Query: { ...cart.Query, ...checkout.Query },
    Mutation: { ...cart.Mutation, ...checkout.Mutation },
  };
}
