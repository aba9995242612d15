import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { accountWorld, type Shopper } from './account-world';
import { config, confirmRegistrationOf } from './harness';
import { BASE, ERRORS, size } from './order-answers';

/**
 * The account world for orders, points and vouchers: a clock the tests set (`clock.now = …`), accounts made with a
 * known email, and ordering and paying on the hosted test page.
 */
export function orderWorld(getDb: () => Kysely<Database>) {
  const clock = { now: new Date() };
  const { world, shopper } = accountWorld(getDb, { now: () => clock.now });

  /** A new account, logged in (the session token rotated to the customer's). */
  async function customer(email: string) {
    const shop = shopper();
    const registered = await shop.call<{ registerCustomer: { errors: unknown[] } }>(
      `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { ${ERRORS} } }`,
      {
        input: {
          salutationKey: 'mrs',
          firstName: 'Anna',
          lastName: 'de Vries',
          email,
          password: 'correct horse battery',
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
    // The account is made through the confirmation mail's link; then the shopper logs in.
    await confirmRegistrationOf(world, email);
    const login = await shop.call<{ login: { customer: { id: string } | null; errors: unknown[] } }>(
      `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { customer { id } ${ERRORS} } }`,
      { email, password: 'correct horse battery' },
    );
    expect(login.login.errors).toEqual([]);
    return Object.assign(shop, { id: login.login.customer!.id, email });
  }

  /** Orders the cart and pays on the hosted test page; answers the placed order. */
  async function orderAndPay(shop: Shopper, key: string, outcome = 'paid') {
    const placed = await shop.call<{
      placeOrder: {
        order: { id: string; orderNumber: string; discount: { amount: number } | null };
        errors: unknown[];
      };
    }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber discount { amount } } ${ERRORS} } }`,
      { input: { idempotencyKey: key } },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    const pay = await shop.call<{ handlePayment: { redirectUrl: string } }>(
      `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl ${ERRORS} } }`,
      {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${BASE}/checkout/success/`,
          errorUrl: `${BASE}/checkout/payment/`,
        },
      },
    );
    const pageUrl = pay.handlePayment.redirectUrl.replace(config.testPayments.pageBaseUrl, `${world.url}/test-payment`);
    const done = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    return placed.placeOrder.order;
  }

  /** Puts `quantity` of the test size in the cart. */
  const add = (shop: Shopper, quantity: number) =>
    shop.call(`mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { ${ERRORS} } }`, {
      items: [{ referencedId: size.sku, quantity }],
    });

  return { world, clock, shopper, customer, orderAndPay, add };
}
