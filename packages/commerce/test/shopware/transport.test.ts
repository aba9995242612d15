import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/shopware/circuit-breaker';
import { ShopwareTransport } from '../../src/shopware/transport';
import { CHANNEL_NL, cart } from './recordings/shop';
import { listenOnTestPort } from './test-port';

/** A Store API stand-in whose next answers the test sets: a status and body, or no answer at all. */
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';
let answers: Answer[] = [];
let requests: { method: string; path: string; token: string | undefined }[] = [];
const hanging: ServerResponse[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      token: request.headers['sw-context-token'] as string | undefined,
    });
    request.resume();
    const answer = answers.shift() ?? { status: 599, body: { errors: [{ code: 'UNEXPECTED' }] } };
    if (answer === 'hang') {
      hanging.push(response);
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  baseUrl = `http://127.0.0.1:${await listenOnTestPort(server)}/store-api`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  answers = [];
  requests = [];
});

const transport = (threshold = 5) =>
  new ShopwareTransport({
    baseUrl,
    timeoutMs: 200,
    breaker: new CircuitBreaker({ failureThreshold: threshold, openMs: 60_000 }),
  });
const read = { channel: CHANNEL_NL, contextToken: 'token-a', area: 'cart', idempotent: true } as const;
const write = { ...read, area: 'line-item', idempotent: false } as const;
const unavailable = { status: 503, body: { errors: [{ code: 'FRAMEWORK__MAINTENANCE', status: '503' }] } };

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'answered';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('ShopwareTransport', () => {
  it("sends the sales channel's headers and the caller's token, and answers Shopware's new token", async () => {
    answers = [{ status: 200, body: cart('token-b', []), headers: { 'sw-context-token': 'token-b' } }];
    const answer = await transport().call('readCart get /checkout/cart', {}, read);
    expect(answer.contextToken).toBe('token-b');
    expect(requests).toEqual([{ method: 'GET', path: '/store-api/checkout/cart', token: 'token-a' }]);
  });

  it('retries a read once after a server error', async () => {
    answers = [unavailable, { status: 200, body: cart('token-a', []) }];
    await transport().call('readCart get /checkout/cart', {}, read);
    expect(requests).toHaveLength(2);
  });

  it('never repeats a write', async () => {
    answers = [unavailable, { status: 200, body: cart('token-a', []) }];
    const call = transport().call(
      'removeLineItem post /checkout/cart/line-item/delete',
      { body: { ids: ['x'] } },
      write,
    );
    expect(await codeOf(call)).toBe('commerce-unavailable');
    expect(requests).toHaveLength(1);
  });

  it('gives up on a call that takes too long, as unavailable', async () => {
    answers = ['hang', 'hang'];
    expect(await codeOf(transport().call('readCart get /checkout/cart', {}, read))).toBe('commerce-unavailable');
    expect(requests).toHaveLength(2);
  });

  it('passes a 429 on with its wait, without retrying', async () => {
    answers = [{ status: 429, body: { errors: [] }, headers: { 'retry-after': '7' } }];
    const error = await transport()
      .call('readCart get /checkout/cart', {}, read)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'commerce-busy', details: { retryAfterSeconds: 7 } });
    expect(requests).toHaveLength(1);
  });

  it('stops calling a failing Shopware (circuit open) and answers unavailable at once', async () => {
    const client = transport(2);
    answers = [unavailable, unavailable];
    expect(await codeOf(client.call('readCart get /checkout/cart', {}, read))).toBe('commerce-unavailable');
    expect(
      await codeOf(client.call('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: ['x'] } }, write)),
    ).toBe('commerce-unavailable');
    expect(client.breaker.state).toBe('open');
    const before = requests.length;
    expect(await codeOf(client.call('readCart get /checkout/cart', {}, read))).toBe('commerce-unavailable');
    expect(requests).toHaveLength(before);
  });

  it("does not count Shopware's answers about a request toward the circuit", async () => {
    const client = transport(1);
    answers = [{ status: 400, body: { errors: [{ code: 'CHECKOUT__CART_LINEITEM_NOT_FOUND', status: '400' }] } }];
    const call = client.call('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: ['x'] } }, write);
    expect(await codeOf(call)).toBe('cart-item-not-found');
    expect(client.breaker.state).toBe('closed');
  });
});
