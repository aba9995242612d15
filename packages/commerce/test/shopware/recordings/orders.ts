import type { components } from '@shopware/api-client/store-api-types';
import { type Exchange, exchange } from '../recording';
import {
  CHANNEL_NL,
  COUNTRY_NL_ID,
  guestContext,
  PAYMENT_IDEAL_ID,
  type RecordedProduct,
  SHIPPING_METHODS,
  SHIPPING_STANDARD_ID,
} from './shop';

/**
 * Builders of the Store API's answers about guest customers and orders in the recorded Dutch store (written by hand
 * from the Store API reference), and the exchanges of the checkout's contact, orders and payments.
 */
type Schemas = components['schemas'];

const channel = CHANNEL_NL;
/** The sales channel's domain the shop names when it registers a guest (SHOPWARE_STORES' storefrontUrl). */
export const STOREFRONT_URL_NL = 'https://shop.example.nl';
export const EMAIL = 'anna@example.com';
export const ZIPCODE = '3511 AB';
const SALES_CHANNEL_ID = '98432def39fc4624b33213a56b8c944d';
const round = (amount: number) => Math.round(amount * 100) / 100;

/** The address the adapter registers for ADDRESS_NL: one street line with the house number. */
export const BILLING_NL = {
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Oudegracht 12',
  zipcode: ZIPCODE,
  city: 'Utrecht',
  countryId: COUNTRY_NL_ID,
};

function customerAddress(id: string, customerId: string): Schemas['CustomerAddress'] {
  return { id, customerId, ...BILLING_NL };
}

/** A guest customer made by `/account/register` with `guest: true`. */
export function guestCustomer(id: string): Schemas['Customer'] {
  const address = customerAddress(`${id.slice(0, 24)}addr0001`, id);
  return {
    apiAlias: 'customer',
    id,
    guest: true,
    email: EMAIL,
    firstName: 'Anna',
    lastName: 'de Vries',
    customerNumber: `G${id.slice(0, 6)}`,
    groupId: 'cfbd5018d38d41d8adca10d94fc8bdd6',
    languageId: CHANNEL_NL.languageId,
    salesChannelId: SALES_CHANNEL_ID,
    defaultBillingAddressId: address.id,
    defaultShippingAddressId: address.id,
    activeBillingAddress: address,
    activeShippingAddress: address,
  } as Schemas['Customer'];
}

/** The context of a session whose guest customer is registered. */
export const guestCustomerContext = (token: string, customerId: string): Schemas['SalesChannelContext'] => ({
  ...guestContext(token),
  customer: guestCustomer(customerId),
});

export interface RecordedOrder {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
  lines: [RecordedProduct, number][];
  /** The newest transaction's state (`open`, `paid`, `failed`, …). */
  payment: string;
  /** When it was placed (ISO); 2026-11-27 08:00 UTC when not said. */
  placedAt?: string;
}

const stateOf = (technicalName: string): Schemas['StateMachineState'] => ({
  name: technicalName,
  technicalName,
  translated: { name: technicalName, technicalName },
});

function orderLine(order: RecordedOrder, product: RecordedProduct, quantity: number): Schemas['OrderLineItem'] {
  return {
    apiAlias: 'order_line_item',
    id: `${order.id.slice(0, 20)}line${product.id.slice(-8)}`,
    orderId: order.id,
    identifier: product.id,
    referencedId: product.id,
    productId: product.id,
    type: 'product',
    label: product.name,
    quantity,
    unitPrice: product.unitPrice,
    totalPrice: round(product.unitPrice * quantity),
    children: [],
    states: ['is-physical'],
    translated: {
      coverId: '',
      description: '',
      identifier: product.id,
      label: product.name,
      orderId: order.id,
      orderVersionId: '',
      parentId: '',
      parentVersionId: '',
      productId: product.id,
      productVersionId: '',
      promotionId: '',
      referencedId: product.id,
      type: 'product',
      versionId: '',
    },
    // The order keeps the cart line's flat payload (typed as the product resource in the OpenAPI document).
    payload: {
      productNumber: product.sku,
      options: [{ group: 'Maat', option: product.size }],
    } as unknown as Schemas['OrderLineItem']['payload'],
  };
}

/** An order of the recorded store as `/checkout/order` and `/order` answer it (lines, addresses, delivery, payment). */
export function order(recorded: RecordedOrder): Schemas['Order'] {
  const positionPrice = round(recorded.lines.reduce((sum, [product, qty]) => sum + product.unitPrice * qty, 0));
  const totalPrice = round(positionPrice + 4.95);
  const tax = round((totalPrice * 21) / 121);
  const billingAddressId = `${recorded.id.slice(0, 24)}billing0`;
  const placedAt = recorded.placedAt ?? '2026-11-27T08:00:00.000+00:00';
  const billingAddress: Schemas['OrderAddress'] = {
    id: billingAddressId,
    ...BILLING_NL,
    country: { iso: 'NL' } as Schemas['Country'],
  };
  return {
    id: recorded.id,
    orderNumber: recorded.orderNumber,
    deepLinkCode: recorded.deepLinkCode,
    salesChannelId: SALES_CHANNEL_ID,
    languageId: CHANNEL_NL.languageId,
    currencyId: CHANNEL_NL.currencyId,
    currencyFactor: 1,
    orderDate: placedAt.slice(0, 10),
    orderDateTime: placedAt,
    amountTotal: totalPrice,
    amountNet: round(totalPrice - tax),
    positionPrice,
    shippingTotal: 4.95,
    billingAddressId,
    billingAddress,
    addresses: [billingAddress],
    documents: [],
    stateMachineState: stateOf('open'),
    orderCustomer: { id: `${recorded.id.slice(0, 24)}custom00`, email: EMAIL, firstName: 'Anna', lastName: 'de Vries' },
    price: {
      apiAlias: 'cart_price',
      positionPrice,
      totalPrice,
      netPrice: round(totalPrice - tax),
      rawTotal: totalPrice,
      taxStatus: 'gross',
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax, taxRate: 21, price: totalPrice }],
      taxRules: [{ taxRate: 21, name: 'Standard rate' }],
    },
    lineItems: recorded.lines.map(([product, quantity]) => orderLine(recorded, product, quantity)),
    deliveries: [
      {
        id: `${recorded.id.slice(0, 24)}deliver0`,
        orderId: recorded.id,
        shippingMethodId: SHIPPING_STANDARD_ID,
        shippingMethod: SHIPPING_METHODS[0],
        shippingOrderAddressId: billingAddressId,
        shippingOrderAddress: billingAddress,
        shippingDateEarliest: '2026-11-28T00:00:00.000+00:00',
        shippingDateLatest: '2026-11-30T00:00:00.000+00:00',
        stateId: 'a0d7e6f1a2b3c1b8e7f0b2f4f6e9c3c5',
        shippingCosts: { quantity: 1, unitPrice: 4.95, totalPrice: 4.95 },
      },
    ],
    transactions: [
      {
        id: `${recorded.id.slice(0, 24)}transac0`,
        orderId: recorded.id,
        paymentMethodId: PAYMENT_IDEAL_ID,
        stateId: 'b1c2d3e4f5a60718293a4b5c6d7e8f90',
        stateMachineState: stateOf(recorded.payment),
        amount: { quantity: 1, unitPrice: totalPrice, totalPrice },
        createdAt: placedAt,
      },
    ],
  };
}

/** The associations the adapter asks for when it reads an order back. */
const ORDER_READ = {
  lineItems: {},
  addresses: { associations: { country: {} } },
  billingAddress: { associations: { country: {} } },
  deliveries: { associations: { shippingOrderAddress: { associations: { country: {} } } } },
  transactions: { associations: { stateMachineState: {} } },
  stateMachineState: {},
};

const orderList = (orders: Schemas['Order'][]): Schemas['OrderRouteResponse'] => ({
  orders: { elements: orders, total: orders.length, apiAlias: 'dal_entity_search_result' } as never,
});

/** The session's newest order (settling a claim whose order Shopware never answered). */
export const readNewestOrder = (token: string, newest: RecordedOrder | null): Exchange =>
  exchange('readOrder post /order', {
    note: "the session's newest order",
    channel,
    contextToken: token,
    request: { body: { sort: [{ field: 'orderDateTime', order: 'DESC' }], associations: ORDER_READ, limit: 1 } },
    response: { status: 200, contextToken: token, body: orderList(newest ? [order(newest)] : []) },
  });

/** Reading an order back the guest's way: deep-link code, e-mail address and postcode, no context token. */
export const readOrderAsGuest = (recorded: RecordedOrder, note: string): Exchange =>
  exchange('readOrder post /order', {
    note,
    channel,
    contextToken: null,
    request: {
      body: {
        filter: [{ type: 'equals', field: 'deepLinkCode', value: recorded.deepLinkCode }],
        email: EMAIL,
        zipcode: ZIPCODE,
        associations: ORDER_READ,
        limit: 1,
      },
    },
    response: {
      status: 200,
      contextToken: `sw-recorded-guest-read-${recorded.orderNumber}`,
      body: orderList([order(recorded)]),
    },
  });

/** Reading an order in the session's own context by its deep-link code. */
export const readOrderInContext = (token: string, recorded: RecordedOrder, note: string): Exchange =>
  exchange('readOrder post /order', {
    note,
    channel,
    contextToken: token,
    request: {
      body: {
        filter: [{ type: 'equals', field: 'deepLinkCode', value: recorded.deepLinkCode }],
        associations: ORDER_READ,
        limit: 1,
      },
    },
    response: { status: 200, contextToken: token, body: orderList([order(recorded)]) },
  });

export const readCountryNl = (token: string): Exchange =>
  exchange('readCountry post /country', {
    note: "the Netherlands' country id",
    channel,
    contextToken: token,
    request: {
      body: { filter: [{ type: 'equals', field: 'iso', value: 'NL' }], includes: { country: ['id', 'iso'] }, limit: 1 },
    },
    response: {
      status: 200,
      contextToken: token,
      body: { elements: [{ id: COUNTRY_NL_ID, iso: 'NL' } as Schemas['Country']], total: 1 } as never,
    },
  });

/** The guest customer registered from the checkout: Shopware answers a new context token (the guest is logged in). */
export const registerGuest = (token: string, newToken: string, customerId: string): Exchange =>
  exchange('register post /account/register', {
    note: 'register the guest customer of the order',
    channel,
    contextToken: token,
    request: {
      body: {
        guest: true,
        email: EMAIL,
        firstName: 'Anna',
        lastName: 'de Vries',
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT_URL_NL,
        billingAddress: BILLING_NL,
      } as never,
    },
    response: { status: 200, contextToken: newToken, body: guestCustomer(customerId) },
  });

export const createOrder = (token: string, recorded: RecordedOrder): Exchange =>
  exchange('createOrder post /checkout/order', {
    note: `place order ${recorded.orderNumber}`,
    channel,
    contextToken: token,
    request: { body: {} },
    response: { status: 200, contextToken: token, body: order(recorded) },
  });

export const handlePayment = (token: string, recorded: RecordedOrder, redirectUrl: string): Exchange =>
  exchange('handlePaymentMethod post /handle-payment', {
    note: `start the payment of ${recorded.orderNumber}`,
    channel,
    contextToken: token,
    request: { body: { orderId: recorded.id, finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' } },
    response: { status: 200, contextToken: token, body: { redirectUrl } },
  });

export const readGuestContext = (token: string, customerId: string | null, note: string): Exchange =>
  exchange('readContext get /context', {
    note,
    channel,
    contextToken: token,
    response: {
      status: 200,
      contextToken: token,
      body: customerId ? guestCustomerContext(token, customerId) : guestContext(token),
    },
  });
