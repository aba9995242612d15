import type { Page } from '@playwright/test';
import { addToCart, aPairOfShoes, expectTheFinishPage, fillInTheCheckout } from './checkout-journey';
import { expect, expectAccessible } from './fixtures';
import { type MollieRequest, type MollieShop, test } from './mollie-shop';
import { CheckoutPage, type CheckoutStore } from './pages/checkout';

/**
 * The checkout against Mollie (recorded exchanges, e2e/mollie-shop.ts): the methods offered are the ones Mollie has
 * enabled for the store's currency, the payment Mollie receives has the order's amount as Mollie wants it, the
 * shopper chooses the outcome on the (recorded) checkout page, and the shop learns it from the return and the
 * webhook. One shop for both journeys: they run one after the other in one worker.
 */
test.describe.configure({ mode: 'serial' });

const OPEN = 'We have not yet received the outcome of your payment. Click below to check again.';
const PAID = 'You have already paid for your order, click below to complete.';
const PAYMENT_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/checkout\/(tr_\w+)$/;

/** The cart's total in minor units, asked through the page's own /graphql (the shopper's session). */
async function cartTotal(page: Page): Promise<{ amount: number; currency: string }> {
  const result = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2eCartTotal { cart { price { totalPrice { amount currency } } } }' }),
    });
    return response.json();
  });
  return result.data.cart.price.totalPrice;
}

/** Places the order and lands on the recorded Mollie checkout page; answers the Mollie payment's id. */
async function placeOrderAtMollie(page: Page, checkout: CheckoutPage, mollieShop: MollieShop) {
  const total = await cartTotal(page);
  await checkout.placeOrder.click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 20_000 });
  await expectAccessible(page);
  const id = PAYMENT_PAGE.exec(page.url())![1]!;
  // Mollie's amount: a string with two decimals and a dot, in the store's currency, never a number or "12,95".
  const value = (total.amount / 100).toFixed(2);
  await expect(page.getByTestId('amount')).toHaveText(`${total.currency} ${value}`);
  const created = (await mollieShop.requests()).filter(
    (request: MollieRequest) => request.method === 'POST' && request.path === '/v2/payments',
  );
  const body = created.at(-1)?.body ?? {};
  expect(body.amount).toEqual({ currency: total.currency, value });
  expect(String((body.amount as { value: string }).value)).toMatch(/^\d+\.\d{2}$/);
  expect(body.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment-return\/[\w-]+$/);
  expect(body.webhookUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment-webhook\/mollie$/);
  return { id, body };
}

/** The methods the store offers: its country's, as far as Mollie has them enabled for the currency. */
async function expectTheMethods(checkout: CheckoutPage, names: RegExp[]) {
  await expect(checkout.paymentMethods).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(checkout.paymentMethods.nth(index)).toHaveAccessibleName(name);
  }
}

async function toThePaymentStep(
  page: Page,
  store: CheckoutStore,
  mollieShop: MollieShop,
  visit: (url: string) => Promise<unknown>,
) {
  const shoes = await aPairOfShoes(store, 0, mollieShop.gatewayUrl);
  await visit(mollieShop.storeUrl(store, '/checkout/status/'));
  await addToCart(page, shoes.variantSku);
  await fillInTheCheckout(page, store, visit, `mollie-${store}@example.com`, mollieShop.storefrontPort);
  return { shoes, checkout: new CheckoutPage(page, store, mollieShop.storefrontPort) };
}

test('nl-nl: iDEAL in euros, cancelled at Mollie (the cart is kept), then paid', async ({
  page,
  visit,
  mollieShop,
}) => {
  const { shoes, checkout } = await toThePaymentStep(page, 'nl-nl', mollieShop, visit);
  // Mollie's euro methods (iDEAL, card, Bancontact, Klarna, bank transfer) that the Netherlands offers; no PayPal.
  await expectTheMethods(checkout, [/^iDEAL/, /^Creditcard/i, /^Klarna/]);
  const methodsAsked = (await mollieShop.requests()).filter((request) => request.path.startsWith('/v2/methods?'));
  expect(methodsAsked.at(-1)?.path).toContain('amount%5Bcurrency%5D=EUR');
  await page.getByRole('radio', { name: /^iDEAL/ }).check();

  const first = await placeOrderAtMollie(page, checkout, mollieShop);
  expect(first.body).toMatchObject({ method: 'ideal', locale: 'nl_NL' });
  await page.getByRole('button', { name: 'canceled', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/\?status=cancelled$/, { timeout: 20_000 });
  await expect(page.getByText(checkout.words.cancelled)).toBeVisible();
  await expect(checkout.summary.getByText(shoes.name)).toBeVisible();
  await expectAccessible(page);
  // Mollie posted the webhook with only the id; the gateway took it.
  expect(await mollieShop.webhooks()).toContainEqual({ id: first.id, status: 'canceled', answer: 200 });

  const second = await placeOrderAtMollie(page, checkout, mollieShop);
  expect(second.id).not.toBe(first.id);
  await page.getByRole('button', { name: 'paid', exact: true }).click();
  await expectTheFinishPage(page, 'nl-nl', shoes.name);
  expect(await mollieShop.webhooks()).toContainEqual({ id: second.id, status: 'paid', answer: 200 });
});

test('en: a card in pounds, pending at the return, paid when the webhook comes', async ({
  page,
  visit,
  mollieShop,
}) => {
  const { shoes, checkout } = await toThePaymentStep(page, 'en', mollieShop, visit);
  // Mollie's pound methods (card, PayPal) that Britain offers; Klarna is not enabled in pounds.
  await expectTheMethods(checkout, [/^Credit card/, /^PayPal/]);
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await expect(page.getByRole('radio', { name: /^Credit card/ })).toBeChecked();

  const payment = await placeOrderAtMollie(page, checkout, mollieShop);
  expect(payment.body).toMatchObject({ method: 'creditcard', locale: 'en_GB' });
  // The bank has not answered yet: Mollie sends no webhook, the return asks Mollie and finds the payment pending.
  // The order is placed (the cart is empty), so the shopper lands on the status page: not received yet.
  await page.getByRole('button', { name: 'pending', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/status\/$/, { timeout: 20_000 });
  await expect(page.getByText(OPEN)).toBeVisible();
  await expectAccessible(page);
  expect((await mollieShop.webhooks()).filter((webhook) => webhook.id === payment.id)).toEqual([]);

  // The bank's answer: Mollie marks the payment paid and posts the webhook (only the id); the gateway takes it.
  expect((await mollieShop.move(payment.id, 'paid')).webhook).toMatchObject({ answer: 200 });
  await page.getByRole('link', { name: 'Check again' }).click();
  await expect(page.getByText(PAID)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Complete' }).click();
  await expectTheFinishPage(page, 'en', shoes.name);
});
