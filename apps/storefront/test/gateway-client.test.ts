import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartRedeemVoucherDocument } from '../src/cart/cart.generated';
import { ContentPageDocument } from '../src/content/content.generated';
import { loadConfig, type StorefrontConfig } from '../src/lib/config.server';
import type { GatewayCaller } from '../src/lib/gateway-caller.server';
import { createGatewayQuery, GatewayQueryError } from '../src/lib/graphql/client.server';
import { prepareOperation } from '../src/lib/graphql/prepared-operation';
import { type FakeGateway, startFakeGateway } from './fake-gateway';

/** The page's response headers the client adds (Start's response of the page request, here a spy). */
const appended = vi.hoisted(() => [] as [string, string][]);
vi.mock('@tanstack/react-start/server', () => ({
  appendResponseHeader: (name: string, value: string) => appended.push([name, value]),
}));

let gateway: FakeGateway;
let config: StorefrontConfig;
const caller: GatewayCaller = {
  store: { code: 'de-de' } as GatewayCaller['store'],
  requestId: 'request-1',
  contextToken: 'token-1',
  secure: false,
  clientIp: undefined,
};

beforeAll(async () => {
  gateway = await startFakeGateway();
  config = loadConfig({ GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '500' });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.received.length = 0;
  appended.length = 0;
  gateway.answer = () => ({ body: { data: { ok: true } } });
});

/** Every typed document of the storefront's `.generated.ts` files (each exports `…Document` constants). */
function allDocuments(): [string, DocumentNode][] {
  const modules = import.meta.glob<Record<string, unknown>>('../src/**/*.generated.ts', { eager: true });
  return Object.values(modules).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Document'))
      .map(([name, value]): [string, DocumentNode] => [name, value as DocumentNode]),
  );
}

describe("the server's gateway client", () => {
  it('sends each operation as written (no __typename added), printed once', () => {
    const documents = allDocuments();
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      expect(prepareOperation(document).text, name).toBe(print(document));
    }
    expect(prepareOperation(ContentPageDocument)).toBe(prepareOperation(ContentPageDocument));
  });

  it("POSTs the operation with the caller's headers and only the declared variables, and answers its data", async () => {
    const query = createGatewayQuery(caller, config);
    const data = await query(ContentPageDocument, { byPath: 'x', extra: 1 } as never);
    expect(data).toEqual({ ok: true });
    const [request] = gateway.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-shop-store']).toBe('de-de');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.operationName).toBe('ContentPage');
    expect(body.variables).toEqual({ byPath: 'x' });
    expect(body.query).toBe(prepareOperation(ContentPageDocument).text);
  });

  it("passes a mutation's extra headers on", async () => {
    await createGatewayQuery(caller, config)(
      CartRedeemVoucherDocument,
      { code: 'A' },
      { headers: { 'x-recaptcha-token': 't' } },
    );
    expect(gateway.received[0]?.headers['x-recaptcha-token']).toBe('t');
  });

  it('turns a new session token into the page cookie, and hands every answer to the response hook', async () => {
    gateway.answer = () => ({
      headers: { 'x-shop-context-token': 'new-token', 'x-shop-session-kind': 'customer', 'x-shop-cache-tags': 'p:1' },
      body: { data: { ok: true } },
    });
    const seen: (string | null)[] = [];
    const query = createGatewayQuery(caller, config, (headers) => seen.push(headers.get('x-shop-cache-tags')));
    await query(ContentPageDocument, { byPath: 'x' } as never);
    await query(ContentPageDocument, { byPath: 'y' } as never);
    expect(seen).toEqual(['p:1', 'p:1']);
    expect(appended[0]?.[0]).toBe('set-cookie');
    expect(appended[0]?.[1]).toMatch(/^contextToken=new-token; Path=\/; Max-Age=604800; HttpOnly/);
  });

  it('fails on GraphQL errors, even with partial data', async () => {
    gateway.answer = () => ({ body: { data: { ok: true }, errors: [{ message: 'boom' }] } });
    const failure = createGatewayQuery(caller, config)(ContentPageDocument, { byPath: 'x' } as never);
    await expect(failure).rejects.toBeInstanceOf(GatewayQueryError);
    await expect(failure).rejects.toThrow(/ContentPage failed: boom/);
  });

  it('fails on a plain error status, and reads a graphql-response+json answer whatever its status', async () => {
    gateway.answer = () => ({ status: 502, body: { data: { ok: true } } });
    await expect(createGatewayQuery(caller, config)(ContentPageDocument, { byPath: 'x' } as never)).rejects.toThrow(
      /status 502/,
    );
    gateway.answer = () => ({
      status: 400,
      headers: { 'content-type': 'application/graphql-response+json' },
      body: { errors: [{ message: 'invalid' }] },
    });
    await expect(createGatewayQuery(caller, config)(ContentPageDocument, { byPath: 'x' } as never)).rejects.toThrow(
      /invalid/,
    );
    gateway.answer = () => ({ body: { data: null } });
    await expect(createGatewayQuery(caller, config)(ContentPageDocument, { byPath: 'x' } as never)).rejects.toThrow(
      /no data/,
    );
  });

  it('gives up after the configured timeout', async () => {
    gateway.answer = 'silent';
    const started = Date.now();
    await expect(createGatewayQuery(caller, config)(ContentPageDocument, { byPath: 'x' } as never)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
