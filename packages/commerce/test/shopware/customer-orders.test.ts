import type { components } from '@shopware/api-client/store-api-types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { InMemoryShopwareSessions } from '../../src/shopware/sessions';
import { RecordedStoreApi } from './recorded-store-api';
import { exchange } from './recording';
import { address, LOOKUPS, loggedIn, type RecordedCustomer } from './recordings/account-shop';
import { CHANNEL_NL, COUNTRY_NL_ID, PRODUCTS, SHIPPING_METHODS } from './recordings/shop';

type Schemas = components['schemas'];

const api = new RecordedStoreApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
afterEach(() => {
  expect(api.problems).toEqual([]);
  expect(api.unused()).toEqual([]);
});

const STORE = { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: 'http://localhost:3000' } as const;
const anna: RecordedCustomer = {
  id: 'c0570e70000000000000000000000001',
  email: 'orders-email',
  number: '10070',
  billingAddressId: 'ad000070000000000000000000000001',
};
const state = (technicalName: string) => ({ name: technicalName, technicalName, translated: {} }) as never;

/** An order as Shopware's `/order` answers it with the associations the adapter asks for. */
function order(id: string, number: string, payment: string, delivery: string, at: string): Schemas['Order'] {
  const { shirt38 } = PRODUCTS;
  return {
    id,
    orderNumber: number,
    orderDateTime: at,
    currencyId: CHANNEL_NL.currencyId,
    currency: { isoCode: 'EUR' },
    currencyFactor: 1,
    languageId: CHANNEL_NL.languageId,
    salesChannelId: '98432def39fc4624b33213a56b8c944d',
    billingAddressId: 'oa-billing',
    billingAddress: { ...address('oa-billing', anna.id, 'Oudegracht'), countryId: COUNTRY_NL_ID },
    orderCustomer: { email: 'anna@example.com', firstName: 'Anna', lastName: 'de Vries', id: 'oc' },
    stateMachineState: state('open'),
    transactions: [{ id: 't1', stateMachineState: state(payment) }],
    deliveries: [
      {
        id: 'd1',
        shippingMethod: SHIPPING_METHODS[0],
        shippingMethodId: SHIPPING_METHODS[0]!.id,
        stateMachineState: state(delivery),
        shippingDateEarliest: '2026-01-07T00:00:00.000+00:00',
        shippingCosts: { totalPrice: 4.95 },
        shippingOrderAddressId: 'oa-billing',
        shippingOrderAddress: { ...address('oa-billing', anna.id, 'Oudegracht'), countryId: COUNTRY_NL_ID },
      },
    ],
    lineItems: [
      {
        id: 'li1',
        identifier: shirt38.id,
        referencedId: shirt38.id,
        type: 'product',
        quantity: 2,
        unitPrice: shirt38.unitPrice,
        totalPrice: shirt38.unitPrice * 2,
        label: shirt38.name,
        payload: { productNumber: shirt38.sku, options: [{ group: 'Maat', option: shirt38.size }] },
      },
      {
        id: 'li2',
        identifier: 'promo',
        type: 'promotion',
        quantity: 1,
        unitPrice: -10,
        totalPrice: -10,
        label: 'Voucher',
      },
    ],
    price: { totalPrice: 114.85, netPrice: 94.92, positionPrice: 119.9, rawTotal: 114.85, taxStatus: 'gross' },
    documents: [],
  } as unknown as Schemas['Order'];
}

describe('the Shopware adapter’s customer orders', () => {
  it("lists a logged-in customer's paid orders, newest first, and finds one by number", async () => {
    const commerce = createShopwareCommerce({
      config: { baseUrl: api.baseUrl, timeoutMs: 2000, stores: { 'nl-nl': CHANNEL_NL } },
      stores: [{ code: 'nl-nl', country: 'NL', currency: 'EUR', language: 'nl' }],
      sessions: new InMemoryShopwareSessions(),
    });
    const readOrders = exchange('readOrder post /order', {
      note: "the customer's orders",
      channel: CHANNEL_NL,
      contextToken: 'sw-orders-1',
      request: {
        body: {
          limit: 100,
          sort: [{ field: 'orderDateTime', order: 'DESC' }],
          associations: {
            lineItems: {},
            deliveries: { associations: { shippingMethod: {}, stateMachineState: {}, shippingOrderAddress: {} } },
            transactions: { associations: { stateMachineState: {} } },
            billingAddress: {},
            currency: {},
            stateMachineState: {},
          },
        },
      },
      response: {
        status: 200,
        body: {
          orders: {
            elements: [
              order('o2', '10002', 'open', 'open', '2026-01-08T10:00:00.000+00:00'),
              order('o1', '10001', 'paid', 'shipped', '2026-01-06T10:00:00.000+00:00'),
            ],
            total: 2,
          },
        } as never,
      },
    });
    api.expect([LOOKUPS[0]!, ...loggedIn(null, anna, 'sw-orders-1'), LOOKUPS[1]!, readOrders, readOrders, readOrders]);
    const { customer } = await commerce.logins.login('anna@example.com', 'correct horse battery', STORE, null);
    const { count, orders } = await commerce.customerOrders.customerOrders(customer.id);
    expect(count).toBe(1);
    expect(orders[0]).toMatchObject({
      id: 'o1',
      number: '10001',
      state: 'paid',
      shipmentStatus: 'shipped',
      shipmentMethod: 'home-delivery',
      currency: 'EUR',
      totalPrice: 11485,
      netPrice: 9492,
      shippingCosts: 495,
      discount: 1000,
      email: 'anna@example.com',
      billingAddress: { street: 'Oudegracht', houseNumber: '12', zipcode: '3511 AB', countryIso: 'NL' },
      shippingAddress: null,
      lines: [{ productNumber: '20413.102.38', quantity: 2, unitPrice: 5995, totalPrice: 11990 }],
    });
    expect((await commerce.customerOrders.customerOrder(customer.id, '10001'))?.id).toBe('o1');
    // An order still waiting for its payment is not one of the customer's orders yet.
    expect(await commerce.customerOrders.customerOrder(customer.id, '10002')).toBeNull();
    expect(
      await commerce.customerOrders.customerOrder('a-customer-without-a-session', '10001').catch((e) => e.code),
    ).toBe('not-logged-in');
  });
});
