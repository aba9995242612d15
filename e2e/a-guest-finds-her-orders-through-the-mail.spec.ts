import {
  addToCart,
  aPairOfShoes,
  expectTheFinishPage,
  fillInTheCheckout,
  placeOrderAndChoose,
} from './checkout-journey';
import { expect, gatewayOrigin, storeUrl, test } from './fixtures';
import { PasswordRecoveryPage } from './pages/account';

/**
 * The order history by e-mail token (spec commerce §6): a guest who ordered asks the recovery page for her orders;
 * the mail (no account, but orders) links to `/account/orders/{token}`, which lists the order without a login. An
 * unknown token says so. axe-core checks every page on the way.
 */

const STORE = 'en';

interface DevMail {
  to: string;
  subject: string;
  url: string;
}

async function mailsTo(email: string): Promise<DevMail[]> {
  const response = await fetch(`${gatewayOrigin()}/dev/mails`, { headers: { accept: 'application/json' } });
  return ((await response.json()) as DevMail[]).filter((mail) => mail.to === email);
}

test('a guest finds her orders through the link in the mail', async ({ page, visit }) => {
  test.slow();
  const email = `guest.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const shoes = await aPairOfShoes(STORE);
  await visit(storeUrl(STORE, '/'));
  await addToCart(page, shoes.variantSku);
  await fillInTheCheckout(page, STORE, visit, email);
  await placeOrderAndChoose(page, STORE, 'paid');
  await expectTheFinishPage(page, STORE, shoes.name);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  await visit(storeUrl(STORE, '/account/recover/password/'));
  const recovery = new PasswordRecoveryPage(page);
  await recovery.ask(email);
  await expect(recovery.sent).toBeVisible();

  // The mail on the gateway's development page: no account, so no reset link, but the link to the orders.
  let mail: DevMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(email)).find((candidate) => candidate.subject === 'Your orders');
      return mail !== undefined;
    })
    .toBe(true);
  const text = await (await fetch(`${gatewayOrigin()}${mail?.url}?format=text`)).text();
  expect(text).not.toContain('/account/finish/');
  const link = text.match(/https?:\/\/\S+\/account\/orders\/[\w-]+/)?.[0];
  expect(link, text).toBeTruthy();

  await visit(storeUrl(STORE, new URL(link ?? '').pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Your order history' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();

  // A token that is not (or no longer) known.
  await visit(storeUrl(STORE, '/account/orders/not-a-token'));
  await expect(page.getByRole('alert')).toContainText('unknown or has expired');
});
