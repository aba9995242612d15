import type { APIRequestContext, Page } from '@playwright/test';
import { addToCart, aPairOfShoes, expectTheFinishPage, placeOrderAndChoose } from './checkout-journey';
import { confirmationPath, expect, expectAccessible, gatewayQuery, newestMail, storeUrl, test } from './fixtures';
import { AddressBookPage, ConfirmationPage, LoginPage, RegistrationPage } from './pages/account';
import { CheckoutPage } from './pages/checkout';

/**
 * The journey: register → confirm the address from the mail → log in → log out → log in (a wrong
 * password first) → add an address → order while logged in →
 * the order under "orders" with its status → a product put on the wishlist as a guest is still there after the login.
 * Along the way: the session cookie is HttpOnly (page scripts never see a token), lives 7 days for a customer and 200
 * for a guest; the guards answer 301 with `cache-control: no-store`; axe-core checks every account page.
 */

const STORE = 'en';
const PASSWORD = 'correct horse battery';
const DAY_SECONDS = 24 * 60 * 60;
const BAKER_STREET = { street: 'Baker Street', houseNumber: '221', postcode: 'NW1 6XE', city: 'London' };

/** Asks the storefront without following redirects, with the browser's session cookie (see `storeGet`). */
async function getWithSession(request: APIRequestContext, page: Page, path: string) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'contextToken');
  const url = new URL(storeUrl(STORE, path));
  const host = url.host;
  url.hostname = '127.0.0.1';
  return request.get(url.toString(), {
    headers: { host, ...(token ? { cookie: `contextToken=${token.value}` } : {}) },
    maxRedirects: 0,
  });
}

/** The session cookie as the browser keeps it: HttpOnly, Lax, and how many days it has left. */
async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'contextToken');
  expect(cookie, 'the session cookie').toBeTruthy();
  return { ...cookie, daysLeft: Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS) };
}

/** No script of the page can read a token. */
async function expectNoTokenForScripts(page: Page) {
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain('contextToken');
  expect(visible).not.toMatch(/token/i);
}

/** A product with an orderable size and its page. */
async function aProductPage(skip: number): Promise<{ name: string; url: string }> {
  const data = await gatewayQuery<{ search: { products: { products: { name: string; url: string }[] } } }>(
    'query E2eWishlistProduct { search(input: { pageSize: 24 }) { products { products { name url } } } }',
    {},
    STORE,
  );
  const product = data.search.products.products[skip % data.search.products.products.length];
  if (!product) throw new Error('The demo data has no products');
  return product;
}

test('a customer registers, logs in and orders; the wishlist survives the login', async ({ page, visit, request }) => {
  test.slow(); // many pages, each checked by axe-core
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `anna.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const shoes = await aPairOfShoes(STORE, 3);
  const favourite = await aProductPage(5);
  const banner = page.getByRole('banner');
  const login = new LoginPage(page);
  const registration = new RegistrationPage(page);

  // ── a logged-out visitor of the account area goes to the login page: 301, never cached ──
  const guarded = await getWithSession(request, page, '/customer/');
  expect(guarded.status()).toBe(301);
  expect(guarded.headers().location).toBe('/account/');
  expect(guarded.headers()['cache-control']).toBe('no-store');
  const landed = await page.goto(storeUrl(STORE, '/customer/orders/'), { waitUntil: 'domcontentloaded' });
  expect(new URL(page.url()).pathname).toBe('/account/');
  expect(
    await landed
      ?.request()
      .redirectedFrom()
      ?.response()
      .then((response) => response?.status()),
  ).toBe(301);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible(page);

  // ── register ──
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/create\/$/);
  await expect(registration.salutation).toBeVisible();
  await expectAccessible(page);
  await registration.fillPerson({ salutation: 2, firstName: 'Anna', lastName: 'de Vries', email, password: PASSWORD });
  await page.getByLabel('Day').fill('9');
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Year').fill('1990');
  await registration.fields.fillAddress(BAKER_STREET);
  await page.getByRole('checkbox', { name: /first to be informed/ }).check();
  await registration.submit.click();

  // The answer is the same for every address, so nobody is logged in yet: the page says to check the mail.
  await expect(registration.checkYourMail).toBeVisible();
  await expect(registration.checkYourMail).toContainText(email);
  await expect(page).toHaveURL(/\/account\/create\/$/);
  await expectAccessible(page);

  // ── the mail's link: the account is made (by pressing the button, not by opening the link), then log in ──
  const confirmPath = await confirmationPath(email);
  await visit(storeUrl(STORE, confirmPath));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  const confirmation = new ConfirmationPage(page);
  await confirmation.confirm();
  await expect(page.getByText('Your account has been created. You can now log in with your password.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await login.logIn(email, PASSWORD);

  // Logged in: the dashboard, the header's welcome, a customer's cookie of 7 days that scripts cannot read.
  await expect(page).toHaveURL(/\/customer\/$/);
  await expect(banner.getByRole('link', { name: 'Welcome Anna' })).toHaveAttribute('href', '/customer/');
  await expectAccessible(page);
  const customerCookie = await sessionCookie(page);
  expect(customerCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', daysLeft: 7 });
  await expectNoTokenForScripts(page);
  // The link worked once.
  await visit(storeUrl(STORE, confirmPath));
  await confirmation.confirm();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is no longer valid.');
  await visit(storeUrl(STORE, '/customer/'));

  // The login and registration pages send a logged-in visitor to the dashboard: 301, never cached.
  for (const path of ['/account/', '/account/create/']) {
    const answer = await getWithSession(request, page, path);
    expect(answer.status(), path).toBe(301);
    expect(answer.headers().location, path).toBe('/customer/');
    expect(answer.headers()['cache-control'], path).toBe('no-store');
  }

  // The same address again (in another browser) is answered exactly as a new one: nothing tells that it has an
  // account; its owner gets a mail saying someone tried.
  const other = await page.context().browser()?.newContext();
  if (other) {
    const second = await other.newPage();
    await second.goto(storeUrl(STORE, '/account/create/'), { waitUntil: 'domcontentloaded' });
    const again = new RegistrationPage(second);
    await again.fill({
      salutation: 1,
      firstName: 'Bo',
      lastName: 'Jansen',
      email,
      password: PASSWORD,
      address: BAKER_STREET,
    });
    await again.submit.click();
    await expect(again.checkYourMail).toBeVisible();
    await expectAccessible(second);
    await other.close();
    const told = await newestMail(email, 'registration-attempt');
    expect(told.subject).toBe('Someone tried to register with your e-mail address');
  }

  // ── log out (the header's button): home, a guest's cookie of 200 days ──
  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(storeUrl(STORE, '/'));
  await expect(banner.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, daysLeft: 200 });
  expect((await sessionCookie(page)).value).not.toBe(customerCookie.value);
  await expectNoTokenForScripts(page);

  // ── as a guest, a product goes on the wishlist ──
  await visit(storeUrl(STORE, `/${favourite.url}`));
  const heart = page.getByRole('button', { name: /wishlist/i }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // ── log in: a wrong password first, then the right one ──
  await banner.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expectAccessible(page);
  await login.logIn(email, 'not the password');
  await expect(login.refused).toBeVisible();
  await expect(login.email).toHaveValue(email);
  await expectAccessible(page);
  await login.retryWith(PASSWORD);
  await expect(page).toHaveURL(/\/customer\/$/);
  await expect(banner.getByRole('link', { name: 'Welcome Anna' })).toBeVisible();
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, daysLeft: 7 });
  await expectNoTokenForScripts(page);

  // ── the wishlist kept at the login (the guest's list merged into the account) ──
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/customer\/wishlist\/?$/);
  await expect(page.getByRole('main').getByText(favourite.name).first()).toBeVisible();
  await expectAccessible(page);

  // ── add an address (the account's address page) ──
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/customer\/address\/?$/);
  await expectAccessible(page);
  const addressBook = new AddressBookPage(page);
  await addressBook.fillNewAddress('Anna', 'de Vries', {
    street: 'Oxford Street',
    houseNumber: '10',
    postcode: 'W1D 1BS',
    city: 'London',
  });
  await addressBook.save.click();
  await expect(page.getByText('The address has been added.')).toBeVisible();
  await expect(page.getByText(/Oxford Street 10/).first()).toBeVisible();
  await expectAccessible(page);

  // ── order while logged in: the account's e-mail, its saved addresses ──
  await addToCart(page, shoes.variantSku);
  const checkout = new CheckoutPage(page, STORE);
  await checkout.open(visit);
  await expect(checkout.email).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Already have an account? Log in' })).toHaveCount(0);
  await checkout.toShipment.click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  // The default billing address (from the registration) fills the form; a saved address can be picked.
  await expect(checkout.address.street).toHaveValue('Baker Street');
  await expectAccessible(page);
  const added = await checkout.savedAddresses.locator('option', { hasText: 'Oxford Street 10' }).getAttribute('value');
  await checkout.savedAddresses.selectOption(added ?? '');
  await expect(checkout.address.street).toHaveValue('Oxford Street');
  await checkout.toPayment.click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(page.getByText(email)).toBeVisible();
  await placeOrderAndChoose(page, STORE, 'paid');
  await expectTheFinishPage(page, STORE, shoes.name);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  // ── the order under "orders", with its status ──
  await visit(storeUrl(STORE, '/customer/orders/'));
  const order = page.getByRole('main').getByText(orderNumber).first();
  await expect(order).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Processing/);
  await expectNoTokenForScripts(page);
});
