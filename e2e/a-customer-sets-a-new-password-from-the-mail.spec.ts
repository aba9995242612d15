import { expect, expectAccessible, registerAccount, storeUrl, test } from './fixtures';
import { LoginPage, PasswordRecoveryPage } from './pages/account';
import { E2E_GATEWAY_PORT } from './ports';

/**
 * Password recovery (spec commerce §2, §4): the recovery page → the mail on the gateway's development page
 * (`/dev/mails`) → its link → a new password (the link works once) → a login with it (the old one no longer works).
 * axe-core checks each account page.
 */

const STORE = 'en';

test('a customer who forgot the password sets a new one from the mail and logs in with it', async ({ page, visit }) => {
  test.slow();
  const email = `bo.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  // The account is made through the API (and its confirmation mail): this journey is about the recovery.
  await registerAccount(
    {
      salutationKey: 'mr',
      firstName: 'Bo',
      lastName: 'Jansen',
      email,
      password: 'the old password',
      billingAddress: {
        firstName: 'Bo',
        lastName: 'Jansen',
        street: 'Baker Street',
        houseNumber: '221',
        zipcode: 'NW1 6XE',
        city: 'London',
        countryIso: 'GB',
      },
    },
    STORE,
  );

  await visit(storeUrl(STORE, '/account/'));
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/account\/recover\/password\/$/);
  await expectAccessible(page);
  const recovery = new PasswordRecoveryPage(page);
  await recovery.ask(email);
  await expect(recovery.sent).toBeVisible();
  await expectAccessible(page);

  // The mail, on the gateway's development page.
  const gatewayOrigin = new URL(process.env.E2E_GATEWAY_URL ?? `http://127.0.0.1:${E2E_GATEWAY_PORT}/graphql`).origin;
  await page.goto(`${gatewayOrigin}/dev/mails`);
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .getByRole('link')
    .first()
    .click();
  const link = page.getByRole('link', { name: 'Set a new password' });
  const href = (await link.getAttribute('href')) ?? '';
  const finishPath = new URL(href).pathname;
  expect(finishPath).toMatch(/^\/account\/finish\/[\w-]+$/);

  // The link: a new password, twice.
  await visit(storeUrl(STORE, finishPath));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('the new password');
  await page.getByLabel('Repeat the new password').fill('the new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your new password has been saved.')).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await visit(storeUrl(STORE, finishPath));
  await page.getByLabel('New password', { exact: true }).fill('another password');
  await page.getByLabel('Repeat the new password').fill('another password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('no longer valid');
  await expectAccessible(page);

  // Logging in: the old password no longer works, the new one does.
  const login = new LoginPage(page, STORE);
  await login.open(visit);
  await login.logIn(email, 'the old password');
  await expect(login.refused).toBeVisible();
  await login.retryWith('the new password');
  await expect(page).toHaveURL(/\/customer\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Welcome Bo' })).toBeVisible();
});
