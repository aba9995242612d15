import type { Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';

/**
 * The header's scroll numbers as the shopper sees them (spec storefront §2, §9; the rule is `nextHeaderState` in
 * @shop/domain): stuck to the top of the window after 50 px, gone while scrolling down beyond 250 px, back on scrolling
 * up. On a first visit (the cookie message shown), on a phone and on a desktop screen: it hid at ~400 px while the
 * cookie message sat above it in the page.
 */
const SCREENS = [
  { store: 'de-de', viewport: { width: 390, height: 844 } },
  { store: 'fr-be', viewport: { width: 390, height: 844 } },
  { store: 'en', viewport: { width: 1280, height: 800 } },
] as const;

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

for (const { store, viewport } of SCREENS) {
  test(`${store} at ${viewport.width} px: the header sticks from 50 px and hides scrolling down beyond 250 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(storeUrl(store, '/products/'), { waitUntil: 'domcontentloaded' });
    const header = page.getByRole('banner');
    const headerTop = async () => (await header.boundingBox())?.y ?? Number.NaN;
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    // Scrolled after hydration (the router's scroll restoration would undo an earlier scroll).
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    await scrollTo(page, 60);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await scrollTo(page, 240);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
    await expect.poll(headerTop, 'stuck to the top at 240 px').toBe(0);

    await scrollTo(page, 300);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header, 'gone at 300 px, scrolling down').not.toBeInViewport();

    await scrollTo(page, 280);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
    await expect.poll(headerTop, 'back at the top on scrolling up').toBe(0);
    await context.close();
  });
}
