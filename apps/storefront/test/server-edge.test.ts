// server.mjs at the edge: health check, static assets and their compression, demo videos, the /graphql proxy and the
// shopper's address, images, legacy URLs, and a graceful stop.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { verifyClientAddress } from '@shop/domain/client-address';
import { describe, expect, it } from 'vitest';
import {
  appDir,
  CLIENT_ADDRESS_SECRET,
  clientAssetsDir,
  gateway,
  get,
  largestScript,
  origin,
  server,
  serverLog,
} from './server-harness';

describe('server.mjs at the edge', () => {
  it('answers the health check', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.text).toBe('ok\n');
  });

  it('serves hashed assets for a year, br before gzip, and leaves them whole without Accept-Encoding', async () => {
    const name = largestScript();
    const file = readFileSync(`${clientAssetsDir}/${name}`);

    const br = await get(`/assets/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.raw.length).toBeLessThan(file.length / 2);
    expect(br.text).toBe(file.toString('utf8'));

    const gzip = await get(`/assets/${name}`, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(file.toString('utf8'));

    const identity = await get(`/assets/${name}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-length']).toBe(String(file.length));
  });

  it('serves an asset from its forms compressed at build, with an ETag, 304 for a current copy, and HEAD', async () => {
    const name = largestScript();
    const brotliForm = readFileSync(`${clientAssetsDir}/${name}.br`);
    const br = await get(`/assets/${name}`, { 'accept-encoding': 'br' });
    // The very bytes written at build: nothing is compressed per request.
    expect(br.raw.equals(brotliForm)).toBe(true);
    expect(br.headers['content-length']).toBe(String(brotliForm.length));
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const current = await get(`/assets/${name}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(current.status).toBe(304);
    expect(current.raw.length).toBe(0);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The plain form is another representation, with a tag of its own: the brotli form's tag does not match it.
    const plain = await get(`/assets/${name}`, { 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);

    const post = await get(`/assets/${name}`, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');

    const head = await get(`/assets/${name}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(readFileSync(`${clientAssetsDir}/${name}`).length));
    expect(head.raw.length).toBe(0);
  });

  it('does not compress tiny files', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await get('/assets/gone-12345678.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain');
  });

  it('serves the demo videos whole or in byte ranges (206), cached for a day, never compressed', async () => {
    const file = readFileSync(`${appDir}dist/client/videos/drieluik-men.mp4`);
    const whole = await get('/videos/drieluik-men.mp4', { 'accept-encoding': 'br, gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(file.length));
    expect(whole.raw.equals(file)).toBe(true);

    // What a browser asks first (bytes=0-), then a seek into the middle, then the last bytes.
    const open = await get('/videos/drieluik-men.mp4', { range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${file.length - 1}/${file.length}`);
    const middle = await get('/videos/drieluik-men.mp4', { range: 'bytes=1000-1999', 'accept-encoding': 'br' });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['cache-control']).toBe('public, max-age=86400');
    expect(middle.raw.equals(file.subarray(1000, 2000))).toBe(true);
    const tail = await get('/videos/drieluik-men.mp4', { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.raw.equals(file.subarray(file.length - 500))).toBe(true);

    const beyond = await get('/videos/drieluik-men.mp4', { range: `bytes=${file.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.length}`);

    // Revalidation: the same file is not sent again.
    const again = await get('/videos/drieluik-men.mp4', { 'if-none-match': String(whole.headers.etag) });
    expect(again.status).toBe(304);

    // Its still, and a plain 404 for a video that is not there.
    expect((await get('/videos/drieluik-men.jpg')).headers['content-type']).toBe('image/jpeg');
    const missing = await get('/videos/gone.mp4');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain');
  });

  it('proxies /graphql with the store of the host and sets the session cookie', async () => {
    gateway.answer = () => ({ headers: { 'x-shop-context-token': 'new-session' }, body: { data: { ok: true } } });
    const response = await get(
      '/graphql',
      { host: 'en.localhost:3000', 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ query: '{ ok }' }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ data: { ok: true } });
    expect(response.headers['set-cookie']).toEqual([
      'contextToken=new-session; Path=/; Max-Age=17280000; HttpOnly; SameSite=Lax',
    ]);
    expect(gateway.received.at(-1)?.headers['x-shop-store']).toBe('en');
  });

  it("names the shopper's address as the trusted proxy saw it, signed, not one the request claims", async () => {
    gateway.answer = () => ({ body: { data: { ok: true } } });
    await get(
      '/graphql',
      {
        host: 'en.localhost:3000',
        'content-type': 'application/json',
        // The first entry is what the browser claimed; the proxy on loopback (TRUST_PROXY) appended the peer it saw.
        'x-forwarded-for': '198.51.100.7, 203.0.113.9',
        'x-shop-client-ip': '203.0.113.10',
      },
      'POST',
      JSON.stringify({ query: '{ ok }' }),
    );
    const { headers } = gateway.received.at(-1)!;
    expect(headers['x-shop-client-ip']).toBe('203.0.113.9');
    expect(
      verifyClientAddress(CLIENT_ADDRESS_SECRET, {
        address: headers['x-shop-client-ip'] as string,
        requestId: headers['x-request-id'] as string,
        signature: (headers['x-shop-client-signature'] as string | undefined) ?? null,
      }),
    ).toBe(true);
  });

  it('passes /images/ through to the image service with its caching headers and the Accept header', async () => {
    const image = await get('/images/products/20001.100/side/498x705', { accept: 'image/avif,image/webp,*/*' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.vary).toMatch(/\baccept\b/i);
    expect(image.text).toContain('<svg');
    const received = gateway.received.at(-1);
    expect(received?.url).toBe('/images/products/20001.100/side/498x705');
    expect(received?.headers.accept).toBe('image/avif,image/webp,*/*');
    expect((await get('/images/products/nothing')).status).toBe(404);
    expect((await get('/images/x/1x1', {}, 'POST')).status).toBe(405);
  });

  it('lives on when a browser leaves while an image is still coming from the image service', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await new Promise<void>((resolve) => {
        const outgoing = httpRequest(`${origin}/images/slow/products/20001.100/side/498x705`);
        outgoing.on('error', () => resolve());
        outgoing.end();
        setTimeout(() => {
          outgoing.destroy();
          resolve();
        }, 200);
      });
    }
    // The image service finishes its bodies after the browsers left; the server must have shrugged that off.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.exitCode).toBeNull();
    expect((await get('/healthz')).status).toBe(200);
    expect(serverLog).not.toMatch(/uncaught|ReadableStream is already closed/i);
  });

  it('answers a legacy .html product URL with a 301 to the product page', async () => {
    const response = await get('/old-court-classic-20001x100.html', { host: 'localhost:3000' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toMatch(/\/court-classic-black-20001-100$/);
  });

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
