// Commerce figures for `npm run bench`: add-to-cart and place-order latency through the gateway, and the
// orders per second the engine sustains while never selling more than it has.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

function figures(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  street: 'Oudegracht',
  houseNumber: '12',
  zipcode: '3511 AB',
  city: 'Utrecht',
  countryIso: 'NL',
};

/** A shopper session against the gateway: keeps the context token the gateway answers, as the storefront's cookie. */
function session(gatewayUrl) {
  let token;
  return async function call(query, variables = {}) {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-store': 'nl-nl',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get('x-shop-context-token') ?? token;
    const json = await response.json();
    if (!response.ok || json.errors) throw new Error(JSON.stringify(json.errors ?? json));
    return json.data;
  };
}

const ADD = `mutation ($items: [CartItemInput!]!) { addToCart(items: $items) {
  cart { itemCount price { totalFormatted } items { id quantity product { name } } } errors { code } } }`;
const CONTACT = 'mutation { updateContact(input: { email: "bench@example.com" }) { errors { code } } }';
const ADDRESSES = `mutation ($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { errors { code } } }`;
const PLACE = `mutation ($key: String!) { placeOrder(input: { idempotencyKey: $key }) { order { orderNumber } errors { code } } }`;
const STOCK = 'query ($skus: [ID!]!) { stockData(skus: $skus) { productNumber availableStock } }';

/** A guest with one unit of `sku` in the cart and the checkout filled in, ready to place the order. */
async function readyShopper(gatewayUrl, sku) {
  const call = session(gatewayUrl);
  const added = await call(ADD, { items: [{ referencedId: sku }] });
  if (added.addToCart.errors.length) throw new Error(`addToCart ${sku}: ${JSON.stringify(added.addToCart.errors)}`);
  await call(CONTACT);
  await call(ADDRESSES, { input: { billingAddress: ADDRESS } });
  return call;
}

/** Variant SKUs of the catalogue with at least `min` units at the distribution centre. */
async function stockedVariants(gql, count, min) {
  const data = await gql(
    '{ search(input: { pageSize: 48, sort: RECOMMENDED }) { products { products { variants { sku availableStock orderable } } } } }',
  );
  return data.search.products.products
    .flatMap((product) => product.variants)
    .filter((variant) => variant.orderable && variant.availableStock >= min)
    .slice(0, count)
    .map((variant) => variant.sku);
}

export async function measureCommerce({ gatewayUrl, gql, samples = 200, orders = 200, concurrency = 20 }) {
  const skus = await stockedVariants(gql, 40, 3);
  if (skus.length < 2) throw new Error('the catalogue has too few stocked variants for the commerce bench');

  // Add to cart: one shopper adding (different sizes, then raising quantities), one call at a time.
  const shopper = session(gatewayUrl);
  const addSamples = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await shopper(ADD, { items: [{ referencedId: skus[index % skus.length] }] });
    addSamples.push(performance.now() - started);
  }

  // Place order: ready shoppers (setup not timed), each order placed alone, spread over well-stocked sizes.
  const placeSkus = await stockedVariants(gql, 40, 10);
  const placeSamples = [];
  for (let index = 0; index < Math.min(samples, 100); index++) {
    const call = await readyShopper(gatewayUrl, placeSkus[index % placeSkus.length]);
    const started = performance.now();
    const placed = await call(PLACE, { key: `bench-seq-${Date.now()}-${index}` });
    placeSamples.push(performance.now() - started);
    if (!placed.placeOrder.order) throw new Error(`placeOrder: ${JSON.stringify(placed.placeOrder.errors)}`);
  }

  // Orders per second, and never oversold: more shoppers than units of one variant race for it, `concurrency` at a
  // time, next to shoppers buying other stocked sizes; exactly the units there were may be sold.
  // Sizes with stock left after the orders above (the index answers live stock).
  const raceSkus = await stockedVariants(gql, 48, 10);
  if (raceSkus.length < 2) throw new Error('too few stocked variants left for the concurrent orders');
  const contested = raceSkus[0];
  const before = (await gql(STOCK, { skus: [contested] })).stockData[0].availableStock;
  const plan = [
    ...Array.from({ length: before + 20 }, () => contested),
    ...Array.from(
      { length: Math.max(0, orders - before - 20) },
      (_, index) => raceSkus[1 + (index % (raceSkus.length - 1))],
    ),
  ];
  const ready = [];
  for (const sku of plan) ready.push({ sku, call: await readyShopper(gatewayUrl, sku) });
  let next = 0;
  let placed = 0;
  let contestedSold = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ready.length) {
        const { sku, call } = ready[next++];
        const result = await call(PLACE, { key: `bench-race-${Date.now()}-${next}-${Math.random()}` });
        if (result.placeOrder.order) {
          placed++;
          if (sku === contested) contestedSold++;
        } else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = (await gql(STOCK, { skus: [contested] })).stockData[0].availableStock;

  return {
    addToCart: figures(addSamples),
    placeOrder: figures(placeSamples),
    concurrentOrders: {
      attempts: ready.length,
      concurrency,
      placed,
      refused,
      ordersPerSecond: round(placed / seconds),
      contestedVariant: { sku: contested, stockBefore: before, sold: contestedSold, stockAfter: after },
      oversold: contestedSold > before || after < 0 || before - contestedSold !== after,
    },
  };
}
