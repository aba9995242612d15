import type { CommerceOrderState } from '@shop/db';
import type { CurrencyCode } from '@shop/i18n';
import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { CustomerOrder, OrderLine } from '../model';
import type { CommerceCustomerOrders } from '../upstream';
import { type AccountDeps, toShopAddress } from './account-support';
import { toMinor } from './cart-mapping';
import { asCustomer } from './customers';
import type { ShopwareStoreRef } from './session-calls';

type SwOrder = components['schemas']['Order'];
type SwOrderLine = components['schemas']['OrderLineItem'];

/** At most this many orders a page, as on the embedded engine. */
export const MAX_ORDERS_PER_PAGE = 100;

/** What the adapter asks Shopware to load with each order. */
const ORDER_ASSOCIATIONS = {
  lineItems: {},
  deliveries: { associations: { shippingMethod: {}, stateMachineState: {}, shippingOrderAddress: {} } },
  transactions: { associations: { stateMachineState: {} } },
  billingAddress: {},
  currency: {},
  stateMachineState: {},
};

/** Shopware's delivery states in the shop's shipment words. */
const SHIPMENT: Readonly<Record<string, string>> = {
  open: 'not shipped',
  shipped_partially: 'partially shipped',
  shipped: 'shipped',
  returned_partially: 'partially returned',
  returned: 'returned',
  cancelled: 'cancelled',
};

/**
 * A logged-in customer's orders through the Store API (`/order`, in the customer's newest session). Only paid orders
 * count as the customer's orders, as on the embedded engine: Shopware's `/order` cannot filter by payment state, so
 * a page is read and the paid ones kept (`count` counts those of the pages read, at most MAX_ORDERS_PER_PAGE). The
 * fulfilment statuses follow Shopware's order and delivery states; Shopware has no allocation or picking states, so
 * those read as done once the delivery has shipped.
 */
export class ShopwareCustomerOrders implements CommerceCustomerOrders {
  constructor(private readonly deps: AccountDeps) {}

  async customerOrders(
    customerId: string,
    { first = 20, offset = 0 }: { first?: number; offset?: number } = {},
  ): Promise<{ count: number; orders: CustomerOrder[] }> {
    const limit = Math.min(Math.max(Math.trunc(first), 0), MAX_ORDERS_PER_PAGE);
    const paid = await this.paidOrders(customerId);
    const start = Math.max(Math.trunc(offset), 0);
    return { count: paid.length, orders: paid.slice(start, start + limit) };
  }

  async customerOrder(customerId: string, idOrNumber: string): Promise<CustomerOrder | null> {
    const paid = await this.paidOrders(customerId);
    return paid.find((order) => order.id === idOrNumber || order.number === idOrNumber) ?? null;
  }

  /**
   * The order history by a mailed e-mail token has no Store API equivalent: Shopware lists orders only in a
   * logged-in customer's context, and finds a guest's single order only by its deep-link code with the e-mail address
   * or postcode. The adapter mails no history token (password recovery answers none), so such a link opens nothing:
   * it is answered as unknown.
   */
  ordersByEmailToken(_token: string): Promise<{ count: number; orders: CustomerOrder[] } | null> {
    return Promise.resolve(null);
  }

  private async paidOrders(customerId: string): Promise<CustomerOrder[]> {
    const { data, ref } = await asCustomer(this.deps, customerId)(
      'readOrder post /order',
      {
        body: {
          limit: MAX_ORDERS_PER_PAGE,
          sort: [{ field: 'orderDateTime', order: 'DESC' as const }],
          associations: ORDER_ASSOCIATIONS,
        },
      },
      { area: 'customer-orders', idempotent: true },
    );
    const orders = await Promise.all(data.orders.elements.map((order) => this.toCustomerOrder(order, ref)));
    return orders.filter((order) => order.state === 'paid');
  }

  private async toCustomerOrder(order: SwOrder, ref: ShopwareStoreRef): Promise<CustomerOrder> {
    const delivery = order.deliveries?.[0];
    const shipment = SHIPMENT[delivery?.stateMachineState?.technicalName ?? 'open'] ?? 'not shipped';
    const shipped = shipment === 'shipped' || shipment === 'partially shipped';
    const lines = order.lineItems ?? [];
    const billing = order.billingAddress;
    const shippingAddress = delivery?.shippingOrderAddress;
    return {
      id: order.id,
      number: order.orderNumber ?? order.id,
      createdAt: new Date(order.orderDateTime),
      orderType: 'sale',
      state: stateOf(order),
      approvalStatus: approvalOf(order.stateMachineState?.technicalName),
      allocationStatus: shipped ? 'allocated' : 'not allocated',
      pickStatus: shipped ? 'picked' : 'not picked',
      shipmentStatus: shipment,
      shipmentMethod: delivery?.shippingMethod?.technicalName ?? delivery?.shippingMethodId ?? '',
      shipmentDate: shipped && delivery?.shippingDateEarliest ? new Date(delivery.shippingDateEarliest) : null,
      trackTraceUrl: null,
      storeCode: ref.code,
      currency: (order.currency?.isoCode ?? ref.store.currency) as CurrencyCode,
      totalPrice: toMinor(order.price.totalPrice),
      netPrice: toMinor(order.price.netPrice),
      shippingCosts: toMinor(delivery?.shippingCosts?.totalPrice),
      discount: -lines
        .filter((line) => line.type === 'promotion')
        .reduce((sum, line) => sum + toMinor(line.totalPrice), 0),
      email: order.orderCustomer?.email ?? '',
      billingAddress: await toShopAddress(this.deps, ref, requireBilling(billing)),
      shippingAddress:
        shippingAddress && shippingAddress.id !== billing?.id
          ? await toShopAddress(this.deps, ref, shippingAddress)
          : null,
      pickup: null,
      lines: lines.filter((line) => line.type === 'product').map(toOrderLine),
    };
  }
}

/** The order's state as the shop counts it: by its payment (the last transaction), cancelled when Shopware says so. */
function stateOf(order: SwOrder): CommerceOrderState {
  if (order.stateMachineState?.technicalName === 'cancelled') return 'cancelled';
  const transactions = order.transactions ?? [];
  const payment = transactions[transactions.length - 1]?.stateMachineState?.technicalName;
  if (payment === 'paid' || payment === 'paid_partially') return 'paid';
  if (payment === 'cancelled') return 'cancelled';
  if (payment === 'failed') return 'failed';
  return 'open';
}

function approvalOf(orderState: string | undefined): string {
  if (orderState === 'cancelled') return 'cancelled';
  return orderState === 'in_progress' || orderState === 'completed' ? 'approved' : 'pending';
}

function toOrderLine(line: SwOrderLine): OrderLine {
  const payload = (line.payload ?? {}) as { productNumber?: string; options?: { group?: string; option?: string }[] };
  const productNumber = payload.productNumber ?? line.referencedId ?? line.identifier;
  return {
    referencedId: productNumber,
    productNumber,
    quantity: line.quantity,
    options: (payload.options ?? []).map((option) => ({ group: option.group ?? '', option: option.option ?? '' })),
    deliveryTime: null,
    unitPrice: toMinor(line.unitPrice),
    totalPrice: toMinor(line.totalPrice),
    // The price before a sale is not kept on Shopware's order line: the unit price stands for it.
    regularUnitPrice: toMinor(line.unitPrice),
  };
}

/** Every order has a billing address (the adapter asks for it with the order). */
function requireBilling<T>(billing: T | undefined): T {
  if (!billing)
    throw new CommerceError('commerce-unavailable', 'Shopware answered an order without its billing address');
  return billing;
}
