import { expect, expectAccessible, storeUrl, test } from './fixtures';

test('a shopper opens the accessibility settings from the footer and the choice stays for the next pages', async ({
  page,
  visit,
}) => {
  await visit(storeUrl('nl-nl', '/klantenservice/'));
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Toegankelijkheid' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Toegankelijkheid' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Grotere tekst' }).check();
  await dialog.getByRole('checkbox', { name: 'Links onderstrepen' }).check();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-text-size', 'larger');
  await expect(html).toHaveAttribute('data-links', 'underline');
  // The root font grows by a quarter.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The next page has the settings from its first paint: the head's inline script applies them, no module needed.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(storeUrl('nl-nl', '/faq/'), { waitUntil: 'domcontentloaded' });
  await expect(html).toHaveAttribute('data-text-size', 'larger');
  await expect(html).toHaveAttribute('data-links', 'underline');
  await page.unroute('**/assets/**/*.js');
  await visit(storeUrl('nl-nl', '/faq/'));
  await expect(html).toHaveAttribute('data-text-size', 'larger');
});
