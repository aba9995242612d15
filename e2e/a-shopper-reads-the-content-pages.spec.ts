import { expect, expectAccessible, storeGet, storeUrl, test } from './fixtures';
import { waitUntilHydrated } from './pages/hydration';

// Several pages per journey, each checked by axe-core.
test.describe.configure({ timeout: 120_000 });

test('a shopper reads the content pages: home, FAQ, customer service', async ({ page, visit }) => {
  // Home: the content page with its blocks; products priced in the store's currency; WebSite search action.
  const home = await visit(storeUrl('en'));
  expect(home?.status()).toBe(200);
  await expect(page.locator('[data-block-type="hero"]').first()).toBeVisible();
  await expect(page.locator('[data-block-type="products"]').getByText('£').first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"@type":"SearchAction"');
  await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toHaveCount(0);

  // FAQ: the search finds questions by their text.
  await visit(storeUrl('en', '/faq/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  // Typed once the search has hydrated (the blocks are a chunk of their own on content pages).
  const faqSearch = page.getByLabel('Search the frequently asked questions');
  await waitUntilHydrated(page, faqSearch);
  await faqSearch.fill('return');
  await expect(page.getByRole('button', { name: 'How long may I return items?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Can I change my order?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'How long may I return items?' }).click();
  await expect(page.getByText('You can return items within 14 days after purchase.')).toBeVisible();

  // Customer service: the chat link opens the in-page dialog (no chat vendor: it says how to reach us).
  await visit(storeUrl('en', '/customer-service/'));
  const contact = page.locator('[data-block-type="customer_service_contact"]');
  const chat = page.getByRole('dialog', { name: 'Chat with customer service' });
  const chatButton = contact.locator('[data-icon="chat"]').getByRole('button');
  await waitUntilHydrated(page, chatButton);
  await chatButton.click();
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
});

test('a shopper browses the look-book, opens a look, then follows a link that no longer exists', async ({
  page,
  visit,
}) => {
  // Look-book: 18 looks per load, "show more" adds the rest; a look shows its products.
  await page.goto(storeUrl('en', '/lookbook/'));
  await expectAccessible(page);
  const looks = page.getByRole('list', { name: 'Looks' }).getByRole('listitem');
  await expect(looks).toHaveCount(18);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(looks).toHaveCount(24);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
  await looks.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lookbook\/[^/]+\/?$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Shop the look' })).toBeVisible();

  // An unknown page: the 404 document with its blocks, status 404.
  const missing = await visit(storeUrl('en', '/this-page-does-not-exist/'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('[data-block-type]').first()).toBeVisible();
});

test('a shopper pages through the blog', async ({ page, visit }) => {
  await visit(storeUrl('en', '/blog/'));
  const posts = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
  await expect(posts).toHaveCount(5);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(posts).toHaveCount(7);
  await posts.first().getByRole('link').click();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'The journal' }),
  ).toBeVisible();
});

test('a shopper saves the cookie settings and sees the matching confirmation', async ({ page, visit }) => {
  await visit(storeUrl('en', '/cookie-settings/'));
  const form = page.locator('[data-block-type="cookie_settings"]');
  await expect(form.getByRole('radio', { name: 'Enabled (recommended)' })).toBeChecked();
  const save = form.getByRole('button', { name: 'Save settings' });
  await waitUntilHydrated(page, save);
  await form.getByRole('radio', { name: 'Disabled' }).check();
  await save.click();
  await expect(form.getByText('Necessary cookies only')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookie_settings')?.value).toBe('disabled');
  const events = await page.evaluate(() => (window as typeof window & { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(events).toContainEqual(expect.objectContaining({ event: 'cookiePreference', cookiePreference: 'disabled' }));

  // The choice is read back from the cookie, on the server too.
  await page.reload();
  await expect(form.getByRole('radio', { name: 'Disabled' })).toBeChecked();
});

test('every store answers its sitemap.xml and robots.txt', async ({ request }) => {
  const robots = await storeGet(request, 'de-de', '/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/de-de\.localhost:\d+\/sitemap\.xml$/m);

  const sitemap = await storeGet(request, 'de-de', '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  // The store list names its version in every store, as its head does (nine stores and x-default).
  const storeList = /<url><loc>[^<]+\/winkels\/<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
  expect(storeList.match(/<xhtml:link rel="alternate" hreflang="/g)).toHaveLength(10);
  expect(storeList).toMatch(/hreflang="x-default" href="http:\/\/localhost:\d+\/winkels\/"/);
  // The home page, content pages, categories and products, all at the store's own address.
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs.length).toBeGreaterThan(20);
  expect(locs.every((loc) => loc.startsWith('http://de-de.localhost:'))).toBe(true);
  expect(locs).toContainEqual(expect.stringMatching(/^http:\/\/de-de\.localhost:\d+\/$/));
  // The 404 document is noindex: never in the sitemap.
  expect(xml).not.toContain('/404');
});
