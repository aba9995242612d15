import type { Page } from '@playwright/test';
import { expect, expectAccessible, gatewayQuery, storeUrl } from './fixtures';

/** The words of the checkout in the two stores the journeys use. */
export const WORDS = {
  en: {
    email: 'Email address',
    toShipment: 'Continue to shipment',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    houseNumber: 'House number',
    postcode: 'Postcode',
    city: 'City',
    toPayment: 'Continue to payment',
    placeOrder: 'Place order and pay',
    thanks: 'Thank you for your order!',
    paymentMethod: 'Payment method',
    cancelled:
      'You canceled the payment or something went wrong during the payment. We have saved your shopping cart. This way you can still order.',
    failed:
      'The payment with the selected payment method has unfortunately failed. Click below to continue and choose another payment method.',
  },
  'nl-nl': {
    email: 'E-mailadres',
    toShipment: 'Verder naar verzending',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
    toPayment: 'Verder naar betalen',
    placeOrder: 'Bestellen en betalen',
    thanks: 'Bedankt voor je bestelling!',
    paymentMethod: 'Betaalmethode',
    cancelled:
      'Je hebt de betaling geannuleerd of er is iets misgegaan tijdens de betaling. We hebben je winkelmand bewaard. Zo kun je alsnog bestellen.',
    failed:
      'De betaling met de gekozen betaalmethode is helaas mislukt. Klik hieronder om verder te gaan en een andere betaalmethode te kiezen.',
  },
} as const;

export type JourneyStore = keyof typeof WORDS;

const ADDRESSES: Record<JourneyStore, { street: string; houseNumber: string; postcode: string; city: string }> = {
  en: { street: 'Baker Street', houseNumber: '221', postcode: 'NW1 6XE', city: 'London' },
  'nl-nl': { street: 'Damrak', houseNumber: '1', postcode: '1012 LG', city: 'Amsterdam' },
};

interface ShoeProduct {
  sku: string;
  name: string;
  variants: { sku: string; size: string; orderable: boolean }[];
}

/** A pair of shoes with an orderable size (asked of the gateway: the journeys act on real data). */
export async function aPairOfShoes(store: JourneyStore, skip = 0): Promise<{ name: string; variantSku: string }> {
  const data = await gatewayQuery<{ search: { products: { products: ShoeProduct[] } } }>(
    `query E2eShoes { search(input: { pageSize: 96 }) { products { products { sku name variants { sku size orderable } } } } }`,
    {},
    store,
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
  store: JourneyStore,
  visit: (url: string) => Promise<unknown>,
  email = 'anna@example.com',
) {
  const words = WORDS[store];
  const address = ADDRESSES[store];
  await visit(storeUrl(store, '/checkout/'));
  await page.getByLabel(words.email).fill(email);
  await page.getByRole('button', { name: words.toShipment }).click();

  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await expect(page.getByLabel(words.firstName)).toBeVisible();
  // The step's heading has the focus: a screen reader says where the shopper is now.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel(words.firstName).fill('Anna');
  await page.getByLabel(words.lastName).fill('de Vries');
  await page.getByLabel(words.street).fill(address.street);
  await page.getByLabel(words.houseNumber, { exact: true }).fill(address.houseNumber);
  await page.getByLabel(words.postcode).fill(address.postcode);
  await page.getByLabel(words.city).fill(address.city);
  await page.getByRole('button', { name: words.toPayment }).click();

  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(page.getByRole('button', { name: words.placeOrder })).toBeVisible();
  await expectAccessible(page);
}

/** Places the order and chooses an outcome on the test payment service's page. */
export async function placeOrderAndChoose(page: Page, store: JourneyStore, outcome: 'paid' | 'cancelled' | 'failed') {
  await page.getByRole('button', { name: WORDS[store].placeOrder }).click();
  const choice = page.locator(`button[name="outcome"][value="${outcome}"]`);
  await expect(choice).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await choice.click();
}

/** The finish page of a paid order, checked for its thanks, its lines and the purchase event. */
export async function expectTheFinishPage(page: Page, store: JourneyStore, productName: string) {
  await expect(page).toHaveURL(/\/checkout\/success\/\?order=\d+/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: WORDS[store].thanks })).toBeVisible();
  await expect(page.getByRole('complementary').getByText(productName)).toBeVisible();
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
