import { describeEachDatabase } from '@shop/db/testing';
import { MAX_CART_LINES } from '@shop/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { CART_FIELDS, nbsp, now, size, soldOut, stocked } from './cart-answers';
import { startGateway } from './harness';
import { gatewayShopper } from './shopper';
import { dcStock, world } from './world';

const ERRORS = 'errors { code message field }';

describeEachDatabase('the commerce subschema: the cart', (getDb) => {
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb()));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A shopper: keeps the session token the gateway answers, as the storefront's cookie does. */
  function shopper(store = 'nl-nl') {
    return gatewayShopper(url, { store });
  }

  const addToCart = (referencedId: string, quantity?: number) => ({
    query: `mutation Add($items: [CartItemInput!]!) { addToCart(items: $items) { cart { ${CART_FIELDS} } ${ERRORS} } }`,
    variables: { items: [{ referencedId, ...(quantity ? { quantity } : {}) }] },
  });

  it('answers no context and no cart to a caller without a session, and creates none', async () => {
    const guest = shopper();
    const data = await guest.call<{ context: null; cart: null; paymentMethods: { reference: string }[] }>(
      '{ context { countryIso } cart { itemCount } paymentMethods { reference name selected } }',
    );
    expect(data).toMatchObject({ context: null, cart: null });
    expect(data.paymentMethods.map((method) => method.reference)).toEqual(['ideal', 'card', 'paypal', 'klarna']);
    expect(guest.token).toBeUndefined();
  });

  it('starts a session on the first add, prices the line from the catalog and merges its product', async () => {
    const guest = shopper();
    const { query, variables } = addToCart(size.sku);
    type Added = { addToCart: { cart: Record<string, never>; errors: unknown[] } };
    const first = await guest.call<Added>(query, variables);
    expect(guest.token).toMatch(/^[\w-]{43}$/);
    expect(first.addToCart.errors).toEqual([]);
    expect(first.addToCart.cart).toMatchObject({
      itemCount: 1,
      items: [
        {
          referencedId: size.sku,
          quantity: 1,
          label: size.size,
          payload: { productNumber: stocked.sku },
          price: { unitPrice: { amount: stocked.prices.EUR.price } },
          deliveryPromise: { kind: 'SHORT', text: 'Geleverd in 1-3 dagen' },
          product: { sku: stocked.sku, name: stocked.name.nl },
        },
      ],
      price: { vatLabel: 'incl. 21% btw' },
      deliveryPromise: { kind: 'SHORT', minDays: 1, maxDays: 3 },
    });
    // The same item again raises its quantity instead of adding a line.
    const second = await guest.call<Added>(query, variables);
    expect(second.addToCart.cart).toMatchObject({ itemCount: 2, items: [{ quantity: 2 }] });
  });

  it('writes totals the store way: shipping, free shipping remaining, VAT, Belgian whole totals', async () => {
    const guest = shopper('en');
    type Added = {
      addToCart: {
        cart: { price: { totalFormatted: string } & Record<string, unknown>; shippingCosts: { amount: number } };
      };
    };
    const { query, variables } = addToCart(size.sku);
    const cart = (await guest.call<Added>(query, variables)).addToCart.cart;
    const items = stocked.prices.GBP.price;
    const shipping = items >= 6000 ? 0 : 495;
    expect(cart).toMatchObject({
      price: { totalPrice: { amount: items + shipping, currency: 'GBP' }, vatLabel: 'incl. 20% VAT' },
      shippingCosts: { amount: shipping },
      freeShipping: shipping === 0,
      ...(shipping ? { freeShippingRemaining: { amount: 6000 - items } } : {}),
    });
    expect(cart.price.totalFormatted).toMatch(/^£/);

    // Belgium: a whole-euro total is written without decimals (20 × €…,95 is whole, and ships free); the Dutch
    // store writes the same total with its cents.
    const whole = 20 * stocked.prices.EUR.price;
    expect(whole % 100).toBe(0);
    const belgian = await shopper('nl-be').call<Added>(
      addToCart(size.sku, 20).query,
      addToCart(size.sku, 20).variables,
    );
    const grouped = (amount: number) => new Intl.NumberFormat('nl-NL').format(amount);
    expect(nbsp(belgian.addToCart.cart.price.totalFormatted)).toBe(`€ ${grouped(whole / 100)}`);
    const dutch = await shopper('nl-nl').call<Added>(addToCart(size.sku, 20).query, addToCart(size.sku, 20).variables);
    expect(nbsp(dutch.addToCart.cart.price.totalFormatted)).toBe(`€ ${grouped(whole / 100)},00`);
  });

  it('refuses what cannot be bought as user errors, keeping the cart', async () => {
    const guest = shopper();
    await guest.call(addToCart(size.sku).query, addToCart(size.sku).variables);
    type Added = { addToCart: { cart: { itemCount: number }; errors: { code: string; message: string }[] } };
    const unknown = await guest.call<Added>(addToCart('99999.999.99').query, addToCart('99999.999.99').variables);
    expect(unknown.addToCart.errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Dit product is niet beschikbaar.', field: null },
    ]);
    expect(unknown.addToCart.cart.itemCount).toBe(1);
    const sold = await guest.call<Added>(
      addToCart(soldOut.variant.sku).query,
      addToCart(soldOut.variant.sku).variables,
    );
    expect(sold.addToCart.errors[0]).toMatchObject({ code: 'PRODUCT_NOT_ORDERABLE' });
    const tooMany = await guest.call<Added>(addToCart(size.sku, 100).query, addToCart(size.sku, 100).variables);
    expect(tooMany.addToCart.errors[0]).toMatchObject({ code: 'INVALID_QUANTITY', field: 'quantity' });
    expect(tooMany.addToCart.cart.itemCount).toBe(1);
  });

  it.each([
    ['nl-nl', 'Kies een aantal tussen 1 en 99.'],
    ['en', 'Please choose a quantity between 1 and 99.'],
    ['de-de', 'Bitte wähle eine Menge zwischen 1 und 99.'],
    ['fr-fr', 'Veuillez choisir une quantité entre 1 et 99.'],
  ])('keeps a line at 99 units when the same size is added again and again (%s)', async (store, message) => {
    const guest = shopper(store);
    type Added = { addToCart: { cart: { items: { quantity: number }[] }; errors: { code: string }[] } };
    const add = (quantity?: number) =>
      guest.call<Added>(addToCart(size.sku, quantity).query, addToCart(size.sku, quantity).variables);
    await add(60);
    const beyond = await add(40);
    expect(beyond.addToCart.errors).toEqual([{ code: 'INVALID_QUANTITY', message, field: 'quantity' }]);
    // The cart as it was.
    expect(beyond.addToCart.cart.items.map((item) => item.quantity)).toEqual([60]);
    await add(38);
    const full = await add();
    expect(full.addToCart.errors).toEqual([]);
    expect(full.addToCart.cart.items.map((item) => item.quantity)).toEqual([99]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await add();
      expect(again.addToCart.errors[0]?.code).toBe('INVALID_QUANTITY');
      expect(again.addToCart.cart.items.map((item) => item.quantity)).toEqual([99]);
    }
  });

  it('shows a quantity beyond the stock as a cart error, and updates and removes lines', async () => {
    const guest = shopper();
    type Cart = {
      cart: {
        items: { id: string; quantity: number }[];
        errors: { code: string; visibility: string; message: string }[];
      };
    };
    const added = await guest.call<{ addToCart: Cart }>(addToCart(size.sku).query, addToCart(size.sku).variables);
    const id = added.addToCart.cart.items[0]!.id;
    const update = `mutation Update($item: UpdateCartItemInput!) { updateCartItem(item: $item) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
    const tooMuch = await guest.call<{ updateCartItem: Cart }>(update, { item: { id, quantity: 99 } });
    expect(tooMuch.updateCartItem.cart.errors).toEqual([
      {
        code: 'product-out-of-stock',
        visibility: 'ERROR',
        message: 'Er is niet genoeg van dit artikel op voorraad. Verlaag het aantal of kies een andere maat.',
      },
    ]);
    const removed = await guest.call<{ deleteCartItem: Cart }>(
      `mutation Delete($id: ID!) { deleteCartItem(id: $id) { cart { ${CART_FIELDS} } ${ERRORS} } }`,
      { id },
    );
    expect(removed.deleteCartItem.cart.items).toEqual([]);
    const missing = await guest.call<{ deleteCartItem: Cart & { errors: { code: string }[] } }>(
      `mutation Delete($id: ID!) { deleteCartItem(id: $id) { cart { itemCount } ${ERRORS} } }`,
      { id },
    );
    expect((missing.deleteCartItem as unknown as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'CART_ITEM_NOT_FOUND',
    );
  });
  it('holds at most 100 different items: the next new one is refused with a message, the cart as it was', async () => {
    const orderable = world.catalog.products
      .filter((product) => !product.comingSoonDate || new Date(product.comingSoonDate) <= now)
      .flatMap((product) =>
        product.variants.filter((variant) => dcStock(variant.sku) > 0).map((variant) => variant.sku),
      )
      .slice(0, MAX_CART_LINES + 1);
    const guest = shopper();
    const add = `mutation Add($items: [CartItemInput!]!) { addToCart(items: $items) { cart { itemCount } ${ERRORS} } }`;
    type Added = { addToCart: { cart: { itemCount: number }; errors: { code: string; message: string }[] } };
    for (let start = 0; start < MAX_CART_LINES; start += 20) {
      const items = orderable
        .slice(start, Math.min(start + 20, MAX_CART_LINES))
        .map((referencedId) => ({ referencedId }));
      expect((await guest.call<Added>(add, { items })).addToCart.errors).toEqual([]);
    }
    const refused = await guest.call<Added>(add, { items: [{ referencedId: orderable[MAX_CART_LINES] }] });
    expect(refused.addToCart.errors).toEqual([
      {
        code: 'CART_FULL',
        message:
          'Je winkelmand is vol: er passen maximaal 100 verschillende artikelen in. Verwijder er een om een ander toe te voegen.',
        field: null,
      },
    ]);
    expect(refused.addToCart.cart.itemCount).toBe(MAX_CART_LINES);
  });
});
