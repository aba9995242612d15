import { catalogProducts, expect, storeGet, storeUrl, test } from './fixtures';
import { E2E_GATEWAY_PORT } from './ports';

/** A cart made elsewhere (a mail's link carries its token): asked of the gateway, which answers the session header. */
async function cartToken(variantSku: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_GATEWAY_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-store': 'en' },
    body: JSON.stringify({
      query: 'mutation E2eCart($sku: ID!) { addToCart(items: [{ referencedId: $sku }]) { errors { code } } }',
      variables: { sku: variantSku },
    }),
  });
  const token = response.headers.get('x-shop-context-token');
  if (!token) throw new Error('The gateway answered no session');
  return token;
}

test('a link with ?token= restores that cart, and the address loses the token', async ({ page, request, visit }) => {
  const products = await catalogProducts('en');
  const product = products.find((candidate) => candidate.variants.some((variant) => variant.orderable));
  if (!product) return;
  const skus = await fetch(`http://127.0.0.1:${E2E_GATEWAY_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-store': 'en' },
    body: JSON.stringify({
      query: 'query E2eSkus($sku: ID!) { product(sku: $sku) { variants { sku orderable } } }',
      variables: { sku: product.sku },
    }),
  }).then(
    async (response) =>
      (await response.json()) as { data: { product: { variants: { sku: string; orderable: boolean }[] } } },
  );
  const variantSku = skus.data.product.variants.find((variant) => variant.orderable)?.sku ?? '';
  const token = await cartToken(variantSku);

  // The server restores it before the page, sets the session cookie and redirects to the address without the token.
  const answer = await storeGet(request, 'en', `/cart/?token=${token}&utm_source=mail`);
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/cart/?utm_source=mail');
  expect(answer.headers()['set-cookie']).toMatch(/contextToken=.*HttpOnly/i);

  await visit(storeUrl('en', `/cart/?token=${token}`));
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.name);
  // No page script sees the token.
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
});

test('an unknown token is dropped silently', async ({ request }) => {
  const answer = await storeGet(request, 'en', '/?token=not-a-real-token');
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/');
  expect(answer.headers()['set-cookie'] ?? '').not.toContain('contextToken');
});
