import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';

/**
 * A stand-in for the gateway: a real HTTP server on a free port that records what it receives and answers what the
 * test tells it to. By default it executes the operations against the real stitched schema
 * (packages/schema/schema.graphql) over a small fixed catalogue, so every storefront query is checked against the
 * API's shape, and `/images/...` answers like the image service.
 *
 * Also a development gateway while the real one is not at hand: `node test/fake-gateway.ts [port]`.
 */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface GatewayAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeGateway {
  url: string;
  received: ReceivedRequest[];
  /** How the next requests are answered; `'unreachable'` drops the connection, `'silent'` never answers. */
  answer: ((request: ReceivedRequest) => GatewayAnswer | Promise<GatewayAnswer>) | 'unreachable' | 'silent';
  close(): Promise<void>;
}

const schema = buildSchema(readFileSync(new URL('../../../packages/schema/schema.graphql', import.meta.url), 'utf8'));

// --- the fixed catalogue ------------------------------------------------------------------------------------------

type Segment = 'FOR_HER' | 'FOR_HIM';

interface FakeCategory {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  segment: Segment;
}

const CATEGORIES: FakeCategory[] = [
  { id: 'c-her', parentId: null, name: 'Dames', url: 'dames', segment: 'FOR_HER' },
  { id: 'c-her-shoes', parentId: 'c-her', name: 'Schoenen', url: 'dames/schoenen', segment: 'FOR_HER' },
  {
    id: 'c-her-sneakers',
    parentId: 'c-her-shoes',
    name: 'Sneakers',
    url: 'dames/schoenen/sneakers',
    segment: 'FOR_HER',
  },
  { id: 'c-her-sale', parentId: 'c-her', name: 'Sale', url: 'dames/sale', segment: 'FOR_HER' },
  { id: 'c-him', parentId: null, name: 'Heren', url: 'heren', segment: 'FOR_HIM' },
  { id: 'c-him-shoes', parentId: 'c-him', name: 'Schoenen', url: 'heren/schoenen', segment: 'FOR_HIM' },
];

const BRANDS = [
  { slug: 'noordkaap', name: 'Noordkaap' },
  { slug: 'amstel-rue', name: 'Amstel & Rue' },
];

type State = 'IN_STOCK' | 'FEW_LEFT' | 'LAST_ITEM' | 'PRE_ORDER' | 'OUT_OF_STOCK' | 'COMING_SOON';

const STATE_LABELS: Record<State, string | null> = {
  IN_STOCK: null,
  FEW_LEFT: 'Just a few left',
  LAST_ITEM: 'Last item',
  PRE_ORDER: 'Pre Order 2-3 weeks',
  OUT_OF_STOCK: 'Sold out',
  COMING_SOON: 'Coming soon',
};

interface FakeProduct {
  sku: string;
  name: string;
  brand: string;
  color: string;
  colorHex: string;
  model: string;
  /** Minor units. */
  price: number;
  regular: number;
  categoryId: string;
  sizes: [string, State][];
  isNew?: boolean;
  comingSoon?: boolean;
  labels?: { kind: string; text: string }[];
  video?: string;
  sizeTable?: boolean;
  complementary?: string[];
  maintenance?: string[];
}

const PRODUCTS: FakeProduct[] = [
  {
    sku: '20001.100',
    name: 'Court Classic',
    brand: 'noordkaap',
    color: 'black',
    colorHex: '#1c1b19',
    model: '20001',
    price: 8995,
    regular: 8995,
    categoryId: 'c-her-sneakers',
    sizes: [
      ['37', 'IN_STOCK'],
      ['38', 'LAST_ITEM'],
      ['39', 'FEW_LEFT'],
      ['40', 'PRE_ORDER'],
      ['41', 'OUT_OF_STOCK'],
    ],
    isNew: true,
    labels: [
      { kind: 'NEW', text: 'New' },
      { kind: 'MARKETING', text: 'Bestseller' },
    ],
    video: '/videos/20001.100.mp4',
    sizeTable: true,
    complementary: ['20002.101'],
    maintenance: ['20009.100'],
  },
  {
    sku: '20002.101',
    name: 'Trail Runner',
    brand: 'amstel-rue',
    color: 'white',
    colorHex: '#f4f4f0',
    model: '20002',
    price: 7995,
    regular: 11995,
    categoryId: 'c-her-sneakers',
    sizes: [
      ['38', 'IN_STOCK'],
      ['39', 'IN_STOCK'],
    ],
    labels: [{ kind: 'DISCOUNT', text: '-33%' }],
  },
  {
    sku: '20003.102',
    name: 'City Loafer',
    brand: 'noordkaap',
    color: 'cognac',
    colorHex: '#9a5b2c',
    model: '20003',
    price: 9995,
    regular: 9995,
    categoryId: 'c-him-shoes',
    sizes: [
      ['42', 'OUT_OF_STOCK'],
      ['43', 'OUT_OF_STOCK'],
    ],
  },
  {
    sku: '20001.101',
    name: 'Court Classic',
    brand: 'noordkaap',
    color: 'white',
    colorHex: '#f4f4f0',
    model: '20001',
    price: 8995,
    regular: 8995,
    categoryId: 'c-her-sneakers',
    sizes: [
      ['37', 'IN_STOCK'],
      ['38', 'IN_STOCK'],
    ],
  },
  {
    sku: '20004.100',
    name: 'Nova Boot',
    brand: 'amstel-rue',
    color: 'black',
    colorHex: '#1c1b19',
    model: '20004',
    price: 15995,
    regular: 15995,
    categoryId: 'c-her-shoes',
    sizes: [
      ['38', 'COMING_SOON'],
      ['39', 'COMING_SOON'],
    ],
    comingSoon: true,
    labels: [{ kind: 'COMING_SOON', text: 'Coming soon' }],
  },
  {
    sku: '20009.100',
    name: 'Care Spray',
    brand: 'noordkaap',
    color: 'transparent',
    colorHex: '#ffffff',
    model: '20009',
    price: 995,
    regular: 995,
    categoryId: 'c-her-shoes',
    sizes: [['One size', 'IN_STOCK']],
  },
];

/** Extra products for paging (the listing has more than one page of 24). */
for (let index = 0; index < 30; index++) {
  PRODUCTS.push({
    sku: `21${String(index).padStart(3, '0')}.100`,
    name: `Basic Sneaker ${index + 1}`,
    brand: 'amstel-rue',
    color: 'white',
    colorHex: '#f4f4f0',
    model: `21${index}`,
    price: 4995 + index * 100,
    regular: 4995 + index * 100,
    categoryId: 'c-him-shoes',
    sizes: [
      ['41', 'IN_STOCK'],
      ['42', 'FEW_LEFT'],
    ],
  });
}

const SALE_WORDS: Record<string, string> = {
  sale: 'dames/sale',
  actie: 'dames/sale',
  rabatt: 'dames/sale',
  promotion: 'dames/sale',
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const productUrl = (product: FakeProduct) =>
  `${slug(`${product.name} ${product.color}`)}-${product.sku.replace('.', '-')}`;

function money(amount: number, store: string) {
  const currency = store === 'en' ? 'GBP' : 'EUR';
  const value = (amount / 100).toFixed(2);
  return {
    amount,
    currency,
    formatted: currency === 'GBP' ? `£${value}` : `€ ${value.replace('.', ',')}`,
  };
}

function image(key: string, alt: string) {
  return {
    alt,
    url: ({ width, height }: { width: number; height: number }) => `/images/${key}/${width}x${height}`,
    srcset: ({ width, height, widths }: { width: number; height: number; widths: number[] }) =>
      widths.map((w) => `/images/${key}/${w}x${Math.round((w * height) / width)} ${w}w`).join(', '),
  };
}

function categoryObject(category: FakeCategory): Record<string, unknown> {
  const path: FakeCategory[] = [];
  for (let current: FakeCategory | undefined = category; current; ) {
    path.unshift(current);
    current = CATEGORIES.find((candidate) => candidate.id === current?.parentId);
  }
  return {
    ...category,
    level: path.length,
    breadcrumbs: () => path.map(categoryObject),
    children: () => CATEGORIES.filter((child) => child.parentId === category.id).map(categoryObject),
    parent: () => {
      const parent = CATEGORIES.find((candidate) => candidate.id === category.parentId);
      return parent ? categoryObject(parent) : null;
    },
  };
}

const categoryById = (id: string) => CATEGORIES.find((category) => category.id === id);
const brandOf = (product: FakeProduct) => {
  const brand = BRANDS.find((candidate) => candidate.slug === product.brand) ?? { slug: 'x', name: 'X' };
  return { ...brand, url: `brands/${brand.slug}` };
};

/** Whether a product is in a category or below it. */
function inCategory(product: FakeProduct, categoryId: string): boolean {
  for (let current = categoryById(product.categoryId); current; current = categoryById(current.parentId ?? '')) {
    if (current.id === categoryId) return true;
  }
  return false;
}

function productObject(product: FakeProduct, store: string): Record<string, unknown> {
  const category = categoryById(product.categoryId) as FakeCategory;
  const key = `products/${product.sku}`;
  const byModel = PRODUCTS.filter((other) => other.model === product.model);
  return {
    __typename: 'Product',
    id: `id-${product.sku}`,
    sku: product.sku,
    parentSku: product.sku,
    parentId: `parent-${product.sku}`,
    name: product.name,
    description: `${product.name} in ${product.color}. Comfortable all day! Made to last.`,
    descriptionPreview: `${product.name} in ${product.color}.`,
    url: productUrl(product),
    color: product.color,
    colorHex: product.colorHex,
    brand: brandOf(product),
    price: money(product.price, store),
    regularPrice: money(product.regular, store),
    discount: Math.round(100 - (product.price * 100) / product.regular),
    labels: product.labels ?? [],
    images: [image(`${key}/side`, `${product.name}, side`), image(`${key}/top`, `${product.name}, top`)],
    hoverImage: image(`${key}/top`, `${product.name}, top`),
    video: product.video ?? null,
    isNew: product.isNew ?? false,
    isSale: product.price < product.regular,
    isOneSize: product.sizes.length === 1,
    isComingSoon: product.comingSoon ?? false,
    comingSoonDate: product.comingSoon ? '2099-01-01' : null,
    releaseDate: '2026-01-01',
    deliveryTime: product.sizes.some(([, state]) => state === 'PRE_ORDER') ? '2-3 weeks' : null,
    availableStock: 10,
    segment: category.segment,
    categories: [categoryObject(category)],
    breadcrumbs: () => (categoryObject(category).breadcrumbs as () => unknown)(),
    stock: { available: product.sizes.some(([, state]) => !['OUT_OF_STOCK', 'COMING_SOON'].includes(state)) },
    colorRelations: () => (byModel.length > 1 ? byModel.map((other) => productObject(other, store)) : []),
    complementary: () => (product.complementary ?? []).map((sku) => productObject(bySku(sku), store)),
    maintenance: () => (product.maintenance ?? []).map((sku) => productObject(bySku(sku), store)),
    sizeTable: product.sizeTable
      ? {
          advice: 'This model is small: order half a size up.',
          rows: [
            { eu: '37', us: '6.5', uk: '4', cm: '23.5' },
            { eu: '38', us: '7.5', uk: '5', cm: '24' },
          ],
        }
      : null,
    variants: product.sizes.map(([size, state], index) => ({
      id: `${product.sku}.${index}`,
      sku: `${product.sku}.${size}`,
      legacySku: `${product.sku.replace('.', 'x')}x${size}`,
      size,
      state,
      stateLabel: STATE_LABELS[state],
      availableStock: state === 'OUT_OF_STOCK' || state === 'COMING_SOON' ? 0 : 3,
      deliveryTime: state === 'PRE_ORDER' ? '2-3 weeks' : null,
      orderable: !['OUT_OF_STOCK', 'COMING_SOON'].includes(state),
      notifiable: ['OUT_OF_STOCK', 'COMING_SOON'].includes(state),
    })),
  };
}

function bySku(sku: string): FakeProduct {
  const product = PRODUCTS.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`No fake product ${sku}`);
  return product;
}

interface SearchInput {
  text?: string | null;
  filters?: {
    categoryId?: string | null;
    brands?: string[] | null;
    colors?: string[] | null;
    sizes?: string[] | null;
    priceMin?: number | null;
    priceMax?: number | null;
    sale?: boolean | null;
    isNew?: boolean | null;
  } | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const matchesText = (product: FakeProduct, text: string) =>
  `${product.name} ${brandOf(product).name} ${product.color}`.toLowerCase().includes(text.toLowerCase().trim());

function facetValues(products: FakeProduct[], values: (product: FakeProduct) => [string, string][]) {
  const counts = new Map<string, { label: string; count: number }>();
  for (const product of products) {
    for (const [value, label] of values(product)) {
      const entry = counts.get(value) ?? { label, count: 0 };
      entry.count += 1;
      counts.set(value, entry);
    }
  }
  return [...counts].map(([value, { label, count }]) => ({ value, label, count }));
}

function searchProducts(input: SearchInput, store: string) {
  const filters = input.filters ?? {};
  const text = input.text?.trim() ?? '';
  let products = PRODUCTS.filter(
    (product) =>
      (!text || matchesText(product, text)) &&
      (!filters.categoryId || inCategory(product, filters.categoryId)) &&
      (!filters.brands?.length || filters.brands.includes(product.brand)) &&
      (!filters.colors?.length || filters.colors.includes(product.color)) &&
      (!filters.sizes?.length || product.sizes.some(([size]) => filters.sizes?.includes(size))) &&
      (filters.priceMin == null || product.price >= filters.priceMin) &&
      (filters.priceMax == null || product.price <= filters.priceMax) &&
      (!filters.sale || product.price < product.regular) &&
      (!filters.isNew || product.isNew),
  );
  const sorts: Record<string, (a: FakeProduct, b: FakeProduct) => number> = {
    NAME_ASC: (a, b) => a.name.localeCompare(b.name),
    NAME_DESC: (a, b) => b.name.localeCompare(a.name),
    PRICE_ASC: (a, b) => a.price - b.price,
    PRICE_DESC: (a, b) => b.price - a.price,
  };
  const sort = sorts[input.sort ?? ''];
  if (sort) products = [...products].sort(sort);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 24;
  const totalPages = Math.ceil(products.length / pageSize);
  const prices = products.map((product) => product.price);
  return {
    products: products.slice((page - 1) * pageSize, page * pageSize).map((product) => productObject(product, store)),
    totalCount: products.length,
    page,
    pageSize,
    totalPages,
    hasMore: page < totalPages,
    facets: {
      categories: facetValues(products, (product) => {
        const category = categoryById(product.categoryId) as FakeCategory;
        return [[category.id, category.name]];
      }),
      brands: facetValues(products, (product) => [[product.brand, brandOf(product).name]]),
      colors: facetValues(products, (product) => [[product.color, product.color]]),
      sizes: facetValues(products, (product) => product.sizes.map(([size]) => [size, size])),
      priceRange: prices.length
        ? { min: money(Math.min(...prices), store), max: money(Math.max(...prices), store) }
        : null,
      saleCount: products.filter((product) => product.price < product.regular).length,
      newCount: products.filter((product) => product.isNew).length,
    },
  };
}

const urlHits = (text: string) =>
  CATEGORIES.filter((category) => text && category.name.toLowerCase().includes(text.toLowerCase().trim()))
    .slice(0, 5)
    .map((category) => ({ label: category.name, url: category.url, pageGroup: 'CATEGORY', parents: [] }));

const suggestions = (text: string) =>
  [...new Set(PRODUCTS.filter((product) => matchesText(product, text)).map((product) => product.name.toLowerCase()))]
    .slice(0, 5)
    .map((suggestion) => ({ text: suggestion }));

function catalogRoute(path: string, store: string) {
  const clean = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  const legacy = /(\d+)x(\d+)(?:x[\w.]+)?\.html$/.exec(clean);
  if (legacy) {
    const product = PRODUCTS.find((candidate) => candidate.sku === `${legacy[1]}.${legacy[2]}`);
    return product ? { __typename: 'RedirectRoute', location: `/${productUrl(product)}`, status: 301 } : null;
  }
  const [first, brandSlug, ...rest] = clean.split('/');
  if (first === 'brands' && brandSlug) {
    const brand = BRANDS.find((candidate) => candidate.slug === brandSlug);
    const category = rest.length ? CATEGORIES.find((candidate) => candidate.url === rest.join('/')) : undefined;
    if (!brand || (rest.length && !category)) return null;
    return {
      __typename: 'BrandRoute',
      brand: { ...brand, url: `brands/${brand.slug}` },
      category: category ? categoryObject(category) : null,
    };
  }
  const product = PRODUCTS.find((candidate) => productUrl(candidate) === clean);
  if (product) return { __typename: 'ProductRoute', product: productObject(product, store) };
  const category = CATEGORIES.find((candidate) => candidate.url === clean);
  if (category) return { __typename: 'CategoryRoute', category: categoryObject(category) };
  return null;
}

// --- content: a home page with a hero and the newest products, and the 404 document ----------------------------------

const CONTENT_TEXTS: Record<string, { home: string; notFound: string; notFoundText: string }> = {
  nl: { home: 'Nieuw dit seizoen', notFound: 'Pagina niet gevonden', notFoundText: 'Deze pagina bestaat niet (meer).' },
  en: { home: 'New this season', notFound: 'Page not found', notFoundText: 'This page does not exist (any more).' },
  de: {
    home: 'Neu in dieser Saison',
    notFound: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht (mehr).',
  },
  fr: {
    home: 'Nouveautés de la saison',
    notFound: 'Page introuvable',
    notFoundText: "Cette page n'existe pas (plus).",
  },
};
const languageOfStore = (store: string) => (store === 'en' ? 'en' : store.slice(0, 2));
const contentTexts = (store: string) =>
  CONTENT_TEXTS[languageOfStore(store)] ?? (CONTENT_TEXTS.nl as (typeof CONTENT_TEXTS)['nl']);

const slice = (typename: string, id: string, fields: Record<string, unknown>) => ({
  __typename: typename,
  id,
  sliceType: id,
  variation: 'default',
  ...fields,
});

function contentPageObject(store: string, uid: 'home' | '404') {
  const texts = contentTexts(store);
  const home = uid === 'home';
  const title = home ? texts.home : texts.notFound;
  const path = home ? '/' : '/404/';
  return {
    id: `${store}-${uid}`,
    uid,
    path,
    title,
    metaTitle: title,
    metaDescription: null,
    metaRobots: home ? 'index,follow' : 'noindex,nofollow',
    canonicalUrl: `http://${store}.localhost:3000${path}`,
    isHome: home,
    segment: 'FOR_HER',
    showBreadcrumbs: !home,
    breadcrumbs: [{ label: title, path }],
    alternates: [],
    blocks: home
      ? [
          slice('HeroBlock', 'hero', {
            title,
            description: '',
            image: null,
            video: null,
            videoMobile: null,
            position: 'CENTRE',
            color: null,
            segmentSwitch: false,
            buttonText: null,
            buttonLink: null,
            buttonStyle: 'DEFAULT',
            columnWidth: 'FULL_WIDTH',
          }),
          slice('ProductsBlock', 'products', {
            title: '',
            layout: 'GRID',
            columns: 3,
            columnWidth: 'FULL_WIDTH',
            buttonText: null,
            buttonLink: null,
            buttonStyle: 'DEFAULT',
            products: PRODUCTS.slice(0, 6).map((product) => productObject(product, store)),
          }),
        ]
      : [
          slice('RichtextBlock', 'richtext', {
            richtext: `<p>${texts.notFoundText}</p>`,
            columnWidth: 'FULL_WIDTH',
            items: [],
          }),
        ],
    children: () => ({ page: 1, hasMore: false, totalResultsSize: 0, pageSize: 5, totalPages: 0, pages: [] }),
  };
}

const EMPTY_LAYOUT = {
  promoBanners: [],
  forHerNavigation: [],
  forHimNavigation: [],
  navigation: () => [],
  headerUsps: [],
  headerLinks: [],
  footerNavigation: [],
  legalLinks: [],
  socialIcons: [],
  paymentIcons: [],
  jobs: null,
  reviewStats: null,
  customerService: { hours: 'Mon-Fri 9-17', phone: '+31 20 000 0000', email: 'service@shop.example' },
};

const FAKE_STORES = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'de-at', 'de-lu', 'fr-lu', 'en'];

function rootValue(store: string) {
  return {
    contentPage: ({ uid }: { uid: string }) => (uid === 'home' ? contentPageObject(store, 'home') : null),
    contentPageByPath: ({ path }: { path: string }) =>
      path.replace(/^\/+|\/+$/g, '') === '' ? contentPageObject(store, 'home') : null,
    errorPage: () => contentPageObject(store, '404'),
    layout: () => EMPTY_LAYOUT,
    currentStore: () => ({
      __typename: 'Store',
      code: store,
      name: `Store ${store}`,
      baseUrl: `http://${store}.localhost:3000`,
      countryCode: 'NL',
      currency: store === 'en' ? 'GBP' : 'EUR',
      lang: 'nl',
      language: 'nl-NL',
    }),
    products: ({ first }: { first: number }) =>
      PRODUCTS.slice(0, first).map((product) => productObject(product, store)),
    product: ({ sku }: { sku: string }) => {
      const product = PRODUCTS.find((candidate) => candidate.sku === sku);
      return product ? productObject(product, store) : null;
    },
    categoryTree: ({ segment }: { segment: Segment }) =>
      CATEGORIES.filter((category) => category.segment === segment && !category.parentId).map(categoryObject),
    catalogRoute: ({ path }: { path: string }) => catalogRoute(path, store),
    // The content of every product page, in the store's language (English in the en store, else Dutch).
    productPageContent: () =>
      store === 'en'
        ? {
            usps: [{ label: 'Free delivery', description: 'from £50', link: null }],
            deliveryReturns: { title: 'Delivery and returns', richtext: '<p>Delivered in 1 to 3 days</p>' },
          }
        : {
            usps: [{ label: 'Gratis verzending', description: 'vanaf € 50', link: null }],
            deliveryReturns: { title: 'Levering en retour', richtext: '<p>Geleverd in 1 tot 3 dagen</p>' },
          },
    // The page in every store: a catalog path at the same path in each (the real gateway translates it).
    storeSwitch: ({ path }: { path: string }) =>
      FAKE_STORES.map((code) => ({
        storeCode: code,
        storeName: code,
        language: code === 'en' ? 'en' : code.slice(0, 2),
        path,
        url: `http://${code}.localhost:3000${path}`,
        translated: true,
        current: code === store,
      })),
    search: ({ input }: { input: SearchInput }) => {
      const text = input.text?.trim() ?? '';
      return {
        redirect: SALE_WORDS[text.toLowerCase()] ?? null,
        searched: text.length > 3,
        products: searchProducts(input, store),
        urls: urlHits(text),
        suggestions: suggestions(text),
      };
    },
    quickSearch: ({ text }: { text: string }) => {
      const searched = text.trim().length > 3;
      const result = searched ? searchProducts({ text }, store) : { products: [], totalCount: 0 };
      return {
        searched,
        redirect: SALE_WORDS[text.trim().toLowerCase()] ?? null,
        products: result.products.slice(0, 3),
        totalCount: result.totalCount,
        urls: searched ? urlHits(text) : [],
        suggestions: searched ? suggestions(text) : [],
      };
    },
  };
}

/** The default answer: the operation executed against the schema, for the store the request names. */
export async function answerWithSchema(request: ReceivedRequest): Promise<GatewayAnswer> {
  const { query, variables } = JSON.parse(request.body || '{}') as {
    query?: string;
    variables?: Record<string, unknown>;
  };
  const store = String(request.headers['x-shop-store'] ?? 'nl-nl');
  const result = await graphql({ schema, source: query ?? '', variableValues: variables, rootValue: rootValue(store) });
  return { body: result };
}

/** `/images/{key}/{w}x{h}`: a small SVG, with the headers of the image service. */
function answerImage(request: ReceivedRequest): GatewayAnswer & { raw: string } {
  const match = /^\/images\/(.+)\/(\d+)x(\d+)$/.exec(request.url.split('?')[0] ?? '');
  if (!match) return { status: 404, headers: { 'content-type': 'text/plain' }, raw: 'Not found\n' };
  const [, key, width, height] = match;
  const accept = String(request.headers.accept ?? '');
  return {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      'x-image-accept': accept,
    },
    raw: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d8d3ca"/><text x="10" y="30" font-size="20">${key}</text></svg>`,
  };
}

export async function startFakeGateway(port = 0): Promise<FakeGateway> {
  const gateway: Omit<FakeGateway, 'url' | 'close'> = {
    received: [],
    answer: answerWithSchema,
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received = {
      method: request.method ?? '',
      url: request.url ?? '/',
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    };
    gateway.received.push(received);
    if (gateway.answer === 'unreachable') {
      request.socket.destroy();
      return;
    }
    if (gateway.answer === 'silent') return;
    if (received.url.startsWith('/images/slow/')) {
      // Half an image at once, the rest a second later: a browser can leave while the body is on its way.
      const { headers = {}, raw } = answerImage(received);
      response.writeHead(200, headers);
      response.write(raw.slice(0, raw.length / 2));
      setTimeout(() => response.end(raw.slice(raw.length / 2)), 1000);
      return;
    }
    if (received.url.startsWith('/images/')) {
      const { status = 200, headers = {}, raw } = answerImage(received);
      response.writeHead(status, headers);
      response.end(raw);
      return;
    }
    const { status = 200, headers = {}, body = {} } = await gateway.answer(received);
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${address.port}/graphql`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

if (import.meta.main) {
  const gateway = await startFakeGateway(Number(process.argv[2] ?? 4400));
  console.log(`[fake gateway] ${gateway.url}`);
}
