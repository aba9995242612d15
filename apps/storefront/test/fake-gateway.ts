import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import { CATEGORIES, categoryObject, PRODUCTS, productObject, type Segment } from './fake-catalog';
import { contentPageAt, contentPageObject, EMPTY_LAYOUT, productPageContent } from './fake-content';
import { catalogRoute, route, storeSwitch } from './fake-route';
import { SALE_WORDS, type SearchInput, searchProducts, suggestions, urlHits } from './fake-search';

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

/** The store's salutations, as storeConfig words them for the Dutch stores. */
export const FAKE_SALUTATIONS = [
  { id: 'mrs', key: 'mrs', name: 'Mevrouw' },
  { id: 'mr', key: 'mr', name: 'Meneer' },
];

function rootValue(store: string) {
  return {
    contentPage: ({ uid }: { uid: string }) => (uid === 'home' ? contentPageObject(store, 'home') : null),
    contentPageByPath: ({ path }: { path: string }) => {
      const page = contentPageAt(path);
      return page ? contentPageObject(store, page) : null;
    },
    errorPage: () => contentPageObject(store, '404'),
    layout: () => EMPTY_LAYOUT,
    storeConfig: () => ({ salutations: FAKE_SALUTATIONS }),
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
    route: ({ path }: { path: string }) => route(path, store),
    productPageContent: () => productPageContent(store),
    storeSwitch: ({ path }: { path: string }) => storeSwitch(path, store),
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
