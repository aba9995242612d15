import type { Page } from '@playwright/test';
import { type CatalogProduct, catalogProducts, expect, storeUrl, test } from '../fixtures';
import { waitUntilHydrated } from '../pages/hydration';
import { literal } from '../pages/text';
import { RECORDED_STORE_API } from './ports';

/** What the journey reads and presses, in the store's language. */
const WORDS = {
  en: {
    chooseSize: 'Select your size',
    addToCart: 'Add to cart',
    added: 'The item has been added to your shopping cart',
    viewCart: 'View shopping cart',
    cart: /Shopping cart/,
    items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
    oneMore: (name: string) => `One more of ${name}`,
  },
  'nl-nl': {
    chooseSize: 'Selecteer je maat',
    addToCart: 'In winkelwagen',
    added: 'Het artikel is aan je winkelwagen toegevoegd',
    viewCart: 'Bekijk winkelwagen',
    cart: /Winkelwagen/,
    items: (count: number) => (count === 1 ? '1 artikel' : `${count} artikelen`),
    oneMore: (name: string) => `Eén meer van ${name}`,
  },
} as const;

const withSizes = (product: CatalogProduct) =>
  product.variants.length > 1 && product.variants.some((variant) => variant.orderable);

/** A guest adds a size of a product with sizes on its page: the product, and the header's cart link. */
async function addASize(page: Page, store: keyof typeof WORDS) {
  const words = WORDS[store];
  const product = (await catalogProducts(store)).find(withSizes);
  if (!product) throw new Error('the demo data has no product with sizes');
  const size = product.variants.find((variant) => variant.orderable)!.size;
  const miniCart = page.getByRole('banner').getByRole('link', { name: words.cart });
  await page.goto(storeUrl(store, `/${product.url}`), { waitUntil: 'domcontentloaded' });
  const add = page.getByRole('button', { name: words.addToCart, exact: true });
  await waitUntilHydrated(page, add);
  await add.click();
  const sizes = page.getByRole('dialog', { name: words.chooseSize });
  await sizes.getByRole('button', { name: new RegExp(`^${literal(size)}\\b`) }).click();
  const added = page.getByRole('dialog', { name: words.added });
  await expect(added).toContainText(product.name);
  await expect(miniCart).toContainText(words.items(1));
  return { product, miniCart, added };
}

/**
 * A guest on COMMERCE=shopware, in two stores: the catalogue is the shop's own, the cart Shopware's (the recorded
 * Store API's cart journey, scripts/recorded-store-api.mjs). The Shopware adapter covers contexts, carts and method
 * offers so far: the journey goes as far as that.
 */
for (const store of ['nl-nl', 'en'] as const) {
  test(`a guest browses and fills the cart on Shopware in ${store}`, async ({ page }) => {
    const words = WORDS[store];
    // The product page: add a size; Shopware's cart answers, and the header counts the unit.
    const { product, miniCart, added } = await addASize(page, store);

    // The cart page: the line from Shopware, one more of it.
    await added.getByRole('link', { name: words.viewCart }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    const oneMore = page.getByRole('button', { name: words.oneMore(product.name) });
    await waitUntilHydrated(page, oneMore);
    await oneMore.click();
    await expect(miniCart).toContainText(words.items(2));

    // The recorded Store API saw only recorded exchanges, and this shopper's cart went through its writes.
    const played = (await (await fetch(`${RECORDED_STORE_API}/__player`)).json()) as {
      plays: { scenario: string; writesPlayed: number }[];
      problems: string[];
    };
    expect(played.problems).toEqual([]);
    expect(played.plays.some((play) => play.scenario === store && play.writesPlayed >= 2)).toBe(true);

    // NEXT SESSION (the adapter's checkout, branch swcheckout; accounts and the session store, swaccounts): go to the
    // checkout, enter the contact and the addresses, choose shipping and payment, place the order, pay through
    // handle-payment (finish and error URLs) and see the finish page; then record those exchanges in
    // packages/commerce/test/shopware/journeys/ and extend this journey (see docs/shopware.md, "Journeys").
  });
}

// Last: Shopware down opens the gateway's circuit breaker for 30 s.
test('while Shopware is down, the header shows no cart and the cart page says why', async ({ page }) => {
  const { miniCart } = await addASize(page, 'en');
  const outage = (value: 'down' | null) =>
    fetch(`${RECORDED_STORE_API}/__player/outage`, { method: 'POST', body: JSON.stringify({ outage: value }) });
  await outage('down');
  try {
    await page.goto(storeUrl('en', '/cart/'), { waitUntil: 'domcontentloaded' });
    const message = 'Your shopping cart cannot be shown right now: our shop system cannot be reached.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(miniCart).not.toContainText(WORDS.en.items(1));
  } finally {
    await outage(null);
  }
});
