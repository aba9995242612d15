import { addToCart, aPairOfShoes } from './checkout-journey';
import { expect, expectAccessible, storeUrl, test } from './fixtures';
import { AddressBookPage, LoginPage } from './pages/account';

/** The demo customer the seed makes (packages/commerce demo seed): orders (one shipped, with track and trace), points
 * and an available voucher. */
const DEMO = { email: 'demo@example.com', password: 'demo-shopper-2026' };
const STORE = 'en';

test('a customer manages the account: dashboard, details, addresses, orders', async ({ page, visit }) => {
  test.setTimeout(120_000);

  // Log in: the account's landing page is the dashboard.
  const login = new LoginPage(page, STORE);
  await login.open(visit);
  await login.logIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/customer\/$/);

  // The dashboard: welcome, points with the way to the next voucher, a voucher with its barcode, the recent orders.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome / })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/more points for your next voucher of/)).toBeVisible();
  const vouchers = page.getByRole('region', { name: 'Vouchers to redeem' });
  await expect(vouchers.getByRole('article').first()).toBeVisible();
  await expect(vouchers.locator('svg[data-symbology="code128"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent orders' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  // The profile: the newsletter choice is saved (and put back), announced as saved.
  await visit(storeUrl(STORE, '/customer/edit/'));
  const profile = page.getByRole('form', { name: 'Personal details' });
  const newsletter = profile.getByRole('checkbox');
  const subscribed = await newsletter.isChecked();
  await newsletter.setChecked(!subscribed);
  await profile.getByRole('button', { name: 'Save details' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your details have been saved.');
  await expect(newsletter).toBeChecked({ checked: !subscribed });
  await newsletter.setChecked(subscribed);
  await profile.getByRole('button', { name: 'Save details' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your details have been saved.');
  await expectAccessible(page);

  // The address book: add, edit, make it the default shipping address, put the default back, delete it.
  await visit(storeUrl(STORE, '/customer/address/'));
  const addressBook = new AddressBookPage(page);
  await addressBook.fillNewAddress('Demo', 'Shopper', {
    street: 'Baker Street',
    houseNumber: '221',
    postcode: 'NW1 6XE',
    city: 'London',
  });
  await expectAccessible(page);
  await addressBook.save.click();
  await expect(page.getByText('The address has been added.')).toBeVisible();

  const others = page.getByRole('region', { name: 'Other addresses' });
  await others.getByRole('button', { name: 'Edit Baker Street 221' }).click();
  await addressBook.fields.houseNumber.fill('221B');
  await addressBook.save.click();
  await expect(page.getByText('The address has been changed.')).toBeVisible();

  await others.getByRole('button', { name: 'Use as default shipping address (Baker Street 221B)' }).click();
  await expect(page.getByText('Your default shipping address has been changed.')).toBeVisible();
  const defaults = page.getByRole('region', { name: 'Default addresses' });
  await expect(defaults.getByRole('button', { name: 'Edit Baker Street 221B' })).toBeVisible();
  await expectAccessible(page);

  // The demo customer's billing address becomes the default shipping address again; the new one is an other one.
  await defaults
    .getByRole('button', { name: /^Use as default shipping address/ })
    .first()
    .click();
  await expect(others.getByRole('button', { name: 'Edit Baker Street 221B' })).toBeVisible();
  await others.getByRole('button', { name: 'Delete Baker Street 221B' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('The address has been deleted.')).toBeVisible();
  await expect(page.getByText('Baker Street 221B')).toHaveCount(0);

  // The orders, and a shipped one with its statuses and the carrier's track-and-trace page.
  await visit(storeUrl(STORE, '/customer/orders/'));
  const shipped = page.getByRole('listitem').filter({ hasText: 'Shipped' }).first();
  await expect(shipped).toBeVisible();
  await shipped.getByRole('link', { name: /^View order/ }).click();
  await expect(page).toHaveURL(/\/customer\/orders\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Shipped' }).first()).toBeVisible();
  const track = page.getByRole('link', { name: /Track your parcel/ });
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('href', /^https?:\/\//);
  await expectAccessible(page);

  // Someone else's (or an unknown) order is not found.
  const missing = await visit(storeUrl(STORE, '/customer/orders/not-an-order'));
  expect(missing?.status()).toBe(404);
});

test('a customer redeems a loyalty voucher in the cart and takes it out again', async ({ page, visit }) => {
  // The demo customer shops in the Dutch store: the vouchers are in euros, so the journey runs there (in Dutch).
  const NL = 'nl-nl';
  const login = new LoginPage(page, NL);
  await login.open(visit);
  await login.logIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/customer\/$/);

  // Redeemed, the total drops; taken out again, it is back.
  const shoes = await aPairOfShoes(NL);
  await addToCart(page, shoes.variantSku);
  await visit(storeUrl(NL, '/cart/'));
  const summary = page.getByRole('region', { name: 'Overzicht' });
  const total = summary.locator('dt', { hasText: /^Totaal$/ }).locator('xpath=following-sibling::dd');
  const before = await total.textContent();
  const cartVouchers = summary.getByRole('region', { name: 'Tegoedbonnen' });
  await cartVouchers
    .getByRole('button', { name: /^Verzilveren / })
    .first()
    .click();
  await expect(cartVouchers.getByRole('button', { name: 'Tegoedbon verwijderen' })).toBeVisible();
  await expect(summary.locator('dt', { hasText: 'Tegoedbon' })).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  await expectAccessible(page);
  await cartVouchers.getByRole('button', { name: 'Tegoedbon verwijderen' }).click();
  await expect(total).toHaveText(before ?? '');
});
