import { randomInt } from 'node:crypto';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { confirmRegistrationOf, startGateway } from './harness';
import { gatewayShopper } from './shopper';
import { LIST, type ListAnswer, NOW, storeStockOf } from './store-answers';
import { world } from './world';

describeEachDatabase('the commerce subschema: favourite stores and store stock', (getDb) => {
  let fixed: { gateway: Gateway; url: string };
  let live: { gateway: Gateway; url: string };

  beforeAll(async () => {
    fixed = await startGateway(getDb(), { now: () => NOW });
    live = await startGateway(getDb());
  });
  afterAll(async () => {
    await fixed?.gateway.close();
    await live?.gateway.close();
  });

  /** A shopper keeping the session token the gateway answers (as the storefront's cookie does). */
  function shopper(store = 'nl-nl', clock: 'fixed' | 'live' = 'fixed') {
    return gatewayShopper(() => (clock === 'fixed' ? fixed : live).url, { store });
  }

  describe('favourite stores', () => {
    it('come first for their customer, and only for them', async () => {
      const customer = shopper('nl-nl', 'live');
      const email = `stores.${Date.now()}.${randomInt(1_000_000)}@example.com`;
      const registered = await customer.call<{ registerCustomer: { errors: unknown[] } }>(
        `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { errors { code message } } }`,
        {
          input: {
            salutationKey: 'mrs',
            firstName: 'Anna',
            lastName: 'de Vries',
            email,
            password: 'correct horse battery',
            newsletter: false,
            billingAddress: {
              firstName: 'Anna',
              lastName: 'de Vries',
              street: 'Oudegracht',
              houseNumber: '12',
              zipcode: '3511 AB',
              city: 'Utrecht',
              countryIso: 'NL',
            },
          },
        },
      );
      expect(registered.registerCustomer.errors).toEqual([]);
      // The account is made through the confirmation mail's link; then the customer logs in.
      await confirmRegistrationOf(live, email);
      const login = await customer.call<{ login: { errors: unknown[] } }>(
        `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { errors { code } } }`,
        { email, password: 'correct horse battery' },
      );
      expect(login.login.errors).toEqual([]);
      for (const reference of ['lille', 'gent']) {
        await customer.call(`mutation { toggleFavouriteStore(reference: "${reference}") { errors { code } } }`);
      }

      const mine = await customer.call<ListAnswer>(LIST, { near: '1012 AB' });
      expect(mine.storeLocations.stores.slice(0, 3).map((store) => [store.reference, store.favourite])).toEqual([
        ['gent', true],
        ['lille', true],
        ['amsterdam-kalverstraat-112', false],
      ]);
      const withoutSearch = await customer.call<ListAnswer>(LIST);
      expect(withoutSearch.storeLocations.stores.slice(0, 3).map((store) => store.reference)).toEqual([
        'gent',
        'lille',
        'amsterdam-beethovenstraat-34',
      ]);

      const guest = await shopper('nl-nl', 'live').call<ListAnswer>(LIST, { near: '1012 AB' });
      expect(guest.storeLocations.stores[0]?.reference).toBe('amsterdam-kalverstraat-112');
      expect(guest.storeLocations.stores.some((store) => store.favourite)).toBe(false);
    });
  });

  describe('stock in the stores', () => {
    // A product some stores hold (two or more), and one no store holds.
    const held = world.catalog.products.find((product) => storeStockOf(product.sku).byStore.size >= 2)!;
    const notHeld = world.catalog.products.find(
      (product) => !product.comingSoonDate && storeStockOf(product.sku).byStore.size === 0,
    )!;
    const STORE_STOCK = `query P($sku: ID!) { product(sku: $sku) { sku name storeStock { storeCount
      stores { qty store { id reference title openingStatus { state } } locations { code name qty sku } } } } }`;
    type ProductAnswer = {
      product: {
        sku: string;
        name: string;
        storeStock: {
          storeCount: number;
          stores: {
            qty: number;
            store: { id: string; reference: string };
            locations: { code: string; name: string; qty: number; sku: string }[];
          }[];
        };
      };
    };

    it('counts the stores holding a size of a product, with their units per size (through the Product merge)', async () => {
      const expected = storeStockOf(held.sku);
      const { product } = await shopper('en').call<ProductAnswer>(STORE_STOCK, { sku: held.sku });
      expect(product.name).toBe(held.name.en);
      expect(product.storeStock.storeCount).toBe(expected.byStore.size);
      expect(new Map(product.storeStock.stores.map((entry) => [entry.store.id, entry.qty]))).toEqual(expected.byStore);
      for (const entry of product.storeStock.stores) {
        expect(entry.locations.every((row) => row.code === entry.store.id && row.qty > 0)).toBe(true);
        expect(entry.locations.map((row) => row.sku).sort()).toEqual(
          expected.rows
            .filter((row) => row.locationCode === entry.store.id)
            .map((row) => row.sku)
            .sort(),
        );
      }
      const location = world.stockLocations.find(
        (candidate) => candidate.code === product.storeStock.stores[0]!.store.id,
      );
      expect(product.storeStock.stores[0]!.locations[0]!.name).toBe(location!.name);
    });

    it('is none for a product no store holds', async () => {
      const { product } = await shopper('en').call<ProductAnswer>(STORE_STOCK, { sku: notHeld.sku });
      expect(product.storeStock).toEqual({ storeCount: 0, stores: [] });
    });

    it('answers findStocks per location and SKU: the stores (unmanaged) or the distribution centre', async () => {
      const skus = held.variants.map((variant) => variant.sku);
      const FIND = `query F($skus: [ID!]!, $unmanaged: Boolean!) { findStocks(skus: $skus, unmanaged: $unmanaged) { code name qty sku } }`;
      const stores = await shopper('en').call<{ findStocks: { code: string; qty: number; sku: string }[] }>(FIND, {
        skus,
        unmanaged: true,
      });
      expect(stores.findStocks.map((row) => `${row.sku}@${row.code}=${row.qty}`).sort()).toEqual(
        storeStockOf(held.sku)
          .rows.map((row) => `${row.sku}@${row.locationCode}=${row.qty}`)
          .sort(),
      );
      const dc = await shopper('en').call<{ findStocks: { code: string; qty: number; sku: string }[] }>(FIND, {
        skus,
        unmanaged: false,
      });
      expect(dc.findStocks.every((row) => row.code === 'stockdc' && row.qty > 0)).toBe(true);
      const none = await shopper('en').raw(`{ findStocks(skus: []) { code } }`);
      expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skus' });
    });
  });
});
