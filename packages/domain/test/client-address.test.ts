import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS,
  signClientAddress,
  verifyClientAddress,
} from '../src/client-address';

const SECRET = 'a'.repeat(32);
const at = new Date('2026-11-26T12:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
const signed = signClientAddress(SECRET, { address: '203.0.113.7', requestId: 'req-1', now: at });

describe('a signed client address', () => {
  it.each([
    ['as signed', {}, true],
    ['a minute later', { now: later(CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS) }, true],
    ['a minute early (the clocks differ)', { now: later(-CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS) }, true],
    ['too old', { now: later(CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS + 1) }, false],
    ['from the future', { now: later(-CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS - 1) }, false],
    ['another address', { address: '203.0.113.8' }, false],
    ['another request', { requestId: 'req-2' }, false],
    ['another secret', { secret: 'b'.repeat(32) }, false],
    ['no secret (the gateway has none)', { secret: undefined }, false],
    ['no signature', { signature: null }, false],
    ['no address', { address: null }, false],
    ['not an IP address', { address: 'localhost' }, false],
    ['a changed signature', { signature: `${signed.slice(0, -2)}${signed.endsWith('AA') ? 'BB' : 'AA'}` }, false],
    ['a truncated signature', { signature: signed.slice(0, -1) }, false],
    ['another version', { signature: signed.replace(/^v1/, 'v2') }, false],
    ['garbage', { signature: 'v1.x.y' }, false],
  ] as const)('is valid %s: %s', (_name, change, valid) => {
    const input = { address: '203.0.113.7', requestId: 'req-1', signature: signed, now: at, ...change };
    const secret = 'secret' in change ? change.secret : SECRET;
    expect(verifyClientAddress(secret, input)).toBe(valid);
  });

  it('signs IPv6 addresses too', () => {
    const signature = signClientAddress(SECRET, { address: '2001:db8::1', requestId: 'r', now: at });
    expect(verifyClientAddress(SECRET, { address: '2001:db8::1', requestId: 'r', signature, now: at })).toBe(true);
  });
});
