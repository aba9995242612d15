import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGatewayWith } from './harness';

type Client = Awaited<ReturnType<typeof startGatewayWith>>;

const TOOLS = 'https://tools.example.com';
const LOCAL_APP = 'http://localhost:5173';
const ELSEWHERE = 'https://evil.example';

/** What a browser sends before a cross-origin JSON POST with a bearer token. */
const preflight = (url: string, origin: string) =>
  fetch(`${url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization, x-shop-store, apollo-require-preflight',
    },
  });

const varyOf = (headers: Headers) => (headers.get('vary') ?? '').split(/\s*,\s*/).map((name) => name.toLowerCase());

describeEachDatabase('CORS', (getDb) => {
  let listed: Client;
  let unconfigured: Client;

  beforeAll(async () => {
    listed = await startGatewayWith(getDb(), { GATEWAY_CORS_ORIGINS: `${TOOLS}, ${LOCAL_APP}` });
    unconfigured = await startGatewayWith(getDb(), {});
  });
  afterAll(async () => {
    await unconfigured?.gateway.close();
    await listed?.gateway.close();
  });

  it('answers the preflight of a listed origin with the methods and headers a GraphQL client sends', async () => {
    for (const origin of [TOOLS, LOCAL_APP]) {
      const response = await preflight(listed.url, origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(', ');
      expect(allowed).toEqual(
        expect.arrayContaining([
          'content-type',
          'authorization',
          'x-shop-store',
          'apollo-require-preflight',
          'x-recaptcha-token',
        ]),
      );
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(varyOf(response.headers)).toContain('origin');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('lets a listed origin read the answers, never with credentials', async () => {
    const { status, headers, body } = await listed.post('{ __typename }', {}, { origin: TOOLS });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query' } });
    expect(headers.get('access-control-allow-origin')).toBe(TOOLS);
    expect(headers.get('access-control-expose-headers')).toBe('x-request-id');
    expect(varyOf(headers)).toContain('origin');
    expect(headers.get('access-control-allow-credentials')).toBeNull();
    // Refusals too, so that the page can show why.
    const refused = await listed.post('{ nope }', {}, { origin: TOOLS });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(TOOLS);
  });

  it('gives other origins no CORS headers: their preflight is refused', async () => {
    for (const [gateway, origin] of [
      [listed, ELSEWHERE],
      // A listed origin's look-alikes.
      [listed, 'https://tools.example.com.evil.example'],
      [listed, 'http://tools.example.com'],
      // Nothing is listed by default.
      [unconfigured, TOOLS],
    ] as const) {
      const response = await preflight(gateway.url, origin);
      expect(response.status, origin).toBe(403);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-methods'), origin).toBeNull();
      expect(varyOf(response.headers)).toContain('origin');
      const { headers } = await gateway.post('{ __typename }', {}, { origin });
      expect(headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(varyOf(headers)).toContain('origin');
    }
  });

  it('answers a plain OPTIONS with the methods, and a request without an Origin without CORS headers', async () => {
    const options = await fetch(`${listed.url}/graphql`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, POST, OPTIONS');
    const { headers } = await listed.post('{ __typename }');
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });
});
