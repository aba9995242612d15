import { cartRestoreLink, confirmationPath, expect, expectAccessible, gatewayQuery, storeUrl, test } from './fixtures';
import { ConfirmationPage, LoginPage, RegistrationPage } from './pages/account';
import { CartPage } from './pages/cart';
import { E2E_GATEWAY_PORT } from './ports';

/**
 * The in-store journey (spec storefront §2, §4; commerce §3): store staff open a session for the Utrecht store
 * with the staff endpoint → the tablet opens the shop with `?instore={id}` → the location badge shows and the in-store
 * cookies carry the branch → a customer registers on the tablet (tabletop registration: the insertion joins the last
 * name), confirms the address from the mail on their phone and logs in on the tablet → staff close the session → the tablet logs out by itself: back home, badge gone,
 * logged out, the in-store values cleared. axe-core checks every page on the way.
 */

const STORE = 'en';
/** The key playwright.config.ts gives the gateway (INSTORE_STAFF_KEY). */
const STAFF_KEY = process.env.E2E_INSTORE_STAFF_KEY ?? 'e2e-instore-staff-key-0123456789';
const STAFF_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}/instore/v1`;
const PASSWORD = 'correct horse battery';
const BAKER_STREET = { street: 'Baker Street', houseNumber: '221', postcode: 'NW1 6XE', city: 'London' };

async function staff(path: string, body: object = {}) {
  const response = await fetch(`${STAFF_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_KEY}` },
    body: JSON.stringify(body),
  });
  expect(response.ok, `staff call ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as { id: string; status: string; location: { name: string; code: string } };
}

test('an in-store tablet session: the badge shows, and closing it from the staff side logs the tablet out', async ({
  page,
  visit,
}) => {
  test.setTimeout(150_000);

  // Staff open the Utrecht store's session.
  const session = await staff('/sessions', { location: 'store-utrecht', ttlMinutes: 60 });
  expect(session).toMatchObject({ status: 'OPEN', location: { name: 'Utrecht Oudegracht', code: 'store-utrecht' } });

  // The tablet opens the shop with the session: the badge shows the store; the parameter leaves the address.
  await visit(storeUrl(STORE, `/?instore=${session.id}`));
  const badge = page.getByRole('complementary', { name: 'In-store mode' });
  await expect(badge).toContainText('In store: Utrecht Oudegracht');
  await expect(page).not.toHaveURL(/instore=/);
  await expectAccessible(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'instore')?.value).toBe('1');
  expect(cookies.find((cookie) => cookie.name === 'store_location')?.value).toBe('store-utrecht');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shop.instore') ?? 'null'));
  expect(stored?.state?.session).toMatchObject({ sessionId: session.id, location: { code: 'store-utrecht' } });

  // The badge stays from page to page (the session is kept until it stops counting).
  await page.goto(storeUrl(STORE, '/wishlist/'), { waitUntil: 'domcontentloaded' });
  await expect(badge).toBeVisible();

  // Tabletop registration: a full account from the tablet, landing on the dashboard.
  await badge.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/create\/instore\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account in the store' })).toBeVisible();
  await expectAccessible(page);
  const email = `tablet-${Date.now()}@example.com`;
  const registration = new RegistrationPage(page);
  await registration.salutation.selectOption({ index: 2 });
  await registration.fields.firstName.fill('Anna');
  await page.getByLabel('Insertion (optional)').fill('van der');
  await registration.fields.lastName.fill('Berg');
  await registration.email.fill(email);
  await registration.password.fill(PASSWORD);
  await registration.fillAddressPostcodeFirst({ ...BAKER_STREET, addition: 'B' });
  await registration.submit.click();
  // The answer is the same for every address: the tablet says to check the mail, nobody is logged in.
  await expect(registration.checkYourMail).toBeVisible();
  await expect(badge).toBeVisible();
  await expectAccessible(page);
  // The customer follows the mail's link on their own phone (another browser): the account is made.
  const phone = await (await page.context().browser()!.newContext()).newPage();
  await phone.goto(storeUrl(STORE, await confirmationPath(email)), { waitUntil: 'domcontentloaded' });
  await new ConfirmationPage(phone).confirm();
  await expect(phone.getByText('Your account has been created.')).toBeVisible();
  await phone.close();
  // Then logs in on the tablet: the dashboard, the badge still there.
  await page.goto(storeUrl(STORE, '/account/'), { waitUntil: 'domcontentloaded' });
  await new LoginPage(page).logIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/customer\/$/);
  await expect(page.getByRole('link', { name: /Welcome Anna/ })).toBeVisible();
  await expect(badge).toBeVisible();
  await expectAccessible(page);

  // The same e-mail address again: answered exactly as a new one (nothing tells that it has an account).
  // (Checked on a second tablet page, a guest's: the first tablet is logged in.)
  const second = await (await page.context().browser()!.newContext()).newPage();
  await second.goto(storeUrl(STORE, '/account/create/instore/'), { waitUntil: 'domcontentloaded' });
  const again = new RegistrationPage(second);
  await again.fillPerson({ salutation: 1, firstName: 'Bo', lastName: 'Jansen', email, password: PASSWORD });
  await again.fillAddressPostcodeFirst(BAKER_STREET);
  await again.submit.click();
  await expect(again.checkYourMail).toBeVisible();
  await expectAccessible(second);
  await second.close();

  // Staff close the session: the tablet notices (every 30 s at the latest), logs the customer out and goes home.
  expect((await staff(`/sessions/${session.id}/close`)).status).toBe('CLOSED');
  await expect(page).toHaveURL(storeUrl(STORE, '/'), { timeout: 45_000 });
  await expect(badge).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Welcome Anna/ })).toHaveCount(0);
  const after = await page.context().cookies();
  expect(after.find((cookie) => cookie.name === 'instore')).toBeUndefined();
  expect(after.find((cookie) => cookie.name === 'store_location')).toBeUndefined();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('shop.instore') ?? 'null')?.state?.session),
  ).toBeNull();
  await expectAccessible(page);

  // A reload stays a guest's home without the badge.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(badge).toHaveCount(0);
});

test('a link with ?instore= naming no session leaves a shopper at home logged in as they were, with their cart', async ({
  page,
  visit,
}) => {
  // A guest's cart (copied from a restore link, as a-link-with-a-token-restores-a-cart).
  const { search } = await gatewayQuery<{
    search: { products: { products: { variants: { sku: string; orderable: boolean }[] }[] } };
  }>('query E2eOrderable { search(input: { pageSize: 48 }) { products { products { variants { sku orderable } } } } }');
  const sku = search.products.products.flatMap((product) => product.variants).find((variant) => variant.orderable)?.sku;
  expect(sku).toBeDefined();
  const { link } = await cartRestoreLink(STORE, sku!);
  await visit(storeUrl(STORE, `/cart/?token=${link}`));
  const items = new CartPage(page).lines;
  await expect(items).toHaveCount(1);
  const session = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'contextToken')?.value ?? null;
  const before = await session();
  expect(before).toBeTruthy();

  // A session id nobody opened, and a value that cannot be one: the parameter goes, nothing else happens.
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
    await visit(storeUrl(STORE, `/cart/?instore=${id}&utm_source=mail`));
    await expect(page).toHaveURL(/\/cart\/\?utm_source=mail$/);
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: 'In-store mode' })).toHaveCount(0);
    expect(await session()).toBe(before);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('shop.instore') ?? 'null')?.state?.session ?? null),
    ).toBeNull();
    // The page view was tracked once, and the data layer never saw the id.
    const layer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
    const views = layer.filter((entry) => (entry as { event?: string }).event === 'pageView');
    expect(views).toHaveLength(1);
    expect(JSON.stringify(layer)).not.toContain(`instore=${id}`);
  }
});
