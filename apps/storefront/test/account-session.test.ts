// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSession } from '../src/account/current-session';
import { login } from '../src/account/login-and-register';
import { rememberRedirectAfterLogin, takeRedirectAfterLogin } from '../src/account/login-return-path';
import { logout } from '../src/account/logout';
import {
  queuedPostLoginActions,
  queuePostLoginAction,
  registerPostLoginAction,
  runPostLoginActions,
  setPostLoginRunnerModules,
} from '../src/account/post-login-queue';
import { GUEST_SESSION, knownSession, type Session, seedSession, useSessionStore } from '../src/account/session-store';
import { useCartSummary } from '../src/cart/cart-store';
import type { GraphqlQuery } from '../src/lib/graphql/query';
import { MemoryStorage } from './memory-storage';

// The runner modules a login loads: here one that registers a runner as it loads (like the wishlist merge).
const lazilyRegistered: string[] = [];
setPostLoginRunnerModules([
  async () => {
    const { registerPostLoginAction: register } = await import('../src/account/post-login-queue');
    const { useSessionStore: store } = await import('../src/account/session-store');
    register('test-lazy', (payload) => {
      // Runs before the session is marked logged in (spec §4: run the actions, then mark logged in).
      lazilyRegistered.push(`${String(payload)}:${store.getState().loggedIn ? 'in' : 'out'}`);
    });
  },
]);

const CUSTOMER: Session = { loggedIn: true, firstName: 'Anna' };

afterEach(() => vi.restoreAllMocks());

describe('the post-login actions', () => {
  const graphql = vi.fn() as unknown as GraphqlQuery;

  it('run in order with their payloads after the login, then are cleared', async () => {
    const storage = new MemoryStorage();
    const calls: unknown[] = [];
    const offA = registerPostLoginAction('test-a', (payload, context) => {
      calls.push(['a', payload, context.graphql === graphql]);
    });
    const offB = registerPostLoginAction('test-b', async (payload) => {
      await Promise.resolve();
      calls.push(['b', payload]);
    });
    queuePostLoginAction('test-a', { sku: '20413.102' }, { storage });
    queuePostLoginAction('test-b', ['1', '2'], { storage });
    queuePostLoginAction('test-a', { sku: '30000.001' }, { storage });
    expect(queuedPostLoginActions(storage)).toHaveLength(3);

    const outcome = await runPostLoginActions({ graphql }, storage);
    expect(calls).toEqual([
      ['a', { sku: '20413.102' }, true],
      ['b', ['1', '2']],
      ['a', { sku: '30000.001' }, true],
    ]);
    expect(outcome).toEqual({ ran: ['test-a', 'test-b', 'test-a'], failed: [], unknown: [] });
    expect(queuedPostLoginActions(storage)).toEqual([]);
    expect(storage.length).toBe(0);
    offA();
    offB();
  });

  it('queue the same action once, and `replace` keeps only the latest payload of a name', () => {
    const storage = new MemoryStorage();
    queuePostLoginAction('merge', ['a'], { storage });
    queuePostLoginAction('merge', ['a'], { storage });
    expect(queuedPostLoginActions(storage)).toEqual([{ name: 'merge', payload: ['a'] }]);
    queuePostLoginAction('merge', ['a', 'b'], { storage, replace: true });
    queuePostLoginAction('other', null, { storage });
    expect(queuedPostLoginActions(storage)).toEqual([
      { name: 'merge', payload: ['a', 'b'] },
      { name: 'other', payload: null },
    ]);
  });

  it('a failing runner does not stop the others; an action without a runner is dropped', async () => {
    const storage = new MemoryStorage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ran: string[] = [];
    const offs = [
      registerPostLoginAction('test-fails', () => {
        throw new Error('down');
      }),
      registerPostLoginAction('test-works', () => {
        ran.push('works');
      }),
    ];
    queuePostLoginAction('test-fails', 1, { storage });
    queuePostLoginAction('test-unknown', 2, { storage });
    queuePostLoginAction('test-works', 3, { storage });
    const outcome = await runPostLoginActions({ graphql }, storage);
    expect(outcome).toEqual({ ran: ['test-works'], failed: ['test-fails'], unknown: ['test-unknown'] });
    expect(ran).toEqual(['works']);
    expect(queuedPostLoginActions(storage)).toEqual([]);
    for (const off of offs) off();
  });

  it('what a runner queues while the queue runs stays for the next login', async () => {
    const storage = new MemoryStorage();
    const off = registerPostLoginAction('test-requeue', () => queuePostLoginAction('later', 'x', { storage }));
    queuePostLoginAction('test-requeue', null, { storage });
    await runPostLoginActions({ graphql }, storage);
    expect(queuedPostLoginActions(storage)).toEqual([{ name: 'later', payload: 'x' }]);
    off();
  });

  it('read an unreadable queue as empty, and work with a storage that refuses access', async () => {
    const storage = new MemoryStorage();
    storage.setItem('shop.postLoginActions', '{not json');
    expect(queuedPostLoginActions(storage)).toEqual([]);
    storage.setItem('shop.postLoginActions', JSON.stringify({ name: 'not a list' }));
    expect(queuedPostLoginActions(storage)).toEqual([]);
    storage.setItem('shop.postLoginActions', JSON.stringify([{ name: 'ok', payload: 1 }, { payload: 2 }, 'x', null]));
    expect(queuedPostLoginActions(storage)).toEqual([{ name: 'ok', payload: 1 }]);
    const refusing = new MemoryStorage();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Object.assign(refusing, { getItem: refuse, setItem: refuse, removeItem: refuse });
    queuePostLoginAction('x', 1, { storage: refusing });
    expect(await runPostLoginActions({ graphql }, refusing)).toEqual({ ran: [], failed: [], unknown: [] });
    rememberRedirectAfterLogin('/wishlist/', refusing);
    expect(takeRedirectAfterLogin(refusing)).toBe('/customer/');
  });

  it('a registration is replaced by a later one and can be removed', async () => {
    const storage = new MemoryStorage();
    const seen: string[] = [];
    const offFirst = registerPostLoginAction('test-replace', () => {
      seen.push('first');
    });
    const offSecond = registerPostLoginAction('test-replace', () => {
      seen.push('second');
    });
    offFirst(); // no longer the registered one: removes nothing
    queuePostLoginAction('test-replace', null, { storage });
    await runPostLoginActions({ graphql }, storage);
    expect(seen).toEqual(['second']);
    offSecond();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queuePostLoginAction('test-replace', null, { storage });
    expect((await runPostLoginActions({ graphql }, storage)).unknown).toEqual(['test-replace']);
  });
});

describe('logout', () => {
  const context = (loggedIn: boolean) => ({
    loggedIn,
    customer: loggedIn ? { firstName: 'Anna' } : null,
    cart: { itemCount: 0, price: { totalFormatted: '€ 0,00' } },
  });
  const answering = (errors: { code: string; message: string; field: string | null }[]) =>
    vi.fn(async () => ({ logout: { context: context(false), errors } })) as unknown as GraphqlQuery;

  it('ends the session: the store and the mini cart become a guest’s', async () => {
    useSessionStore.getState().setSession(context(true));
    useCartSummary.getState().setCart({ itemCount: 2, price: { totalFormatted: '€ 120,00' } });
    const outcome = await logout(answering([]));
    expect(outcome).toEqual({ alreadyLoggedOut: null });
    expect(useSessionStore.getState()).toMatchObject({ known: true, loggedIn: false, firstName: null });
    expect(useCartSummary.getState()).toMatchObject({ itemCount: 0, known: true });
  });

  it('answers the gateway\'s "You\'re already logged out" and is a guest all the same', async () => {
    useSessionStore.getState().setSession(context(true));
    const outcome = await logout(
      answering([{ code: 'NOT_LOGGED_IN', message: "You're already logged out", field: null }]),
    );
    expect(outcome).toEqual({ alreadyLoggedOut: "You're already logged out" });
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });

  it('keeps the customer logged in when the gateway refuses otherwise or cannot be reached', async () => {
    useSessionStore.getState().setSession(context(true));
    await expect(logout(answering([{ code: 'INTERNAL', message: 'Down', field: null }]))).rejects.toThrow('Down');
    const unreachable = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as GraphqlQuery;
    await expect(logout(unreachable)).rejects.toThrow('offline');
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, firstName: 'Anna' });
  });
});

describe('the session in the browser', () => {
  it('is seeded once from what the server rendered, then the store is the truth', () => {
    useSessionStore.setState({ known: false, loggedIn: false, firstName: null });
    seedSession(CUSTOMER);
    expect(knownSession()).toEqual(CUSTOMER);
    seedSession(GUEST_SESSION);
    expect(knownSession()).toEqual(CUSTOMER);
  });

  it('counts login attempts until they are reset', () => {
    useSessionStore.getState().resetLoginAttempts();
    expect(useSessionStore.getState().countLoginAttempt()).toBe(1);
    expect(useSessionStore.getState().countLoginAttempt()).toBe(2);
    useSessionStore.getState().resetLoginAttempts();
    expect(useSessionStore.getState().loginAttempts).toBe(0);
  });

  it('the root asks the gateway only when the store does not know yet', async () => {
    const graphql = vi.fn(async () => ({ context: { loggedIn: true, customer: { firstName: 'Bo' } } }));
    useSessionStore.setState({ known: true, loggedIn: false, firstName: null });
    expect(await currentSession({ graphql: graphql as unknown as GraphqlQuery, hasSession: false })).toEqual(
      GUEST_SESSION,
    );
    expect(graphql).not.toHaveBeenCalled();
    useSessionStore.setState({ known: false });
    expect(await currentSession({ graphql: graphql as unknown as GraphqlQuery, hasSession: false })).toEqual({
      loggedIn: true,
      firstName: 'Bo',
    });
    expect(graphql).toHaveBeenCalledTimes(1);
    expect(knownSession()).toEqual({ loggedIn: true, firstName: 'Bo' });
  });
});

describe('login', () => {
  const context = {
    loggedIn: true,
    customer: { firstName: 'Anna' },
    cart: { itemCount: 1, price: { totalFormatted: '£ 60.00' } },
  };

  it('counts the attempt, and a refusal changes nothing else', async () => {
    useSessionStore.setState({ known: true, loggedIn: false, firstName: null, loginAttempts: 0 });
    const refusal = { code: 'INVALID_CREDENTIALS', message: 'The password is incorrect.', field: 'password' };
    const graphql = vi.fn(async () => ({ login: { customer: null, context: null, errors: [refusal] } }));
    const outcome = await login(graphql as unknown as GraphqlQuery, { email: 'anna@example.com', password: 'x' });
    expect(outcome).toEqual({ errors: [refusal], customer: null });
    expect(graphql).toHaveBeenCalledWith(
      expect.anything(),
      { email: 'anna@example.com', password: 'x' },
      {
        // The bot check's token (the embedded one without a site key).
        headers: { 'x-recaptcha-token': 'embedded-recaptcha-token' },
      },
    );
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: false, loginAttempts: 1 });
  });

  it('then takes the new context over, runs the queued actions (their runners loaded first), resets the attempts', async () => {
    useSessionStore.setState({ known: true, loggedIn: false, firstName: null, loginAttempts: 2 });
    queuePostLoginAction('test-lazy', 'merge-me');
    const graphql = vi.fn(async () => ({
      login: { customer: { email: 'anna@example.com', firstName: 'Anna' }, context, errors: [] },
    }));
    const outcome = await login(graphql as unknown as GraphqlQuery, { email: 'anna@example.com', password: 'y' });
    expect(outcome).toEqual({ errors: [], customer: { email: 'anna@example.com', firstName: 'Anna' } });
    expect(lazilyRegistered).toEqual(['merge-me:out']);
    expect(queuedPostLoginActions()).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, firstName: 'Anna', loginAttempts: 0 });
    expect(useCartSummary.getState()).toMatchObject({ itemCount: 1, total: '£ 60.00' });
  });
});
