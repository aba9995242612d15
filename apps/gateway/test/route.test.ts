import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, failing, RecordingSource } from './content-world';
import { type GatewayClient, startGateway } from './harness';
import { productOf, world } from './world';

/** Every kind of route, with the fields a page asks: a product's own content, a content page's customer service. */
const ROUTE_QUERY = `query ($path: String!) { route(path: $path) {
  __typename
  ... on ProductRoute { product { sku name } content { usps { label } deliveryReturns { title } } }
  ... on CategoryRoute { category { id } }
  ... on BrandRoute { brand { slug } brandCategory: category { id } }
  ... on RedirectRoute { location status }
  ... on ContentPageRoute { page { uid title } customerService { phone } }
  ... on LookRoute { look { uid label } }
  ... on NotFoundRoute { errorPage { uid title } }
} }`;

type RouteAnswer = Record<string, unknown> & { __typename: string };

const now = new Date();
const product = world.catalog.products.find(
  (candidate) => candidate.comingSoonDate === null || new Date(candidate.comingSoonDate) <= now,
)!;
const rootCategory = world.catalog.categories.find((category) => category.parentId === null)!;
const brand = world.catalog.brands[0]!;

/** The demo content, with a Dutch page at the root category's path: a path both the catalog and content know. */
const overlapping = structuredClone(documents);
const customerService = overlapping.find((document) => document.uid === 'klantenservice' && document.lang === 'nl-nl')!;
overlapping.push({ ...structuredClone(customerService), id: 'overlap', uid: rootCategory.urlSegment.nl });

describeEachDatabase('route: what a path is, in one call', (getDb) => {
  let client: GatewayClient;
  const recording = new RecordingSource(new LocalContentSource(overlapping));
  const route = async (path: string, store = 'nl-nl') => {
    const { body } = await client.post<{ route: RouteAnswer }>(ROUTE_QUERY, { store, variables: { path } });
    expect(body.errors).toBeUndefined();
    return body.data!.route;
  };
  /** The content service's reads while answering `path` (only the direct reads: pages, singles). */
  const contentReadsOf = async (path: string) => {
    recording.reads.length = 0;
    await route(path);
    return recording.reads.map((read) => read.call);
  };

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: recording } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  describe('each kind', () => {
    it('answers a product page with the product and the product page’s own content', async () => {
      expect(await route(`/${product.urlKey.de}`, 'de-de')).toMatchObject({
        __typename: 'ProductRoute',
        product: { sku: product.sku, name: product.name.de },
        content: { deliveryReturns: { title: expect.any(String) } },
      });
    });

    it('answers category and brand listings', async () => {
      expect(await route(`/${rootCategory.urlSegment.fr}/`, 'fr-fr')).toEqual({
        __typename: 'CategoryRoute',
        category: { id: rootCategory.id },
      });
      expect(await route(`brands/${brand.slug}`)).toEqual({
        __typename: 'BrandRoute',
        brand: { slug: brand.slug },
        brandCategory: null,
      });
      expect(await route(`/brands/${brand.slug}/${rootCategory.urlSegment.nl}`)).toEqual({
        __typename: 'BrandRoute',
        brand: { slug: brand.slug },
        brandCategory: { id: rootCategory.id },
      });
    });

    it('answers a content page, with customer service, and a look of a look-book', async () => {
      expect(await route('/klantenservice/')).toEqual({
        __typename: 'ContentPageRoute',
        page: { uid: 'klantenservice', title: 'Klantenservice' },
        customerService: { phone: expect.any(String) },
      });
      expect(await route('/', 'en')).toMatchObject({ __typename: 'ContentPageRoute', page: { uid: 'home' } });
      expect(await route('lookbook/weekend-in-de-stad-1')).toEqual({
        __typename: 'LookRoute',
        look: { uid: 'her-look-01', label: 'Weekend in de stad 1' },
      });
    });

    it('gives products inside content routes their catalog fields (a look’s, a block’s of the 404 document)', async () => {
      const { body } = await client.post<{
        look: { look: { products: { sku: string; name: string }[] } };
        missing: { errorPage: { blocks: { products?: { name: string }[] }[] } };
      }>(
        `{ look: route(path: "/lookbook/weekend-in-de-stad-1/") { ... on LookRoute { look { products { sku name } } } }
           missing: route(path: "/nope/") { ... on NotFoundRoute { errorPage { blocks {
             ... on ProductsBlock { products { name } } } } } } }`,
      );
      expect(body.errors).toBeUndefined();
      const lookProducts = body.data!.look.look.products;
      expect(lookProducts.length).toBeGreaterThanOrEqual(2);
      for (const entry of lookProducts) expect(entry.name).toBe(productOf(entry.sku).name.nl);
      const blockProducts = body.data!.missing.errorPage.blocks.flatMap((block) => block.products ?? []);
      expect(blockProducts.length).toBeGreaterThan(0);
      expect(blockProducts.every((entry) => entry.name.length > 0)).toBe(true);
    });

    it('sends a legacy .html product URL to the product with a 301', async () => {
      const [model, colour] = product.sku.split('.');
      expect(await route(`/old-name-${model}x${colour}.html`, 'de-de')).toEqual({
        __typename: 'RedirectRoute',
        location: `/${product.urlKey.de}`,
        status: 301,
      });
    });

    it('answers an unknown path as not found, with the 404 document', async () => {
      for (const path of ['/bestaat-niet/', 'lookbook/no-such-look', 'a/b/c', `/brands/no-such-brand`]) {
        expect(await route(path), path).toEqual({
          __typename: 'NotFoundRoute',
          errorPage: { uid: '404', title: 'Pagina niet gevonden' },
        });
      }
    });
  });

  describe('path normalisation', () => {
    it('ignores slashes at either end, and case in catalog paths', async () => {
      for (const path of [product.urlKey.nl, `/${product.urlKey.nl}/`, `//${product.urlKey.nl.toUpperCase()}//`]) {
        expect(await route(path), path).toMatchObject({ __typename: 'ProductRoute', product: { sku: product.sku } });
      }
      for (const path of ['klantenservice', '/klantenservice', 'klantenservice/']) {
        expect(await route(path), path).toMatchObject({ __typename: 'ContentPageRoute' });
      }
    });

    it('answers undecodable and unsafe input as not found, not as an error', async () => {
      for (const path of ['%E0%A4%A', '/%00/', '/%zz/lookbook', 'lookbook/%E0%A4%A']) {
        expect(await route(path), path).toMatchObject({ __typename: 'NotFoundRoute' });
      }
    });

    it('answers a path longer than any page’s as not found, without looking it up', async () => {
      for (const path of [`/${'1'.repeat(50_000)}x1.html`, '/a'.repeat(20_000)]) {
        expect(await route(path)).toMatchObject({ __typename: 'NotFoundRoute' });
        // Only the 404 document is read: no page, look or catalog lookup for such a path.
        expect(await contentReadsOf(path)).toEqual(['getByUID cms_page 404']);
      }
    });
  });

  describe('the order rule', () => {
    it('gives the catalog’s page for a path the content service also knows', async () => {
      const path = `/${rootCategory.urlSegment.nl}/`;
      const { body } = await client.post<{ contentPageByPath: { uid: string } | null }>(
        'query ($path: String!) { contentPageByPath(path: $path) { uid } }',
        { variables: { path } },
      );
      expect(body.data?.contentPageByPath).toEqual({ uid: rootCategory.urlSegment.nl });
      expect(await route(path)).toEqual({ __typename: 'CategoryRoute', category: { id: rootCategory.id } });
    });
  });

  describe('upstream calls', () => {
    const productContentReads = (reads: string[]) =>
      reads.filter((call) => call === 'getByUID usps pdp' || call.startsWith('getByUID product_info'));

    it('asks the content service for the product page’s content on product pages only', async () => {
      expect(productContentReads(await contentReadsOf(`/${product.urlKey.nl}`))).toHaveLength(2);
      for (const path of [
        `/${rootCategory.urlSegment.nl}/`,
        `/brands/${brand.slug}`,
        '/klantenservice/',
        'lookbook/weekend-in-de-stad-1',
        '/bestaat-niet/',
      ]) {
        expect(productContentReads(await contentReadsOf(path)), path).toEqual([]);
      }
    });

    it('does not ask the content service at all for a catalog page, nor for the 404 document of a found page', async () => {
      expect(await contentReadsOf(`/${rootCategory.urlSegment.nl}/`)).toEqual([]);
      expect(await contentReadsOf('/klantenservice/')).not.toContain('getByUID cms_page 404');
      expect(await contentReadsOf('/bestaat-niet/')).toContain('getByUID cms_page 404');
    });
  });
});

describeEachDatabase('route when the content service fails', (getDb) => {
  let client: GatewayClient;
  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: failing } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('still answers catalog pages, and a product page with empty content', async () => {
    const { body } = await client.post<{ route: RouteAnswer }>(ROUTE_QUERY, {
      variables: { path: `/${product.urlKey.nl}` },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.route).toMatchObject({
      __typename: 'ProductRoute',
      content: { usps: [], deliveryReturns: null },
    });
  });

  it('reports a path it cannot look up as a masked error', async () => {
    const { body } = await client.post<{ route: RouteAnswer }>(ROUTE_QUERY, {
      variables: { path: '/klantenservice/' },
    });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});
