import type { Locator, Page } from '@playwright/test';
import { catalogProducts, expect, expectAccessible, gatewayQuery, storeUrl, test } from './fixtures';

/**
 * The shop on a 390 × 844 phone, in each language: the header is one row with a logo that never
 * wraps, the cookie message is an overlay at the bottom that moves nothing, a listing's first row of products and a
 * product's name, price and size button are above the fold. Every page is checked with axe-core on the way.
 */
const PHONE = { width: 390, height: 844 };
const STORES = ['nl-nl', 'en', 'de-de', 'fr-be'] as const;
/** The logo's text (the shop's name) in each language: French is the longest. */
const SHOP_NAME = {
  'nl-nl': 'Schoenen & Mode',
  en: 'Shoes & Fashion',
  'de-de': 'Schuhe & Mode',
  'fr-be': 'Chaussures & Mode',
};

test.use({ viewport: PHONE });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Where `<main>` starts on the page (not in the window): the cookie message must not move it. */
const mainTop = (page: Page) =>
  page.evaluate(() => (document.getElementById('main')?.getBoundingClientRect().top ?? 0) + window.scrollY);

async function expectAboveTheFold(locator: Locator, what: string) {
  const { y, height } = await box(locator);
  expect(y, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what} ends above the fold (${PHONE.height} px)`).toBeLessThanOrEqual(PHONE.height);
}

for (const store of STORES) {
  test.describe(store, () => {
    test('the header is one row and the logo never wraps or is cut', async ({ page, visit }) => {
      await visit(storeUrl(store));
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: SHOP_NAME[store], exact: true });
      const bar = logo.locator('xpath=..');
      // One row: the bar is as high as its tallest button, not two rows of them.
      expect((await box(bar)).height).toBeLessThanOrEqual(64);
      const { lines, cut } = await logo.evaluate((element) => {
        const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || element.clientHeight;
        return {
          lines: Math.round(element.getBoundingClientRect().height / lineHeight),
          cut: element.scrollWidth > element.clientWidth,
        };
      });
      expect(lines, 'the logo is one line').toBeLessThanOrEqual(1);
      expect(cut, 'the logo is shown whole').toBe(false);
      // The logo and every button of the header share the row.
      const logoBox = await box(logo);
      const centre = logoBox.y + logoBox.height / 2;
      for (const control of await bar.locator(':scope > div a, :scope > div button').all()) {
        if (!(await control.isVisible())) continue;
        const { y, height } = await box(control);
        expect(Math.abs(y + height / 2 - centre), 'a header button on the logo’s row').toBeLessThan(8);
      }
      // Nothing sticks out of the window sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test('the cookie message is an overlay at the bottom that moves nothing', async ({ page, context, visit }) => {
      await visit(storeUrl(store));
      const message = page.getByRole('region', { name: 'Cookies' });
      await expect(message).toBeVisible();
      const { y, height } = await box(message);
      expect(Math.round(y + height), 'at the bottom of the window').toBe(PHONE.height);
      expect(height, 'it leaves most of the screen to the page').toBeLessThanOrEqual(PHONE.height / 3);
      const withMessage = await mainTop(page);
      // The same page without the message starts at the same height.
      const { hostname } = new URL(page.url());
      await context.addCookies([{ name: 'cookie_message', value: 'hide', domain: hostname, path: '/' }]);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
      expect(await mainTop(page)).toBe(withMessage);
    });

    test('a listing shows its first row of products above the fold', async ({ page, visit }) => {
      test.slow(); // axe on a whole listing
      await visit(storeUrl(store, '/products/'));
      const tiles = page.getByRole('main').getByRole('article');
      await expect(tiles.first()).toBeVisible();
      const first = await box(tiles.nth(0));
      const second = await box(tiles.nth(1));
      expect(second.y, 'two tiles on the first row').toBe(first.y);
      await expectAboveTheFold(tiles.nth(0), 'the first tile');
      await expectAboveTheFold(tiles.nth(1), 'the second tile');
    });

    test('a product page shows the name, the price and the size button above the fold', async ({ page, visit }) => {
      const product = (await catalogProducts(store)).find((candidate) => candidate.variants.length > 3);
      if (!product) throw new Error('The demo data has no product with sizes');
      const { product: details } = await gatewayQuery<{ product: { price: { formatted: string } } }>(
        'query E2ePrice($sku: ID!) { product(sku: $sku) { price { formatted } } }',
        { sku: product.sku },
        store,
      );
      await visit(storeUrl(store, `/${product.url}/`));
      const main = page.getByRole('main');
      await expectAboveTheFold(main.getByRole('heading', { level: 1, name: product.name }), 'the name');
      await expectAboveTheFold(main.getByText(details.price.formatted).first(), 'the price');
      // The size chooser comes before the size chart (both name a size).
      const sizeButton = main.locator('button[aria-haspopup="dialog"]').first();
      await expect(sizeButton).toHaveText(/Größe|taille|maat|size/i);
      await expectAboveTheFold(sizeButton, 'the size button');
      await expectAccessible(page);
    });
  });
}
