import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOffline, keepVisitedPagesWhileOffline } from '../src/app/shell/offline';

type ShouldReload = (context: unknown) => unknown;

function routerWith(options: Record<string, { shouldReload?: unknown }>) {
  const routesById = Object.fromEntries(Object.entries(options).map(([id, own]) => [id, { options: { ...own } }]));
  keepVisitedPagesWhileOffline({ routesById } as unknown as AnyRouter);
  return (id: string, context: unknown = {}) => {
    const route = routesById[id];
    if (!route) throw new Error(`no route ${id}`);
    return (route.options.shouldReload as ShouldReload)(context);
  };
}

describe('keepVisitedPagesWhileOffline (back to a visited page while offline)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const online = (value: boolean) => vi.stubGlobal('navigator', { onLine: value });

  const reloadUnlessPreload = ({ preload }: { preload?: boolean }) => !preload;
  it.each([
    { ownRule: 'none', own: undefined, isOnline: true, expected: undefined },
    { ownRule: 'none', own: undefined, isOnline: false, expected: false },
    { ownRule: 'a function', own: reloadUnlessPreload, isOnline: true, expected: true },
    { ownRule: 'a function', own: reloadUnlessPreload, isOnline: false, expected: false },
    { ownRule: 'true', own: true, isOnline: true, expected: true },
    { ownRule: 'true', own: true, isOnline: false, expected: false },
  ])('own rule $ownRule, online $isOnline: answers $expected', ({ own, isOnline, expected }) => {
    online(isOnline);
    const shouldReload = routerWith({ route: own === undefined ? {} : { shouldReload: own } });
    expect(shouldReload('route', { preload: false })).toBe(expected);
  });

  it('knows the browser is offline only when it says so', () => {
    online(false);
    expect(isOffline()).toBe(true);
    online(true);
    expect(isOffline()).toBe(false);
  });
});
