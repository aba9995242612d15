import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { TEST_PAYMENT_SIGNATURE_HEADER } from '../src/payments/test-payment-pages';
import { config, type GraphQLResponse, startGateway } from './harness';
import { dcStock, world } from './world';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const now = new Date();

/** An ordinary product (not coming soon, no pre-order) and one of its sizes with enough stock at the DC. */
const stocked = world.catalog.products.find(
  (product) =>
    !product.isOneSize &&
    product.prices.EUR.price % 5 === 0 &&
    (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
    product.variants.every((variant) => !variant.deliveryTime) &&
    product.variants.some((variant) => dcStock(variant.sku) >= 8),
)!;
const size = stocked.variants.find((variant) => dcStock(variant.sku) >= 8)!;
const soldOut = world.catalog.products
  .flatMap((product) =>
    product.variants
      .filter((variant) => !variant.deliveryTime && dcStock(variant.sku) === 0)
      .map((variant) => ({ product, variant })),
  )
  .find(({ product }) => !product.comingSoonDate || new Date(product.comingSoonDate) <= now)!;

const CART_FIELDS = `
  itemCount
  items { id referencedId quantity label payload { productNumber stock } price { unitPrice { amount formatted } totalPrice { amount } }
          deliveryPromise { kind text } product { sku name brand { name } } }
  price { totalPrice { amount currency } positionPrice { amount } tax { amount } vatLabel totalFormatted }
  shippingCosts { amount } freeShipping freeShippingRemaining { amount formatted }
  deliveryPromise { kind minDays maxDays text }
  errors { code message visibility }
`;
const ERRORS = 'errors { code message field }';

describeEachDatabase('the commerce subschema: cart, checkout and payment', (getDb) => {
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
    let token: string | undefined;
    return {
      get token() {
        return token;
      },
      async call<T = Record<string, never>>(query: string, variables: object = {}) {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shop-store': store,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        token = response.headers.get('x-shop-context-token') ?? token;
        const body = (await response.json()) as GraphQLResponse<T>;
        expect(body.errors).toBeUndefined();
        return body.data as T;
      },
    };
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

  describe('a guest checkout', () => {
    const CONTEXT = `context { email missing billingAddress { zipcode country { name } } shippingMethod { reference } paymentMethod { reference }
      pickup { servicePoint { id title } dhlCustomerNumber } }`;

    it('names each wrong address field in the shopper language and keeps what was stored', async () => {
      const guest = shopper();
      await guest.call(addToCart(size.sku).query, addToCart(size.sku).variables);
      const data = await guest.call<{
        updateAddresses: { context: { billingAddress: null; missing: string[] }; errors: unknown[] };
      }>(`mutation A($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { ${CONTEXT} ${ERRORS} } }`, {
        input: {
          billingAddress: {
            firstName: 'Anna',
            lastName: 'de Vries',
            street: 'Oudegracht',
            houseNumber: '12',
            houseNumberAddition: 'abcde',
            zipcode: '3511',
            city: 'Utrecht',
            countryIso: 'NL',
            phoneNumber: '123',
          },
        },
      });
      expect(data.updateAddresses.errors).toEqual([
        { code: 'INVALID_ADDRESS', message: 'Max 4 tekens toegestaan', field: 'billingAddress.houseNumberAddition' },
        { code: 'INVALID_ADDRESS', message: 'Vul een geldige postcode in.', field: 'billingAddress.zipcode' },
        { code: 'INVALID_ADDRESS', message: 'Vul een geldig telefoonnummer in', field: 'billingAddress.phoneNumber' },
      ]);
      expect(data.updateAddresses.context).toMatchObject({
        billingAddress: null,
        missing: ['EMAIL', 'BILLING_ADDRESS'],
      });
    });

    it('a German Packstation needs the DHL customer number', async () => {
      const guest = shopper('de-de');
      await guest.call(addToCart(size.sku).query, addToCart(size.sku).variables);
      const methods = await guest.call<{
        shippingMethods: { id: string; type: string; servicePointsProvider: string }[];
      }>('{ shippingMethods { id type servicePointsProvider } }');
      const servicePoint = methods.shippingMethods.find((method) => method.type === 'SERVICE_POINT')!;
      expect(servicePoint.servicePointsProvider).toBe('dhl');
      await guest.call(`mutation { updateShippingMethod(id: "${servicePoint.id}") { ${ERRORS} } }`);
      const points = await guest.call<{
        servicePoints: { id: string; locationType: string; distance: number; openingDays: { dayName: string }[] }[];
      }>('{ servicePoints(provider: "dhl", query: "50667") { id locationType distance openingDays { dayName } } }');
      const packstation = points.servicePoints.find((point) => point.locationType === 'packstation')!;
      expect(packstation.openingDays[0]?.dayName).toBe('Montag');
      const refused = await guest.call<{ updatePickup: { errors: unknown[] } }>(
        `mutation { updatePickup(input: { servicePointId: "${packstation.id}" }) { ${ERRORS} } }`,
      );
      expect(refused.updatePickup.errors).toEqual([
        { code: 'INVALID_PICKUP', message: 'Deine DHL-Kundennummer ist erforderlich', field: 'dhlCustomerNumber' },
      ]);
      const chosen = await guest.call<{ updatePickup: { context: { pickup: unknown; missing: string[] } } }>(
        `mutation { updatePickup(input: { servicePointId: "${packstation.id}", dhlCustomerNumber: "12345678" }) { ${CONTEXT} ${ERRORS} } }`,
      );
      expect(chosen.updatePickup.context.pickup).toMatchObject({ dhlCustomerNumber: '12345678' });
      expect(chosen.updatePickup.context.missing).toEqual(['EMAIL', 'BILLING_ADDRESS']);
    });

    async function readyGuest() {
      const guest = shopper();
      await guest.call(addToCart(size.sku).query, addToCart(size.sku).variables);
      await guest.call(`mutation { updateContact(input: { email: "anna@example.com" }) { ${ERRORS} } }`);
      await guest.call(`mutation A($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { ${ERRORS} } }`, {
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
      return guest;
    }

    const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
      order { id orderNumber state email billingZipcode totalPrice { amount } shippingCosts { amount } freeShipping items { referencedId quantity label product { sku } }
              shippingMethod { reference } paymentMethod { reference name } deliveryPromise { text } }
      ${ERRORS} } }`;
    const PAY = `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl ${ERRORS} } }`;
    type Placed = { placeOrder: { order: { id: string; orderNumber: string; state: string }; errors: unknown[] } };

    it('places an order once per key, pays on the hosted page and lands on the finish URL', async () => {
      const guest = await readyGuest();
      const base = 'http://localhost:3000';
      const placed = await guest.call<Placed>(PLACE, { input: { idempotencyKey: 'journey-1' } });
      expect(placed.placeOrder.errors).toEqual([]);
      expect(placed.placeOrder.order).toMatchObject({
        state: 'OPEN',
        email: 'anna@example.com',
        billingZipcode: '3511 AB',
        items: [{ referencedId: size.sku, quantity: 1, label: size.size, product: { sku: stocked.sku } }],
        paymentMethod: { reference: 'ideal', name: 'iDEAL' },
      });
      const order = placed.placeOrder.order as unknown as { shippingCosts: { amount: number }; freeShipping: boolean };
      expect(order.freeShipping).toBe(order.shippingCosts.amount === 0);
      const again = await guest.call<Placed>(PLACE, { input: { idempotencyKey: 'journey-1' } });
      expect(again.placeOrder.order.id).toBe(placed.placeOrder.order.id);

      // Return addresses must be the shop's own.
      const foreign = await guest.call<{ handlePayment: { redirectUrl: null; errors: { code: string }[] } }>(PAY, {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: 'https://evil.example/',
          errorUrl: `${base}/checkout/payment/`,
        },
      });
      expect(foreign.handlePayment.errors[0]?.code).toBe('INVALID_REDIRECT_URL');

      const paid = await guest.call<{ handlePayment: { redirectUrl: string } }>(PAY, {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${base}/checkout/success/`,
          errorUrl: `${base}/checkout/payment/`,
        },
      });
      const pageUrl = paid.handlePayment.redirectUrl.replace(config.testPayments.pageBaseUrl, `${url}/test-payment`);
      const page = await fetch(pageUrl);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(placed.placeOrder.order.orderNumber);
      const done = await fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
        redirect: 'manual',
      });
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(
        `${base}/checkout/success/?order=${placed.placeOrder.order.orderNumber}`,
      );
      const after = await guest.call<{ order: { state: string }; context: { cart: { itemCount: number } } }>(
        `{ order(orderNumber: "${placed.placeOrder.order.orderNumber}") { state } context { cart { itemCount } } }`,
      );
      expect(after).toEqual({ order: { state: 'PAID' }, context: { cart: { itemCount: 0 } } });
      // Another shopper cannot read the order.
      const stranger = shopper();
      await stranger.call(addToCart(size.sku).query, addToCart(size.sku).variables);
      expect(await stranger.call(`{ order(orderNumber: "${placed.placeOrder.order.orderNumber}") { state } }`)).toEqual(
        { order: null },
      );
    });

    it('a cancelled payment puts the cart back and a link with the token restores it elsewhere', async () => {
      const guest = await readyGuest();
      const placed = await guest.call<Placed>(PLACE, { input: { idempotencyKey: 'journey-cancel' } });
      const base = 'http://localhost:3000';
      const pay = await guest.call<{ handlePayment: { redirectUrl: string } }>(PAY, {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${base}/checkout/success/`,
          errorUrl: `${base}/checkout/payment/`,
        },
      });
      const pageUrl = pay.handlePayment.redirectUrl.replace(config.testPayments.pageBaseUrl, `${url}/test-payment`);
      const done = await fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=cancelled',
        redirect: 'manual',
      });
      // The return address carries a restore link of the saved cart (never the session's token).
      const back = new URL(done.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(`${base}/checkout/payment/`);
      expect(back.searchParams.get('status')).toBe('cancelled');
      const link = back.searchParams.get('token')!;
      expect(link).toMatch(/^cart\.[\w-]{43}$/);
      const context = await guest.call<{ context: { cartStatus: unknown; cart: { itemCount: number } } }>(
        '{ context { cartStatus { status recover } cart { itemCount } } }',
      );
      expect(context.context).toEqual({ cartStatus: { status: 'CANCELLED', recover: true }, cart: { itemCount: 1 } });

      // Another browser (no session) opens it: the lines are copied into a new session of its own.
      const elsewhere = shopper();
      const restored = await elsewhere.call<{
        restoreCart: { context: { cart: { itemCount: number } }; errors: unknown[] };
      }>(`mutation { restoreCart(token: "${link}") { context { cart { itemCount } } ${ERRORS} } }`);
      expect(restored.restoreCart).toEqual({ context: { cart: { itemCount: 1 } }, errors: [] });
      expect(elsewhere.token).toMatch(/^[\w-]{43}$/);
      expect(elsewhere.token).not.toBe(guest.token);
      // A session token is no restore token: refused, and nobody's session is handed over.
      const stranger = shopper();
      const adopted = await stranger.call<{ restoreCart: { context: null; errors: { code: string }[] } }>(
        `mutation { restoreCart(token: "${guest.token}") { context { email } ${ERRORS} } }`,
      );
      expect(adopted.restoreCart).toEqual({
        context: null,
        errors: [{ code: 'CART_LINK_NOT_FOUND', message: 'Deze winkelmandlink is niet geldig.', field: null }],
      });
      expect(stranger.token).toBeUndefined();
    });

    it('refuses an incomplete checkout with what is missing, and accepts only signed webhooks', async () => {
      const guest = shopper();
      await guest.call(addToCart(size.sku).query, addToCart(size.sku).variables);
      const refused = await guest.call<{ placeOrder: { order: null; errors: unknown[] } }>(PLACE, {
        input: { idempotencyKey: 'incomplete' },
      });
      expect(refused.placeOrder).toEqual({
        order: null,
        errors: [
          { code: 'CHECKOUT_INCOMPLETE', message: 'Vul je e-mailadres in.', field: 'email' },
          { code: 'CHECKOUT_INCOMPLETE', message: 'Vul je adres in.', field: 'billingAddress' },
        ],
      });
      const forged = await fetch(`${url}/test-payment/webhook`, {
        method: 'POST',
        headers: { [TEST_PAYMENT_SIGNATURE_HEADER]: '00'.repeat(32) },
        body: JSON.stringify({ eventId: 'x', paymentId: 'y', outcome: 'paid' }),
      });
      expect(forged.status).toBe(401);
    });
  });
});
