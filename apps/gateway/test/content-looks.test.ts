import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { DEMO_LOOK_COUNTS } from '@shop/demo-data';
import { TRANSLATED_PATHS } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from './content-world';
import { type GatewayClient, startGateway } from './harness';
import { productOf } from './world';

describeEachDatabase('look-books and product page content through the gateway', (getDb) => {
  let client: GatewayClient;

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: new LocalContentSource(documents) } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  describe('look-books', () => {
    interface LooksAnswer {
      looks: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: {
          uid: string;
          label: string;
          path: string;
          image: { url: string; width: number } | null;
          products: { sku: string; name: string }[];
        }[];
      };
    }
    const looksQuery = `query ($parent: String!, $after: String) {
      looks(parentPageUid: $parent, after: $after) {
        totalCount pageInfo { hasNextPage endCursor }
        nodes { uid label path image { url width height } products { sku name } }
      }
    }`;

    it.each([
      ['nl-nl', 'lookbook', DEMO_LOOK_COUNTS['for-her']],
      ['de-de', TRANSLATED_PATHS.lookbookForHim.de, DEMO_LOOK_COUNTS['for-him']],
    ])('loads the looks of %s %s 18 at a time', async (store, parent, total) => {
      const first = await client.post<LooksAnswer>(looksQuery, { store, variables: { parent } });
      expect(first.body.errors).toBeUndefined();
      const page1 = first.body.data!.looks;
      expect(page1.totalCount).toBe(total);
      expect(page1.nodes).toHaveLength(18);
      expect(page1.pageInfo.hasNextPage).toBe(true);
      const look = page1.nodes[0]!;
      expect(look.path).toMatch(new RegExp(`^/${parent}/[a-z0-9-]+-1/$`));
      expect(look.image?.width).toBe(384);
      expect(look.products.length).toBeGreaterThanOrEqual(2);
      for (const product of look.products)
        expect(product.name).toBe(productOf(product.sku).name[store === 'nl-nl' ? 'nl' : 'de']);

      const second = await client.post<LooksAnswer>(looksQuery, {
        store,
        variables: { parent, after: page1.pageInfo.endCursor },
      });
      const page2 = second.body.data!.looks;
      expect(page2.nodes).toHaveLength(total - 18);
      expect(page2.pageInfo.hasNextPage).toBe(false);
      expect(page2.totalCount).toBe(total);
      const uids = [...page1.nodes, ...page2.nodes].map((entry) => entry.uid);
      expect(new Set(uids).size).toBe(total);
    });

    it('finds looks by uid (the look-book wishlist) and by path', async () => {
      const { body } = await client.post<{
        looksByUids: { uid: string; parentPage: { uid: string } }[];
        look: { uid: string; label: string } | null;
      }>(
        `{ looksByUids(uids: ["her-look-03", "nope", "him-look-01"]) { uid parentPage { uid } }
           look(parentPageUid: "lookbook", urlKey: "weekend-in-de-stad-1") { uid label } }`,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.looksByUids).toEqual([
        { uid: 'her-look-03', parentPage: { uid: 'lookbook' } },
        { uid: 'him-look-01', parentPage: { uid: 'lookbook-for-him' } },
      ]);
      expect(body.data?.look).toEqual({ uid: 'her-look-01', label: 'Weekend in de stad 1' });
    });

    it('refuses more than 100 looks per load', async () => {
      const { body } = await client.post('{ looks(parentPageUid: "lookbook", first: 500) { totalCount } }');
      expect(body.errors?.[0]).toMatchObject({
        message: 'Vraag om 1 tot 100 items per pagina.',
        extensions: { code: 'BAD_USER_INPUT', field: 'first' },
      });
    });
  });

  describe('the product page content', () => {
    it('answers the pdp usps and delivery-returns', async () => {
      const { body } = await client.post<{
        productPageContent: { usps: { label: string }[]; deliveryReturns: { title: string; richtext: string } };
      }>('{ productPageContent { usps { label description } deliveryReturns { title richtext } } }', {
        store: 'fr-fr',
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.productPageContent.usps.length).toBeGreaterThan(1);
      expect(body.data?.productPageContent.deliveryReturns.title).toBe('Livraison et retours');
      expect(body.data?.productPageContent.deliveryReturns.richtext).toContain('<li>Livré en 1 à 3 jours</li>');
    });

    it('answers the looks a product appears in, in look-book order, in the store’s language', async () => {
      const look = documents.find((document) => document.type === 'look' && document.uid === 'him-look-02')!;
      const sku = (look.data.products as { sku: string }[])[0]!.sku;
      const showing = documents
        .filter(
          (document) =>
            document.type === 'look' &&
            document.lang === look.lang &&
            (document.data.products as { sku: string }[]).some((item) => item.sku === sku),
        )
        .sort((a, b) => Number(a.data.position) - Number(b.data.position))
        .map((document) => document.uid);
      type Looks = { productLooks: { uid: string; label: string; path: string; products: { sku: string }[] }[] };
      const query = 'query ($sku: ID!) { productLooks(sku: $sku) { uid label path products { sku } } }';
      for (const store of ['nl-be', 'de-de']) {
        const { body } = await client.post<Looks>(query, { store, variables: { sku } });
        expect(body.errors).toBeUndefined();
        expect(body.data!.productLooks.map((entry) => entry.uid)).toEqual(showing.slice(0, 8));
        for (const entry of body.data!.productLooks) expect(entry.products.map((item) => item.sku)).toContain(sku);
      }
      const german = (await client.post<Looks>(query, { store: 'de-de', variables: { sku } })).body.data!;
      expect(german.productLooks[0]!.path).toMatch(/^\/lookbook-fuer-ihn\//);
      const none = await client.post<Looks>(query, { variables: { sku: 'no-such-sku' } });
      expect(none.body.data!.productLooks).toEqual([]);
    });
  });
});
