import { expect, storeUrl, test } from './fixtures';

test('a link that cannot be decoded or holds NUL is the not-found page, and the page works', async ({
  page,
  visit,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') asked.push(request.postData() ?? '');
  });
  for (const path of ['/%E0%A4%A', '/products/%00', '/%00']) {
    const response = await visit(storeUrl('en', path));
    expect(response?.status(), path).toBe(404);
    // The 404 document with its blocks, hydrated in place: the address stays the one the shopper followed.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('[data-block-type]').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  // The browser's router asked the gateway nothing about those paths either.
  expect(asked.join('\n')).not.toMatch(/\\u0000|%00|%E0%A4%A/i);
  // A client navigation from there works.
  await page.getByRole('banner').getByRole('link', { name: 'Shoes & Fashion' }).click();
  await expect(page).toHaveURL(storeUrl('en', '/'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
});
