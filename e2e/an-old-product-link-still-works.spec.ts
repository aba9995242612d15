import { catalogProducts, expect, storeGet, storeUrl, test } from './fixtures';

test('an old .html product link answers 301 and lands on the product', async ({ page, request, visit }) => {
  const [product] = await catalogProducts('nl-nl');
  expect(product, 'the demo data has products').toBeTruthy();
  if (!product) return;
  // Legacy URLs carry the SKU as digits x digits.
  const legacy = `/oude-schoen-${product.sku.replace('.', 'x')}.html`;

  const response = await storeGet(request, 'nl-nl', legacy);
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location ?? '', storeUrl('nl-nl')).pathname).toBe(`/${product.url}`);

  await visit(storeUrl('nl-nl', legacy));
  expect(new URL(page.url()).pathname).toBe(`/${product.url}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
});

test('an unknown .html link is the not-found page', async ({ request }) => {
  const response = await storeGet(request, 'nl-nl', '/bestaat-niet-99999x999.html');
  expect(response.status()).toBe(404);
});
