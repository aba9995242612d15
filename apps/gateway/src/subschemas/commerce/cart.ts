import type { I18n } from '@lingui/core';
import type { CommerceUpstream } from '@shop/commerce';
import {
  type Cart,
  CommerceError,
  type Context,
  type OrderSummary,
  type PaymentMethodOffer,
  paymentMethodsFor,
  providerIn,
  SHIPPING_METHODS,
  type ShippingMethodDefinition,
  type ShippingMethodOffer,
  shippingMethodsFor,
} from '@shop/commerce';
import {
  type AddressErrorCode,
  type CheckoutRequirement,
  cartErrorVisibility,
  cartTotalsDisplay,
  type DeliveryLine,
  deliveryPromiseOfLines,
  formatCartTotal,
  freeShippingRemaining,
  isFreeShipping,
  MAX_LINE_QUANTITY,
  type PickupErrorCode,
  SHORT_DELIVERY,
  shippingCosts,
} from '@shop/domain';
import type { CommerceResolvers, MoneyModel } from '@shop/schema';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { moneyResolvers } from '../money';
import { requestBranch } from './branch';
import { voucherText } from './loyalty';
import type { CommercePolicy } from './policy';
import { currentContext, ensureSession, storeSelection, useToken } from './session';
import {
  addressErrorMessage,
  cartErrorMessage,
  commerceErrorMessage,
  deliveryPromiseText,
  paymentMethodWords,
  pickupErrorMessage,
  requirementError,
  shippingMethodWords,
  vatLabelText,
} from './wording';

interface UserErrorModel {
  code: string;
  message: string;
  field: string | null;
}

const MAX_ITEMS_PER_ADD = 20;
const MAX_SERVICE_POINT_QUERY = 100;

const money = (amount: number, currency: MoneyModel['currency']): MoneyModel => ({ amount, currency });

/**
 * A refusal the shopper can act on becomes a user error (data, translated, with the field it is about); anything
 * else stays a system failure (a masked GraphQL error).
 */
function userErrors(error: unknown, i18n: I18n): UserErrorModel[] {
  if (error instanceof RangeError) {
    return [{ code: 'INVALID_QUANTITY', message: commerceErrorMessage(i18n, 'invalid-quantity'), field: 'quantity' }];
  }
  if (!(error instanceof CommerceError)) throw error;
  const details = error.details as {
    issues?: { path?: string; field: string; code: AddressErrorCode }[];
    missing?: CheckoutRequirement[];
    reason?: PickupErrorCode;
    fields?: string[];
  };
  switch (error.code) {
    case 'invalid-address':
      return (details.issues ?? []).map((issue) => ({
        code: 'INVALID_ADDRESS',
        message: addressErrorMessage(i18n, issue.code),
        field: issue.path ? `${issue.path}.${issue.field}` : issue.field,
      }));
    case 'checkout-incomplete':
      return (details.missing ?? []).map((requirement) => requirementError(i18n, requirement));
    case 'invalid-pickup':
      return [
        {
          code: 'INVALID_PICKUP',
          message: pickupErrorMessage(i18n, details.reason ?? 'dhl-customer-number-required'),
          field: 'dhlCustomerNumber',
        },
      ];
    default:
      return [
        {
          code: error.code.toUpperCase().replaceAll('-', '_'),
          message: commerceErrorMessage(i18n, error.code),
          field: details.fields?.[0] ?? null,
        },
      ];
  }
}

function userError(i18n: I18n, code: string, field: string | null = null): UserErrorModel {
  return { code: code.toUpperCase().replaceAll('-', '_'), message: commerceErrorMessage(i18n, code), field };
}

const linesOfCart = (cart: Cart): DeliveryLine[] =>
  cart.items.map((item) => ({
    sku: item.referencedId,
    quantity: item.quantity,
    stockAtDc: item.payload.stock,
    deliveryTime: item.deliveryInformation.deliveryTime,
  }));

/** A shipping method as offered: where its pickup points come from in the country, what it costs, whether chosen. */
function offerOf(
  method: ShippingMethodDefinition,
  country: GatewayContext['store']['country'],
  costs: number | null,
  selected: boolean,
): ShippingMethodOffer {
  return {
    id: method.id,
    reference: method.reference,
    type: method.type,
    position: method.position,
    servicePointsProvider: providerIn(method, country),
    active: costs !== null,
    shippingCosts: costs,
    selected,
  };
}

/** The store's methods for a caller without a context: the costs of one item, the first method selected. */
function storeShippingMethods(gateway: GatewayContext): ShippingMethodOffer[] {
  const { country, currency } = gateway.store;
  return shippingMethodsFor(country, currency).map((method, index) =>
    offerOf(method, country, shippingCosts(method.tariffs[currency]!, 1, 0), index === 0),
  );
}

function storePaymentMethods(gateway: GatewayContext): PaymentMethodOffer[] {
  return paymentMethodsFor(gateway.store.country).map((method, index) => ({
    id: method.id,
    reference: method.reference,
    selected: index === 0,
  }));
}

/** An order's shipping method as it was chosen (with what it cost then). */
function orderShippingMethod(order: OrderSummary, country: GatewayContext['store']['country']): ShippingMethodOffer {
  return offerOf(methodOf(order.shippingMethodId), country, order.shippingCosts, true);
}

/** A shipping method by id (ids on carts and orders are always the configuration's own). */
function methodOf(id: string): ShippingMethodDefinition {
  const method = SHIPPING_METHODS.find((candidate) => candidate.id === id);
  if (!method) throw new Error(`Unknown shipping method ${id}`);
  return method;
}

/** Return addresses of a payment must lead back to the shop's own store: no open redirect through the payment page. */
function isOwnUrl(url: string, gateway: GatewayContext): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(gateway.store.baseUrl).origin;
  } catch {
    return false;
  }
}

const regionName = (locale: string, iso: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;

type Resolvers = CommerceResolvers<GatewayContext>;

/** The cart, checkout and payment part of the commerce subschema (SDL: packages/schema/src/commerce-cart.ts). */
export function cartResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  /**
   * The cart of a context as the engine answered it, built once for all the context's fields (cart, shipping method,
   * what is missing). Keyed by the answer object: a mutation answers a new context, so it never sees a stale cart.
   */
  const carts = new WeakMap<Context, Promise<Cart>>();
  const cartOf = (context: Context): Promise<Cart> => {
    let cart = carts.get(context);
    if (!cart) {
      cart = commerce.carts.getCart(context.token);
      carts.set(context, cart);
    }
    return cart;
  };

  /** Runs a mutation on the caller's context (made when missing); refusals become user errors. */
  async function mutate<T>(
    gateway: GatewayContext,
    run: (token: string) => Promise<T>,
  ): Promise<{ value: T | null; errors: UserErrorModel[] }> {
    const token = await ensureSession(commerce, gateway);
    try {
      return { value: await run(token), errors: [] };
    } catch (error) {
      return { value: null, errors: userErrors(error, gateway.i18n) };
    }
  }

  /** A context mutation answers the context as it is afterwards, also when it refused the input. */
  async function contextPayload(gateway: GatewayContext, run: (token: string) => Promise<Context>) {
    const { value, errors } = await mutate(gateway, run);
    return { context: value ?? (await commerce.contexts.getContext(gateway.token!)), errors };
  }

  async function cartPayload(gateway: GatewayContext, run: (token: string) => Promise<Cart>) {
    const { value, errors } = await mutate(gateway, run);
    return { cart: value ?? (await commerce.carts.getCart(gateway.token!)), errors };
  }

  return {
    Query: {
      context: (_root, _args, gateway) => currentContext(commerce, gateway),
      cart: async (_root, _args, gateway) => {
        const context = await currentContext(commerce, gateway);
        return context ? commerce.carts.getCart(context.token) : null;
      },
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

    Money: moneyResolvers,

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

    Cart: {
      // The products, then the redeemed voucher's promotion line (spec §3: cart items of type product or promotion).
      items: (cart) => [...cart.items, ...cart.promotions],
      itemCount: (cart) => cart.items.reduce((sum, item) => sum + item.quantity, 0),
      discount: (cart) => {
        const discount = cart.promotions.reduce((sum, promotion) => sum - promotion.price.totalPrice, 0);
        return discount > 0 ? money(discount, cart.currency) : null;
      },
      price: (cart) => ({
        positionPrice: money(cart.price.positionPrice, cart.currency),
        totalPrice: money(cart.price.totalPrice, cart.currency),
        netPrice: money(cart.price.netPrice, cart.currency),
        tax: money(cart.price.tax, cart.currency),
        taxRate: cart.price.taxRate,
      }),
      deliveries: (cart, _args, { store }) =>
        cart.deliveries.map((delivery) => ({
          shippingMethod: offerOf(
            methodOf(delivery.shippingMethod.id),
            store.country,
            delivery.shippingCosts.totalPrice,
            true,
          ),
          shippingCosts: {
            quantity: delivery.shippingCosts.quantity,
            unitPrice: money(delivery.shippingCosts.unitPrice, cart.currency),
            totalPrice: money(delivery.shippingCosts.totalPrice, cart.currency),
          },
        })),
      shippingCosts: (cart) => {
        const delivery = cart.deliveries[0];
        return delivery ? money(delivery.shippingCosts.totalPrice, cart.currency) : null;
      },
      freeShipping: (cart) => {
        const delivery = cart.deliveries[0];
        return !!delivery && isFreeShipping(delivery.shippingCosts.totalPrice);
      },
      freeShippingRemaining: (cart) => {
        const delivery = cart.deliveries[0];
        const tariff = delivery && methodOf(delivery.shippingMethod.id).tariffs[cart.currency];
        if (!delivery || !tariff) return null;
        const remaining = freeShippingRemaining(tariff, delivery.shippingCosts.totalPrice, cart.price.positionPrice);
        return remaining === null ? null : money(remaining, cart.currency);
      },
      deliveryPromise: (cart) => deliveryPromiseOfLines(linesOfCart(cart)),
      errors: (cart) => Object.values(cart.errors),
    },

    CartError: {
      key: (error) => error.key,
      message: (error, _args, { i18n }) => cartErrorMessage(i18n, error.messageKey, error.message),
      visibility: (error) => cartErrorVisibility(error.code) as never,
    },

    CartPrice: {
      vatLabel: (price, _args, { i18n }) => vatLabelText(i18n, price.taxRate),
      totalFormatted: (price, _args, { store }) =>
        formatCartTotal(price.totalPrice, { country: store.country, locale: store.locale }),
      positionPriceFormatted: (price, _args, { store }) =>
        formatCartTotal(price.positionPrice, { country: store.country, locale: store.locale }),
      showDiscount: (_price, _args, { store, now }) => cartTotalsDisplay({ country: store.country, now }).showDiscount,
      onlyItemsTotalAtSubtotal: (_price, _args, { store, now }) =>
        cartTotalsDisplay({ country: store.country, now }).onlyItemsTotalAtSubtotal,
    },

    CartItem: {
      label: (item, _args, { i18n, store }) =>
        item.type === 'promotion'
          ? voucherText(i18n, item.voucher, store.locale)
          : (item.payload.options[0]?.option ?? ''),
      payload: (item) => (item.type === 'promotion' ? null : item.payload),
      modified: (item) => item.modified.toISOString(),
      // A context sells in its store's currency only (session.ts), so the store's currency is the line's.
      price: (item, _args, { store }) => ({
        unitPrice: money(item.price.unitPrice, store.currency),
        quantity: item.price.quantity,
        totalPrice: money(item.price.totalPrice, store.currency),
        calculatedTaxes: item.price.calculatedTaxes.map((tax) => ({
          tax: money(tax.tax, store.currency),
          taxRate: tax.taxRate,
          price: money(tax.price, store.currency),
        })),
        taxRules: item.price.taxRules,
      }),
      deliveryPromise: (item) =>
        item.type === 'promotion'
          ? null
          : deliveryPromiseOfLines([
              {
                sku: item.referencedId,
                quantity: item.quantity,
                stockAtDc: item.payload.stock,
                deliveryTime: item.deliveryInformation.deliveryTime,
              },
            ])!,
      // Only the key: the stitched gateway fills in the catalog's fields of the product.
      product: (item) => (item.type === 'promotion' ? null : { sku: item.payload.productNumber }),
    },

    DeliveryPromise: {
      minDays: (promise) => (promise.kind === 'variant' ? null : promise.minDays),
      maxDays: (promise) => (promise.kind === 'variant' ? null : promise.maxDays),
      deliveryTime: (promise) => (promise.kind === 'variant' ? promise.deliveryTime : null),
      text: (promise, _args, { i18n }) => deliveryPromiseText(i18n, promise),
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
        name: regionName(store.locale, address.countryIso),
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
