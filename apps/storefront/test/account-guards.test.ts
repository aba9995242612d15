// @vitest-environment happy-dom
// The account's guards and the way back after login.
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_HOME_PATH, type GuardRule, guard, guardDecision, LOGIN_PATH } from '../src/account/guards';
import {
  DEFAULT_REDIRECT_AFTER_LOGIN,
  rememberRedirectAfterLogin,
  safeRedirectPath,
  takeRedirectAfterLogin,
} from '../src/account/login-return-path';
import { GUEST_SESSION, type Session, sessionOf } from '../src/account/session-store';
import { MemoryStorage } from './memory-storage';

const CUSTOMER: Session = { loggedIn: true, firstName: 'Anna' };

afterEach(() => vi.restoreAllMocks());

describe('the guards decide', () => {
  const cases: { rule: GuardRule; session: Session | null; expected: ReturnType<typeof guardDecision> }[] = [
    { rule: 'customer', session: CUSTOMER, expected: { kind: 'allow' } },
    { rule: 'customer', session: GUEST_SESSION, expected: { kind: 'redirect', to: LOGIN_PATH } },
    { rule: 'customer', session: null, expected: { kind: 'unavailable' } },
    { rule: 'guest', session: GUEST_SESSION, expected: { kind: 'allow' } },
    { rule: 'guest', session: CUSTOMER, expected: { kind: 'redirect', to: ACCOUNT_HOME_PATH } },
    { rule: 'guest', session: null, expected: { kind: 'allow' } },
  ];
  it.each(cases)('$rule page, session $session: $expected.kind', ({ rule, session, expected }) => {
    expect(guardDecision(rule, session)).toEqual(expected);
  });

  it('logged in only with a customer (spec §4): a context without one is a guest', () => {
    expect(sessionOf({ loggedIn: true, customer: { firstName: 'Anna' } })).toEqual(CUSTOMER);
    expect(sessionOf({ loggedIn: true, customer: null })).toEqual(GUEST_SESSION);
    expect(sessionOf({ loggedIn: false, customer: { firstName: 'Anna' } })).toEqual(GUEST_SESSION);
    expect(sessionOf(null)).toEqual(GUEST_SESSION);
  });
});

describe('the guards redirect', () => {
  function thrownBy(run: () => void): Response {
    try {
      run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    throw new Error('nothing was thrown');
  }

  it('a logged-out visitor of an account page to /account/ with a 301 no cache keeps', () => {
    const response = thrownBy(() =>
      guard('customer', {
        context: { session: GUEST_SESSION },
        location: { href: '/customer/orders/' },
        preload: false,
      }),
    );
    expect(isRedirect(response)).toBe(true);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/account/');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a logged-in visitor of the login page to /customer/ with a 301 no cache keeps', () => {
    const response = thrownBy(() =>
      guard('guest', { context: { session: CUSTOMER }, location: { href: '/account/' }, preload: false }),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/customer/');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the right visitors through, and fails (no redirect) when the session is unknown', () => {
    expect(() =>
      guard('customer', { context: { session: CUSTOMER }, location: { href: '/customer/' }, preload: false }),
    ).not.toThrow();
    expect(() =>
      guard('guest', { context: { session: GUEST_SESSION }, location: { href: '/account/' }, preload: false }),
    ).not.toThrow();
    expect(() =>
      guard('customer', { context: { session: null }, location: { href: '/customer/' }, preload: false }),
    ).toThrow('The session could not be checked.');
  });

  it('remembers the account page for after the login, but not for a preload', () => {
    sessionStorage.clear();
    expect(() =>
      guard('customer', { context: { session: GUEST_SESSION }, location: { href: '/customer/edit/' }, preload: true }),
    ).toThrow();
    expect(takeRedirectAfterLogin(sessionStorage)).toBe(DEFAULT_REDIRECT_AFTER_LOGIN);
    expect(() =>
      guard('customer', { context: { session: GUEST_SESSION }, location: { href: '/customer/edit/' }, preload: false }),
    ).toThrow();
    expect(takeRedirectAfterLogin(sessionStorage)).toBe('/customer/edit/');
    // Taken once.
    expect(takeRedirectAfterLogin(sessionStorage)).toBe('/customer/');
  });
});

describe('the redirect after login', () => {
  it.each([
    ['/customer/orders/', '/customer/orders/'],
    ['/checkout/?step=1#top', '/checkout/?step=1#top'],
    ['//evil.example/', null],
    ['/\\evil.example/', null],
    ['https://evil.example/', null],
    ['/\t/evil.example', null],
    ['customer/', null],
    [42, null],
  ])('%j is %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('defaults to /customer/, and never answers what is not a path of the shop', () => {
    const storage = new MemoryStorage();
    expect(takeRedirectAfterLogin(storage)).toBe('/customer/');
    storage.setItem('shop.redirectAfterLogin', 'https://evil.example/');
    expect(takeRedirectAfterLogin(storage)).toBe('/customer/');
    rememberRedirectAfterLogin('//evil.example', storage);
    expect(takeRedirectAfterLogin(storage)).toBe('/customer/');
    rememberRedirectAfterLogin('/wishlist/', storage);
    expect(takeRedirectAfterLogin(storage)).toBe('/wishlist/');
    expect(takeRedirectAfterLogin(undefined)).toBe('/customer/');
  });
});
