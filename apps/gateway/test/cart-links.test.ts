import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { config, startGateway } from './harness';
import { gatewayShopper } from './shopper';
import { dcStock, world } from './world';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const ERRORS = 'errors { code message field }';
const BASE = 'http://localhost:3000';

/** Two ordinary sizes with stock to spare (not coming soon, no pre-order). */
const sizes = world.catalog.products
  .filter(
    (product) =>
      (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
      product.variants.every((variant) => !variant.deliveryTime),
  )
  .flatMap((product) => product.variants.filter((variant) => dcStock(variant.sku) >= 20))
  .slice(0, 2);
const [shoes, boots] = sizes.map((variant) => variant.sku) as [string, string];

type Lines = [string, number][];

/**
 * Before the fix, a link with `?token=` handed over whatever session token it carried (a customer's
 * included). Restore links now carry a restore token of their own, and opening one copies its lines into the
 * caller's own session.
 */
describeEachDatabase('cart restore links', (getDb) => {
  let gateway: Gateway;
  let url: string;
  const clock = { offset: 0 };

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb(), { now: () => new Date(Date.now() + clock.offset) }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A browser: keeps the session token the gateway answers (the storefront's cookie) and every token it answered. */
  function browser(store = 'nl-nl') {
    const who = gatewayShopper(url, { store });
    return {
      get token() {
        return who.token;
      },
      answered: who.answered,
      call: who.call,
      async lines(): Promise<Lines> {
        const { cart } = await who.call<{ cart: { items: { referencedId: string; quantity: number }[] } | null }>(
          '{ cart { items { referencedId quantity } } }',
        );
        return (cart?.items ?? []).map((item) => [item.referencedId, item.quantity]);
      },
      async add(referencedId: string, quantity = 1) {
        await who.call(`mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { ${ERRORS} } }`, {
          items: [{ referencedId, quantity }],
        });
      },
      restore(link: string) {
        return who.call<{ restoreCart: { context: { cart: { itemCount: number } } | null; errors: unknown[] } }>(
          `mutation R($token: String!) { restoreCart(token: $token) { context { cart { itemCount } } ${ERRORS} } }`,
          { token: link },
        );
      },
    };
  }
  type Browser = ReturnType<typeof browser>;

  /** A shopper cancels the payment of an order of these lines: the payment page's return address has the link. */
  async function cancelledPaymentLink(lines: Lines): Promise<{ shopper: Browser; link: string }> {
    const shopper = browser();
    for (const [sku, quantity] of lines) await shopper.add(sku, quantity);
    await shopper.call(`mutation { updateContact(input: { email: "anna@example.com" }) { ${ERRORS} } }`);
    await shopper.call(`mutation A($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { ${ERRORS} } }`, {
      input: {
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
    });
    const { placeOrder } = await shopper.call<{ placeOrder: { order: { id: string } } }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } ${ERRORS} } }`,
      { input: { idempotencyKey: `link-${Math.random()}` } },
    );
    const { handlePayment } = await shopper.call<{ handlePayment: { redirectUrl: string } }>(
      `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl ${ERRORS} } }`,
      {
        input: {
          orderId: placeOrder.order.id,
          finishUrl: `${BASE}/checkout/success/`,
          errorUrl: `${BASE}/checkout/payment/`,
        },
      },
    );
    const page = handlePayment.redirectUrl.replace(config.testPayments.pageBaseUrl, `${url}/test-payment`);
    const done = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=cancelled',
      redirect: 'manual',
    });
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}?status=${back.searchParams.get('status')}`).toBe(
      `${BASE}/checkout/payment/?status=cancelled`,
    );
    const link = back.searchParams.get('token')!;
    expect(link).toMatch(/^cart\.[\w-]{43}$/);
    // The link is not the session: it carries nothing of the shopper's token.
    expect(done.headers.get('location')).not.toContain(shopper.token);
    return { shopper, link };
  }

  it('copies the lines into a new session of a visitor without one, never the session it was made from', async () => {
    const { shopper, link } = await cancelledPaymentLink([
      [shoes, 1],
      [boots, 2],
    ]);
    const visitor = browser();
    const { restoreCart } = await visitor.restore(link);
    expect(restoreCart).toEqual({ context: { cart: { itemCount: 3 } }, errors: [] });
    expect(visitor.answered).toHaveLength(1);
    expect(visitor.token).toMatch(/^[\w-]{43}$/);
    expect(visitor.token).not.toBe(shopper.token);
    expect(await visitor.lines()).toEqual([
      [shoes, 1],
      [boots, 2],
    ]);
    // The visitor's cart is its own: changing it leaves the shopper's alone.
    await visitor.add(shoes);
    expect(await shopper.lines()).toEqual([
      [shoes, 1],
      [boots, 2],
    ]);
  });

  it('merges into the caller’s own cart without answering any session, and doubles nothing when opened again', async () => {
    const { shopper, link } = await cancelledPaymentLink([
      [shoes, 2],
      [boots, 1],
    ]);
    const visitor = browser();
    await visitor.add(boots, 3);
    const own = visitor.token;
    for (let opened = 0; opened < 3; opened++) {
      const { restoreCart } = await visitor.restore(link);
      expect(restoreCart.errors).toEqual([]);
    }
    expect(visitor.answered).toEqual([own]);
    expect(await visitor.lines()).toEqual([
      [boots, 3],
      [shoes, 2],
    ]);
    // Back in the shopper's own browser the lines are there already: nothing changes.
    await shopper.restore(link);
    expect(shopper.answered.every((token) => token === shopper.token)).toBe(true);
    expect(await shopper.lines()).toEqual([
      [shoes, 2],
      [boots, 1],
    ]);
  });

  it('refuses unknown and expired links and session tokens with a clear error, changing and starting nothing', async () => {
    const { shopper, link } = await cancelledPaymentLink([[shoes, 1]]);
    const visitor = browser();
    await visitor.add(boots);
    const refusals: [string, { code: string; message: string }][] = [
      // A session token as a link: never adopted, never copied from.
      [shopper.token!, { code: 'CART_LINK_NOT_FOUND', message: 'Deze winkelmandlink is niet geldig.' }],
      [`cart.${'A'.repeat(43)}`, { code: 'CART_LINK_NOT_FOUND', message: 'Deze winkelmandlink is niet geldig.' }],
      ['', { code: 'CART_LINK_NOT_FOUND', message: 'Deze winkelmandlink is niet geldig.' }],
    ];
    const check = async () => {
      for (const [candidate, error] of refusals) {
        const withSession = await visitor.restore(candidate);
        expect(withSession.restoreCart).toEqual({
          context: { cart: { itemCount: 1 } },
          errors: [{ ...error, field: null }],
        });
        const stranger = browser();
        const without = await stranger.restore(candidate);
        expect(without.restoreCart).toEqual({ context: null, errors: [{ ...error, field: null }] });
        expect(stranger.answered).toEqual([]);
      }
      expect(visitor.answered).toHaveLength(1);
      expect(await visitor.lines()).toEqual([[boots, 1]]);
    };
    await check();

    // Links work for 7 days.
    clock.offset = 7 * DAY + 60_000;
    try {
      refusals.push([link, { code: 'CART_LINK_EXPIRED', message: 'Deze winkelmandlink is verlopen.' }]);
      await check();
    } finally {
      clock.offset = 0;
    }
    await visitor.restore(link);
    expect(await visitor.lines()).toEqual([
      [boots, 1],
      [shoes, 1],
    ]);
  });
});
