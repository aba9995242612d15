import { LocalContentSource, PrismicContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayFetch } from '../../../packages/content/test/replay';
import { loadConfig } from '../src/config';
import { documents, failing } from './content-world';
import { type GatewayClient, startGateway } from './harness';

describeEachDatabase('content referring to products the catalog no longer has', (getDb) => {
  let client: GatewayClient;
  const stale = structuredClone(documents);
  const home = stale.find(
    (document) => document.type === 'cms_page' && document.uid === 'home' && document.lang === 'nl-nl',
  )!;
  const productsSlice = (home.data.slices as { slice_type: string; items: { sku: string }[] }[]).find(
    (slice) => slice.slice_type === 'products',
  )!;
  const kept = productsSlice.items.map((item) => item.sku);
  productsSlice.items.splice(1, 0, { sku: '99999.999' });
  const look = stale.find((document) => document.uid === 'her-look-01' && document.lang === 'nl-nl')!;
  (look.data.products as { sku: string }[]).push({ sku: '99999.998' });

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: new LocalContentSource(stale) } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('leaves the unknown products out instead of failing the page', async () => {
    const { body } = await client.post<{
      contentPage: { blocks: { products?: { sku: string; name: string }[] }[] };
      looksByUids: { products: { sku: string; name: string }[] }[];
    }>(
      `{ contentPage(uid: "home") { blocks { ... on ProductsBlock { products { sku name } } } }
         looksByUids(uids: ["her-look-01"]) { products { sku name } } }`,
    );
    expect(body.errors).toBeUndefined();
    const products = body.data!.contentPage.blocks.find((block) => block.products)!.products!;
    expect(products.map((product) => product.sku)).toEqual(kept);
    expect(body.data!.looksByUids[0]!.products.map((product) => product.sku)).not.toContain('99999.998');
    expect(body.data!.looksByUids[0]!.products.length).toBeGreaterThanOrEqual(2);
  });
});

describeEachDatabase('content when the content service fails', (getDb) => {
  let client: GatewayClient;
  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: failing } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('gives empty product page content, not an error (spec §7)', async () => {
    const { body } = await client.post<{ productPageContent: unknown }>(
      '{ productPageContent { usps { label } deliveryReturns { title } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.productPageContent).toEqual({ usps: [], deliveryReturns: null });
  });

  it('reports other content failures as masked errors', async () => {
    const { body } = await client.post('{ errorPage { uid } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describeEachDatabase('content from Prismic (recorded Document API answers)', (getDb) => {
  let client: GatewayClient;
  const replay = replayFetch();
  beforeAll(async () => {
    const content = new PrismicContentSource({
      repository: 'shop-demo',
      accessToken: 'TOKEN',
      fetch: replay.fetch as never,
    });
    client = await startGateway(getDb(), { upstreams: { content } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('answers a page from the Prismic source, with its store alternates', async () => {
    const { body } = await client.post<{
      contentPage: {
        title: string;
        path: string;
        blocks: unknown[];
        alternates: { storeCode: string; path: string }[];
      };
    }>(
      `{ contentPage(uid: "klantenservice") { title path blocks { ... on ButtonBlock { buttonText buttonLink { url external } buttonStyle } } alternates { storeCode path } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.contentPage).toMatchObject({
      title: 'Klantenservice',
      path: '/klantenservice/',
      blocks: [
        { buttonText: 'Vind een winkel', buttonLink: { url: '/winkels/', external: false }, buttonStyle: 'DEFAULT' },
      ],
    });
    expect(body.data?.contentPage.alternates).toContainEqual({ storeCode: 'fr-be', path: '/service-client/' });
    expect(replay.requested.every((url) => url.startsWith('https://shop-demo.cdn.prismic.io/api/v2'))).toBe(true);
  });

  it('answers the kind of each legal link from its select field, OTHER when it has none or an unknown one', async () => {
    const { body } = await client.post<{ layout: { legalLinks: { label: string; kind: string }[] } }>(
      '{ layout { legalLinks { label kind } } }',
      { store: 'de-de' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.layout.legalLinks).toEqual([
      { label: 'Datenschutz', kind: 'PRIVACY' },
      { label: 'Rechtliche Hinweise', kind: 'IMPRINT' },
      { label: 'Allgemeine Geschäftsbedingungen', kind: 'TERMS' },
      { label: 'Barrierefreiheit', kind: 'OTHER' },
      { label: 'Widerruf', kind: 'OTHER' },
      { label: 'Cookies', kind: 'OTHER' },
    ]);
  });
});

describe('the content source configuration', () => {
  it('uses the embedded demo content unless a Prismic repository is configured', () => {
    expect(loadConfig({}).content).toEqual({ source: 'local' });
    expect(loadConfig({ PRISMIC_REPOSITORY: '' }).content).toEqual({ source: 'local' });
    expect(loadConfig({ PRISMIC_REPOSITORY: 'shop-demo' }).content).toEqual({
      source: 'prismic',
      repository: 'shop-demo',
      accessToken: undefined,
    });
    expect(loadConfig({ PRISMIC_REPOSITORY: 'shop-demo', PRISMIC_ACCESS_TOKEN: 'secret' }).content).toMatchObject({
      accessToken: 'secret',
    });
  });
});
