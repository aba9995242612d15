import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from './content-world';
import { type GatewayClient, startGateway } from './harness';
import { world } from './world';

describeEachDatabase('content paths through the gateway', (getDb) => {
  let client: GatewayClient;

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: new LocalContentSource(documents) } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  describe('the store switch', () => {
    it('gives the page’s URL in every store, from its translations', async () => {
      const { body } = await client.post<{
        storeSwitch: { storeCode: string; path: string; url: string; translated: boolean; current: boolean }[];
      }>('{ storeSwitch(path: "/klantenservice/") { storeCode storeName language path url translated current } }');
      expect(body.errors).toBeUndefined();
      const byStore = Object.fromEntries(body.data!.storeSwitch.map((entry) => [entry.storeCode, entry]));
      expect(Object.keys(byStore)).toHaveLength(9);
      expect(byStore['nl-nl']).toMatchObject({
        path: '/klantenservice/',
        url: 'http://localhost:3000/klantenservice/',
        current: true,
      });
      expect(byStore['nl-be']).toMatchObject({
        path: '/klantenservice/',
        url: 'http://nl-be.localhost:3000/klantenservice/',
        current: false,
      });
      expect(byStore.en).toMatchObject({ url: 'http://en.localhost:3000/customer-service/', translated: true });
      expect(byStore['de-at']).toMatchObject({ url: 'http://de-at.localhost:3000/kundenservice/' });
      expect(byStore['fr-lu']).toMatchObject({ url: 'http://fr-lu.localhost:3000/service-client/' });

      const { body: cookies } = await client.post<{
        contentPageByPath: { alternates: { storeCode: string; path: string }[] };
      }>('{ contentPageByPath(path: "/cookie-einstellungen/") { alternates { storeCode path } } }', { store: 'de-de' });
      const paths = Object.fromEntries(
        cookies.data?.contentPageByPath.alternates.map((entry) => [entry.storeCode, entry.path]) ?? [],
      );
      expect(paths).toMatchObject({
        'fr-fr': '/parametres-cookies/',
        'nl-nl': '/cookie-settings/',
        'de-de': '/cookie-einstellungen/',
      });

      const { body: unknown } = await client.post<{ storeSwitch: { path: string; translated: boolean }[] }>(
        '{ storeSwitch(path: "/bestaat-niet/") { path translated } }',
      );
      expect(unknown.data?.storeSwitch.every((entry) => entry.path === '/' && !entry.translated)).toBe(true);
    });

    it('keeps a shopper on a category or product page: its path in each store’s language', async () => {
      type Tree = { categoryTree: { id: string; url: string; children: { id: string; url: string }[] }[] };
      const treeQuery = '{ categoryTree(segment: FOR_HER) { id url children { id url } } }';
      const dutch = (await client.post<Tree>(treeQuery, { store: 'nl-be' })).body.data!.categoryTree;
      const french = (await client.post<Tree>(treeQuery, { store: 'fr-be' })).body.data!.categoryTree;
      const category = dutch[0]!.children[0]!;
      const frenchCategory = french.flatMap((root) => root.children).find((child) => child.id === category.id)!;
      expect(frenchCategory.url).not.toBe(category.url);

      const switchOf = async (path: string, store: string) =>
        Object.fromEntries(
          (
            await client.post<{ storeSwitch: { storeCode: string; path: string; translated: boolean }[] }>(
              'query ($path: String!) { storeSwitch(path: $path) { storeCode path translated } }',
              { store, variables: { path } },
            )
          ).body.data!.storeSwitch.map((entry) => [entry.storeCode, entry]),
        );
      const categorySwitch = await switchOf(`/${category.url}`, 'nl-be');
      expect(categorySwitch['nl-be']).toMatchObject({ path: `/${category.url}`, translated: true });
      expect(categorySwitch['fr-be']).toMatchObject({ path: `/${frenchCategory.url}`, translated: true });

      const sku = world.catalog.products[0]!.sku;
      type Products = { productsBySkus: { url: string }[] };
      const productsQuery = `{ productsBySkus(skus: ["${sku}"]) { url } }`;
      const english = (await client.post<Products>(productsQuery, { store: 'en' })).body.data!.productsBySkus[0]!;
      const german = (await client.post<Products>(productsQuery, { store: 'de-de' })).body.data!.productsBySkus[0]!;
      const productSwitch = await switchOf(`/${english.url}`, 'en');
      expect(productSwitch['de-de']).toMatchObject({ path: `/${german.url}`, translated: true });
      expect(productSwitch.en).toMatchObject({ path: `/${english.url}` });

      // The product list and the store pages are at the same path in every store.
      for (const [path, expected] of [
        ['/products/', '/products/'],
        ['/winkels', '/winkels/'],
        ['/winkels/ams-01/', '/winkels/ams-01/'],
      ] as const) {
        const shared = await switchOf(path, 'fr-be');
        expect(Object.keys(shared)).toHaveLength(9);
        for (const entry of Object.values(shared)) expect(entry).toMatchObject({ path: expected, translated: true });
      }
    });
  });

  describe('the sitemap list', () => {
    it('lists the indexable content pages of the language', async () => {
      const { body } = await client.post<{ contentPages: { uid: string; path: string }[] }>(
        '{ contentPages { uid path } }',
        { store: 'en' },
      );
      const uids = body.data!.contentPages.map((page) => page.uid);
      expect(uids).toEqual(
        expect.arrayContaining(['home', 'men-home', 'blog', 'customer-service', 'privacy-policy', 'lookbook-for-him']),
      );
      expect(uids).not.toContain('404');
      expect(uids).not.toContain('cookie-settings');
    });
  });
});
