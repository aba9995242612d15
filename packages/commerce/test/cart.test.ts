import { describeEachDatabase } from '@shop/db/testing';
import { MAX_CART_LINES } from '@shop/domain';
import { beforeAll, expect, it } from 'vitest';
import { CommerceError, type EmbeddedCommerce, StaticPriceSource } from '../src';
import { ADDRESS_NL, createEngine, STORE_BE, STORE_GB, STORE_NL, seedStock } from './fixtures';

describeEachDatabase('carts and contexts', (getDb) => {
  let engine: EmbeddedCommerce;

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 5, '20413.102.39': 1, '30500.200.41': 3, '40001.900': 100 });
    ({ engine } = createEngine(getDb()));
  });

  it('creates a guest context with an opaque random token, and finds it again by that token', async () => {
    const context = await engine.contexts.getOrCreateContext(null, STORE_NL);
    expect(context.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(context).toMatchObject({
      kind: 'guest',
      salesChannel: { countryId: 'NL', currency: 'EUR', language: 'nl' },
      shippingMethodId: 'shipping-home-delivery',
      paymentMethodId: 'payment-ideal',
      lastOrder: null,
      cartStatus: null,
    });
    expect((await engine.contexts.getOrCreateContext(context.token, STORE_NL)).token).toBe(context.token);
  });

  it('replaces an unknown token with a new one instead of adopting it', async () => {
    const context = await engine.contexts.getOrCreateContext('made-up-token', STORE_NL);
    expect(context.token).not.toBe('made-up-token');
    await expect(engine.carts.getCart('made-up-token')).rejects.toMatchObject({ code: 'context-not-found' });
  });

  it('adds a line, and raises its quantity by one when the same variant is added again', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await engine.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    const cart = await engine.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      referencedId: '20413.102.38',
      type: 'product',
      quantity: 2,
      payload: { productNumber: '20413.102', options: [{ group: 'Size', option: '38' }], stock: 5 },
      price: {
        unitPrice: 8995,
        quantity: 2,
        totalPrice: 17990,
        calculatedTaxes: [{ tax: 3122, taxRate: 21, price: 17990 }],
        taxRules: [{ taxRate: 21, percentage: 100 }],
      },
    });
    // Above the €50 threshold: free home delivery.
    expect(cart.deliveries).toEqual([
      {
        shippingMethod: { id: 'shipping-home-delivery', reference: 'home-delivery', type: 'delivery' },
        shippingCosts: { quantity: 1, unitPrice: 0, totalPrice: 0 },
      },
    ]);
    expect(cart.price).toEqual({ positionPrice: 17990, totalPrice: 17990, netPrice: 14868, taxRate: 21, tax: 3122 });
    expect(cart.errors).toEqual({});
  });

  it('charges shipping below the threshold, and computes VAT on the whole total per country', async () => {
    const nl = await engine.contexts.getOrCreateContext(null, STORE_NL);
    const cart = await engine.carts.addToCart(nl.token, [{ referencedId: '40001.900' }]);
    expect(cart.deliveries[0]?.shippingCosts.totalPrice).toBe(495);
    expect(cart.price).toEqual({ positionPrice: 1200, totalPrice: 1695, netPrice: 1401, taxRate: 21, tax: 294 });

    const gb = await engine.contexts.getOrCreateContext(null, STORE_GB);
    const gbCart = await engine.carts.addToCart(gb.token, [{ referencedId: '20413.102.38' }]);
    expect(gbCart.currency).toBe('GBP');
    // Above the £60 threshold: free; 20 % VAT of £79.95 is £13.325, rounded half up.
    expect(gbCart.price).toEqual({ positionPrice: 7995, totalPrice: 7995, netPrice: 6662, taxRate: 20, tax: 1333 });
  });

  it('updates and removes lines, and refuses unknown ones and unknown products', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    let cart = await engine.carts.addToCart(token, [
      { referencedId: '20413.102.38' },
      { referencedId: '40001.900', quantity: 2 },
    ]);
    expect(cart.items.map((item) => [item.referencedId, item.quantity])).toEqual([
      ['20413.102.38', 1],
      ['40001.900', 2],
    ]);
    const [shoe, socks] = cart.items;
    cart = await engine.carts.updateCartItem(token, { id: socks!.id, quantity: 5 });
    expect(cart.items[1]?.quantity).toBe(5);
    cart = await engine.carts.updateCartItem(token, { id: socks!.id, quantity: 0 });
    expect(cart.items.map((item) => item.referencedId)).toEqual(['20413.102.38']);
    cart = await engine.carts.deleteCartItem(token, shoe!.id);
    expect(cart.items).toEqual([]);
    expect(cart.deliveries).toEqual([]);
    await expect(engine.carts.deleteCartItem(token, shoe!.id)).rejects.toMatchObject({ code: 'cart-item-not-found' });
    await expect(engine.carts.addToCart(token, [{ referencedId: '99999.999.38' }])).rejects.toBeInstanceOf(
      CommerceError,
    );
  });

  it('holds at most 100 different items: a new one past it is refused whole, more of one it holds still goes in', async () => {
    const skus = Array.from({ length: MAX_CART_LINES + 2 }, (_, index) => `70000.${String(index).padStart(3, '0')}`);
    const prices = new StaticPriceSource({
      EUR: skus.map((sku) => ({ sku, productNumber: sku, unitPriceMinor: 100, regularPriceMinor: 100 })),
    });
    const { engine: manyItems } = createEngine(getDb(), undefined, prices);
    const { token } = await manyItems.contexts.getOrCreateContext(null, STORE_NL);
    for (let start = 0; start < MAX_CART_LINES; start += 20) {
      await manyItems.carts.addToCart(
        token,
        skus.slice(start, Math.min(start + 20, MAX_CART_LINES)).map((referencedId) => ({ referencedId })),
      );
    }
    const [newItem, anotherNewItem] = skus.slice(MAX_CART_LINES);
    await expect(manyItems.carts.addToCart(token, [{ referencedId: newItem! }])).rejects.toMatchObject({
      code: 'cart-full',
    });
    // An add of a line it holds and a new one is refused whole: the held line is not raised either.
    await expect(
      manyItems.carts.addToCart(token, [{ referencedId: skus[0]! }, { referencedId: anotherNewItem! }]),
    ).rejects.toMatchObject({ code: 'cart-full' });
    let cart = await manyItems.carts.getCart(token);
    expect(cart.items).toHaveLength(MAX_CART_LINES);
    expect(cart.items.find((item) => item.referencedId === skus[0])?.quantity).toBe(1);
    cart = await manyItems.carts.addToCart(token, [{ referencedId: skus[0]! }]);
    expect(cart.items.find((item) => item.referencedId === skus[0])?.quantity).toBe(2);
    // Room again once a line goes.
    await manyItems.carts.deleteCartItem(token, cart.items.find((item) => item.referencedId === skus[1])!.id);
    cart = await manyItems.carts.addToCart(token, [{ referencedId: newItem! }]);
    expect(cart.items).toHaveLength(MAX_CART_LINES);
  });

  it('keeps a line at 99 units at most, counted on the sum of adds, and refuses the whole add beyond it', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 60 }]);
    await expect(engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 40 }])).rejects.toBeInstanceOf(
      RangeError,
    );
    // One add of several items is refused whole: the other line is not added either.
    await expect(
      engine.carts.addToCart(token, [
        { referencedId: '20413.102.38', quantity: 1 },
        { referencedId: '40001.900', quantity: 20 },
        { referencedId: '40001.900', quantity: 20 },
      ]),
    ).rejects.toBeInstanceOf(RangeError);
    let cart = await engine.carts.getCart(token);
    expect(cart.items.map((item) => [item.referencedId, item.quantity])).toEqual([['40001.900', 60]]);
    // Up to the limit exactly, one unit at a time (the default quantity) included.
    cart = await engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 38 }]);
    cart = await engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    expect(cart.items[0]?.quantity).toBe(99);
    await expect(engine.carts.addToCart(token, [{ referencedId: '40001.900' }])).rejects.toBeInstanceOf(RangeError);
    await expect(
      engine.carts.addToCart(token, [{ referencedId: '30500.200.41', quantity: 100 }]),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(engine.carts.updateCartItem(token, { id: cart.items[0]!.id, quantity: 100 })).rejects.toBeInstanceOf(
      RangeError,
    );
    expect((await engine.carts.getCart(token)).items.map((item) => [item.referencedId, item.quantity])).toEqual([
      ['40001.900', 99],
    ]);
  });

  it('holds the line limit under concurrent adds, without deadlocks', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    const results = await Promise.allSettled([
      engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 60 }]),
      engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 60 }]),
      engine.carts.addToCart(token, [
        { referencedId: '20413.102.38', quantity: 1 },
        { referencedId: '30500.200.41', quantity: 1 },
      ]),
      engine.carts.addToCart(token, [
        { referencedId: '30500.200.41', quantity: 1 },
        { referencedId: '20413.102.38', quantity: 1 },
      ]),
    ]);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(RangeError);
    const cart = await engine.carts.getCart(token);
    expect(Object.fromEntries(cart.items.map((item) => [item.referencedId, item.quantity]))).toEqual({
      '40001.900': 60,
      '20413.102.38': 2,
      '30500.200.41': 2,
    });
  });

  it('keys a cart error by code and line when a line asks for more than the distribution centre has', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    const cart = await engine.carts.addToCart(token, [{ referencedId: '20413.102.39', quantity: 2 }]);
    expect(cart.errors).toEqual({
      'product-out-of-stock-20413.102.39': {
        code: 'product-out-of-stock',
        key: 'product-out-of-stock-20413.102.39',
        messageKey: 'product-out-of-stock',
        message: 'Only 1 of 20413.102.39 left',
        level: 'error',
      },
    });
  });

  it('offers the shipping methods of the country with their costs, and lets the shopper choose one', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_BE);
    await engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    const methods = await engine.checkout.getShippingMethods(token);
    expect(methods.map((method) => [method.reference, method.type, method.shippingCosts, method.selected])).toEqual([
      ['home-delivery', 'delivery', 495, true],
      ['store-pickup', 'pickup', 0, false],
      ['service-point', 'service-point', 395, false],
    ]);
    const context = await engine.checkout.updateShippingMethod(token, 'shipping-store-pickup');
    expect(context.shippingMethodId).toBe('shipping-store-pickup');
    expect((await engine.carts.getCart(token)).deliveries[0]?.shippingCosts.totalPrice).toBe(0);

    const gb = await engine.contexts.getOrCreateContext(null, STORE_GB);
    expect((await engine.checkout.getShippingMethods(gb.token)).map((method) => method.reference)).toEqual([
      'home-delivery',
    ]);
    const all = await engine.checkout.getShippingMethods(gb.token, false);
    expect(all.map((method) => [method.reference, method.active])).toEqual([
      ['home-delivery', true],
      ['store-pickup', false],
      ['service-point', false],
    ]);
    await expect(engine.checkout.updateShippingMethod(gb.token, 'shipping-store-pickup')).rejects.toMatchObject({
      code: 'shipping-method-not-available',
    });
  });

  it.each([
    ['NL', ['ideal', 'card', 'paypal', 'klarna']],
    ['BE', ['bancontact', 'card', 'paypal', 'klarna']],
    ['DE', ['paypal', 'klarna', 'card']],
    ['AT', ['eps', 'paypal', 'klarna', 'card']],
    ['FR', ['card', 'paypal']],
    ['LU', ['card', 'paypal']],
    ['GB', ['card', 'paypal', 'klarna']],
  ] as const)('offers %s its payment methods, the selected one first', async (country, references) => {
    const currency = country === 'GB' ? 'GBP' : 'EUR';
    const { token } = await engine.contexts.getOrCreateContext(null, { country, currency, language: 'en' });
    expect((await engine.checkout.getPaymentMethods(token)).map((method) => method.reference)).toEqual(references);
    const last = `payment-${references.at(-1)}`;
    await engine.checkout.updatePaymentMethod(token, last);
    const methods = await engine.checkout.getPaymentMethods(token);
    expect(methods[0]).toEqual({ id: last, reference: references.at(-1), selected: true });
    expect(methods.map((method) => method.reference).sort()).toEqual([...references].sort());
  });

  it('refuses a payment method of another country', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await expect(engine.checkout.updatePaymentMethod(token, 'payment-bancontact')).rejects.toMatchObject({
      code: 'payment-method-not-available',
    });
  });

  it('keeps a shipping address of the store country, refusing incomplete ones', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    const address = { ...ADDRESS_NL, zipcode: '3511ab', houseNumberAddition: ' ' };
    expect((await engine.checkout.updateShippingAddress(token, address)).shippingAddress).toEqual({
      ...ADDRESS_NL,
      houseNumberAddition: undefined,
      phoneNumber: undefined,
      company: undefined,
      salutationKey: undefined,
    });
    await expect(engine.checkout.updateShippingAddress(token, { ...address, city: ' ' })).rejects.toMatchObject({
      code: 'invalid-address',
      details: { issues: [{ field: 'city', code: 'required' }] },
    });
    await expect(engine.checkout.updateShippingAddress(token, { ...address, countryIso: 'DE' })).rejects.toMatchObject({
      code: 'invalid-address',
    });
  });
});
