import { catalogProducts, expect, expectAccessible, storeUrl, test } from './fixtures';
import { waitUntilHydrated } from './pages/hydration';

test('a guest keeps a wishlist: hearts on a listing and a product page, the header count, the wishlist page', async ({
  page,
  visit,
}) => {
  const [fromListing, fromPage] = await catalogProducts('en');
  expect(fromPage, 'the demo data has two products').toBeTruthy();
  if (!fromListing || !fromPage) return;
  const wishlistLink = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

  // A tile's heart on the listing: a toggle button, empty until pressed; the header counts it.
  await visit(storeUrl('en', `/search/?q=${encodeURIComponent(fromListing.name)}`));
  const tile = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: fromListing.name, exact: true }) })
    .first();
  const tileHeart = tile.getByRole('button', { name: `Wishlist: ${fromListing.name}` });
  await expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
  await waitUntilHydrated(page, tileHeart);
  await tileHeart.click();
  await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
  await expect(wishlistLink).toHaveAttribute('href', '/wishlist/');
  await expectAccessible(page);

  // The product page's heart; the listing's product stays on the list across the navigation.
  await visit(storeUrl('en', `/${fromPage.url}`));
  const pageHeart = page
    .getByRole('main')
    .getByRole('button', { name: `Wishlist: ${fromPage.name}` })
    .first();
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
  await waitUntilHydrated(page, pageHeart);
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 2 items');
  await expectAccessible(page);

  // The data layer heard both additions (spec §7), with the product's name and quantity 1.
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'addToWishlist',
    ),
  );
  expect(events.length).toBeGreaterThanOrEqual(1);
  expect(JSON.stringify(events)).toContain(fromPage.name);

  // /wishlist/ lists both, newest first.
  await wishlistLink.click();
  await expect(page).toHaveURL(/\/wishlist\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Products on your wishlist' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([fromPage.name, fromListing.name]);
  await page.screenshot({ path: test.info().outputPath('wishlist-page.png') });
  await expectAccessible(page);

  // Remove one: it leaves the page and the count, and the page says so.
  await page.getByRole('button', { name: `Remove ${fromPage.name} from your wishlist` }).click();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([fromListing.name]);
  await expect(page.getByRole('status').filter({ hasText: 'removed from your wishlist' })).toContainText(fromPage.name);
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
  await expectAccessible(page);

  // A reload keeps the list (it lives in the browser).
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('list', { name: 'Products on your wishlist' }).getByRole('heading', { level: 2 }),
  ).toHaveText([fromListing.name]);
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
  await expectAccessible(page);

  // Emptied with the tile's own heart: the empty state offers a way to shop.
  await page
    .getByRole('main')
    .getByRole('button', { name: `Wishlist: ${fromListing.name}` })
    .click();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 0 items');
  await expectAccessible(page);
});

test('stored wishlist data that is not a list reads as an empty wishlist', async ({ page, visit }) => {
  await visit(storeUrl('en', '/wishlist/'));
  await page.evaluate(() => {
    localStorage.setItem('shop.wishlist', '{"not":"a list"');
    localStorage.setItem('shop.lookbook-wishlist', '42');
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
