import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyGraphqlRequest } from '../src/app/gateway-proxy.server';
import { endInstoreSession } from '../src/instore/end-session.server';
import { loadConfig, type StorefrontConfig } from '../src/lib/config.server';
import { branchOfCookies, clearedInstoreCookies } from '../src/lib/instore-cookies';
import { type FakeGateway, startFakeGateway } from './fake-gateway';

let gateway: FakeGateway;
let config: StorefrontConfig;

beforeAll(async () => {
  gateway = await startFakeGateway();
  config = loadConfig({ GATEWAY_URL: gateway.url });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.received.length = 0;
  gateway.answer = () => ({ body: { data: { currentStore: { code: 'nl-nl' } } } });
});

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ currentStore { code } }' }),
  });

describe('in-store ordering: the branch from the in-store cookies (spec commerce §4)', () => {
  it.each([
    ['instore=1; store_location=store-amsterdam', 'store-amsterdam'],
    ['store_location=store-gent; instore=1; contextToken=abc', 'store-gent'],
    ['store_location=store-amsterdam', undefined],
    ['instore=1', undefined],
    ['instore=0; store_location=store-amsterdam', undefined],
    ['instore=1; store_location=bad%20code', undefined],
    ['', undefined],
  ])('%j: x-shop-branch %s', async (cookies, branch) => {
    expect(branchOfCookies(cookies)).toBe(branch);
    await proxyGraphqlRequest(post(cookies ? { cookie: cookies } : {}), config);
    expect(gateway.received.at(-1)?.headers['x-shop-branch']).toBe(branch);
  });

  it('never passes on a branch header a browser sent itself', async () => {
    await proxyGraphqlRequest(post({ 'x-shop-branch': 'store-amsterdam' }), config);
    expect(gateway.received.at(-1)?.headers['x-shop-branch']).toBeUndefined();
  });
});

describe('POST /instore/end', () => {
  it('drops the session cookie and both in-store cookies', () => {
    const response = endInstoreSession(new Request('http://localhost:3000/instore/end', { method: 'POST' }));
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toMatch(/^contextToken=; Path=\/; Max-Age=0; HttpOnly/);
    expect(cookies.slice(1)).toEqual(clearedInstoreCookies());
  });

  it('over https drops the __Host- session cookie', () => {
    const response = endInstoreSession(new Request('https://shop.example/instore/end', { method: 'POST' }));
    expect(response.headers.getSetCookie()[0]).toBe(
      '__Host-contextToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('refuses other sites and other methods', () => {
    const crossSite = new Request('http://localhost:3000/instore/end', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
    });
    expect(endInstoreSession(crossSite).status).toBe(403);
    expect(endInstoreSession(new Request('http://localhost:3000/instore/end')).status).toBe(405);
  });
});
