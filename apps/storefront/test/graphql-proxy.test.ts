import { verifyClientAddress } from '@shop/domain/client-address';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxyGraphqlRequest } from '../src/app/gateway-proxy.server';
import { loadConfig, type StorefrontConfig } from '../src/lib/config.server';
import { type FakeGateway, startFakeGateway } from './fake-gateway';

const MAX_BODY_BYTES = 2_000;
const CLIENT_ADDRESS_SECRET = 'storefront-test-client-address-secret-0123';
const operation = JSON.stringify({ query: '{ currentStore { code } }' });

let gateway: FakeGateway;
let config: StorefrontConfig;

beforeAll(async () => {
  gateway = await startFakeGateway();
  config = loadConfig({
    GATEWAY_URL: gateway.url,
    GRAPHQL_MAX_BODY_BYTES: String(MAX_BODY_BYTES),
    CLIENT_ADDRESS_SECRET,
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.received.length = 0;
  gateway.answer = () => ({ body: { data: { currentStore: { code: 'nl-nl' } } } });
});

function post(headers: Record<string, string> = {}, body: BodyInit = operation, url = 'http://localhost:3000/graphql') {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

function lastReceived() {
  const request = gateway.received.at(-1);
  if (!request) throw new Error('The gateway received nothing');
  return request;
}

describe('the /graphql proxy', () => {
  it("sends the contextToken cookie's value as a Bearer token", async () => {
    await proxyGraphqlRequest(post({ cookie: 'theme=dark; contextToken=token-123' }), config);
    expect(lastReceived().headers.authorization).toBe('Bearer token-123');
    expect(lastReceived().headers.cookie).toBeUndefined();
  });

  it('ignores an Authorization header from the browser', async () => {
    await proxyGraphqlRequest(post({ authorization: 'Bearer forged' }), config);
    expect(lastReceived().headers.authorization).toBeUndefined();

    await proxyGraphqlRequest(post({ authorization: 'Bearer forged', cookie: 'contextToken=real' }), config);
    expect(lastReceived().headers.authorization).toBe('Bearer real');
  });

  it('names the store of the host it was called on', async () => {
    await proxyGraphqlRequest(post({}, operation, 'http://en.localhost:3000/graphql'), config);
    expect(lastReceived().headers['x-shop-store']).toBe('en');

    await proxyGraphqlRequest(post({}, operation, 'http://de-at.localhost:3000/graphql'), config);
    expect(lastReceived().headers['x-shop-store']).toBe('de-at');

    await proxyGraphqlRequest(post(), config);
    expect(lastReceived().headers['x-shop-store']).toBe('nl-nl');
  });

  it('passes on the content type, the CSRF preflight header and the operation name', async () => {
    await proxyGraphqlRequest(post({ 'apollo-require-preflight': 'true', 'x-apollo-operation-name': 'Home' }), config);
    expect(lastReceived()).toMatchObject({
      method: 'POST',
      body: operation,
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        'x-apollo-operation-name': 'Home',
      },
    });
  });

  it("passes on the bot check's token of a protected operation (x-recaptcha-token)", async () => {
    await proxyGraphqlRequest(post({ 'x-recaptcha-token': 'token-from-google' }), config);
    expect(lastReceived().headers['x-recaptcha-token']).toBe('token-from-google');
    await proxyGraphqlRequest(post(), config);
    expect(lastReceived().headers['x-recaptcha-token']).toBeUndefined();
  });

  it('passes on a plain request id, replaces an odd one, and returns it', async () => {
    const given = await proxyGraphqlRequest(post({ 'x-request-id': 'req-42' }), config);
    expect(lastReceived().headers['x-request-id']).toBe('req-42');
    expect(given.headers.get('x-request-id')).toBe('req-42');

    const replaced = await proxyGraphqlRequest(post({ 'x-request-id': 'not <plain>' }), config);
    const generated = lastReceived().headers['x-request-id'];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.headers.get('x-request-id')).toBe(generated);
  });

  it("returns the gateway's status and JSON body", async () => {
    const errors = [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }];
    gateway.answer = () => ({ status: 400, body: { errors } });
    const response = await proxyGraphqlRequest(post(), config);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ errors });
  });

  it('moves a new session token into an HttpOnly cookie and keeps it from the page', async () => {
    gateway.answer = () => ({
      headers: { 'x-shop-context-token': 'fresh-token', 'x-shop-context-token-expires': '2027-06-01T00:00:00.000Z' },
      body: { data: {} },
    });
    const response = await proxyGraphqlRequest(post(), config);
    expect(response.headers.get('set-cookie')).toBe(
      'contextToken=fresh-token; Path=/; Max-Age=17280000; HttpOnly; SameSite=Lax',
    );
    expect(response.headers.has('x-shop-context-token')).toBe(false);
    expect(response.headers.has('x-shop-context-token-expires')).toBe(false);

    const overHttps = await proxyGraphqlRequest(post({}, operation, 'https://shop.example/graphql'), config);
    expect(overHttps.headers.get('set-cookie')).toMatch(/^__Host-contextToken=fresh-token; Path=\/; .*; Secure$/);
  });

  it('over https keeps the session in a __Host- cookie and reads only that one', async () => {
    const https = (cookie: string) => post({ cookie }, operation, 'https://shop.example/graphql');
    await proxyGraphqlRequest(https('__Host-contextToken=secure-token'), config);
    expect(lastReceived().headers.authorization).toBe('Bearer secure-token');
    // The plain cookie of an earlier http deployment (or one a subdomain or an http page set) is not the session.
    await proxyGraphqlRequest(https('contextToken=plain-token'), config);
    expect(lastReceived().headers.authorization).toBeUndefined();
    await proxyGraphqlRequest(https('contextToken=plain-token; __Host-contextToken=secure-token'), config);
    expect(lastReceived().headers.authorization).toBe('Bearer secure-token');
    // Over http (local development) only the plain one.
    await proxyGraphqlRequest(post({ cookie: '__Host-contextToken=secure-token' }), config);
    expect(lastReceived().headers.authorization).toBeUndefined();
  });

  it("makes the cookie live by the session's kind: a customer's 7 days, a guest's 200", async () => {
    gateway.answer = () => ({
      headers: { 'x-shop-context-token': 'customer-token', 'x-shop-session-kind': 'customer' },
      body: { data: {} },
    });
    const login = await proxyGraphqlRequest(post(), config);
    expect(login.headers.get('set-cookie')).toBe(
      'contextToken=customer-token; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax',
    );
    expect(login.headers.has('x-shop-session-kind')).toBe(false);

    gateway.answer = () => ({
      headers: { 'x-shop-context-token': 'guest-token', 'x-shop-session-kind': 'guest' },
      body: { data: {} },
    });
    const logout = await proxyGraphqlRequest(post({}, operation, 'https://shop.example/graphql'), config);
    expect(logout.headers.get('set-cookie')).toBe(
      '__Host-contextToken=guest-token; Path=/; Max-Age=17280000; HttpOnly; SameSite=Lax; Secure',
    );
  });

  /** Whether the gateway would believe the address the last call named (the gateway's own check, same secret). */
  function believedAddress(secret = CLIENT_ADDRESS_SECRET): string | null {
    const { headers } = lastReceived();
    const address = (headers['x-shop-client-ip'] as string | undefined) ?? null;
    const signature = (headers['x-shop-client-signature'] as string | undefined) ?? null;
    const requestId = headers['x-request-id'] as string;
    return verifyClientAddress(secret, { address, requestId, signature }) ? address : null;
  }

  /** A proxied request from a shopper at `ip` (srvx puts the peer's address, or the trusted X-Forwarded-For, there). */
  function from(ip: unknown, headers: Record<string, string> = {}) {
    const request = post(headers);
    Object.defineProperty(request, 'ip', { value: ip });
    return request;
  }

  it("sends the shopper's address the server saw, signed, never one the browser claims", async () => {
    await proxyGraphqlRequest(
      from('198.51.100.7', {
        'x-shop-client-ip': '203.0.113.66',
        'x-shop-client-signature': 'v1.1.forged',
        'x-forwarded-for': '203.0.113.67',
      }),
      config,
    );
    expect(believedAddress()).toBe('198.51.100.7');
    expect(lastReceived().headers['x-forwarded-for']).toBeUndefined();
    // Another secret's gateway believes none of it.
    expect(believedAddress('another secret, thirty-two characters long')).toBeNull();

    await proxyGraphqlRequest(
      post({ 'x-shop-client-ip': '203.0.113.66', 'x-shop-client-signature': 'v1.1.x' }),
      config,
    );
    expect(lastReceived().headers['x-shop-client-ip']).toBeUndefined();
    expect(lastReceived().headers['x-shop-client-signature']).toBeUndefined();

    await proxyGraphqlRequest(from('not an <address>'), config);
    expect(lastReceived().headers['x-shop-client-ip']).toBeUndefined();
  });

  it('names each shopper apart, so the gateway gives every address a budget of its own', async () => {
    await proxyGraphqlRequest(from('198.51.100.7'), config);
    const first = believedAddress();
    await proxyGraphqlRequest(from('2001:db8::7'), config);
    const second = believedAddress();
    expect([first, second]).toEqual(['198.51.100.7', '2001:db8::7']);
  });

  it('sends no address without the secret (development): the gateway then counts the storefront', async () => {
    const unsigned = loadConfig({ GATEWAY_URL: gateway.url });
    await proxyGraphqlRequest(from('198.51.100.7'), unsigned);
    expect(lastReceived().headers['x-shop-client-ip']).toBeUndefined();
    expect(lastReceived().headers['x-shop-client-signature']).toBeUndefined();
  });

  it('refuses to start in production without the secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GATEWAY_URL: gateway.url })).toThrow(
      /CLIENT_ADDRESS_SECRET is required in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', CLIENT_ADDRESS_SECRET }).clientAddressSecret).toBe(
      CLIENT_ADDRESS_SECRET,
    );
  });

  it('sets no cookie when the gateway keeps the session', async () => {
    const response = await proxyGraphqlRequest(post({ cookie: 'contextToken=kept' }), config);
    expect(response.headers.has('set-cookie')).toBe(false);
  });

  it('answers 405 to anything but POST', async () => {
    const response = await proxyGraphqlRequest(new Request('http://localhost:3000/graphql'), config);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(gateway.received).toHaveLength(0);
  });

  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const large = JSON.stringify({ query: `{ ${'a '.repeat(MAX_BODY_BYTES)} }` });
    expect((await proxyGraphqlRequest(post({}, large), config)).status).toBe(413);

    // A streamed body has no declared length (Node needs `duplex` for it; the DOM typings lack it).
    const streamedInit: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([large]).stream(),
      duplex: 'half',
    };
    const streamed = new Request('http://localhost:3000/graphql', streamedInit);
    expect(streamed.headers.has('content-length')).toBe(false);
    expect((await proxyGraphqlRequest(streamed, config)).status).toBe(413);
    expect(gateway.received).toHaveLength(0);
  });

  it('answers 502 with a GraphQL error when the gateway is unreachable, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    gateway.answer = 'unreachable';
    const response = await proxyGraphqlRequest(post({ 'x-request-id': 'req-502' }), config);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The shop API is unreachable.', extensions: { code: 'GATEWAY_UNAVAILABLE' } }],
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('req-502'), expect.any(Error));
    log.mockRestore();
  });

  it('answers 504 when the gateway does not answer in time', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    gateway.answer = 'silent';
    const impatient = loadConfig({ GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '100' });
    const response = await proxyGraphqlRequest(post(), impatient);
    expect(response.status).toBe(504);
    log.mockRestore();
  });
});
