import { request as playwrightRequest } from '@playwright/test';
import { catalogProducts, expect, gatewayQuery, storeGet, storeUrl, test } from './fixtures';
import { LoginPage } from './pages/account';
import { E2E_GATEWAY_PORT } from './ports';

/**
 * The storefront's page cache (apps/storefront/page-cache.mjs): anonymous shoppers share one rendered page; a shopper
 * with a session never gets it, and their personal parts never land in it; a stock change the gateway publishes
 * purges the product page within the purge delay.
 */
const DEMO = { email: 'demo@example.com', password: 'demo-shopper-2026', firstName: 'Eva' };
const STORE = 'en';

test('a personal page part never lands in the shared cache (two shoppers, one logged in)', async ({ page, visit }) => {
  const [product] = await catalogProducts(STORE);
  const path = `/${product!.url}`;

  // The logged-in shopper, with something in the cart: the header welcomes her by name.
  const login = new LoginPage(page, STORE);
  await login.open(visit);
  await login.logIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/customer\/$/);
  const personal = await visit(storeUrl(STORE, path));
  expect(personal!.headers()['x-page-cache']).toBe('BYPASS');
  expect(personal!.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByText(`Welcome ${DEMO.firstName}`).first()).toBeAttached();

  // The anonymous shopper, twice: the second answer comes from the cache, and neither carries her parts.
  const anonymous = await playwrightRequest.newContext();
  try {
    const first = await storeGet(anonymous, STORE, path);
    const second = await storeGet(anonymous, STORE, path);
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(second.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers()['surrogate-key']).toContain(`product:${product!.sku}`);
    for (const answer of [first, second]) {
      const html = await answer.text();
      expect(html).not.toContain(DEMO.firstName);
      expect(html).not.toContain(DEMO.email);
    }
  } finally {
    await anonymous.dispose();
  }

  // Logged in again after the page was cached: still her own page, rendered for her.
  const again = await page.goto(storeUrl(STORE, path), { waitUntil: 'domcontentloaded' });
  expect(again!.headers()['x-page-cache']).toBe('BYPASS');
  expect(await again!.text()).toContain(DEMO.firstName);
});

/** The state of one size as the product page's data carries it. */
function sizeState(html: string, variantSku: string): string | undefined {
  return new RegExp(`sku:"${variantSku.replace(/\./g, '\\.')}",size:"[^"]*",state:"([A-Z_]+)"`).exec(html)?.[1];
}

/** A guest orders the size's whole stock at the gateway (the order reserves it): the size sells out. */
async function sellOut(variantSku: string, quantity: number) {
  const gateway = `http://127.0.0.1:${E2E_GATEWAY_PORT}/graphql`;
  let session = '';
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(gateway, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-store': STORE,
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    session = response.headers.get('x-shop-context-token') ?? session;
    const result = (await response.json()) as { data?: Record<string, { errors?: unknown[] }> };
    const payload = Object.values(result.data ?? {})[0];
    if (!payload || (payload.errors?.length ?? 0) > 0)
      throw new Error(`Gateway call failed: ${JSON.stringify(result)}`);
  };
  const errors = 'errors { code message }';
  await call(`mutation E2eAdd($items: [CartItemInput!]!) { addToCart(items: $items) { ${errors} } }`, {
    items: [{ referencedId: variantSku, quantity }],
  });
  await call(`mutation E2eContact { updateContact(input: { email: "stock@example.com" }) { ${errors} } }`);
  await call(`mutation E2eAddress($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { ${errors} } }`, {
    input: {
      billingAddress: {
        firstName: 'Anna',
        lastName: 'Smith',
        street: 'Baker Street',
        houseNumber: '221',
        zipcode: 'NW1 6XE',
        city: 'London',
        countryIso: 'GB',
      },
    },
  });
  await call(`mutation E2ePlace($input: PlaceOrderInput!) { placeOrder(input: $input) { ${errors} } }`, {
    input: { idempotencyKey: `e2e-stock-${Date.now()}-${Math.random()}` },
  });
}

test('a stock change shows on a cached product page within 2 s', async ({ request }) => {
  // A size with its last one or two pairs, of a product no other journey picks (the last such in the listing).
  const { search } = await gatewayQuery<{
    search: {
      products: {
        products: { url: string; variants: { sku: string; availableStock: number; orderable: boolean }[] }[];
      };
    };
  }>(
    `query E2eStock { search(input: { pageSize: 96 }) { products { products { url variants { sku availableStock orderable } } } } }`,
    {},
    STORE,
  );
  const candidates = search.products.products.flatMap((product) =>
    product.variants
      .filter((variant) => variant.orderable && variant.availableStock > 0 && variant.availableStock <= 2)
      .map((variant) => ({ path: `/${product.url}`, variant })),
  );
  const { path, variant } = candidates.at(-1)!;

  // Cached: the second answer is the first one's page.
  const before = await storeGet(request, STORE, path);
  const cached = await storeGet(request, STORE, path);
  expect(cached.headers()['x-page-cache']).toBe('HIT');
  const stateBefore = sizeState(await cached.text(), variant.sku);
  expect(stateBefore).toBeDefined();
  expect(stateBefore).not.toBe('SOLD_OUT');
  expect(sizeState(await before.text(), variant.sku)).toBe(stateBefore);

  await sellOut(variant.sku, variant.availableStock);
  const sold = Date.now();
  let stateAfter = stateBefore;
  while (stateAfter === stateBefore && Date.now() - sold < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stateAfter = sizeState(await (await storeGet(request, STORE, path)).text(), variant.sku);
  }
  const shownAfterMs = Date.now() - sold;
  expect(stateAfter).not.toBe(stateBefore);
  expect(shownAfterMs).toBeLessThanOrEqual(2000);
  // And the page is cached again, with the new state.
  const recached = await storeGet(request, STORE, path);
  expect(recached.headers()['x-page-cache']).toBe('HIT');
  expect(sizeState(await recached.text(), variant.sku)).toBe(stateAfter);
});
