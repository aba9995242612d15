import { describe, expect, it } from 'vitest';
import { clientAddressBehindOneProxy, lastForwardedFor, parseTrustProxy } from '../trust-proxy.mjs';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['loopback', 'loopback'],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 2001:db8::2', ['10.0.0.2', '2001:db8::2']],
  ])('%s → %o', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '', 'proxy.internal', '10.0.0.2,nope'])('refuses %o', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be/);
  });
});

describe('behind one proxy (TRUST_PROXY=true) the shopper is', () => {
  it.each([
    // The shopper may write any X-Forwarded-For; the proxy appends the address it saw: that one counts.
    ['203.0.113.66, 198.51.100.7', '198.51.100.7'],
    ['198.51.100.7', '198.51.100.7'],
    ['2001:db8::7', '2001:db8::7'],
    [null, undefined],
    ['198.51.100.7, not-an-address', undefined],
  ])('in X-Forwarded-For %o: %o', (header, expected) => {
    expect(lastForwardedFor(header)).toBe(expected);
  });

  it('the address the proxy appended, set on the request for the storefront', async () => {
    const request = new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.7' } });
    // srvx (trusting every hop) had put the first, shopper-written entry there.
    Object.defineProperty(request, 'ip', { value: '203.0.113.66', configurable: true });
    const seen = await clientAddressBehindOneProxy(request, async () => (request as Request & { ip: string }).ip);
    expect(seen).toBe('198.51.100.7');
  });
});
