import { expect, expectAccessible, gatewayOrigin, storeUrl, switchBotCheck, test } from './fixtures';

/**
 * The newsletter (spec storefront §3–§5, §7, §8): the home page's newsletter block with a wrong and then a
 * right e-mail address → the confirmation replaces the form (and EmailOptin is on the data layer) → the double opt-in
 * mail on the gateway's development page (`/dev/mails`) → its link opens the settings page, which changes nothing by
 * itself → confirm → unsubscribe. And the bot check: with the embedded verifier switched to reject (for one store), a
 * login is refused with the bot-check message. axe-core checks each page and state.
 */

const STORE = 'en';

test('a shopper subscribes to the newsletter, confirms from the mail and unsubscribes', async ({ page, visit }) => {
  test.slow();
  const email = `noor.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

  await visit(storeUrl(STORE, '/'));
  const block = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Stay in the loop' }) });
  await block.scrollIntoViewIfNeeded();
  // No one is logged in: the default salutation is chosen.
  await expect(block.getByRole('radio', { name: 'Mrs' })).toBeChecked();
  await block.getByLabel('First name').fill('Noor');
  await block.getByLabel('Last name').fill('Visser');

  // A wrong address: the message shows when the field is left, tied to the field; nothing is sent.
  const address = block.getByLabel('Email address');
  await address.fill('noor.visser@example');
  await address.blur();
  await expect(block.getByText('Please enter a valid email address')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(address).toBeFocused();
  await expectAccessible(page);

  // The right one: the confirmation replaces the form.
  await address.fill(email);
  await address.blur();
  await expect(block.getByText('Please enter a valid email address')).toHaveCount(0);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('status')).toHaveText('Thank you for subscribing to our newsletter.');
  await expect(block.getByRole('textbox')).toHaveCount(0);
  const events = await page.evaluate(() => (window as { dataLayer?: object[] }).dataLayer ?? []);
  expect(events).toContainEqual({ event: 'EmailOptin', email });
  await expectAccessible(page);

  // The mail, on the gateway's development page: it asks to confirm.
  await page.goto(`${gatewayOrigin()}/dev/mails`);
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Please confirm your newsletter subscription' })).toBeVisible();
  const href = (await page.getByRole('link', { name: 'Confirm your subscription' }).getAttribute('href')) ?? '';
  const settingsPath = new URL(href).pathname;
  expect(settingsPath).toMatch(/^\/nieuwsbrief\/instellingen\/[\w-]+\/$/);

  // Opening the link changes nothing (a mail scanner may open it too): the shopper confirms with the button.
  await visit(storeUrl(STORE, settingsPath));
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter settings' })).toBeVisible();
  await expect(page.getByText(`Please confirm that you want to receive our newsletter at ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you! Your subscription is confirmed.');
  await expect(page.getByText(`You receive our newsletter at ${email}.`)).toBeVisible();
  await expectAccessible(page);

  // Preferences, then unsubscribing.
  await page.getByRole('checkbox', { name: 'Promotions and sales' }).uncheck();
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your preferences have been saved.');
  await page.getByRole('button', { name: 'Unsubscribe from the newsletter' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You have been unsubscribed. You will no longer receive our newsletter.',
  );
  await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
  await expectAccessible(page);

  // It stays so.
  await visit(storeUrl(STORE, settingsPath));
  await expect(page.getByText(`${email} does not receive our newsletter.`)).toBeVisible();

  // A link that is not (or no longer) one says so.
  await visit(storeUrl(STORE, '/nieuwsbrief/instellingen/not-a-real-link/'));
  await expect(page.getByRole('alert')).toContainText('unknown or has expired');
});

test('with the bot check refusing, a login is refused with its message', async ({ page, visit }) => {
  // fr-lu: a store no other journey logs in to, so journeys running beside this one are not refused.
  const store = 'fr-lu';
  await switchBotCheck(store, 'reject');
  try {
    await visit(storeUrl(store, '/account/'));
    await page.getByLabel('Adresse e-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('demo-shopper-2026');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(
      page.getByText("Nous n'avons pas pu vérifier que vous n'êtes pas un robot. Veuillez réessayer."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/$/);
    await expectAccessible(page);
  } finally {
    await switchBotCheck(store, null);
  }
});
