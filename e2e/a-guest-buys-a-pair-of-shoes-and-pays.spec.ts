import {
  addToCart,
  aPairOfShoes,
  expectTheFinishPage,
  fillInTheCheckout,
  placeOrderAndChoose,
} from './checkout-journey';
import { expect, storeUrl, test } from './fixtures';

const EMPTY_BAG = {
  en: 'Oops, something went wrong and your shopping bag is empty. Click below to continue shopping.',
  'nl-nl': 'Oeps, er is iets misgegaan en je winkelmand is leeg. Klik hieronder om verder te winkelen.',
} as const;

for (const store of ['en', 'nl-nl'] as const) {
  test(`a guest buys a pair of shoes and pays (${store})`, async ({ page, visit }) => {
    const shoes = await aPairOfShoes(store);
    // A new visitor on the status page: no order, an empty bag.
    await visit(storeUrl(store, '/checkout/status/'));
    await expect(page.getByText(EMPTY_BAG[store])).toBeVisible();
    await addToCart(page, shoes.variantSku);

    await fillInTheCheckout(page, store, visit);
    await placeOrderAndChoose(page, store, 'paid');
    await expectTheFinishPage(page, store, shoes.name);
  });
}
