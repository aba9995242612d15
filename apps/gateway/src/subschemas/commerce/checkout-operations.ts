import type { CommerceUpstream } from '@shop/commerce';
import { badUserInput } from '../../errors';
import { requestBranch } from './branch';
import {
  cartSession,
  isOwnUrl,
  MAX_SERVICE_POINT_QUERY,
  type Resolvers,
  storePaymentMethods,
  storeShippingMethods,
  userError,
} from './cart-support';
import type { CommercePolicy } from './policy';
import { currentContext } from './session';
import { commerceErrorMessage } from './wording';

/** The checkout: its choices, placing the order and paying it. */
export function checkoutOperationResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { mutate, contextPayload } = cartSession(commerce);
  return {
    Query: {
      context: (_root, _args, gateway) => currentContext(commerce, gateway),
      shippingMethods: async (_root, { onlyAvailable }, gateway) => {
        const context = await currentContext(commerce, gateway);
        if (!context) return storeShippingMethods(gateway);
        return commerce.checkout.getShippingMethods(context.token, onlyAvailable ?? true);
      },
      paymentMethods: async (_root, _args, gateway) => {
        const context = await currentContext(commerce, gateway);
        return context ? commerce.checkout.getPaymentMethods(context.token) : storePaymentMethods(gateway);
      },
      servicePoints: async (_root, { provider, query }, gateway) => {
        if (query.length > MAX_SERVICE_POINT_QUERY) {
          throw badUserInput(commerceErrorMessage(gateway.i18n, 'too-long'), 'query');
        }
        return commerce.checkout.searchServicePoints(gateway.store.country, provider, query);
      },
      order: async (_root, { orderNumber }, gateway) => {
        const context = await currentContext(commerce, gateway);
        return context ? commerce.orders.getOrderOfContext(context.token, orderNumber) : null;
      },
    },
    Mutation: {
      updateShippingMethod: (_root, { id }, gateway) =>
        contextPayload(gateway, (token) => commerce.checkout.updateShippingMethod(token, id)),
      updatePaymentMethod: (_root, { id }, gateway) =>
        contextPayload(gateway, (token) => commerce.checkout.updatePaymentMethod(token, id)),
      updateContact: (_root, { input }, gateway) =>
        contextPayload(gateway, (token) => commerce.checkout.updateContact(token, input.email)),
      updateAddresses: (_root, { input }, gateway) =>
        contextPayload(gateway, (token) =>
          commerce.checkout.updateAddresses(token, {
            billingAddress: { ...input.billingAddress, countryIso: input.billingAddress.countryIso as never },
            shippingAddress: input.shippingAddress
              ? { ...input.shippingAddress, countryIso: input.shippingAddress.countryIso as never }
              : null,
          }),
        ),
      updatePickup: (_root, { input }, gateway) =>
        contextPayload(gateway, (token) => commerce.checkout.updatePickup(token, input)),
      placeOrder: async (_root, { input }, gateway) => {
        if (!input.idempotencyKey.trim() || input.idempotencyKey.length > 100) {
          throw badUserInput(commerceErrorMessage(gateway.i18n, 'idempotency-key-reused'), 'idempotencyKey');
        }
        // In the store, the order carries the branch (spec commerce §4: in-store tablet ordering); a code that is not
        // one of the shop's stores is ignored, so a made-up cookie cannot label web orders.
        const branch = await requestBranch(gateway, policy.isKnownBranch);
        const { value, errors } = await mutate(gateway, (token) =>
          commerce.orders.placeOrder(token, {
            idempotencyKey: input.idempotencyKey,
            storeCode: branch ?? gateway.store.code,
          }),
        );
        if (value) await policy.onStockChanged(value.lines.map((line) => line.referencedId));
        return { order: value, errors };
      },
      handlePayment: async (_root, { input }, gateway) => {
        if (!isOwnUrl(input.finishUrl, gateway) || !isOwnUrl(input.errorUrl, gateway)) {
          return { redirectUrl: null, errors: [userError(gateway.i18n, 'invalid-redirect-url', 'finishUrl')] };
        }
        const { value, errors } = await mutate(gateway, (token) => commerce.payments.handlePayment(token, input));
        return { redirectUrl: value?.redirectUrl ?? null, errors };
      },
    },
  };
}
