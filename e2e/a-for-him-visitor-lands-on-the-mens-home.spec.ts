import type { APIRequestContext } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { E2E_STOREFRONT_PORT } from './ports';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A request to the Dutch store with cookies, without following redirects (as `storeGet` in fixtures.ts). */
function get(request: APIRequestContext, path: string, cookie?: string) {
  const url = new URL(storeUrl('nl-nl', path));
  const host = url.host;
  url.hostname = '127.0.0.1';
  return request.get(url.toString(), { headers: { host, ...(cookie ? { cookie } : {}) }, maxRedirects: 0 });
}

test("a for-him visitor opening the home page lands on the men's home (302 on the server)", async ({
  page,
  request,
  context,
}) => {
  const direct = await get(request, '/', 'segment=for-him');
  expect(direct.status()).toBe(302);
  expect(direct.headers().location).toBe('/heren-home/');

  const lookbook = await get(request, '/lookbook/?utm_source=mail', 'content_audience=5');
  expect(lookbook.status()).toBe(302);
  expect(lookbook.headers().location).toBe('/lookbook-for-him/?utm_source=mail');

  // A for-her visitor stays on the home page.
  expect((await get(request, '/')).status()).toBe(200);

  await context.addCookies([{ name: 'segment', value: 'for-him', domain: 'localhost', path: '/' }]);
  await page.goto(storeUrl('nl-nl'));
  await expect(page).toHaveURL(`http://localhost:${E2E_STOREFRONT_PORT}/heren-home/`);
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Voor hem' }),
  ).toHaveAttribute('aria-current', /^(true|page)$/);
});

test('entering a section sets the segment cookie for a year', async ({ page, context, visit }) => {
  await visit(storeUrl('nl-nl', '/heren/schoenen'));
  const segment = (await context.cookies()).find((cookie) => cookie.name === 'segment');
  expect(segment?.value).toBe('for-him');
  const lifetime = (segment?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
  expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS + 1);
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Voor hem' }),
  ).toHaveAttribute('aria-current', /^(true|page)$/);

  // The for-her tab leads into the women's section, which sets the cookie back: the home page no longer redirects.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Voor haar' }).click();
  await expect(page).toHaveURL(/\/dames\/$/);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'segment')?.value)
    .toBe('for-her');
  await page.goto(storeUrl('nl-nl'));
  await expect(page).toHaveURL(`http://localhost:${E2E_STOREFRONT_PORT}/`);
});
