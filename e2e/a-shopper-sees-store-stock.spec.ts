import { expect, expectAccessible, gatewayQuery, test } from './fixtures';
import { ProductPage } from './pages/product-page';

interface StockedProducts {
  search: {
    products: {
      products: {
        sku: string;
        name: string;
        url: string;
        variants: { sku: string; size: string; orderable: boolean }[];
        storeStock: {
          storeCount: number;
          stores: {
            store: { title: string; street: string; houseNumber: string; reference: string };
            locations: { sku: string }[];
          }[];
        };
      }[];
    };
  };
}

test('a shopper opens a product, sees it is available in N stores and lists them', async ({ page, visit }) => {
  // A product that two or more stores hold (asked of the gateway: the journey acts on real data).
  const data = await gatewayQuery<StockedProducts>(
    `query E2eStoreStock { search(input: { pageSize: 48 }) { products { products { sku name url variants { sku size orderable }
      storeStock { storeCount stores { store { title street houseNumber reference } locations { sku } } } } } } }`,
  );
  // Two or more stores, and a size a store holds that can also be chosen on the page (orderable online).
  const heldSize = (candidate: StockedProducts['search']['products']['products'][number]) =>
    candidate.variants.find(
      (variant) =>
        variant.orderable &&
        candidate.storeStock.stores.some((entry) => entry.locations.some((location) => location.sku === variant.sku)),
    );
  const product = data.search.products.products.find(
    (candidate) => candidate.variants.length > 1 && candidate.storeStock.storeCount >= 2 && heldSize(candidate),
  );
  expect(product, 'the demo data has a product in two or more stores').toBeTruthy();
  if (!product) return;
  const { storeCount, stores } = product.storeStock;

  const productPage = new ProductPage(page);
  await productPage.open(visit, 'en', product.url);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Loaded after the page, when the line comes near the viewport.
  // The line sits right under the add-to-cart button: bringing the button into view brings the line near.
  await productPage.addToCartButton.scrollIntoViewIfNeeded();
  const summary = page.getByText(`Available in ${storeCount} stores`, { exact: true });
  await expect(summary).toBeVisible();
  await summary.click();
  const list = page.locator('details[open] ul');
  for (const { store } of stores) {
    await expect(
      list.getByRole('link', { name: `${store.title}, ${store.street} ${store.houseNumber}` }),
    ).toBeVisible();
  }
  await expect(list.getByRole('listitem')).toHaveCount(storeCount);
  await expect(list.getByText(/^Sizes: /).first()).toBeVisible();
  await expectAccessible(page);

  // Choose a size one of the stores holds: the count is for that size.
  const size = heldSize(product)!;
  const holding = stores.filter((entry) => entry.locations.some((location) => location.sku === size.sku));
  const withSize = holding.length;
  const first = holding[0];
  await productPage.openSizes();
  await productPage.sizes.choose(size.size);
  await expect(page.getByText(new RegExp(`^Size ${size.size} available in ${withSize} stores?$`))).toBeVisible();
  await expectAccessible(page);

  // A store of the list leads to its page.
  // The disclosure keeps its state when the size changes: open it only when it is closed.
  const sizeSummary = page.getByText(new RegExp(`^Size ${size.size} available in`));
  if (!(await sizeSummary.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open))) {
    await sizeSummary.click();
  }
  await page
    .locator('details[open] ul')
    .getByRole('link', { name: `${first!.store.title}, ${first!.store.street} ${first!.store.houseNumber}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/winkels/${first!.store.reference}/$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.store.title })).toBeVisible();
  await expectAccessible(page);
});
