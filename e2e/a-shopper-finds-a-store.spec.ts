import { expect, expectAccessible, gatewayQuery, storeUrl, test } from './fixtures';

interface StoreExceptions {
  storeLocation: { openingDayExceptions: { dateFormatted: string; reason: string }[] };
}

test('a shopper finds the nearest store by postcode and reads its hours and an exception', async ({ page, visit }) => {
  await visit(storeUrl('en', '/winkels/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  // Favourite stores are for customers: a guest is told to log in.
  await expect(page.getByText(/Favourite stores are for customers/)).toBeVisible();

  // Search a postcode: nearest first (the GET form works before and after hydration).
  const form = page.getByRole('form', { name: 'Find a store' });
  await form.getByLabel('Postcode or city').fill('1012 AB');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/winkels\/\?near=1012(\+|%20)AB$/);
  await expect(page.getByText(/stores, nearest to Amsterdam first$/)).toBeVisible();
  const stores = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
  await expect(stores.first()).toContainText('Kalverstraat 112, 1012 PK Amsterdam');
  await expect(stores.nth(1)).toContainText('Beethovenstraat 34');
  await expect(stores.first()).toContainText(/Distance: \d+ m/);
  await expect(stores.first()).toContainText(/Today: /);
  await expectAccessible(page);

  // An unknown place is said at the field.
  await form.getByLabel('Postcode or city').fill('Atlantis');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('We could not find "Atlantis". Try a postcode or a city name.')).toBeVisible();
  await expect(form.getByLabel('Postcode or city')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Open the nearest store: its address, position, week and the exceptions of the coming weeks.
  await visit(storeUrl('en', '/winkels/?near=1012%20AB'));
  await stores
    .first()
    .getByRole('link', { name: /^Amsterdam/ })
    .click();
  await expect(page).toHaveURL(/\/winkels\/amsterdam-kalverstraat-112\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amsterdam' })).toBeVisible();
  await expect(page).toHaveTitle(/^Amsterdam, Kalverstraat 112 \| Stores/);
  await expect(page.getByText('Position: 52.3689, 4.8913')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on the map (OpenStreetMap)' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=52\.3689&mlon=4\.8913/,
  );
  const week = page.getByRole('table', { name: 'Opening hours per weekday' }).getByRole('row');
  await expect(week).toHaveCount(7);
  await expect(week.nth(3)).toHaveText(/Thursday\s*10:00–21:00/);
  await expect(week.nth(6)).toHaveText(/Sunday\s*12:00–18:00/);
  // Which exceptions come depends on today's date: the gateway says which; the page must show the first.
  const { storeLocation } = await gatewayQuery<StoreExceptions>(
    '{ storeLocation(reference: "amsterdam-kalverstraat-112") { openingDayExceptions { dateFormatted reason } } }',
  );
  const [exception] = storeLocation.openingDayExceptions;
  expect(exception, 'the demo stores have exceptions in the coming weeks').toBeTruthy();
  const exceptions = page.getByRole('region', { name: 'Special opening hours' }).getByRole('listitem');
  await expect(exceptions.first()).toContainText(`${exception!.dateFormatted} ${exception!.reason}:`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"ShoeStore"');
  await page.screenshot({ path: test.info().outputPath('store-page.png') });
  await expectAccessible(page);

  // In the Dutch store the same store speaks Dutch.
  await visit(storeUrl('nl-nl', '/winkels/amsterdam-kalverstraat-112/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Afwijkende openingstijden' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Openingstijden per weekdag' }).getByRole('row').first()).toHaveText(
    /maandag\s*11:00–18:00/,
  );

  // An unknown store is the 404 page.
  const missing = await page.goto(storeUrl('en', '/winkels/atlantis/'));
  expect(missing?.status()).toBe(404);
});
