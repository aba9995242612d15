import {
  addToCart,
  aPairOfShoes,
  expectTheFinishPage,
  fillInTheCheckout,
  placeOrderAndChoose,
  WORDS,
} from './checkout-journey';
import { expect, expectAccessible, storeUrl, test } from './fixtures';

test('a cancelled payment keeps the cart', async ({ page, visit }) => {
  const shoes = await aPairOfShoes('en', 1);
  await visit(storeUrl('en', '/checkout/status/'));
  await addToCart(page, shoes.variantSku);
  await fillInTheCheckout(page, 'en', visit);

  await placeOrderAndChoose(page, 'en', 'cancelled');
  await expect(page).toHaveURL(/\/checkout\/payment\/\?status=cancelled$/, { timeout: 20_000 });
  await expect(page.getByText(WORDS.en.cancelled)).toBeVisible();
  await expect(page.getByRole('complementary').getByText(shoes.name)).toBeVisible();
  await expectAccessible(page);

  await placeOrderAndChoose(page, 'en', 'paid');
  await expectTheFinishPage(page, 'en', shoes.name);
});

test('a failed payment lets the shopper choose another method', async ({ page, visit }) => {
  const shoes = await aPairOfShoes('nl-nl', 2);
  await visit(storeUrl('nl-nl', '/checkout/status/'));
  await addToCart(page, shoes.variantSku);
  await fillInTheCheckout(page, 'nl-nl', visit);

  await placeOrderAndChoose(page, 'nl-nl', 'failed');
  await expect(page).toHaveURL(/\/checkout\/payment\/\?status=failed$/, { timeout: 20_000 });
  await expect(page.getByText(WORDS['nl-nl'].failed)).toBeVisible();
  await expect(page.getByRole('complementary').getByText(shoes.name)).toBeVisible();
  await expectAccessible(page);

  const methods = page.getByRole('group', { name: WORDS['nl-nl'].paymentMethod }).getByRole('radio');
  await expect(methods.first()).toBeChecked();
  await methods.nth(1).check();
  await expect(methods.nth(1)).toBeChecked();

  await placeOrderAndChoose(page, 'nl-nl', 'paid');
  await expectTheFinishPage(page, 'nl-nl', shoes.name);
});
