import { type CatalogProduct, catalogProducts, expect, expectAccessible, storeUrl, test } from './fixtures';
import { AddedToCartDialog, CartPage, MiniCart, SizeChooser } from './pages/cart';
import { waitUntilHydrated } from './pages/hydration';
import { ProductPage } from './pages/product-page';
import { literal } from './pages/text';

const withSizes = (product: CatalogProduct) =>
  product.variants.length > 1 && product.variants.filter((variant) => variant.orderable).length > 0;

test('a shopper adds shoes to the cart, changes the quantity and removes a line', async ({ page, visit }) => {
  const products = (await catalogProducts('en')).filter(withSizes);
  const [fromTile, fromPage] = products;
  expect(fromPage, 'the demo data has two products with sizes').toBeTruthy();
  if (!fromTile || !fromPage) return;
  const miniCart = new MiniCart(page);
  const chooser = new SizeChooser(page);
  const added = new AddedToCartDialog(page);

  // A tile's add button: the product's sizes are loaded and the size chooser opens with no size chosen.
  await visit(storeUrl('en', `/search/?q=${encodeURIComponent(fromTile.name)}`));
  const tile = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: fromTile.name, exact: true }) });
  const addButton = tile
    .first()
    .getByRole('button', { name: new RegExp(`^Add to cart ?: ${literal(fromTile.name)}$`) });
  await waitUntilHydrated(page, addButton);
  await addButton.click();
  await expect(chooser.dialog).toBeVisible();
  await expect(chooser.dialog.locator('[aria-pressed="true"]')).toHaveCount(0);
  // Sizes that cannot be ordered have no button to add them.
  for (const variant of fromTile.variants.filter((candidate) => !candidate.orderable)) {
    await expect(chooser.size(variant.size)).toHaveCount(0);
  }
  await expectAccessible(page);
  const tileSize = fromTile.variants.find((variant) => variant.orderable);
  await chooser.choose(tileSize?.size ?? '');

  // The modal confirms; the header counts the unit.
  const modal = added.dialog;
  await expect(modal).toBeVisible();
  await expect(chooser.dialog).toBeHidden();
  await expect(modal).toContainText(fromTile.name);
  await expect(added.viewCart).toHaveAttribute('href', '/cart/');
  await expect(miniCart.link).toContainText('1 item');
  await page.screenshot({ path: test.info().outputPath('cart-modal.png') });
  await expectAccessible(page);
  await added.continueShopping.click();
  await expect(modal).toBeHidden();

  // The product page: "Add to cart" without a size opens the size dialog; the size picked there is added.
  const productPage = new ProductPage(page);
  await productPage.open(visit, 'en', fromPage.url);
  await expect(miniCart.link).toContainText('1 item');
  await productPage.addToCart();
  await expect(chooser.dialog).toBeVisible();
  const pageSize = fromPage.variants.find((variant) => variant.orderable);
  await chooser.choose(pageSize?.size ?? '');
  await expect(modal).toBeVisible();
  await expect(miniCart.link).toContainText('2 items');

  // The mini cart's panel lists the lines on hover and on keyboard focus, with "Order now" to the cart.
  await added.continueShopping.click();
  // Back at the top, as a shopper reaching for the header: scrolled, the sticky header lies over the breadcrumbs'
  // upper edge, which the accessibility check counts as targets too small to hit.
  await page.evaluate(() => window.scrollTo(0, 0));
  await miniCart.link.focus();
  const panel = miniCart.orderNow;
  await expect(panel).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(fromPage.name);
  await page.screenshot({ path: test.info().outputPath('cart-mini-cart.png') });
  await expectAccessible(page);

  // The cart page: both lines, then one more of the first, then the second removed. (The panel is opened again: the
  // accessibility check may have moved focus away from it, and it closes when focus leaves.)
  await miniCart.link.focus();
  await expect(panel).toBeVisible();
  await panel.click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const cart = new CartPage(page);
  const lines = cart.lines;
  await expect(lines).toHaveCount(2);
  await expectAccessible(page);
  await cart.oneMore(fromTile.name).first().click();
  await expect(miniCart.link).toContainText('3 items');
  await cart.remove(fromPage.name).first().click();
  await expect(lines).toHaveCount(1);
  await expect(miniCart.link).toContainText('2 items');
  await page.screenshot({ path: test.info().outputPath('cart-page.png'), fullPage: true });

  // The page is the gateway's cart: a reload shows the same.
  await cart.open(visit);
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(fromTile.name);
  await expect(cart.toCheckout).toHaveAttribute('href', '/checkout/');
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);

  // Quantity 0 (one less of a single unit) removes the line: the cart is empty.
  await cart.oneLess(fromTile.name).click();
  await cart.oneLess(fromTile.name).click();
  await expect(cart.empty).toBeVisible();
  await expectAccessible(page);
});

test('the cart page works without JavaScript', async ({ browser }) => {
  const [product] = (await catalogProducts('en')).filter(withSizes);
  if (!product) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  // Put something in the cart with JavaScript, then look at the cart without.
  await page.goto(storeUrl('en', `/${product.url}`));
  const productPage = new ProductPage(page);
  await productPage.addToCart();
  await expect(productPage.sizes.dialog).toBeVisible();
  const size = product.variants.find((variant) => variant.orderable);
  await productPage.sizes.choose(size?.size ?? '');
  await expect(new AddedToCartDialog(page).dialog).toBeVisible();
  const cookies = await context.cookies();
  await context.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const plain = await noScript.newPage();
  await plain.goto(storeUrl('en', '/cart/'));
  const cart = new CartPage(plain);
  await expect(cart.lines).toHaveCount(1);
  await cart.oneMore(product.name).click();
  await expect(plain).toHaveURL(/\/cart\/$/);
  await expect(cart.oneMore(product.name)).toBeVisible();
  await expect(plain.locator('main')).toContainText('Quantity: 2');
  await cart.remove(product.name).click();
  await expect(cart.empty).toBeVisible();
  await noScript.close();
});
