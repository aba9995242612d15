import { expect, expectAccessible, gatewayQuery, storeGet, storeUrl, test } from './fixtures';

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

for (const [store, uspsName, deliveryTitle] of [
  ['fr-be', 'Nos engagements', 'Livraison et retours'],
  ['de-de', 'Unsere Versprechen', 'Lieferung und Rückgabe'],
] as const) {
  test(`a product page in ${store} shows its selling points and the delivery and returns text`, async ({
    page,
    visit,
  }) => {
    const product = await productOf('FOR_HER', store);
    await visit(storeUrl(store, `/${product.url}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const usps = page.getByRole('main').getByRole('list', { name: uspsName });
    expect(await usps.getByRole('listitem').count()).toBeGreaterThan(1);
    const details = page.locator('details', { has: page.locator('summary', { hasText: deliveryTitle }) });
    await details.locator('summary').click();
    await expect(details.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
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

test('content pages and app pages share one title pattern: the page, then the shop name of the store language', async ({
  request,
}) => {
  const titleOf = async (store: string, path: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await storeGet(request, store, path)).text())?.[1];
  // A content page with its own meta title (editors end it with the shop's name): the name once, not "| Shop".
  expect(await titleOf('nl-be', '/klantenservice/')).toBe('Klantenservice | Schoenen &amp; Mode');
  expect(await titleOf('fr-be', '/service-client/')).toBe('Service client | Chaussures &amp; Mode');
  expect(await titleOf('de-de', '/cart/')).toMatch(/^[^|]+ \| Schuhe &amp; Mode$/);
  expect(await titleOf('fr-be', '/products/')).toMatch(/^[^|]+ \| Chaussures &amp; Mode$/);
});

test('the sitemap lists each store page with its versions in every store', async ({ request }) => {
  const xml = await (await storeGet(request, 'fr-be', '/sitemap.xml')).text();
  const storePage = /<url><loc>[^<]+\/winkels\/amsterdam-kalverstraat-112\/<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
  expect(storePage.match(/hreflang="/g)).toHaveLength(10);
  expect(storePage).toMatch(
    /hreflang="de-at" href="http:\/\/de-at\.localhost:\d+\/winkels\/amsterdam-kalverstraat-112\/"/,
  );
});

test('a product page shows the looks the product appears in, below the product (nl-be, de-de)', async ({
  page,
  visit,
}) => {
  for (const [store, lookbook, heading] of [
    ['nl-be', 'lookbook', 'Shop the look'],
    ['de-de', 'lookbook', 'Shop the Look'],
  ] as const) {
    const { looks } = await gatewayQuery<{
      looks: { nodes: { path: string; label: string; products: { url: string }[] }[] };
    }>(`{ looks(parentPageUid: "${lookbook}", first: 1) { nodes { path label products { url } } } }`, {}, store);
    const look = looks.nodes[0]!;
    await visit(storeUrl(store, `/${look.products[0]!.url}`));
    // Not part of the first load: the looks come when their place nears the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const section = page.getByRole('region', { name: heading });
    await expect(section.getByRole('link', { name: look.label })).toHaveAttribute('href', look.path);
    await expectAccessible(page);
  }
});
