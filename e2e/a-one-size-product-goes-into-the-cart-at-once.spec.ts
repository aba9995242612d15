import { catalogProducts, expect, expectAccessible, test } from './fixtures';
import { AddedToCartDialog, MiniCart } from './pages/cart';
import { ProductPage } from './pages/product-page';

test('a one-size product goes into the cart at once, with no size to choose', async ({ page, visit }) => {
  const product = (await catalogProducts('en')).find(
    (candidate) => candidate.variants.length === 1 && candidate.variants[0]?.orderable,
  );
  expect(product, 'the demo data has a one-size product that can be ordered').toBeTruthy();
  if (!product) return;

  const productPage = new ProductPage(page);
  await productPage.open(visit, 'en', product.url);
  await productPage.addToCart();
  const modal = new AddedToCartDialog(page).dialog;
  await expect(modal).toBeVisible();
  await expect(productPage.sizes.dialog).toHaveCount(0);
  await expect(modal).toContainText(product.name);
  await expect(new MiniCart(page).link).toContainText('1 item');
  await expectAccessible(page);

  // The data layer heard it in the GA4 shape, in the store's currency (pounds in the English store).
  const event = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.find((entry) => entry.event === 'add_to_cart'),
  );
  expect(event).toMatchObject({
    event: 'add_to_cart',
    ecommerce: { currency: 'GBP', items: [{ item_name: product.name, quantity: 1 }] },
  });
  expect((event as { ecommerce: { value: string } }).ecommerce.value).toMatch(/^\d+\.\d{2}$/);
});
