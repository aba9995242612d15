import type { CommerceOrderState } from '@shop/db';
import type { CountryCode, CurrencyCode } from '@shop/i18n';
import type { components } from '@shopware/api-client/store-api-types';
import type { OrderLine, OrderSummary, PickupChoice } from '../model';
import type { PaymentReturnOutcome } from '../payment-provider';
import { toShopAddress } from './addresses';
import { toMinor } from './cart-mapping';

type SwOrder = components['schemas']['Order'];
type SwOrderLine = components['schemas']['OrderLineItem'];
type SwTransaction = components['schemas']['OrderTransaction'];

/**
 * What the adapter asks of an order read back (`/order`): its lines, addresses, deliveries and payments with their
 * states. The answer of `/checkout/order` carries the same.
 */
export const ORDER_ASSOCIATIONS = {
  lineItems: {},
  addresses: { associations: { country: {} } },
  billingAddress: { associations: { country: {} } },
  deliveries: { associations: { shippingOrderAddress: { associations: { country: {} } } } },
  transactions: { associations: { stateMachineState: {} } },
  stateMachineState: {},
} as const;

/** The payment of an order that counts: its newest transaction (Shopware adds one for each new attempt). */
export function currentTransaction(order: SwOrder): SwTransaction | undefined {
  const transactions = [...(order.transactions ?? [])];
  transactions.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  return transactions.at(-1);
}

/**
 * Shopware's payment states (`order_transaction.state`) in the shop's outcomes: paid (also authorized and partly
 * paid: the provider holds the money), still open (open, in progress, unconfirmed, reminded), failed, cancelled.
 * Refunds and chargebacks happen after the shop's flow; they read as paid here and belong to Shopware's back office.
 */
export function outcomeOf(transactionState: string | undefined): PaymentReturnOutcome {
  switch (transactionState) {
    case 'paid':
    case 'paid_partially':
    case 'authorized':
    case 'refunded':
    case 'refunded_partially':
    case 'chargeback':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'open';
  }
}

/** The shop's state of an order: a cancelled order is cancelled whatever its payment; else its payment's outcome. */
export function orderStateOf(order: SwOrder): CommerceOrderState {
  if (order.stateMachineState?.technicalName === 'cancelled') return 'cancelled';
  const outcome = outcomeOf(currentTransaction(order)?.stateMachineState?.technicalName);
  return outcome === 'expired' ? 'cancelled' : outcome === 'open' ? 'open' : outcome;
}

interface LinePayload {
  productNumber?: string;
  options?: { group?: string; option?: string }[];
}

function toOrderLine(line: SwOrderLine): OrderLine {
  // The order keeps the cart line's flat payload (product number, options as group and option names).
  const payload = (line.payload ?? {}) as LinePayload;
  const unitPrice = toMinor(line.unitPrice);
  return {
    referencedId: payload.productNumber ?? line.referencedId ?? line.identifier,
    productNumber: payload.productNumber ?? '',
    quantity: line.quantity,
    options: (payload.options ?? []).map((option) => ({ group: option.group ?? '', option: option.option ?? '' })),
    deliveryTime: null,
    unitPrice,
    totalPrice: toMinor(line.totalPrice),
    // Shopware's order line keeps no list price in the Store API's shape: the price paid is the regular one here.
    regularUnitPrice: unitPrice,
  };
}

/**
 * A Shopware order as the shop's order summary, in the store's currency and country. The pickup point is the shop's
 * own (Shopware knows only the shipping address made from it); the voucher id is the loyalty service's (none here).
 */
export function toOrderSummary(
  order: SwOrder,
  store: { currency: CurrencyCode; country: CountryCode },
  pickup: PickupChoice | null = null,
): OrderSummary {
  const lines = order.lineItems ?? [];
  const delivery = order.deliveries?.[0];
  const billingAddress = order.billingAddress ?? order.addresses?.find((entry) => entry.id === order.billingAddressId);
  const shippingAddress =
    delivery?.shippingOrderAddress && delivery.shippingOrderAddressId !== order.billingAddressId && !pickup
      ? delivery.shippingOrderAddress
      : undefined;
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? '',
    deepLinkCode: order.deepLinkCode ?? '',
    state: orderStateOf(order),
    currency: store.currency,
    totalPrice: toMinor(order.amountTotal ?? order.price.totalPrice),
    itemsTotal: toMinor(order.positionPrice ?? order.price.positionPrice),
    shippingCosts: toMinor(order.shippingTotal ?? order.shippingCosts?.totalPrice),
    discount: -lines
      .filter((line) => line.type === 'promotion')
      .reduce((sum, line) => sum + toMinor(line.totalPrice), 0),
    voucherId: null,
    tax: (order.price.calculatedTaxes ?? []).reduce((sum, tax) => sum + toMinor(tax.tax), 0),
    createdAt: new Date(order.orderDateTime),
    email: order.orderCustomer?.email ?? '',
    billingAddress: toShopAddress(billingAddress, store.country),
    shippingAddress: toShopAddress(shippingAddress, store.country),
    pickup,
    shippingMethodId: delivery?.shippingMethodId ?? '',
    paymentMethodId: currentTransaction(order)?.paymentMethodId ?? '',
    lines: lines.filter((line) => line.type === 'product').map(toOrderLine),
  };
}
