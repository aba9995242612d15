import { expect, storeGet, storeUrl, test } from './fixtures';

test('searching for "sale" goes straight to the sale category', async ({ page, visit }) => {
  const response = await visit(storeUrl('nl-nl', '/search/?q=sale'));
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).not.toMatch(/^\/(search|zoeken)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const saleCategory = new URL(page.url()).pathname;

  // The overlay does the same on Enter.
  await visit(storeUrl('nl-nl'));
  await page.getByRole('button', { name: 'Zoeken' }).first().click();
  const box = page.getByRole('combobox');
  await box.pressSequentially('sale');
  await expect(page.getByRole('listbox').getByRole('option').first())
    .toBeVisible({ timeout: 3000 })
    .catch(() => {});
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${saleCategory}$`));
});

test('the sale words of each store lead to its sale category', async ({ request }) => {
  for (const [store, word] of [
    ['de-de', 'rabatt'],
    ['fr-fr', 'promotion'],
    ['nl-be', 'actie'],
  ] as const) {
    const response = await storeGet(request, store, `/search/?q=${word}`);
    expect(response.status(), `${store} ${word}`).toBe(302);
  }
});
