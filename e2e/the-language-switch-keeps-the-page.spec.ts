import type { Page } from '@playwright/test';
import { expect, gatewayQuery, storeUrl, test } from './fixtures';

interface TreeCategory {
  id: string;
  name: string;
  url: string;
  children: TreeCategory[];
}

/** A category of the women's tree in a store, by id (the same id in every store, its url in the store's language). */
async function womensCategory(store: string, id: string): Promise<TreeCategory> {
  const { categoryTree } = await gatewayQuery<{ categoryTree: TreeCategory[] }>(
    '{ categoryTree(segment: FOR_HER) { id name url children { id name url children { id name url } } } }',
    {},
    store,
  );
  const all = (categories: TreeCategory[]): TreeCategory[] =>
    categories.flatMap((category) => [category, ...all(category.children ?? [])]);
  const found = all(categoryTree).find((category) => category.id === id);
  if (!found) throw new Error(`No category ${id} in ${store}`);
  return found;
}

/** Opens the footer's language and store switch and follows the link to a store. */
async function switchTo(page: Page, switchLabel: string, storeName: string) {
  const storeSwitch = page.getByRole('contentinfo').getByRole('navigation', { name: switchLabel });
  await storeSwitch.locator('summary').click();
  await storeSwitch.getByRole('link', { name: storeName }).click();
}

test('in Belgium the language switch keeps the category page: nl ↔ fr', async ({ page, visit }) => {
  const [dutch, french] = await Promise.all([
    womensCategory('nl-be', 'women-shoes'),
    womensCategory('fr-be', 'women-shoes'),
  ]);
  await visit(storeUrl('nl-be', `/${dutch.url}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dutch.name);

  await switchTo(page, 'Taal en land', 'Belgique (français)');
  await expect(page).toHaveURL(storeUrl('fr-be', `/${french.url}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.name);
  await visit(page.url());

  await switchTo(page, 'Langue et pays', 'België (Nederlands)');
  await expect(page).toHaveURL(storeUrl('nl-be', `/${dutch.url}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dutch.name);
});

test('in Belgium the language switch keeps the content page: nl ↔ fr', async ({ page, visit }) => {
  await visit(storeUrl('nl-be', '/klantenservice/'));
  const storeSwitch = page.getByRole('contentinfo').getByRole('navigation', { name: 'Taal en land' });
  // Shown with more than one store, the current one marked and linking to the page itself.
  await storeSwitch.locator('summary').click();
  const current = storeSwitch.getByRole('link', { name: 'België (Nederlands)' });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toHaveAttribute('href', storeUrl('nl-be', '/klantenservice/'));
  await storeSwitch.locator('summary').click();

  await switchTo(page, 'Taal en land', 'Belgique (français)');
  await expect(page).toHaveURL(storeUrl('fr-be', '/service-client/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await visit(page.url());

  await switchTo(page, 'Langue et pays', 'België (Nederlands)');
  await expect(page).toHaveURL(storeUrl('nl-be', '/klantenservice/'));
});
