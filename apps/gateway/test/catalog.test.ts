import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayClient, startGateway } from './harness';
import { dcStock, world } from './world';

const products = world.catalog.products;
const now = new Date();
const isComingSoon = (product: (typeof products)[number]) =>
  product.comingSoonDate !== null && new Date(product.comingSoonDate) > now;
const released = products.filter((product) => !isComingSoon(product));

const PRODUCT_FIELDS = `
  sku name description descriptionPreview isComingSoon discount url
  price { amount formatted } regularPrice { amount }
  labels { kind text }
  images { alt url(width: 498, height: 705) }
  variants { sku size availableStock state stateLabel orderable notifiable }
  colorRelations { sku }
  breadcrumbs { name level }
`;

interface ProductAnswer {
  sku: string;
  name: string;
  description: string;
  descriptionPreview: string;
  isComingSoon: boolean;
  discount: number;
  url: string;
  price: { amount: number; formatted: string };
  regularPrice: { amount: number };
  labels: { kind: string; text: string }[];
  images: { alt: string; url: string }[];
  variants: {
    sku: string;
    size: string;
    availableStock: number;
    state: string;
    stateLabel: string | null;
    orderable: boolean;
    notifiable: boolean;
  }[];
  colorRelations: { sku: string }[];
  breadcrumbs: { name: string; level: number }[];
}

describeEachDatabase('the catalog through the gateway', (getDb) => {
  let client: GatewayClient;

  beforeAll(async () => {
    client = await startGateway(getDb());
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('hands out image URLs at the sizes the image service renders only', async () => {
    const sku = released[0]!.sku;
    const { body } = await client.post<{ product: { image: { exact: string; odd: string; srcset: string } } }>(
      `query ($sku: ID!) { product(sku: $sku) { image {
        exact: url(width: 498, height: 705) odd: url(width: 500, height: 700)
        srcset(width: 498, height: 705, widths: [166, 498, 500, 830, 1600]) } } }`,
      { variables: { sku } },
    );
    expect(body.errors).toBeUndefined();
    const image = body.data!.product.image;
    expect(image.exact).toMatch(/\/498x705$/);
    expect(image.odd).toBe(image.exact);
    expect(
      image.srcset.split(', ').map((entry) => entry.replace(/^\/images\/\S+\/(\d+x\d+) (\d+w)$/, '$1 $2')),
    ).toEqual(['166x235 166w', '498x705 498w', '830x1175 830w']);
  });

  const productQuery = (sku: string, store = 'nl-nl') =>
    client.post<{ product: ProductAnswer | null }>(`query ($sku: ID!) { product(sku: $sku) { ${PRODUCT_FIELDS} } }`, {
      store,
      variables: { sku },
    });

  describe('a product', () => {
    it('answers in the language and currency of the store, with the rules applied', async () => {
      const discounted = released.find((product) => product.prices.EUR.price < product.prices.EUR.regular)!;
      const { body } = await productQuery(discounted.sku, 'de-de');
      const product = body.data?.product;
      expect(body.errors).toBeUndefined();
      expect(product?.name).toBe(discounted.name.de);
      expect(product?.description).toBe(discounted.description.de);
      expect(product?.descriptionPreview).toBe(/^[\s\S]*?[.!]/.exec(discounted.description.de)?.[0].trim());
      expect(product?.price.amount).toBe(discounted.prices.EUR.price);
      const percent = Math.round(
        ((discounted.prices.EUR.regular - discounted.prices.EUR.price) / discounted.prices.EUR.regular) * 100,
      );
      expect(product?.discount).toBe(percent);
      expect(product?.labels).toContainEqual({ kind: 'DISCOUNT', text: `-${percent}%` });
      expect(product?.images[0]?.url).toBe(`/images/${discounted.images[0]}/498x705`);

      const { body: english } = await productQuery(discounted.sku, 'en');
      expect(english.data?.product?.name).toBe(discounted.name.en);
      expect(english.data?.product?.price.amount).toBe(discounted.prices.GBP.price);
      expect(english.data?.product?.price.formatted).toMatch(/^£/);
    });

    it('says for every size how it can be bought (spec §4 size option states)', async () => {
      const checked = new Set<string>();
      for (const candidate of released.slice(0, 60)) {
        const { body } = await productQuery(candidate.sku, 'en');
        for (const variant of body.data?.product?.variants ?? []) {
          const source = candidate.variants.find((entry) => entry.sku === variant.sku)!;
          const stock = dcStock(variant.sku);
          expect(variant.availableStock).toBe(stock);
          const expected = source.deliveryTime
            ? {
                state: 'PRE_ORDER',
                stateLabel: `Pre Order ${source.deliveryTime.en}`,
                orderable: true,
                notifiable: false,
              }
            : stock <= 0
              ? { state: 'OUT_OF_STOCK', stateLabel: 'Out of stock', orderable: false, notifiable: true }
              : stock < 2
                ? { state: 'LAST_ITEM', stateLabel: 'Last item', orderable: true, notifiable: false }
                : stock < 5
                  ? { state: 'FEW_LEFT', stateLabel: 'Just a few left', orderable: true, notifiable: false }
                  : { state: 'IN_STOCK', stateLabel: null, orderable: true, notifiable: false };
          expect(variant).toMatchObject(expected);
          checked.add(expected.state);
        }
      }
      expect([...checked].sort()).toEqual(['FEW_LEFT', 'IN_STOCK', 'LAST_ITEM', 'OUT_OF_STOCK', 'PRE_ORDER']);
    });

    it('marks every size of a product that is still to come as coming soon, with Mail me', async () => {
      const upcoming = products.find(isComingSoon)!;
      const { body } = await productQuery(upcoming.sku, 'nl-nl');
      expect(body.data?.product?.isComingSoon).toBe(true);
      expect(body.data?.product?.labels[0]?.kind).toBe('COMING_SOON');
      for (const variant of body.data?.product?.variants ?? []) {
        expect(variant).toMatchObject({ state: 'COMING_SOON', orderable: false, notifiable: true });
      }
    });

    it('shows colour relations only when the model comes in more than one colour', async () => {
      const multi = released.find(
        (product) => product.relations.filter((r) => r.type === 'color_relation').length > 1,
      )!;
      const { body } = await productQuery(multi.sku);
      const expected = multi.relations.filter((r) => r.type === 'color_relation').map((r) => r.sku);
      expect(body.data?.product?.colorRelations.map((p) => p.sku).sort()).toEqual([...expected].sort());

      const single = released.find(
        (product) => product.relations.filter((r) => r.type === 'color_relation').length <= 1,
      );
      if (single) {
        const { body: alone } = await productQuery(single.sku);
        expect(alone.data?.product?.colorRelations).toEqual([]);
      }
    });

    it('answers null for an unknown SKU', async () => {
      const { body } = await productQuery('99999.999');
      expect(body.data?.product).toBeNull();
    });

    it('answers several SKUs in one call, in the order asked, null where unknown, with the main image', async () => {
      const [first, second] = [released[3], released[1]] as [(typeof released)[number], (typeof released)[number]];
      const { body } = await client.post<{
        productsBySkus: ({ sku: string; image: { url: string } | null; images: { url: string }[] } | null)[];
      }>(
        `query ($skus: [ID!]!) { productsBySkus(skus: $skus) {
          sku image { url(width: 166, height: 235) } images { url(width: 166, height: 235) } } }`,
        { variables: { skus: [first.sku, '99999.999', second.sku] } },
      );
      const answer = body.data?.productsBySkus ?? [];
      expect(answer.map((product) => product?.sku ?? null)).toEqual([first.sku, null, second.sku]);
      expect(answer[0]?.image?.url).toBe(answer[0]?.images[0]?.url);
    });

    it('refuses more SKUs than a page holds, with a translated message', async () => {
      const skus = Array.from({ length: 101 }, (_, index) => `1.${index}`);
      const { body } = await client.post('query ($skus: [ID!]!) { productsBySkus(skus: $skus) { sku } }', {
        store: 'de-de',
        variables: { skus },
      });
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'skus' } });
      expect(body.errors?.[0]?.message).toMatch(/zwischen 0 und 100/);
    });
  });

  describe('routes', () => {
    const route = (path: string, store = 'nl-nl') =>
      client.post<{ catalogRoute: Record<string, unknown> | null }>(
        `query ($path: String!) { catalogRoute(path: $path) {
          __typename
          ... on ProductRoute { product { sku } }
          ... on CategoryRoute { category { id url } }
          ... on BrandRoute { brand { slug } brandCategory: category { id } }
          ... on RedirectRoute { location status }
        } }`,
        { store, variables: { path } },
      );
    const product = released[0]!;

    it('knows a product page by its url in each language', async () => {
      for (const [store, language] of [
        ['nl-nl', 'nl'],
        ['de-de', 'de'],
        ['fr-fr', 'fr'],
        ['en', 'en'],
      ] as const) {
        const { body } = await route(`/${product.urlKey[language]}`, store);
        expect(body.data?.catalogRoute).toEqual({ __typename: 'ProductRoute', product: { sku: product.sku } });
      }
    });

    it('sends a legacy .html URL with an SKU pattern to the product with a 301', async () => {
      const [model, colour] = product.sku.split('.');
      const { body } = await route(`/some-old-name-${model}x${colour}.html`);
      expect(body.data?.catalogRoute).toEqual({
        __typename: 'RedirectRoute',
        location: `/${product.urlKey.nl}`,
        status: 301,
      });
    });

    it('knows category and brand pages, and nothing else', async () => {
      const category = world.catalog.categories.find((entry) => entry.parentId === null)!;
      const { body } = await route(`/${category.urlSegment.nl}/`);
      expect(body.data?.catalogRoute).toMatchObject({ __typename: 'CategoryRoute', category: { id: category.id } });

      const brand = world.catalog.brands[0]!;
      const { body: brandBody } = await route(`/brands/${brand.slug}`);
      expect(brandBody.data?.catalogRoute).toEqual({
        __typename: 'BrandRoute',
        brand: { slug: brand.slug },
        brandCategory: null,
      });

      const { body: unknown } = await route('/no-such-page-anywhere');
      expect(unknown.data?.catalogRoute).toBeNull();
    });
  });

  describe('search', () => {
    const quick = (text: string, store = 'nl-nl') =>
      client.post<{
        quickSearch: {
          searched: boolean;
          redirect: string | null;
          products: { sku: string }[];
          urls: { url: string; pageGroup: string }[];
          suggestions: { text: string }[];
        };
      }>(
        `query ($text: String!) { quickSearch(text: $text) { searched redirect products { sku } urls { url pageGroup } suggestions { text } } }`,
        { store, variables: { text } },
      );

    it('searches from 4 characters, with at most 3 products, 5 urls and 5 suggestions', async () => {
      const { body: short } = await quick('sne');
      expect(short.data?.quickSearch).toMatchObject({ searched: false, products: [] });
      const { body } = await quick('Sneaker');
      const result = body.data!.quickSearch;
      expect(result.searched).toBe(true);
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products.length).toBeLessThanOrEqual(3);
      expect(result.urls.length).toBeLessThanOrEqual(5);
      expect(result.suggestions.length).toBeLessThanOrEqual(5);
      for (const hit of result.urls) expect(['CATEGORY', 'PLP', 'PAGES']).toContain(hit.pageGroup);
    });

    it('sends the sale words of the store to its sale category', async () => {
      const saleCategory = world.catalog.categories.find(
        (entry) => entry.kind === 'sale' && entry.segment === 'for-her',
      )!;
      const { body } = await quick('Actie', 'nl-nl');
      expect(body.data?.quickSearch.redirect).toMatch(new RegExp(`/${saleCategory.urlSegment.nl}$`));
      const { body: german } = await quick('rabatt', 'de-de');
      expect(german.data?.quickSearch.redirect).toMatch(new RegExp(`/${saleCategory.urlSegment.de}$`));
      const { body: notHere } = await quick('actie', 'de-de');
      expect(notHere.data?.quickSearch.redirect).toBeNull();
    });

    it('lists by filters with facets, sorts and paging', async () => {
      const { body } = await client.post<{
        search: {
          products: {
            products: { sku: string; price: { amount: number } }[];
            totalCount: number;
            totalPages: number;
            hasMore: boolean;
            facets: { brands: { value: string; count: number }[]; priceRange: { min: { amount: number } } | null };
          };
        };
      }>(
        `{ search(input: { sort: PRICE_ASC, pageSize: 12, filters: { segment: FOR_HER } }) { products {
            products { sku price { amount } } totalCount totalPages hasMore
            facets { brands { value count } priceRange { min { amount } } }
        } } }`,
      );
      const result = body.data!.search.products;
      expect(body.errors).toBeUndefined();
      expect(result.products).toHaveLength(12);
      const prices = result.products.map((product) => product.price.amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(result.totalPages).toBe(Math.ceil(result.totalCount / 12));
      expect(result.hasMore).toBe(result.totalCount > 12);
      expect(result.facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(result.totalCount);
      expect(result.facets.priceRange?.min.amount).toBe(prices[0]);
    });

    it('refuses page sizes beyond the limit with a translated message', async () => {
      const { body } = await client.post('{ search(input: { pageSize: 500 }) { searched } }', { store: 'fr-fr' });
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'pageSize' } });
    });
  });

  describe('images', () => {
    const key = world.catalog.products[0]!.images[0]!;

    it.each([
      { accept: 'image/avif,image/webp,*/*', type: 'image/avif' },
      { accept: 'image/webp,*/*', type: 'image/webp' },
      { accept: '*/*', type: 'image/png' },
    ])('serves $type for Accept $accept, cached for a year', async ({ accept, type }) => {
      const response = await fetch(`${client.url}/images/${key}/166x235`, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    });

    it('answers 404 for unknown keys and sizes it does not make', async () => {
      expect((await fetch(`${client.url}/images/products/nope/side/166x235`)).status).toBe(404);
      expect((await fetch(`${client.url}/images/${key}/99999x235`)).status).toBe(404);
      expect((await fetch(`${client.url}/images/../secret/166x235`)).status).toBe(404);
    });
  });
});
