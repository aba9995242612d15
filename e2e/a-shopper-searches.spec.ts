import { expect, expectAccessible, storeUrl, test } from './fixtures';

test('a shopper searches from the header: typing, results, keyboard', async ({ page, visit }) => {
  await visit(storeUrl('en'));
  const trigger = page.getByRole('button', { name: 'Search' }).first();
  await trigger.click();

  const box = page.getByRole('combobox', { name: 'Search products, brands and pages' });
  await expect(box).toBeFocused();

  // Up to 3 characters nothing is searched.
  await box.pressSequentially('SNE');
  await expect(box).toHaveValue('sne');
  await expect(page.getByText('Type at least 4 characters to search.')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);

  // Lowercased as typed; results after the debounce.
  await box.pressSequentially('AKER');
  await expect(box).toHaveValue('sneaker');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await listbox.getByRole('group', { name: 'Products' }).getByRole('option').count()).toBeLessThanOrEqual(3);
  await expectAccessible(page);

  // Arrow keys move through the options; Escape closes the list, then the overlay.
  await box.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(trigger).toBeFocused();

  // Opened again, the text is reset; Enter on an option opens it.
  await trigger.click();
  await expect(box).toHaveValue('');
  await box.pressSequentially('sneaker');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/');

  // The search is remembered, and offered the next time.
  await trigger.click();
  await expect(
    page.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'sneaker' }),
  ).toBeVisible();
});

test('the page behind the search overlay does not scroll, and keeps its place', async ({ page, visit }) => {
  await visit(storeUrl('en'));
  await page.evaluate(() => window.scrollTo(0, 200));
  // A click that does not scroll the button into view first (as a sticky header will keep it in view).
  await page.getByRole('button', { name: 'Search' }).first().dispatchEvent('click');
  const box = page.getByRole('combobox');
  await expect(box).toBeFocused();
  expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
  await page.mouse.wheel(0, 500);
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect.poll(() => page.evaluate(() => [document.body.style.position, window.scrollY])).toEqual(['', 200]);
});

test('a shopper searches with Enter and gets the search page with facets and sorts', async ({ page, visit }) => {
  await visit(storeUrl('en'));
  await page.getByRole('button', { name: 'Search' }).first().click();
  const box = page.getByRole('combobox');
  await box.fill('sneaker');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/?\?q=sneaker/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “sneaker”');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await visit(page.url());

  // The Dutch route name serves the same page.
  const response = await visit(storeUrl('nl-nl', '/zoeken/?q=sneaker'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sneaker');
});
