import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { TEST_PAYMENT_SIGNATURE_HEADER } from '../src/payments/test-payment-pages';
import { CART_FIELDS, size, stocked } from './cart-answers';
import { config, startGateway } from './harness';
import { gatewayShopper } from './shopper';

const ERRORS = 'errors { code message field }';

describeEachDatabase('the commerce subschema: checkout and payment', (getDb) => {
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
