import type { ShopDatabase } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { DatabaseShopwareSessions } from '../../src/shopware/session-store';
import { describeCommerceContract } from '../contract';
import type { ContractArea, ContractSubject } from '../contract/subject';
import { ADDRESS_NL } from '../fixtures';
import { RecordedStoreApi } from './recorded-store-api';
import type { Exchange } from './recording';
import { ACCOUNT_EXCHANGES } from './recordings/accounts';
import { CART_EXCHANGES } from './recordings/carts';
import { CHECKOUT_EXCHANGES } from './recordings/checkout';
import { NEWSLETTER_EXCHANGES } from './recordings/newsletter';
import { CHANNEL_NL } from './recordings/shop';

/**
 * The commerce contract on the Shopware adapter, against a server answering from recorded Store API exchanges. What
 * the adapter does not cover yet is listed here as pending (todo), never as passing; see docs/shopware.md.
 */
const RECORDINGS: Partial<Record<ContractArea, readonly Exchange[]>> = {
  carts: CART_EXCHANGES,
  checkout: CHECKOUT_EXCHANGES,
  accounts: ACCOUNT_EXCHANGES,
  'newsletter-stores': NEWSLETTER_EXCHANGES,
};

/**
 * The shop's own database, as in production: the sessions shared by the gateways, and the services Shopware has no
 * equivalent of (the newsletter's subscriber list, loyalty).
 */
let shopDb: ShopDatabase | null = null;
afterAll(async () => {
  await shopDb?.close();
});

const api = new RecordedStoreApi();
beforeAll(() => api.start());
afterAll(async () => {
  await api.stop();
  expect(api.unused()).toEqual([]);
});
afterEach(() => {
  expect(api.problems).toEqual([]);
});

describeCommerceContract(
  'Shopware Store API (recorded)',
  async (area): Promise<ContractSubject> => {
    api.expect(RECORDINGS[area] ?? []);
    shopDb ??= await createTestDatabase('pglite');
    const commerce = createShopwareCommerce({
      config: { baseUrl: api.baseUrl, timeoutMs: 2000, stores: { 'nl-nl': CHANNEL_NL } },
      stores: [{ code: 'nl-nl', country: 'NL', currency: 'EUR', language: 'nl' }],
      sessions: new DatabaseShopwareSessions(shopDb.db),
      db: shopDb.db,
      storefrontUrls: { 'nl-nl': 'http://localhost:3000' },
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
      // Vouchers are the shop's loyalty vouchers: earning one needs orders, payments and the loyalty service.
      "carts: redeems a logged-in customer's voucher once per cart, and takes it out again",
      // Contact, addresses, orders, payments and cart links are the next steps of the adapter.
      'checkout: tells what is missing until the contact, the address and a line are there',
      'checkout: places an order once per idempotency key, empties the cart and refuses an empty one',
      'checkout: refuses an order while the checkout is incomplete',
      'checkout: pays an order at the payment page: paid once, then refused again',
      'checkout: puts the lines back in the cart when a payment fails',
      'checkout: restores a cart from its link into another context, and answers no link for an empty cart',
    ],
  },
);
