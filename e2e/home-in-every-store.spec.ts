import { expect, test } from './fixtures';
import { E2E_STOREFRONT_PORT } from './ports';

/** The nine stores, as a shopper reaches them: the Dutch shop on the plain host, the others on their own host. */
const STORES = [
  { code: 'nl-nl', host: 'localhost', lang: 'nl', currency: '€' },
  { code: 'nl-be', host: 'nl-be.localhost', lang: 'nl', currency: '€' },
  { code: 'fr-be', host: 'fr-be.localhost', lang: 'fr', currency: '€' },
  { code: 'fr-fr', host: 'fr-fr.localhost', lang: 'fr', currency: '€' },
  { code: 'de-de', host: 'de-de.localhost', lang: 'de', currency: '€' },
  { code: 'de-at', host: 'de-at.localhost', lang: 'de', currency: '€' },
  { code: 'de-lu', host: 'de-lu.localhost', lang: 'de', currency: '€' },
  { code: 'fr-lu', host: 'fr-lu.localhost', lang: 'fr', currency: '€' },
  { code: 'en', host: 'en.localhost', lang: 'en', currency: '£' },
];

for (const store of STORES) {
  test(`a shopper opens the ${store.code} home page in the store's language`, async ({ page, visit }) => {
    const response = await visit(`http://${store.host}:${E2E_STOREFRONT_PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
    // Products come from the gateway, priced in the store's currency.
    await expect(page.getByText(store.currency).first()).toBeVisible();
  });
}

test('the first HTML is the whole page: products are there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`http://en.localhost:${E2E_STOREFRONT_PORT}/`);
  expect(response?.status()).toBe(200);
  // The home page is a content page: its products blocks are in the first HTML.
  await expect(page.locator('main [data-block-type="products"] li').first()).toContainText('£');
  await context.close();
});

test('a keyboard user can skip straight to the content', async ({ page, visit }) => {
  await visit('/');
  await page.keyboard.press('Tab');
  const skipLink = page.locator(':focus');
  await expect(skipLink).toHaveAttribute('href', '#main');
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('an unknown page answers 404 with a translated message', async ({ page, visit }) => {
  const response = await visit(`http://de-de.localhost:${E2E_STOREFRONT_PORT}/gibt-es-nicht`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The 404 content document of the store's language, with its blocks.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByText('Die gesuchte Seite existiert nicht (mehr).')).toBeVisible();
});
