import { type CatalogProduct, catalogProducts, expect, expectAccessible, storeUrl, test } from './fixtures';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withSizes = (product: CatalogProduct) =>
  product.variants.length > 1 && product.variants.filter((variant) => variant.orderable).length > 0;

test('a shopper adds shoes to the cart, changes the quantity and removes a line', async ({ page, visit }) => {
  const products = (await catalogProducts('en')).filter(withSizes);
  const [fromTile, fromPage] = products;
  expect(fromPage, 'the demo data has two products with sizes').toBeTruthy();
  if (!fromTile || !fromPage) return;
  const miniCart = page.getByRole('banner').getByRole('link', { name: /Shopping cart/ });

  // A tile's add button: the product's sizes are loaded and the size chooser opens with no size chosen.
  await visit(storeUrl('en', `/search/?q=${encodeURIComponent(fromTile.name)}`));
  const tile = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: fromTile.name, exact: true }) });
  const addButton = tile
    .first()
    .getByRole('button', { name: new RegExp(`^Add to cart ?: ${literal(fromTile.name)}$`) });
  const chooser = page.getByRole('dialog', { name: 'Select your size' });
  // Clicked again until the page has hydrated (a click before that does nothing).
  await expect(async () => {
    await addButton.click();
    await expect(chooser).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(chooser.locator('[aria-pressed="true"]')).toHaveCount(0);
  // Sizes that cannot be ordered have no button to add them.
  for (const variant of fromTile.variants.filter((candidate) => !candidate.orderable)) {
    await expect(chooser.getByRole('button', { name: new RegExp(`^${literal(variant.size)}\\b`) })).toHaveCount(0);
  }
  await expectAccessible(page);
  const tileSize = fromTile.variants.find((variant) => variant.orderable);
  await chooser.getByRole('button', { name: new RegExp(`^${literal(tileSize?.size ?? '')}\\b`) }).click();

  // The modal confirms; the header counts the unit.
  const modal = page.getByRole('dialog', { name: 'The item has been added to your shopping cart' });
  await expect(modal).toBeVisible();
  await expect(chooser).toBeHidden();
  await expect(modal).toContainText(fromTile.name);
  await expect(modal.getByRole('link', { name: 'View shopping cart' })).toHaveAttribute('href', '/cart/');
  await expect(miniCart).toContainText('1 item');
  await page.screenshot({ path: test.info().outputPath('cart-modal.png') });
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(modal).toBeHidden();

  // The product page: "Add to cart" without a size opens the size dialog; the size picked there is added.
  await visit(storeUrl('en', `/${fromPage.url}`));
  await expect(miniCart).toContainText('1 item');
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(chooser).toBeVisible({ timeout: 2000 });
  }).toPass();
  const pageSize = fromPage.variants.find((variant) => variant.orderable);
  await chooser.getByRole('button', { name: new RegExp(`^${literal(pageSize?.size ?? '')}\\b`) }).click();
  await expect(modal).toBeVisible();
  await expect(miniCart).toContainText('2 items');

  // The mini cart's panel lists the lines on hover and on keyboard focus, with "Order now" to the cart.
  await modal.getByRole('button', { name: 'Continue shopping' }).click();
  // Back at the top, as a shopper reaching for the header: scrolled, the sticky header lies over the breadcrumbs'
  // upper edge, which the accessibility check counts as targets too small to hit.
  await page.evaluate(() => window.scrollTo(0, 0));
  await miniCart.focus();
  const panel = page.getByRole('banner').getByRole('link', { name: 'Order now' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(fromPage.name);
  await page.screenshot({ path: test.info().outputPath('cart-mini-cart.png') });
  await expectAccessible(page);

  // The cart page: both lines, then one more of the first, then the second removed. (The panel is opened again: the
  // accessibility check may have moved focus away from it, and it closes when focus leaves.)
  await miniCart.focus();
  await expect(panel).toBeVisible();
  await panel.click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expectAccessible(page);
  await page
    .getByRole('button', { name: `One more of ${fromTile.name}` })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /Shopping cart/ })).toContainText('3 items');
  await page
    .getByRole('button', { name: new RegExp(`^Remove ?: ${literal(fromPage.name)}$`) })
    .first()
    .click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Shopping cart/ })).toContainText('2 items');
  await page.screenshot({ path: test.info().outputPath('cart-page.png'), fullPage: true });

  // The page is the gateway's cart: a reload shows the same.
  await visit(storeUrl('en', '/cart/'));
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(fromTile.name);
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout/');
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);

  // Quantity 0 (one less of a single unit) removes the line: the cart is empty.
  await page.getByRole('button', { name: `One less of ${fromTile.name}` }).click();
  await page.getByRole('button', { name: `One less of ${fromTile.name}` }).click();
  await expect(page.getByText('Your shopping cart is empty.')).toBeVisible();
  await expectAccessible(page);
});

test('the cart page works without JavaScript', async ({ browser }) => {
  const [product] = (await catalogProducts('en')).filter(withSizes);
  if (!product) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  // Put something in the cart with JavaScript, then look at the cart without.
  await page.goto(storeUrl('en', `/${product.url}`));
  const chooser = page.getByRole('dialog', { name: 'Select your size' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(chooser).toBeVisible({ timeout: 2000 });
  }).toPass();
  const size = product.variants.find((variant) => variant.orderable);
  await chooser.getByRole('button', { name: new RegExp(`^${literal(size?.size ?? '')}\\b`) }).click();
  await expect(page.getByRole('dialog', { name: 'The item has been added to your shopping cart' })).toBeVisible();
  const cookies = await context.cookies();
  await context.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const plain = await noScript.newPage();
  await plain.goto(storeUrl('en', '/cart/'));
  await expect(plain.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await plain.getByRole('button', { name: `One more of ${product.name}` }).click();
  await expect(plain).toHaveURL(/\/cart\/$/);
  await expect(plain.getByRole('button', { name: `One more of ${product.name}` })).toBeVisible();
  await expect(plain.locator('main')).toContainText('Quantity: 2');
  await plain.getByRole('button', { name: new RegExp(`^Remove ?: ${literal(product.name)}$`) }).click();
  await expect(plain.getByText('Your shopping cart is empty.')).toBeVisible();
  await noScript.close();
});
