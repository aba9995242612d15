// Search figures for the bench: quick search and a faceted listing through the gateway, one request at a time, on
// the large catalogue: p50/p95/p99 for distinct requests asked for the first time (no answer cache can help), then
// the same requests again on a warm gateway.

const LATENCY_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

function latencyFigures(samples) {
  samples.sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    p99Ms: round(percentile(samples, 99)),
  };
}

/** Distinct requests asked once each, one at a time: what the gateway answers the first time it is asked. */
async function firstTimeLatency(requests) {
  const samples = [];
  for (const request of requests) {
    const started = performance.now();
    await request();
    samples.push(performance.now() - started);
  }
  return latencyFigures(samples);
}

/** One request at a time (after a warm-up), cycling through the given requests. */
async function sequentialLatency(requests) {
  for (const request of requests.slice(0, 20)) await request();
  const samples = [];
  for (let index = 0; index < LATENCY_SAMPLES; index++) {
    const started = performance.now();
    await requests[index % requests.length]();
    samples.push(performance.now() - started);
  }
  return latencyFigures(samples);
}

const QUICK_TERMS = [
  'sneaker',
  'sneakers wit',
  'enkellaars',
  'laarzen',
  'loafer',
  'sandaal',
  'pumps zwart',
  'ballerina',
  'tas leer',
  'riem',
  'snekaer',
  'chelsea',
];

const QUICK_SEARCH = `query ($text: String!) { quickSearch(text: $text) {
  products { sku name url price { formatted } } urls { url label } suggestions { text } } }`;

const LISTING = `query ($input: ProductSearchInput!) { search(input: $input) { products {
  totalCount hasMore products { sku name url price { formatted } regularPrice { formatted } labels { text } images { url(width: 498, height: 705) } }
  facets { categories { value label count } brands { value label count } colors { value label count } sizes { value label count } priceRange { min { amount } max { amount } } saleCount newCount }
} } }`;

const SORTS = ['RECOMMENDED', 'PRICE_ASC', 'NEW', 'NAME_ASC'];

/** The categories of the women's tree (roots, children, grandchildren): the listings the bench asks. */
export async function womensCategories(gql) {
  const roots = await gql('{ categoryTree(segment: FOR_HER) { id url children { id url children { id url } } } }');
  return roots.categoryTree.flatMap((root) => [
    root,
    ...root.children,
    ...root.children.flatMap((child) => child.children),
  ]);
}

/**
 * Texts and categories asked once before the first-time figures, not counted and not among the measured ones: the
 * gateway's first search and first listing pay for what is done once per process (compiling the search code, the
 * database connection's first use of the text-search dictionaries and tables), some 60–90 ms of CPU on a gateway that
 * has answered only product queries; with 42 first-time texts that one answer alone set the p95.
 */
const WARM_UP_TEXTS = ['mantel', 'jurk rood'];

async function warmUp(gql, listing) {
  for (const text of WARM_UP_TEXTS) await gql(QUICK_SEARCH, { text });
  const him = await gql('{ categoryTree(segment: FOR_HIM) { id } }');
  for (const category of him.categoryTree.slice(0, 2)) await listing(category.id, 'RECOMMENDED', 1)();
}

export async function measureSearch(gql, categories) {
  const quickSearchRequest = (text) => () => gql(QUICK_SEARCH, { text });
  const listingRequest = (categoryId, sort, page) => () =>
    gql(LISTING, { input: { filters: { categoryId }, sort, page, pageSize: 24 } });
  await warmUp(gql, listingRequest);
  // The first time: every prefix a shopper types from the 4th character on (the overlay's threshold), asked once.
  const typed = [...new Set(QUICK_TERMS.flatMap((term) => [...term].map((_, end) => term.slice(0, end + 1))))].filter(
    (text) => text.trim().length >= 4 && !QUICK_TERMS.includes(text),
  );
  const quickSearchFirstTime = await firstTimeLatency(typed.map(quickSearchRequest));
  const quickSearchWarm = await sequentialLatency(QUICK_TERMS.map(quickSearchRequest));
  const listingRequests = categories.map((category, index) =>
    listingRequest(category.id, SORTS[index % SORTS.length], 1 + (index % 3)),
  );
  const facetedListingFirstTime = await firstTimeLatency(listingRequests);
  const facetedListingWarm = await sequentialLatency(listingRequests);
  return { quickSearchFirstTime, quickSearchWarm, facetedListingFirstTime, facetedListingWarm };
}
