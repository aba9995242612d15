import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { DatabaseShopwareSessions } from '../../src/shopware/session-store';
import { describeCommerceContract } from '../contract';
import type { ContractArea, ContractSubject } from '../contract/subject';
import { ADDRESS_NL, SERVICE_POINTS } from '../fixtures';
import { RecordedStoreApi } from './recorded-store-api';
import type { Exchange } from './recording';
import { ACCOUNT_EXCHANGES } from './recordings/accounts';
import { CART_EXCHANGES } from './recordings/carts';
import { CHECKOUT_EXCHANGES } from './recordings/checkout';
import {
  CART_LINK_EXCHANGES,
  FAILED_PAYMENT_EXCHANGES,
  INCOMPLETE_EXCHANGES,
  MISSING_EXCHANGES,
  ORDER_EXCHANGES,
  PAYMENT_EXCHANGES,
} from './recordings/checkout-orders';
import { NEWSLETTER_EXCHANGES } from './recordings/newsletter';
import { STOREFRONT_URL_NL } from './recordings/orders';
import { CHANNEL_NL } from './recordings/shop';

/**
 * The commerce contract on the Shopware adapter, against a server answering from recorded Store API exchanges, over
 * the shop's own database (the checkout kept until the order, orders by idempotency key, cart links). What the
 * adapter does not cover yet is listed here as pending (todo), never as passing; see docs/shopware.md.
 */
const RECORDINGS: Partial<Record<ContractArea, readonly Exchange[]>> = {
  carts: CART_EXCHANGES,
  // In the order of the contract's checkout tests.
  checkout: [
    ...MISSING_EXCHANGES,
    ...CHECKOUT_EXCHANGES,
    ...ORDER_EXCHANGES,
    ...INCOMPLETE_EXCHANGES,
    ...PAYMENT_EXCHANGES,
    ...FAILED_PAYMENT_EXCHANGES,
    ...CART_LINK_EXCHANGES,
  ],
  accounts: ACCOUNT_EXCHANGES,
  'newsletter-stores': NEWSLETTER_EXCHANGES,
};

const api = new RecordedStoreApi();
beforeAll(() => api.start());
afterAll(async () => {
  await api.stop();
  expect(api.unused()).toEqual([]);
});
afterEach(() => {
  expect(api.problems).toEqual([]);
});

describeEachDatabase('the Shopware adapter', (getDb) => {
  describeCommerceContract(
    'Shopware Store API (recorded)',
    (area): ContractSubject => {
      api.forgetBindings();
      api.expect(RECORDINGS[area] ?? []);
      // The shop's own database, as in production: the sessions shared by the gateways, the checkout until the
      // order, and the services Shopware has no equivalent of (the newsletter's subscriber list, loyalty).
      const commerce = createShopwareCommerce({
        config: {
          baseUrl: api.baseUrl,
          timeoutMs: 2000,
          stores: { 'nl-nl': { ...CHANNEL_NL, storefrontUrl: STOREFRONT_URL_NL } },
        },
        stores: [{ code: 'nl-nl', country: 'NL', currency: 'EUR', language: 'nl' }],
        sessions: new DatabaseShopwareSessions(getDb()),
        db: getDb(),
        storefrontUrls: { 'nl-nl': 'http://localhost:3000' },
        servicePoints: SERVICE_POINTS,
      });
      return {
        commerce,
        store: { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: 'http://localhost:3000' },
        newsletterStore: { code: 'nl-nl', country: 'NL', language: 'nl' },
        skus: ['20413.102.38', '20413.102.39', '40001.900'],
        unknownSku: '99999.999.99',
        address: ADDRESS_NL,
        urls: { finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' },
        advanceClock: () => {
          throw new Error('A Shopware shop keeps its own clock');
        },
        // The shopper pays at the provider through Shopware's payment app (the recordings answer what it reported to
        // Shopware); back at the shop's finish or error URL, the shop reads the payment's state from the order.
        pay: async (paymentId) => {
          const back = await commerce.payments.returnFromProvider(paymentId);
          if (!back?.applied) throw new Error(`No final payment state for ${paymentId}: ${back?.outcome}`);
          return back.applied;
        },
      };
    },
    {
      pendingAreas: ['loyalty'],
      pendingTests: [
        // Shopware refuses an address that has an account without saying whose it is: the adapter cannot answer the
        // `existing` registration the shop mails the owner about (docs/shopware.md).
        'accounts: makes the account only through the confirmation, once; an existing address makes nothing',
        // The Store API's wishlist answers products without when they were added (docs/shopware.md).
        'accounts: keeps a wishlist of products, newest first, each once; a merge puts a guest list first',
        // The shop's store directory and stock stay the shop's own; the adapter does not serve them yet.
        'newsletter-stores: lists the stores and finds one by its reference',
        'newsletter-stores: answers the stock of the SKUs asked for',
        // The shop's loyalty vouchers as Shopware promotion codes: earning one needs the shop's loyalty service over
        // Shopware orders; the promotion line and its refusals are mapped.
        "carts: redeems a logged-in customer's voucher once per cart, and takes it out again",
      ],
    },
  );
});
