import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/lib/config.server';
import { storeOfRequest } from '../src/lib/gateway-caller.server';
import { storeDefinition } from '../src/lib/store';

function storeCodeFor(host: string, env: NodeJS.ProcessEnv = {}) {
  const { stores } = loadConfig(env);
  return storeOfRequest(new Request(`http://${host}/`), stores).code;
}

describe('the store of a request', () => {
  it('comes from the Host header with the local defaults', () => {
    expect(storeCodeFor('localhost:3000')).toBe('nl-nl');
    expect(storeCodeFor('en.localhost:3000')).toBe('en');
    expect(storeCodeFor('de-at.localhost:3000')).toBe('de-at');
    expect(storeCodeFor('fr-be.localhost:3000')).toBe('fr-be');
  });

  it('falls back to the default store for unknown hosts', () => {
    expect(storeCodeFor('unknown.example')).toBe('nl-nl');
  });

  it('follows a configured base URL pattern and default store URL', () => {
    const env = {
      STORE_BASE_URL_PATTERN: 'https://{code}.shop.example',
      DEFAULT_STORE_BASE_URL: 'https://shop.example',
    };
    expect(storeCodeFor('shop.example', env)).toBe('nl-nl');
    expect(storeCodeFor('fr-lu.shop.example', env)).toBe('fr-lu');
    // Without its own URL the default store follows the pattern too.
    expect(storeCodeFor('nl-nl.shop.example', { STORE_BASE_URL_PATTERN: 'https://{code}.shop.example' })).toBe('nl-nl');
  });

  it("gives the page its store's language", () => {
    expect(storeDefinition('nl-nl').language).toBe('nl');
    expect(storeDefinition('en').language).toBe('en');
    expect(storeDefinition('de-at').language).toBe('de');
    expect(storeDefinition('fr-be').language).toBe('fr');
  });
});

describe('the configuration', () => {
  it('has defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.gateway).toEqual({ url: 'http://localhost:4000/graphql', timeoutMs: 10_000 });
    expect(config.graphqlMaxBodyBytes).toBe(100_000);
  });

  it('rejects invalid values', () => {
    expect(() => loadConfig({ GATEWAY_URL: 'not a url' })).toThrow(/GATEWAY_URL/);
    expect(() => loadConfig({ STORE_BASE_URL_PATTERN: 'https://shop.example' })).toThrow(/STORE_BASE_URL_PATTERN/);
  });
});
