import { CART_JOURNEY, PAYMENT_CARD_ID, recordedShopwareStores, ScenarioPlayer } from '@shop/commerce/testing-shopware';
import { describeEachDatabase } from '@shop/db/testing';
import { STORE_CODES } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { startGatewayWith } from './harness';
import { gatewayShopper } from './shopper';
import { world } from './world';

const ERRORS = 'errors { code message field }';
const CART = 'itemCount items { id referencedId quantity } price { totalPrice { amount currency } }';
const ADD = `mutation Add($items: [CartItemInput!]!) { addToCart(items: $items) { cart { ${CART} } ${ERRORS} } }`;
const UPDATE = `mutation U($item: UpdateCartItemInput!) { updateCartItem(item: $item) { cart { ${CART} } ${ERRORS} } }`;
const DELETE = `mutation D($id: ID!) { deleteCartItem(id: $id) { cart { ${CART} } ${ERRORS} } }`;
const PAY_BY = `mutation P($id: ID!) { updatePaymentMethod(id: $id) { ${ERRORS} } }`;

type Cart = { itemCount: number; items: { id: string; referencedId: string; quantity: number }[] };
type UserError = { code: string; message: string; field: string | null };

/** A variant SKU the catalog has (the gateway checks SKUs against the catalog before commerce is asked). */
const sku = world.catalog.products.find((product) => product.variants.length > 1)!.variants[0]!.sku;

/**
 * The gateway on COMMERCE=shopware, through GraphQL, against the recorded Store API (the scenario player of
 * @shop/commerce/testing): a shopper's cart in two stores, and Shopware down or slow (its time limit and circuit
 * breaker) answering the shop's translated error instead of an internal one, to queries and to mutations. (An area the
 * adapter does not cover rejects with the same `commerce-unavailable`: test/shopware/sessions.test.ts in
 * @shop/commerce; since the checkout and accounts landed, a guest meets none.)
 */
describeEachDatabase('the gateway on the Shopware adapter (recorded Store API)', (getDb) => {
  const player = new ScenarioPlayer(CART_JOURNEY);
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    const origin = await player.start();
    ({ gateway, url } = await startGatewayWith(getDb(), {
      COMMERCE: 'shopware',
      SHOPWARE_URL: origin,
      SHOPWARE_STORES: recordedShopwareStores(STORE_CODES),
      SHOPWARE_ALLOW_INCOMPLETE: '1',
      // Long enough for a loaded machine; the slow Shopware below waits it out once.
      SHOPWARE_TIMEOUT_MS: '1500',
    }));
  });
  afterAll(async () => {
    await gateway?.close();
    await player.stop();
  });

  describe.each([
    { store: 'nl-nl', currency: 'EUR' },
    { store: 'en', currency: 'GBP' },
  ])('a shopper in $store', ({ store, currency }) => {
    it('adds a product, changes its quantity, sees the methods, pays by card and removes the line', async () => {
      const shopper = gatewayShopper(url, { store });
      const added = await shopper.call<{ addToCart: { cart: Cart; errors: UserError[] } }>(ADD, {
        items: [{ referencedId: sku }],
      });
      expect(added.addToCart.errors).toEqual([]);
      expect(shopper.token).toMatch(/^[\w-]{20,}$/);
      expect(added.addToCart.cart).toMatchObject({ itemCount: 1, items: [{ referencedId: sku, quantity: 1 }] });
      const line = added.addToCart.cart.items[0]!.id;

      const changed = await shopper.call<{ updateCartItem: { cart: Cart & { price: unknown } } }>(UPDATE, {
        item: { id: line, quantity: 2 },
      });
      expect(changed.updateCartItem.cart).toMatchObject({
        itemCount: 2,
        items: [{ quantity: 2 }],
        // Shopware's prices in the store's currency (89.95 a unit, home delivery 4.95), in minor units.
        price: { totalPrice: { amount: 2 * 8995 + 495, currency } },
      });
      // The cart as read again (the recorded state after the last change), with the catalog's product of the line and
      // Shopware's delivery by its technical name (no free-shipping threshold of the shop's for Shopware's method).
      const read = await shopper.call<{ cart: Cart & Record<string, unknown> }>(
        `{ cart { ${CART} items { product { sku } } freeShippingRemaining { amount }
          deliveries { shippingMethod { reference selected } } } }`,
      );
      expect(read.cart).toMatchObject({
        itemCount: 2,
        items: [{ product: { sku: sku.split('.').slice(0, 2).join('.') } }],
        freeShippingRemaining: null,
        deliveries: [{ shippingMethod: { reference: 'home-delivery', selected: true } }],
      });

      const methods = await shopper.call<{
        shippingMethods: { reference: string; selected: boolean }[];
        paymentMethods: { id: string; reference: string; selected: boolean }[];
      }>('{ shippingMethods { reference selected } paymentMethods { id reference selected } }');
      expect(methods.shippingMethods.map((method) => method.reference)).toEqual(['home-delivery', 'store-pickup']);
      expect(methods.paymentMethods.find((method) => method.selected)?.reference).toBe('ideal');
      const paid = await shopper.call<{ updatePaymentMethod: { errors: UserError[] } }>(PAY_BY, {
        id: PAYMENT_CARD_ID,
      });
      expect(paid.updatePaymentMethod.errors).toEqual([]);

      const removed = await shopper.call<{ deleteCartItem: { cart: Cart; errors: UserError[] } }>(DELETE, {
        id: line,
      });
      expect(removed.deleteCartItem).toMatchObject({ errors: [], cart: { itemCount: 0, items: [] } });
      const report = player.report();
      expect(report.problems).toEqual([]);
      expect(report.plays.filter((play) => play.scenario === store).at(-1)).toMatchObject({ writesPlayed: 4 });
    });
  });

  it('answers the translated error, never an internal one, while Shopware is down or slow, and stops asking it', async () => {
    const nl = gatewayShopper(url, { store: 'nl-nl' });
    await nl.call(ADD, { items: [{ referencedId: sku }] });
    player.outage = 'down';
    const down = await nl.raw<{ cart: null }>(`{ cart { ${CART} } }`);
    expect(down.errors).toEqual([
      expect.objectContaining({
        message: 'Ons winkelsysteem is op dit moment niet bereikbaar. Probeer het over een paar minuten opnieuw.',
        extensions: expect.objectContaining({ code: 'COMMERCE_UNAVAILABLE' }),
      }),
    ]);
    player.outage = 'slow';
    const en = gatewayShopper(url, { store: 'en' });
    const slow = await en.raw<{ addToCart: { errors: UserError[] } }>(ADD, { items: [{ referencedId: sku }] });
    expect(slow.errors?.[0]?.message ?? slow.data?.addToCart.errors[0]?.message).toBe(
      'Our shop system cannot be reached at the moment. Please try again in a few minutes.',
    );
    // Failures in a row (a read is tried twice) open the circuit: then the gateway answers at once, without asking
    // Shopware.
    player.outage = 'down';
    for (let attempt = 0; attempt < 3; attempt++) await nl.raw('{ cart { itemCount } }');
    const asked = player.requests;
    const open = await nl.raw('{ cart { itemCount } }');
    expect(open.errors?.[0]?.extensions?.code).toBe('COMMERCE_UNAVAILABLE');
    expect(player.requests).toBe(asked);
    player.outage = null;
  });
});
