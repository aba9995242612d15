import { catalogProducts, expect, expectAccessible, test } from './fixtures';
import { ProductPage } from './pages/product-page';

test('a shopper asks to be mailed when a sold-out size is back, and the form checks the address', async ({
  page,
  visit,
}) => {
  const products = await catalogProducts('en');
  const product = products.find(
    (candidate) => candidate.variants.length > 1 && candidate.variants.some((v) => v.notifiable),
  );
  expect(product, 'the demo data has a product with a sold-out or coming-soon size').toBeTruthy();
  if (!product) return;
  const size = product.variants.find((variant) => variant.notifiable)?.size ?? '';

  const productPage = new ProductPage(page);
  await productPage.open(visit, 'en', product.url);
  await productPage.openSizes();
  await page.getByRole('button', { name: `Mail me when size ${size} is available` }).click();

  const dialog = page.getByRole('dialog', { name: 'Mail me' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email address');
  await expect(email)
    .toBeFocused({ timeout: 1000 })
    .catch(() => email.focus());

  // Checked on blur: first required, then valid.
  await email.focus();
  await email.blur();
  await expect(dialog.getByText('Your email address is required')).toBeVisible();
  await email.fill('anna@');
  await email.blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await email.fill('anna@example.com');
  await email.blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeHidden();
  await dialog
    .getByLabel('Yes, I want to be the first to be informed about promotions and the latest collections.')
    .check();
  await dialog.getByRole('button', { name: 'Mail me' }).click();

  await expect(page.getByRole('dialog', { name: "We've got you" })).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer);
  expect(events?.at(-1)).toMatchObject({
    email: 'anna@example.com',
    newsletter: true,
    productName: product.name,
  });
  expect(['StockRequest', 'ComingSoonRequest']).toContain(events?.at(-1)?.event);
});
