import { catalogProducts, expect, expectAccessible, storeUrl, test } from './fixtures';

test('a one-size product goes into the cart at once, with no size to choose', async ({ page, visit }) => {
  const product = (await catalogProducts('en')).find(
    (candidate) => candidate.variants.length === 1 && candidate.variants[0]?.orderable,
  );
  expect(product, 'the demo data has a one-size product that can be ordered').toBeTruthy();
  if (!product) return;

  await visit(storeUrl('en', `/${product.url}`));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'The item has been added to your shopping cart' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select your size' })).toHaveCount(0);
  await expect(modal).toContainText(product.name);
  await expect(page.getByRole('banner').getByRole('link', { name: /Shopping cart/ })).toContainText('1 item');
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
