// server.mjs's fast path (fast-path.mjs): a fresh page of the page cache is written straight to Node's response, and
// must be the very answer the long way (srvx and the middleware) gives: the same headers, security headers included,
// 304 for a current copy, no body for HEAD, HSTS behind an https proxy. Anything personal still goes the long way.
import { describe, expect, it } from 'vitest';
import { answerWithSchema, type ReceivedRequest } from './fake-gateway';

// The page cache on, without the gateway's change feed (pages then only age out): before the harness starts the server.
process.env.PAGE_CACHE = 'on';
// A namespace, not destructured: the harness's `gateway` is a live binding set when the server starts.
const harness = await import('./server-harness');
const { get } = harness;

/** Gateway answers tagged as the real gateway tags shared data, so the pages they make may be kept. */
async function taggedAnswer(request: ReceivedRequest) {
  const answer = await answerWithSchema(request);
  return { ...answer, headers: { 'x-shop-cache-tags': 'layout content:cms_page:home' } };
}

/** The headers of an answer without those that differ per response or per path through the server. */
function comparable(headers: Record<string, unknown>) {
  const { date, connection, 'keep-alive': _keepAlive, 'x-page-cache': _outcome, ...rest } = headers;
  return rest;
}

describe('the fast path for fresh cached pages', () => {
  it('answers a kept page exactly as the long way did, in the encoding asked, with the security headers', async () => {
    harness.gateway.answer = taggedAnswer;
    const first = await get('/?fast=1', { 'accept-encoding': 'br' });
    expect(first.headers['x-page-cache']).toBe('MISS');
    const calls = harness.gateway.received.length;

    const second = await get('/?fast=1', { 'accept-encoding': 'br' });
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(harness.gateway.received.length).toBe(calls);
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(second.headers['strict-transport-security']).toBeUndefined();

    const gzip = await get('/?fast=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-page-cache']).toBe('HIT');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(second.text);
  });

  it('answers 304 to a current ETag and no body to HEAD', async () => {
    harness.gateway.answer = taggedAnswer;
    const page = await get('/?fast=2', { 'accept-encoding': 'br' });
    const etag = String(page.headers.etag);

    const notModified = await get('/?fast=2', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-page-cache']).toBe('HIT');
    expect(notModified.raw.length).toBe(0);

    const head = await get('/?fast=2', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.raw.length).toBe(0);
  });

  it('keeps HSTS on pages answered over https behind the trusted proxy', async () => {
    harness.gateway.answer = taggedAnswer;
    const https = { 'accept-encoding': 'br', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    await get('/?fast=3', https);
    const hit = await get('/?fast=3', https);
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('never answers a shopper with a session from the cache', async () => {
    harness.gateway.answer = taggedAnswer;
    await get('/?fast=4');
    expect((await get('/?fast=4')).headers['x-page-cache']).toBe('HIT');
    const withSession = await get('/?fast=4', { cookie: '__Host-contextToken=abc' });
    expect(withSession.headers['x-page-cache']).toBe('BYPASS');
  });

  it("tells the browser nothing of what the app told the cache (the page's tags, its store's origin)", async () => {
    harness.gateway.answer = taggedAnswer;
    const asked: Record<string, string>[] = [{}, {}, { cookie: '__Host-contextToken=abc' }];
    for (const headers of asked) {
      const page = await get('/?fast=5', headers);
      expect(page.status).toBe(200);
      expect(page.headers['x-shop-cache-tags']).toBeUndefined();
      expect(page.headers['x-shop-store-origin']).toBeUndefined();
    }
  });
});
