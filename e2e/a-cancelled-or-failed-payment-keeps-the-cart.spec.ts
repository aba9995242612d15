import {
  addToCart,
  aPairOfShoes,
  expectTheFinishPage,
  fillInTheCheckout,
  placeOrderAndChoose,
} from './checkout-journey';
import { expect, expectAccessible, storeUrl, test } from './fixtures';
import { CheckoutPage } from './pages/checkout';

test('a cancelled payment keeps the cart', async ({ page, visit }) => {
  const shoes = await aPairOfShoes('en', 1);
  await visit(storeUrl('en', '/checkout/status/'));
  await addToCart(page, shoes.variantSku);
  await fillInTheCheckout(page, 'en', visit);

  const checkout = new CheckoutPage(page, 'en');
  await placeOrderAndChoose(page, 'en', 'cancelled');
  await expect(page).toHaveURL(/\/checkout\/payment\/\?status=cancelled$/, { timeout: 20_000 });
  await expect(page.getByText(checkout.words.cancelled)).toBeVisible();
  await expect(checkout.summary.getByText(shoes.name)).toBeVisible();
  await expectAccessible(page);

  await placeOrderAndChoose(page, 'en', 'paid');
  await expectTheFinishPage(page, 'en', shoes.name);
});

test('a failed payment lets the shopper choose another method', async ({ page, visit }) => {
  const shoes = await aPairOfShoes('nl-nl', 2);
  await visit(storeUrl('nl-nl', '/checkout/status/'));
  await addToCart(page, shoes.variantSku);
  await fillInTheCheckout(page, 'nl-nl', visit);

  const checkout = new CheckoutPage(page, 'nl-nl');
  await placeOrderAndChoose(page, 'nl-nl', 'failed');
  await expect(page).toHaveURL(/\/checkout\/payment\/\?status=failed$/, { timeout: 20_000 });
  await expect(page.getByText(checkout.words.failed)).toBeVisible();
  await expect(checkout.summary.getByText(shoes.name)).toBeVisible();
  await expectAccessible(page);

  const methods = checkout.paymentMethods;
  await expect(methods.first()).toBeChecked();
  await methods.nth(1).check();
  await expect(methods.nth(1)).toBeChecked();

  await placeOrderAndChoose(page, 'nl-nl', 'paid');
  await expectTheFinishPage(page, 'nl-nl', shoes.name);
});
