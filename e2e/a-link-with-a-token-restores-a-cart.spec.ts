import { cartRestoreLink, catalogProducts, expect, storeGet, test } from './fixtures';
import { CartPage } from './pages/cart';
import { E2E_GATEWAY_PORT } from './ports';

/** An orderable size of a product in the store's assortment. */
async function orderableSize(store: string) {
  const products = await catalogProducts(store);
  const product = products.find((candidate) => candidate.variants.some((variant) => variant.orderable));
  if (!product) throw new Error('No orderable product');
  const skus = await fetch(`http://127.0.0.1:${E2E_GATEWAY_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-store': store },
    body: JSON.stringify({
      query: 'query E2eSkus($sku: ID!) { product(sku: $sku) { variants { sku orderable } } }',
      variables: { sku: product.sku },
    }),
  }).then(
    async (response) =>
      (await response.json()) as { data: { product: { variants: { sku: string; orderable: boolean }[] } } },
  );
  const variantSku = skus.data.product.variants.find((variant) => variant.orderable)?.sku ?? '';
  return { product, variantSku };
}

/** The value a Set-Cookie header gives the session cookie, if any. */
const sessionCookieOf = (setCookie: string | undefined) => /contextToken=([^;]+)/.exec(setCookie ?? '')?.[1];

test('a restore link copies the saved cart into the visitor’s own session, and the address loses the token', async ({
  page,
  request,
  visit,
}) => {
  const { product, variantSku } = await orderableSize('en');
  // A shopper cancelled a payment: the payment page's return address carries the link.
  const { link, session } = await cartRestoreLink('en', variantSku);
  expect(link).toMatch(/^cart\.[\w-]{43}$/);

  // The server opens it before the page: a visitor without a session gets a new one of their own (never the
  // shopper's), then a redirect to the address without the token.
  const answer = await storeGet(request, 'en', `/cart/?token=${link}&utm_source=mail`);
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/cart/?utm_source=mail');
  expect(answer.headers()['set-cookie']).toMatch(/contextToken=.*HttpOnly/i);
  const cookie = decodeURIComponent(sessionCookieOf(answer.headers()['set-cookie']) ?? '');
  expect(cookie).toMatch(/^[\w-]{43}$/);
  expect(cookie).not.toBe(session);

  const cart = new CartPage(page);
  await cart.open(visit, 'en', `?token=${link}`);
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.items).toContainText(product.name);
  const browserSession = (await page.context().cookies()).find((candidate) => candidate.name === 'contextToken');
  expect(browserSession?.value).toBeTruthy();
  expect(browserSession?.value).not.toBe(session);
  // No page script sees either token.
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain(link);
  expect(scriptCookies).not.toContain(session);

  // Opened again in the same browser (a second click on the mail's link), nothing doubles.
  await cart.open(visit, 'en', `?token=${link}`);
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.items).toContainText('Quantity: 1');
  expect((await page.context().cookies()).find((candidate) => candidate.name === 'contextToken')?.value).toBe(
    browserSession?.value,
  );
});

test('a session token in the address is dropped and never becomes the visitor’s session', async ({
  page,
  request,
  visit,
}) => {
  const { variantSku } = await orderableSize('en');
  const { session } = await cartRestoreLink('en', variantSku);

  const answer = await storeGet(request, 'en', `/cart/?token=${session}`);
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/cart/');
  expect(answer.headers()['set-cookie'] ?? '').not.toContain('contextToken');

  const cart = new CartPage(page);
  await cart.open(visit, 'en', `?token=${session}`);
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(cart.empty).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.value)).not.toContain(session);
});

test('an unknown token is dropped silently', async ({ request }) => {
  for (const token of ['not-a-real-token', `cart.${'A'.repeat(43)}`]) {
    const answer = await storeGet(request, 'en', `/?token=${token}`);
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/');
    expect(answer.headers()['set-cookie'] ?? '').not.toContain('contextToken');
  }
});
