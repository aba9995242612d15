import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommerceUpstream } from '@shop/commerce';
import { type CustomerOrder, type OrderLine, SHIPPING_METHODS } from '@shop/commerce';
import { orderDisplayStatus } from '@shop/domain';
import type { GatewayContext } from '../../context';
import type { CommerceResolvers, CustomerOrderItemModel, MoneyModel } from '../../graphql';
import type { CommercePolicy } from './policy';
import { currentCustomerId } from './session';
import { shippingMethodWords } from './wording';

const MAX_PAGE = 100;

const money = (amount: number, currency: MoneyModel['currency']): MoneyModel => ({ amount, currency });

function displayStatusText(i18n: I18n, order: CustomerOrder) {
  const status = orderDisplayStatus(order);
  switch (status.kind) {
    case 'shipped':
      return { kind: status.kind, text: i18n._(msg`Shipped`) };
    case 'processing':
      return { kind: status.kind, text: i18n._(msg`Processing`) };
    default:
      // Spec §4: other order types show the type itself.
      return { kind: status.kind, text: status.orderType };
  }
}

/**
 * An order's lines as the order history lists them: the articles, the shipping costs (a `delivery` item) and a
 * redeemed voucher (a `discount` item, negative). Names come from the catalog, else the SKU.
 */
function itemsOf(order: CustomerOrder, i18n: I18n, names: Map<string, string>): CustomerOrderItemModel[] {
  const articles = order.lines.map(
    (line: OrderLine): CustomerOrderItemModel => ({
      type: 'article',
      sku: line.referencedId,
      barcode: null,
      name: names.get(line.productNumber) ?? line.productNumber,
      productNo: line.productNumber,
      size: line.options[0]?.option ?? null,
      regularPrice: money(line.regularUnitPrice, order.currency),
      salePrice: money(line.unitPrice, order.currency),
      quantity: line.quantity,
    }),
  );
  const method = SHIPPING_METHODS.find((candidate) => candidate.reference === order.shipmentMethod);
  const delivery: CustomerOrderItemModel = {
    type: 'delivery',
    sku: null,
    barcode: null,
    name: method ? shippingMethodWords(i18n, method.reference).name : order.shipmentMethod,
    productNo: null,
    size: null,
    regularPrice: money(order.shippingCosts, order.currency),
    salePrice: money(order.shippingCosts, order.currency),
    quantity: 1,
  };
  const discount: CustomerOrderItemModel[] =
    order.discount > 0
      ? [
          {
            type: 'discount',
            sku: null,
            barcode: null,
            name: i18n._(msg`Loyalty voucher`),
            productNo: null,
            size: null,
            regularPrice: money(-order.discount, order.currency),
            salePrice: money(-order.discount, order.currency),
            quantity: 1,
          },
        ]
      : [];
  return [...articles, delivery, ...discount];
}

type Resolvers = CommerceResolvers<GatewayContext>;

/** The account's orders and the order history by e-mail token (SDL: packages/schema/src/commerce-account.ts). */
export function orderResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  /** Product names of every order of one answer in one catalog call per request. */
  const namesOf = async (list: CustomerOrder[], gateway: GatewayContext): Promise<Map<string, string>> => {
    const productNames = policy.productNames;
    if (!productNames) return new Map();
    const skus = [...new Set(list.flatMap((order) => order.lines.map((line) => line.productNumber)))];
    return skus.length ? productNames(skus, gateway) : new Map();
  };
  /** An order with the names its items need, looked up once for a whole list. */
  const named = new WeakMap<CustomerOrder, Promise<Map<string, string>>>();
  const withNames = (list: CustomerOrder[], gateway: GatewayContext) => {
    const names = namesOf(list, gateway);
    for (const order of list) named.set(order, names);
    return list;
  };

  const page = (value: number | null | undefined, fallback: number) =>
    Math.min(Math.max(value ?? fallback, 0), MAX_PAGE);

  return {
    Query: {
      customerOrders: async (_root, { first, offset }, gateway) => {
        const customerId = await currentCustomerId(commerce, gateway);
        if (!customerId) return null;
        const answer = await commerce.customerOrders.customerOrders(customerId, {
          first: page(first, 20),
          offset: Math.max(offset ?? 0, 0),
        });
        return { count: answer.count, orders: withNames(answer.orders, gateway) };
      },
      customerOrder: async (_root, { id }, gateway) => {
        const customerId = await currentCustomerId(commerce, gateway);
        if (!customerId || id.length > 100) return null;
        const order = await commerce.customerOrders.customerOrder(customerId, id);
        return order ? withNames([order], gateway)[0]! : null;
      },
      orderHistory: async (_root, { emailToken }, gateway) => {
        if (emailToken.length > 200) return null;
        const answer = await commerce.customerOrders.ordersByEmailToken(emailToken);
        return answer ? { count: answer.count, orders: withNames(answer.orders, gateway) } : null;
      },
    },

    CustomerOrder: {
      createdAt: (order) => order.createdAt.toISOString(),
      displayStatus: (order, _args, { i18n }) => displayStatusText(i18n, order),
      shipmentDate: (order) => order.shipmentDate?.toISOString() ?? null,
      totalAmount: (order) => money(order.totalPrice, order.currency),
      netPrice: (order) => money(order.netPrice, order.currency),
      shippingCosts: (order) => money(order.shippingCosts, order.currency),
      invoiceAddress: (order) => order.billingAddress,
      // A pickup order is delivered at its store or service point; a home delivery at the shipping (or billing) address.
      deliveryAddress: (order) =>
        order.pickup
          ? {
              firstName: order.billingAddress.firstName,
              lastName: order.billingAddress.lastName,
              company: order.pickup.servicePoint.title,
              street: order.pickup.servicePoint.street,
              houseNumber: order.pickup.servicePoint.houseNumber,
              zipcode: order.pickup.servicePoint.postcode,
              city: order.pickup.servicePoint.city,
              countryIso: order.pickup.servicePoint.country,
            }
          : (order.shippingAddress ?? order.billingAddress),
      items: async (order, _args, gateway) =>
        itemsOf(order, gateway.i18n, (await named.get(order)) ?? (await namesOf([order], gateway))),
    },

    CustomerOrderItem: {
      product: (item) => (item.type === 'article' && item.productNo ? { sku: item.productNo } : null),
    },

    OrderHistoryAddress: {
      firstname: (address) => address.firstName,
      // The engine keeps a Dutch last name whole ("de Vries"): no separate insertion.
      insertion: () => null,
      lastname: (address) => address.lastName,
      houseNumberAddition: (address) => address.houseNumberAddition ?? null,
      countryCode: (address) => address.countryIso,
    },
  };
}
