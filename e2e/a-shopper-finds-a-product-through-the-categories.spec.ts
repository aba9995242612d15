import { expect, storeUrl, test } from './fixtures';

test('a shopper goes from the home page to a category and on to a product', async ({ page, visit }) => {
  await visit(storeUrl('en'));
  // The home page is a content page: its category slider links to the categories.
  const categories = page.locator('[data-block-type="category_slider"]');
  const category = categories.getByRole('link').first();
  const categoryPath = (await category.getAttribute('href')) ?? '';
  await category.click();
  // The listing has replaced the home page (its heading is read next).
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === categoryPath.replace(/\/$/, ''));
  await expect(page.getByRole('status').filter({ hasText: /\d+ products?/ })).toBeVisible();
  const categoryName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(categoryName).not.toBe('');

  // A listing page passes axe too, once the browser has taken over.
  await visit(page.url());
  const grid = page.getByRole('list', { name: 'Products' });
  const firstTile = grid.getByRole('listitem').first();
  const productName = (await firstTile.getByRole('heading').textContent())?.trim() ?? '';
  await firstTile.getByRole('link', { name: productName }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(categoryName);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
  expect(structured).toEqual(['Product', 'BreadcrumbList']);
  await visit(page.url());
});

test('a shopper filters and sorts a listing, and the URL keeps it', async ({ page, visit }) => {
  await visit(storeUrl('en', '/products/'));
  const count = page.getByRole('status').first();
  const before = await count.textContent();

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);

  const brands = page.getByRole('group', { name: 'Brand' });
  await brands.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(count).not.toHaveText(before ?? '');
  const filtered = await count.textContent();

  // A reload shows the same listing: the state is in the URL.
  await visit(page.url());
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByRole('status').first()).toHaveText(filtered ?? '');
  await expect(brands.getByRole('checkbox').first()).toBeChecked();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/brand=/);
});

test('"show more" appends the next page, and a reload shows the same products', async ({ page, visit }) => {
  await visit(storeUrl('en', '/products/'));
  const tiles = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const firstPage = await tiles.count();
  const more = page.getByRole('link', { name: 'Show more' });
  // The demo assortment has more than one page of products.
  await expect(more).toBeVisible();
  await more.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // The first navigation of a fresh browser loads the client's own data code and asks a cold gateway: give it time.
  await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBeGreaterThan(firstPage);
  const shown = await tiles.count();
  // Focus moves to the first of the new products.
  await expect(tiles.nth(firstPage).getByRole('link').first()).toBeFocused();

  await page.reload();
  await expect(tiles).toHaveCount(shown);
});
