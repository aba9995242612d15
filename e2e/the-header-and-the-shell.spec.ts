import { expect, storeUrl, test } from './fixtures';

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header sticks after 50 px, hides scrolling down beyond 250 px and comes back scrolling up', async ({
    page,
    visit,
  }) => {
    test.slow(); // axe on a whole listing takes its time on a busy machine
    // A long page: a listing.
    await visit(storeUrl('en', '/products/'));
    const header = page.getByRole('banner');
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect(header).not.toHaveAttribute('data-sticky', 'true');

    await scrollTo(120);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).not.toHaveAttribute('data-hidden', 'true');

    await scrollTo(800);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();

    await scrollTo(600);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
    await expect(header).toBeInViewport();

    await scrollTo(0);
    await expect(header).not.toHaveAttribute('data-sticky', 'true');
  });
});

test('the default layout is in the first HTML: usps, promotions, navigation, footer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(storeUrl('nl-be'));
  await expect(page.getByRole('region', { name: 'Waarom bij ons shoppen' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').first()).toBeAttached();
  const service = page.getByRole('banner').getByRole('navigation', { name: 'Service' });
  await expect(service.getByRole('link', { name: 'Klantenservice' })).toHaveAttribute('href', '/klantenservice/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Taal en land' })).toBeAttached();
  await expect(footer.getByRole('img', { name: /8,6/ })).toBeAttached();
  await expect(footer.getByRole('list', { name: 'Betaalmethoden' })).toContainText('Bancontact');
  await context.close();
});

test('German stores show the trusted-shop badge instead of the review score', async ({ page, visit }) => {
  await visit(storeUrl('de-de'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Trusted Shops' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(footer.getByText('Unsere Bewertungen lesen')).toHaveCount(0);
});

test('the empty layout shows the page without header, navigation or footer', async ({ page, visit }) => {
  const response = await visit(storeUrl('en', '/empty-layout/'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empty layout');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('?debugmode=true switches debug mode on for the visit, ?debugmode=false off', async ({ page, visit }) => {
  const debugMode = () => page.evaluate(() => sessionStorage.getItem('debug-mode'));
  await visit(storeUrl('en', '/empty-layout/?debugmode=true'));
  await expect.poll(debugMode).toBe('true');
  await page.goto(storeUrl('en', '/empty-layout/'));
  await expect.poll(debugMode).toBe('true');
  await page.goto(storeUrl('en', '/empty-layout/?debugmode=false'));
  await expect.poll(debugMode).toBeNull();
});

test('a slow page shows the progress bar while it loads', async ({ page, visit }) => {
  await visit(storeUrl('en'));
  // The browser's navigations load their data through /graphql: hold it back for a moment.
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For him' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  // The page asks the gateway more than once, each held back: the bar goes once the page is shown.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/men-home\/$/);
});

test('the shopper is told when the connection drops and when it is back', async ({ page, context, visit }) => {
  await visit(storeUrl('en', '/empty-layout/'));
  await context.setOffline(true);
  await expect(page.getByRole('status')).toContainText('You are offline');
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('You are back online.');
});
