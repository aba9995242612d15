import { describe, expect, it } from 'vitest';
import { CachedProductIndex } from '../src/cached-index';
import type { IndexView, ProductIndex, QuickSearchResult } from '../src/model';

const nl: IndexView = { language: 'nl', currency: 'EUR', country: 'NL' };
const fr: IndexView = { language: 'fr', currency: 'EUR', country: 'FR' };

/** An index that answers quick searches with the text and counts how often it was asked. */
function countingIndex() {
  const asked: string[] = [];
  let fail = false;
  const index = {
    async quickSearch(text: string, view: IndexView): Promise<QuickSearchResult> {
      asked.push(`${view.language}:${text}`);
      if (fail) throw new Error('index down');
      return { products: [], totalCount: text.length, urls: [], suggestions: [{ text: `${text}!` }] };
    },
    async searchProducts() {
      asked.push('search');
      return { products: [], totalCount: 0, page: 1, pageSize: 24, facets: {} };
    },
    async productsBySkus(skus: readonly string[]) {
      asked.push(`skus:${skus.join(',')}`);
      return skus.map(() => null);
    },
  } as unknown as ProductIndex;
  return {
    index,
    asked,
    failNext: (value: boolean) => {
      fail = value;
    },
  };
}

describe('the answer cache of the product index', () => {
  it('answers a repeated quick search from memory, per view', async () => {
    const { index, asked } = countingIndex();
    const cached = new CachedProductIndex(index, async () => 1);
    const first = await cached.quickSearch('sneaker', nl);
    expect(await cached.quickSearch('sneaker', nl)).toEqual(first);
    await cached.quickSearch('sneaker', fr);
    await cached.quickSearch('sneakers', nl);
    expect(asked).toEqual(['nl:sneaker', 'fr:sneaker', 'nl:sneakers']);
  });

  it('shares one query between identical searches asked at the same time', async () => {
    const { index, asked } = countingIndex();
    const cached = new CachedProductIndex(index, async () => 1);
    await Promise.all([
      cached.quickSearch('laars', nl),
      cached.quickSearch('laars', nl),
      cached.quickSearch('laars', nl),
    ]);
    expect(asked).toEqual(['nl:laars']);
  });

  it('asks the index again once its version changed (an import or a stock refresh anywhere)', async () => {
    const { index, asked } = countingIndex();
    let version = 1;
    const cached = new CachedProductIndex(index, async () => version, { versionCheckMs: 0 });
    await cached.quickSearch('tas', nl);
    await cached.quickSearch('tas', nl);
    version = 2;
    await cached.quickSearch('tas', nl);
    expect(asked).toEqual(['nl:tas', 'nl:tas']);
  });

  it('reads the version at most once per check interval', async () => {
    const { index } = countingIndex();
    let reads = 0;
    const cached = new CachedProductIndex(
      index,
      async () => {
        reads += 1;
        return 1;
      },
      { versionCheckMs: 60_000 },
    );
    for (let round = 0; round < 5; round++) await cached.quickSearch(`tas${round}`, nl);
    expect(reads).toBe(1);
  });

  it('does not keep failures: the next request asks again', async () => {
    const { index, asked, failNext } = countingIndex();
    const cached = new CachedProductIndex(index, async () => 1);
    failNext(true);
    await expect(cached.quickSearch('riem', nl)).rejects.toThrow('index down');
    failNext(false);
    await expect(cached.quickSearch('riem', nl)).resolves.toMatchObject({ totalCount: 4 });
    expect(asked).toEqual(['nl:riem', 'nl:riem']);
  });

  it('lets answers expire', async () => {
    const { index, asked } = countingIndex();
    const cached = new CachedProductIndex(index, async () => 1, { ttlMs: 20 });
    await cached.quickSearch('pumps', nl);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await cached.quickSearch('pumps', nl);
    expect(asked).toEqual(['nl:pumps', 'nl:pumps']);
  });

  it('caches listings with their filters, and passes product lookups straight through', async () => {
    const { index, asked } = countingIndex();
    const cached = new CachedProductIndex(index, async () => 1);
    await cached.searchProducts({ filters: { categoryId: 'c-1' }, sort: 'new' }, nl);
    await cached.searchProducts({ filters: { categoryId: 'c-1' }, sort: 'new' }, nl);
    await cached.searchProducts({ filters: { categoryId: 'c-1' }, sort: 'price-asc' }, nl);
    await cached.productsBySkus(['1.1'], nl);
    await cached.productsBySkus(['1.1'], nl);
    expect(asked).toEqual(['search', 'search', 'skus:1.1', 'skus:1.1']);
  });

  it('keeps answers up to a size (their JSON), so a few large answers push out the least recently used', async () => {
    const { index, asked } = countingIndex();
    // Each answer's JSON is some 1 570 characters (its suggestion and the answer's frame): two fit, not three.
    const cached = new CachedProductIndex(index, async () => 1, { maxBytes: 4000 });
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(1500));
    for (const text of [a, b, c]) await cached.quickSearch(text!, nl);
    await cached.quickSearch(c!, nl);
    await cached.quickSearch(b!, nl);
    expect(asked).toHaveLength(3);
    await cached.quickSearch(a!, nl);
    expect(asked.slice(3)).toEqual([`nl:${a}`]);
  });

  it('does not keep an answer larger than the whole cache, and still answers it', async () => {
    const { index, asked } = countingIndex();
    const cached = new CachedProductIndex(index, async () => 1, { maxBytes: 4000 });
    const small = 'small';
    const large = 'l'.repeat(5000);
    await cached.quickSearch(small, nl);
    expect((await cached.quickSearch(large, nl)).totalCount).toBe(5000);
    await cached.quickSearch(large, nl);
    await cached.quickSearch(small, nl);
    expect(asked).toEqual([`nl:${small}`, `nl:${large}`, `nl:${large}`]);
  });
});
