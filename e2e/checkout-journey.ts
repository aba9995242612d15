import type { Page } from '@playwright/test';
import { expect, expectAccessible, gatewayQuery } from './fixtures';
import type { PostalAddress } from './pages/address-fields';
import { CheckoutPage, type CheckoutStore } from './pages/checkout';

const ADDRESSES: Record<CheckoutStore, PostalAddress> = {
  en: { street: 'Baker Street', houseNumber: '221', postcode: 'NW1 6XE', city: 'London' },
  'nl-nl': { street: 'Damrak', houseNumber: '1', postcode: '1012 LG', city: 'Amsterdam' },
};

interface ShoeProduct {
  sku: string;
  name: string;
  variants: { sku: string; size: string; orderable: boolean }[];
}

/** A pair of shoes with an orderable size (asked of the gateway: the journeys act on real data). */
export async function aPairOfShoes(
  store: CheckoutStore,
  skip = 0,
  gatewayUrl?: string,
): Promise<{ name: string; variantSku: string }> {
  const data = await gatewayQuery<{ search: { products: { products: ShoeProduct[] } } }>(
    `query E2eShoes { search(input: { pageSize: 96 }) { products { products { sku name variants { sku size orderable } } } } }`,
    {},
    store,
    gatewayUrl,
  );
  const candidates = data.search.products.products.filter((product) =>
    product.variants.some((variant) => variant.orderable),
  );
  const product = candidates[skip % candidates.length];
  if (!product) throw new Error('The demo data has no orderable product');
  const variant = product.variants.find((candidate) => candidate.orderable);
  return { name: product.name, variantSku: variant?.sku ?? '' };
}

/** Puts a variant into the shopper's cart through the page's own /graphql (the session cookie is the browser's). */
export async function addToCart(page: Page, variantSku: string) {
  const result = await page.evaluate(async (sku) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation E2eAddToCart($items: [CartItemInput!]!) { addToCart(items: $items) { cart { itemCount } errors { code message } } }',
        variables: { items: [{ referencedId: sku, quantity: 1 }] },
      }),
    });
    return response.json();
  }, variantSku);
  expect(result.data?.addToCart?.errors, JSON.stringify(result)).toEqual([]);
  expect(result.data.addToCart.cart.itemCount).toBeGreaterThan(0);
}

/** From the contact step to the payment step: e-mail, the store's country's address, home delivery. */
export async function fillInTheCheckout(
  page: Page,
  store: CheckoutStore,
  visit: (url: string) => Promise<unknown>,
  email = 'anna@example.com',
  port?: number,
) {
  const checkout = new CheckoutPage(page, store, port);
  await checkout.open(visit);
  await checkout.email.fill(email);
  await checkout.toShipment.click();

  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await expect(checkout.address.firstName).toBeVisible();
  // The step's heading has the focus: a screen reader says where the shopper is now.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
  await checkout.address.fillName('Anna', 'de Vries');
  await checkout.address.fillAddress(ADDRESSES[store]);
  await checkout.toPayment.click();

  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(checkout.placeOrder).toBeVisible();
  await expectAccessible(page);
}

/** Places the order and chooses an outcome on the test payment service's page. */
export async function placeOrderAndChoose(page: Page, store: CheckoutStore, outcome: 'paid' | 'cancelled' | 'failed') {
  const checkout = new CheckoutPage(page, store);
  await checkout.placeOrder.click();
  const choice = checkout.paymentOutcome(outcome);
  await expect(choice).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await choice.click();
}

/** The finish page of a paid order, checked for its thanks, its lines and the purchase event. */
export async function expectTheFinishPage(page: Page, store: CheckoutStore, productName: string) {
  await expect(page).toHaveURL(/\/checkout\/success\/\?order=\d+/, { timeout: 20_000 });
  const checkout = new CheckoutPage(page, store);
  await expect(page.getByRole('heading', { level: 1, name: checkout.words.thanks })).toBeVisible();
  await expect(checkout.summary.getByText(productName)).toBeVisible();
  await expectAccessible(page);
  const orderNumber = new URL(page.url()).searchParams.get('order');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          (window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string } }[] })
            .dataLayer ?? []
        )
          .filter((event) => event.event === 'purchase')
          .map((event) => event.ecommerce?.transaction_id),
      ),
    )
    .toEqual([orderNumber]);
}
