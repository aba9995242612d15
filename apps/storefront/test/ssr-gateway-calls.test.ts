import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from './built-server';
import { PRODUCTS, productUrl } from './fake-catalog';
import {
  answerWithSchema,
  FAKE_SALUTATIONS,
  type FakeGateway,
  type ReceivedRequest,
  startFakeGateway,
} from './fake-gateway';

/**
 * What server rendering costs in gateway requests: the home, a catch-all or a brand page asks the gateway's `route`
 * once, with its page's data and the shell's parts (store switch and layout: the server needs the layout for every
 * page, only the browser keeps it) and the store's salutations (a newsletter block), and the root, without a session
 * cookie, asks nothing. Any other page gets the shell's parts from the root.
 */
let gateway: FakeGateway;
let server: BuiltServer;

/** A header usp in the layout (the fake's layout is empty otherwise): shows that the page was rendered with it. */
const LAYOUT_USP = 'Gratis verzending vanaf 50 euro';

async function answerWithLayoutUsp(request: ReceivedRequest) {
  const answer = await answerWithSchema(request);
  const layout = (answer.body as { data?: { layout?: { headerUsps: unknown[] } } } | undefined)?.data?.layout;
  if (layout) layout.headerUsps = [{ label: LAYOUT_USP, link: { url: '/verzending/', external: false } }];
  return answer;
}

beforeAll(async () => {
  gateway = await startFakeGateway();
  gateway.answer = answerWithLayoutUsp;
  server = await startBuiltServer({ GATEWAY_URL: gateway.url });
});

afterAll(async () => {
  server?.stop();
  await gateway?.close();
});

/** The page at `path`, and the operations the gateway was asked while the server rendered it (one per request). */
async function render(path: string): Promise<{ status: number; html: string; operations: string[] }> {
  gateway.received.length = 0;
  const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const operations = gateway.received
    .filter((request) => request.url.startsWith('/graphql'))
    .map((request) => (JSON.parse(request.body) as { operationName?: string }).operationName ?? '?');
  return { status: response.status, html, operations };
}

/** The requests of a page besides the layout's (asked on its own after a failure, or by the root for other pages). */
const ofThePage = (operations: string[]) =>
  operations.filter((operation) => operation !== 'ShellLayout' && operation !== 'PageLayout');

describe('gateway requests while rendering a page on the server', () => {
  const product = PRODUCTS[0]!;

  it('a product page costs one request, which brings the store switch and the layout along', async () => {
    const { status, operations, html } = await render(`/${productUrl(product)}`);
    expect(status).toBe(200);
    expect(operations).toEqual(['PageRoute']);
    expect(html).toContain(product.name);
    // The footer's store switch: the page in another store.
    expect(html).toContain(`http://nl-be.localhost:3000/${productUrl(product)}`);
    // The layout's navigation, in the header.
    expect(html).toContain(LAYOUT_USP);
  });

  it('the home page costs one request, which brings the store switch, the layout and the salutations along', async () => {
    const { status, operations, html } = await render('/');
    expect(status).toBe(200);
    expect(operations).toEqual(['PageRoute']);
    expect(html).toContain('http://nl-be.localhost:3000/');
    expect(html).toContain(LAYOUT_USP);
    // The newsletter block's salutations, in the first HTML.
    for (const salutation of FAKE_SALUTATIONS) expect(html).toContain(salutation.name);
  });

  it('a content page costs one request', async () => {
    const { status, operations, html } = await render('/klantenservice/');
    expect(status).toBe(200);
    expect(operations).toEqual(['PageRoute']);
    expect(html).toContain('Hoe kunnen we helpen?');
    expect(html).toContain(LAYOUT_USP);
  });

  it('an unknown path costs one request: the 404 status and document come with the route', async () => {
    const { status, operations, html } = await render('/bestaat-niet/');
    expect(status).toBe(404);
    expect(ofThePage(operations)).toEqual(['PageRoute']);
    expect(html).toContain('Deze pagina bestaat niet (meer).');
  });

  it('a legacy product URL costs one request: a 301 to the product', async () => {
    const [model, colour] = product.sku.split('.');
    const { status, operations } = await render(`/old-name-${model}x${colour}.html`);
    expect(status).toBe(301);
    expect(ofThePage(operations)).toEqual(['PageRoute']);
  });

  it('a listing costs two: its route (with the shell’s parts), then its products (their search needs the route’s category)', async () => {
    for (const path of ['/dames', '/brands/noordkaap']) {
      const { status, operations } = await render(path);
      expect(status, path).toBe(200);
      expect(operations, path).toEqual(['PageRoute', 'Listing']);
    }
  });

  it('any other page still gets its store switch and layout from the root', async () => {
    const { status, operations } = await render('/products/');
    expect(status).toBe(200);
    expect(operations).toContain('ShellStoreSwitch');
    expect(operations).toContain('ShellLayout');
  });

  it('a failing store switch, layout or 404 document does not take the page down: the route is asked alone', async () => {
    // The content service fails the parts it serves beside the route (the store switch, the 404 document).
    gateway.answer = (request) => {
      const { operationName, variables } = JSON.parse(request.body) as {
        operationName?: string;
        variables?: { complete?: boolean };
      };
      if (operationName === 'PageRoute' && variables?.complete) {
        return { body: { data: null, errors: [{ message: 'content service down', path: ['storeSwitch'] }] } };
      }
      return answerWithLayoutUsp(request);
    };
    try {
      const productPage = await render(`/${productUrl(product)}`);
      expect(productPage.status).toBe(200);
      expect(ofThePage(productPage.operations)).toEqual(['PageRoute', 'PageRoute', 'PageStoreSwitch']);
      // The layout is asked on its own too, and still shows.
      expect(productPage.operations).toContain('PageLayout');
      expect(productPage.html).toContain(LAYOUT_USP);
      const missing = await render('/bestaat-niet/');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('Deze pagina bestaat niet (meer).');
    } finally {
      gateway.answer = answerWithLayoutUsp;
    }
  });
});
