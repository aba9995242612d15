import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, withSecurityHeaders } from '../src/app/security-headers';
import { isRoutablePath, NOT_FOUND_PATH, routableUrl } from '../src/app/unroutable-path';

const policy = "script-src 'self' 'nonce-MF9nLfE5HyFqsrI3C/u14g=='";
const html = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
const json = () => new Response('{}', { headers: { 'content-type': 'application/json' } });

describe('the security headers', () => {
  it('give pages the Content-Security-Policy, the Permissions-Policy and a private cache', () => {
    const page = withSecurityHeaders(html(), { contentSecurityPolicy: policy });
    expect(page.headers.get('content-security-policy')).toBe(policy);
    expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // Not over http: a development host must stay reachable over http.
    expect(page.headers.has('strict-transport-security')).toBe(false);

    const data = withSecurityHeaders(json(), { contentSecurityPolicy: policy });
    expect([...data.headers.keys()]).toEqual(['content-type']);
  });

  it('keep what a route set itself', () => {
    const response = new Response('', { headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } });
    expect(withSecurityHeaders(response, { contentSecurityPolicy: policy }).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('turn off the browser features the shop does not use, and keep geolocation for the store finder', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features.get('geolocation')).toBe('(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics']) {
      expect(features.get(feature)).toBe('()');
    }
    // Video fullscreen and muted autoplay stay as the browser has them.
    expect(features.has('fullscreen')).toBe(false);
    expect(features.has('autoplay')).toBe(false);
  });
});

describe('paths no page can be for', () => {
  it('are those that cannot be decoded or hold a control character', () => {
    for (const path of [
      '/%E0%A4%A',
      '/%E0%A4',
      '/%',
      '/%zz',
      '/%ED%A0%80',
      '/%C0%AF',
      '/%00',
      '/products/%00',
      '/a%0Ab',
      '/%7F',
    ]) {
      expect(isRoutablePath(path), path).toBe(false);
    }
    for (const path of [
      '/',
      '/dames/schoenen',
      '/products/20001.100',
      '/caf%C3%A9',
      '/100%25-katoen',
      '/a%2Fb',
      '/%F0%9F%91%9F',
    ]) {
      expect(isRoutablePath(path), path).toBe(true);
    }
  });

  it('are routed to the not-found page, without their query', () => {
    expect(routableUrl(new URL('http://localhost:3000/%E0%A4%A?q=1'))?.href).toBe(
      `http://localhost:3000${NOT_FOUND_PATH}`,
    );
    expect(routableUrl(new URL('http://localhost:3000/dames/schoenen?page=2'))).toBeUndefined();
  });
});
