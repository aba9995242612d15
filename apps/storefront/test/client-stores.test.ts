// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, storedSkus, useRecentlyViewed, withViewed } from '../src/product/recently-viewed';
import {
  RECENT_SEARCHES_LIMIT,
  rememberSearch,
  storedTerms,
  useRecentSearches,
  withSearched,
} from '../src/search/recent-searches';

beforeEach(() => {
  localStorage.clear();
  useRecentlyViewed.setState({ skus: [] });
  useRecentSearches.setState({ terms: [] });
});

describe('recently viewed', () => {
  it('puts a viewed SKU in front, once, and forgets the oldest', () => {
    expect(withViewed(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
    expect(withViewed(['b', 'a', 'c'], 'a')).toEqual(['a', 'b', 'c']);
    const full = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, index) => `sku-${index}`);
    expect(withViewed(full, 'new')).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(withViewed(full, 'new').at(-1)).toBe(`sku-${RECENTLY_VIEWED_LIMIT - 2}`);
  });

  it('treats stored data that is not a list of SKUs as empty', () => {
    expect(storedSkus(undefined)).toEqual([]);
    expect(storedSkus({ skus: 'a,b' })).toEqual([]);
    expect(storedSkus({ skus: ['a', 1, null, '', 'a', 'b'] })).toEqual(['a', 'b']);
  });

  it('is kept in localStorage and read back after hydration', async () => {
    localStorage.setItem('shop.recently-viewed', JSON.stringify({ state: { skus: ['x', 'y'] }, version: 1 }));
    await useRecentlyViewed.persist.rehydrate();
    expect(useRecentlyViewed.getState().skus).toEqual(['x', 'y']);
    useRecentlyViewed.getState().viewed('y');
    expect(JSON.parse(localStorage.getItem('shop.recently-viewed') ?? '{}').state.skus).toEqual(['y', 'x']);
  });

  it('survives broken or foreign stored data', async () => {
    localStorage.setItem('shop.recently-viewed', '{not json');
    await useRecentlyViewed.persist.rehydrate();
    expect(useRecentlyViewed.getState().skus).toEqual([]);
    localStorage.setItem('shop.recently-viewed', JSON.stringify({ state: { skus: { a: 1 } }, version: 1 }));
    await useRecentlyViewed.persist.rehydrate();
    expect(useRecentlyViewed.getState().skus).toEqual([]);
    useRecentlyViewed.getState().viewed('a');
    expect(useRecentlyViewed.getState().skus).toEqual(['a']);
  });
});

describe('recent searches', () => {
  it('keeps the last five terms, lowercased, newest first, each once', () => {
    expect(withSearched(['boot'], 'Sneaker ')).toEqual(['sneaker', 'boot']);
    expect(withSearched(['sneaker', 'boot'], 'boot')).toEqual(['boot', 'sneaker']);
    expect(withSearched(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(withSearched(['a'], '  ')).toEqual(['a']);
    expect(RECENT_SEARCHES_LIMIT).toBe(5);
  });

  it('treats invalid stored data as empty', () => {
    expect(storedTerms({ terms: [1, 'boot', ' '] })).toEqual(['boot']);
    expect(storedTerms('boot')).toEqual([]);
  });

  it('remembers a search without losing what was stored', async () => {
    localStorage.setItem('shop.recent-searches', JSON.stringify({ state: { terms: ['boot'] }, version: 1 }));
    await rememberSearch('Loafer');
    expect(useRecentSearches.getState().terms).toEqual(['loafer', 'boot']);
    expect(JSON.parse(localStorage.getItem('shop.recent-searches') ?? '{}').state.terms).toEqual(['loafer', 'boot']);
  });
});
