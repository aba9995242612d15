import type { Cart, CommerceUpstream, Context } from '@shop/commerce';
import { deliveryPromiseOfLines, isFreeShipping, SHORT_DELIVERY } from '@shop/domain';
import { countryName } from '@shop/i18n';
import { money, orderShippingMethod, type Resolvers } from './cart-support';
import { paymentMethodWords, shippingMethodWords } from './wording';

/** The fields of Context, and of the shipping and payment methods, addresses, pickup points and orders. */
export function checkoutTypeResolvers(
  commerce: CommerceUpstream,
  cartOf: (context: Context) => Promise<Cart>,
): Resolvers {
  return {
    Context: {
      cart: (context) => cartOf(context),
      cartStatus: (context) => context.cartStatus,
      countryIso: (context) => context.salesChannel.countryId,
      currency: (context) => context.salesChannel.currency,
      shippingMethod: async (context) => {
        const methods = await commerce.checkout.getShippingMethods(context.token, false, await cartOf(context));
        return methods.find((method) => method.selected) ?? methods[0]!;
      },
      paymentMethod: async (context) => (await commerce.checkout.getPaymentMethods(context.token))[0]!,
      // Enum fields answer the engine's words (COMMERCE_ENUM_VALUES maps them); codegen types them as null.
      missing: async (context) =>
        (await commerce.checkout.checkoutMissing(context.token, await cartOf(context))) as never,
    },

    ShippingMethod: {
      name: (method, _args, { i18n }) => shippingMethodWords(i18n, method.reference).name,
      description: (method, _args, { i18n }) => shippingMethodWords(i18n, method.reference).description,
      shippingCosts: (method, _args, { store }) =>
        method.shippingCosts === null ? null : money(method.shippingCosts, store.currency),
    },

    PaymentMethod: {
      name: (method, _args, { i18n }) => paymentMethodWords(i18n, method.reference).name,
      description: (method, _args, { i18n }) => paymentMethodWords(i18n, method.reference).description,
    },

    Address: {
      country: (address, _args, { store }) => ({
        id: address.countryIso,
        iso: address.countryIso,
        name: countryName(address.countryIso, store.locale),
      }),
      // The spec's (Shopware's) names of the house number and its addition (spec commerce §3 tabletop mapping).
      additionalAddressLine1: (address) => address.houseNumber,
      additionalAddressLine2: (address) => address.houseNumberAddition ?? null,
    },

    ServicePoint: {
      distance: (point) => ('distance' in point ? (point.distance as number) : null),
    },

    OpeningDay: {
      dayName: (day, _args, { store }) =>
        // 2024-01-01 was a Monday: day 1 … 7 are the days from it.
        new Intl.DateTimeFormat(store.locale, { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2024, 0, day.day)),
        ),
    },

    PlacedOrder: {
      createdAt: (order) => order.createdAt.toISOString(),
      billingZipcode: (order) => order.billingAddress?.zipcode ?? '',
      billingAddress: (order) => order.billingAddress!,
      items: (order) => order.lines,
      itemsTotal: (order) => money(order.itemsTotal, order.currency),
      shippingCosts: (order) => money(order.shippingCosts, order.currency),
      freeShipping: (order) => isFreeShipping(order.shippingCosts),
      totalPrice: (order) => money(order.totalPrice, order.currency),
      discount: (order) => (order.discount > 0 ? money(-order.discount, order.currency) : null),
      tax: (order) => money(order.tax, order.currency),
      shippingMethod: (order, _args, { store }) => orderShippingMethod(order, store.country),
      paymentMethod: (order) => ({
        id: order.paymentMethodId,
        reference: order.paymentMethodId.replace(/^payment-/, ''),
        selected: true,
      }),
      // Each line's stock was taken when the order was placed (a pre-order line took none and waits).
      deliveryPromise: (order) =>
        deliveryPromiseOfLines(
          order.lines.map((line) => ({
            sku: line.referencedId,
            quantity: line.quantity,
            stockAtDc: line.deliveryTime ? 0 : line.quantity,
            deliveryTime: line.deliveryTime,
          })),
        ) ?? SHORT_DELIVERY,
    },

    OrderLine: {
      label: (line) => line.options[0]?.option ?? '',
      unitPrice: (line, _args, { store }) => money(line.unitPrice, store.currency),
      totalPrice: (line, _args, { store }) => money(line.totalPrice, store.currency),
      product: (line) => ({ sku: line.productNumber }),
    },
  };
}
