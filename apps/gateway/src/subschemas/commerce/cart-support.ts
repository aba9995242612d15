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
  type DeliveryLine,
  type PickupErrorCode,
  shippingCosts,
} from '@shop/domain';
import type { GatewayContext } from '../../context';
import type { CommerceResolvers, MoneyModel } from '../../graphql';
import { ensureSession } from './session';
import { addressErrorMessage, commerceErrorMessage, pickupErrorMessage, requirementError } from './wording';

export interface UserErrorModel {
  code: string;
  message: string;
  field: string | null;
}

export const MAX_ITEMS_PER_ADD = 20;
export const MAX_SERVICE_POINT_QUERY = 100;

export const money = (amount: number, currency: MoneyModel['currency']): MoneyModel => ({ amount, currency });

/**
 * A refusal the shopper can act on becomes a user error (data, translated, with the field it is about); anything
 * else stays a system failure (a masked GraphQL error).
 */
export function userErrors(error: unknown, i18n: I18n): UserErrorModel[] {
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

export function userError(i18n: I18n, code: string, field: string | null = null): UserErrorModel {
  return { code: code.toUpperCase().replaceAll('-', '_'), message: commerceErrorMessage(i18n, code), field };
}

export const linesOfCart = (cart: Cart): DeliveryLine[] =>
  cart.items.map((item) => ({
    sku: item.referencedId,
    quantity: item.quantity,
    stockAtDc: item.payload.stock,
    deliveryTime: item.deliveryInformation.deliveryTime,
  }));

/** A shipping method as offered: where its pickup points come from in the country, what it costs, whether chosen. */
export function offerOf(
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
export function storeShippingMethods(gateway: GatewayContext): ShippingMethodOffer[] {
  const { country, currency } = gateway.store;
  return shippingMethodsFor(country, currency).map((method, index) =>
    offerOf(method, country, shippingCosts(method.tariffs[currency]!, 1, 0), index === 0),
  );
}

export function storePaymentMethods(gateway: GatewayContext): PaymentMethodOffer[] {
  return paymentMethodsFor(gateway.store.country).map((method, index) => ({
    id: method.id,
    reference: method.reference,
    selected: index === 0,
  }));
}

/** An order's shipping method as it was chosen (with what it cost then). */
export function orderShippingMethod(
  order: OrderSummary,
  country: GatewayContext['store']['country'],
): ShippingMethodOffer {
  return offerOf(methodOf(order.shippingMethodId), country, order.shippingCosts, true);
}

/** A shipping method by id (ids on carts and orders are always the configuration's own). */
export function methodOf(id: string): ShippingMethodDefinition {
  const method = knownMethodOf(id);
  if (!method) throw new Error(`Unknown shipping method ${id}`);
  return method;
}

/** A shipping method by its reference (a remote shop system's technical name); an unknown one is an error. */
export function methodByReference(reference: string): ShippingMethodDefinition {
  const method = SHIPPING_METHODS.find((candidate) => candidate.reference === reference);
  if (!method) throw new Error(`Unknown shipping method reference ${reference}`);
  return method;
}

/** The shop's own shipping method of an id; undefined for another's (a remote shop system's methods). */
export function knownMethodOf(id: string): ShippingMethodDefinition | undefined {
  return SHIPPING_METHODS.find((candidate) => candidate.id === id);
}

/** Return addresses of a payment must lead back to the shop's own store: no open redirect through the payment page. */
export function isOwnUrl(url: string, gateway: GatewayContext): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(gateway.store.baseUrl).origin;
  } catch {
    return false;
  }
}

export type Resolvers = CommerceResolvers<GatewayContext>;
/**
 * What the cart resolvers share: the caller's session for mutations, and the cart of a context as the engine answered
 * it, built once for all the context's fields (cart, shipping method, what is missing). Keyed by the answer object: a
 * mutation answers a new context, so it never sees a stale cart.
 */
export function cartSession(commerce: CommerceUpstream) {
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

  return { cartOf, mutate, contextPayload, cartPayload };
}
