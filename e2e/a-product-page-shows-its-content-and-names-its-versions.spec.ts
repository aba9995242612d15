import { expect, gatewayQuery, storeGet, storeUrl, test } from './fixtures';

/** A product of a segment, with its url in a store. */
async function productOf(segment: 'FOR_HER' | 'FOR_HIM', store: string): Promise<{ url: string; name: string }> {
  const { search } = await gatewayQuery<{ search: { products: { products: { url: string; name: string }[] } } }>(
    'query ($segment: Segment!) { search(input: { filters: { segment: $segment }, pageSize: 1 }) { products { products { url name } } } }',
    { segment },
    store,
  );
  const product = search.products.products[0];
  if (!product) throw new Error(`No ${segment} product in ${store}`);
  return product;
}

const hreflangsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1]);

for (const [store, deliveryTitle] of [
  ['fr-be', 'Livraison et retours'],
  ['de-de', 'Lieferung und Rückgabe'],
] as const) {
  test(`a product page in ${store} shows its selling points and the delivery and returns text`, async ({ page }) => {
    const product = await productOf('FOR_HER', store);
    await page.goto(storeUrl(store, `/${product.url}`), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const details = page.locator('details', { has: page.locator('summary', { hasText: deliveryTitle }) });
    await details.locator('summary').click();
    await expect(details.getByRole('listitem').first()).toBeVisible();
    const usps = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.locator('svg') })
      .first();
    await expect(usps.getByRole('listitem').first()).toBeVisible();
  });
}

test("a men's product page highlights for him in the header (en, nl-be)", async ({ page }) => {
  for (const [store, forHim] of [
    ['en', 'For him'],
    ['nl-be', 'Voor hem'],
  ] as const) {
    const product = await productOf('FOR_HIM', store);
    await page.goto(storeUrl(store, `/${product.url}`), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: forHim, exact: true }).first()).toHaveAttribute('aria-current', 'true');
  }
});

test('store pages and the store list name their nine store versions and x-default; the cart none', async ({
  request,
}) => {
  for (const [store, path] of [
    ['nl-be', '/winkels/'],
    ['de-de', '/winkels/amsterdam-kalverstraat-112/'],
    ['fr-be', '/products/'],
  ] as const) {
    const html = await (await storeGet(request, store, path)).text();
    expect(hreflangsOf(html), `${store}${path}`).toEqual([
      'nl-nl',
      'nl-be',
      'fr-be',
      'fr-fr',
      'de-de',
      'de-at',
      'de-lu',
      'fr-lu',
      'en',
      'x-default',
    ]);
    expect(html).toMatch(/<title>[^<]+ \| (Schoenen|Schuhe|Chaussures) &amp; Mode<\/title>/);
  }
  expect(hreflangsOf(await (await storeGet(request, 'nl-be', '/cart/')).text())).toEqual([]);
});
