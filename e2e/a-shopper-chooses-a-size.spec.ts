import { catalogProducts, expect, expectAccessible, storeUrl, test } from './fixtures';
import { ProductPage } from './pages/product-page';

test('a shopper chooses a size and sees how each size is available', async ({ page, visit }) => {
  const products = await catalogProducts('en');
  // The product with the most different size states shows them best.
  const product = [...products]
    .filter((candidate) => candidate.variants.length > 1)
    .sort((a, b) => new Set(b.variants.map((v) => v.state)).size - new Set(a.variants.map((v) => v.state)).size)[0];
  expect(product, 'the demo data has a product with sizes').toBeTruthy();
  if (!product) return;

  const productPage = new ProductPage(page);
  await productPage.open(visit, 'en', product.url);
  const opener = productPage.sizeButton;
  await productPage.openSizes();
  const dialog = productPage.sizes.dialog;
  await expect(dialog).toBeVisible();

  // Every size is listed, with the state the gateway words for it.
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(product.variants.length);
  for (const [index, variant] of product.variants.entries()) {
    await expect(rows.nth(index)).toContainText(variant.size);
    if (variant.stateLabel) await expect(rows.nth(index)).toContainText(variant.stateLabel);
    if (variant.notifiable) await expect(rows.nth(index).getByRole('button', { name: /Mail me/ })).toBeVisible();
  }
  await expectAccessible(page);

  // Escape closes the dialog and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const orderable = product.variants.find((variant) => variant.orderable);
  expect(orderable, 'the demo data has a size that can be bought').toBeTruthy();
  if (!orderable) return;
  await opener.click();
  await productPage.sizes.choose(orderable.size);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Size ${orderable.size}` })).toBeVisible();
});

test('the size dialog slides up from the bottom on a phone', async ({ page, visit }) => {
  const [product] = (await catalogProducts('en')).filter((candidate) => candidate.variants.length > 1);
  expect(product, 'the demo data has a product with sizes').toBeTruthy();
  if (!product) return;
  await page.setViewportSize({ width: 390, height: 800 });
  const productPage = new ProductPage(page);
  await productPage.open(visit, 'en', product.url);
  await productPage.openSizes();
  const dialog = productPage.sizes.dialog;
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
});

test('cross-sells load when the shopper scrolls down to them', async ({ page, visit }) => {
  // A pair of shoes (sizes): the demo world gives shoes a bag and a small accessory to go with them.
  const [product] = (await catalogProducts('en')).filter((candidate) => candidate.variants.length > 1);
  expect(product, 'the demo data has shoes').toBeTruthy();
  if (!product) return;
  await visit(storeUrl('en', `/${product.url}`));
  // Not part of the first load: they come when their place nears the viewport.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const section = page.getByRole('region', { name: 'Goes well with' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
});
