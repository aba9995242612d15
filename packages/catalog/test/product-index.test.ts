import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearch } from '../src/model';
import { PostgresProductIndex } from '../src/product-index';
import { allSkus, de, en, fr, gb, herShoes, nl, seed, skusOf } from './seeded-index';

describeEachDatabase('the product index', (getDb) => {
  let index: PostgresProductIndex;

  beforeAll(async () => {
    await seed(getDb());
    index = new PostgresProductIndex(getDb());
  });

  describe('full text', () => {
    it('finds sneakers in English, ranking name matches by popularity', async () => {
      const result = await index.searchProducts({ text: 'sneakers' }, en);
      expect(skusOf(result.products)).toEqual(['10001.101', '10005.501', '10006.601', '10001.102', '10011.111']);
      expect(result.totalCount).toBe(5);
    });

    it('finds boots in Dutch with `laars` (singular, compounds, the stemmer’s laars/laarzen trap)', async () => {
      const result = await index.searchProducts({ text: 'laars' }, nl);
      expect(new Set(skusOf(result.products))).toEqual(
        new Set(['10002.201', '10003.301', '10007.701', '10009.901', '10013.131']),
      );
    });

    it('finds boots in German with `stiefel` (compounds: Winterstiefel, Stiefeletten)', async () => {
      const result = await index.searchProducts({ text: 'Stiefel' }, de);
      expect(new Set(skusOf(result.products))).toEqual(
        new Set(['10002.201', '10003.301', '10007.701', '10009.901', '10013.131']),
      );
    });

    it('finds boots in French with `bottes`, and stems `chaussure`', async () => {
      const boots = await index.searchProducts({ text: 'bottes' }, fr);
      expect(new Set(skusOf(boots.products))).toEqual(
        new Set(['10002.201', '10003.301', '10007.701', '10009.901', '10013.131']),
      );
      const shoes = await index.searchProducts({ text: 'chaussure' }, fr);
      expect(shoes.totalCount).toBe(13);
    });

    it('forgives a typo', async () => {
      const result = await index.searchProducts({ text: 'sneker' }, en);
      expect(new Set(skusOf(result.products))).toEqual(
        new Set(['10001.101', '10001.102', '10005.501', '10006.601', '10011.111']),
      );
    });

    it('completes the last word (prefix)', async () => {
      expect((await index.searchProducts({ text: 'snea' }, en)).totalCount).toBe(5);
      expect(skusOf((await index.searchProducts({ text: 'chelsea bo' }, en)).products)).toEqual(['10003.301']);
    });

    it('needs every word', async () => {
      expect(skusOf((await index.searchProducts({ text: 'black city sneaker' }, en)).products)).toEqual(['10001.102']);
      expect((await index.searchProducts({ text: 'sneaker pumps' }, en)).totalCount).toBe(0);
    });

    it('matches brands, with or without accents', async () => {
      const nordpeak = await index.searchProducts({ text: 'nordpeak' }, en);
      expect(new Set(skusOf(nordpeak.products))).toEqual(new Set(['10002.201', '10003.301', '10007.701', '10010.110']));
      const veloria = ['10004.401', '10008.801', '10012.121'];
      expect(new Set(skusOf((await index.searchProducts({ text: 'Véloria' }, fr)).products))).toEqual(new Set(veloria));
      expect(new Set(skusOf((await index.searchProducts({ text: 'velo' }, fr)).products))).toEqual(new Set(veloria));
    });

    it('matches SKUs, also in the legacy form', async () => {
      expect(skusOf((await index.searchProducts({ text: '10001.101' }, en)).products)).toEqual(['10001.101']);
      expect(skusOf((await index.searchProducts({ text: '10001x102' }, en)).products)).toEqual(['10001.102']);
      expect(skusOf((await index.searchProducts({ text: '10001' }, en)).products)).toEqual(['10001.101', '10001.102']);
    });

    it('puts name matches before category matches under the recommended sort', async () => {
      // "Shoe care spray" is the least popular product, but the only one with the word in its name.
      const result = await index.searchProducts({ text: 'shoes' }, en);
      expect(result.totalCount).toBe(14);
      expect(skusOf(result.products).slice(0, 4)).toEqual(['10010.110', '10001.101', '10005.501', '10002.201']);
    });

    it('sorts text matches by the asked sort instead of relevance', async () => {
      const result = await index.searchProducts({ text: 'sneakers', sort: 'price-asc' }, en);
      expect(skusOf(result.products)).toEqual(['10011.111', '10001.102', '10006.601', '10001.101', '10005.501']);
    });

    it('lists by filters alone for an empty text or one without words', async () => {
      expect((await index.searchProducts({ text: '' }, en)).totalCount).toBe(14);
      expect((await index.searchProducts({ text: ' -- ' }, en)).totalCount).toBe(14);
    });
  });

  describe('sorting and paging', () => {
    const orders: Record<string, string[]> = {
      recommended: [
        '10001.101',
        '10002.201',
        '10001.102',
        '10003.301',
        '10011.111',
        '10004.401',
        '10012.121',
        '10008.801',
      ],
      new: ['10011.111', '10004.401', '10008.801', '10001.101', '10001.102', '10002.201', '10012.121', '10003.301'],
      sale: ['10003.301', '10001.102', '10012.121', '10001.101', '10002.201', '10004.401', '10008.801', '10011.111'],
      // Éclair sorts with the E's (ICU root collation), not after Z as in byte order.
      'name-asc': [
        '10012.121',
        '10011.111',
        '10003.301',
        '10001.101',
        '10001.102',
        '10008.801',
        '10002.201',
        '10004.401',
      ],
      'name-desc': [
        '10004.401',
        '10002.201',
        '10008.801',
        '10001.102',
        '10001.101',
        '10003.301',
        '10011.111',
        '10012.121',
      ],
      'price-asc': [
        '10011.111',
        '10001.102',
        '10012.121',
        '10001.101',
        '10003.301',
        '10008.801',
        '10004.401',
        '10002.201',
      ],
      'price-desc': [
        '10002.201',
        '10004.401',
        '10008.801',
        '10003.301',
        '10001.101',
        '10012.121',
        '10001.102',
        '10011.111',
      ],
    };

    for (const [sort, expected] of Object.entries(orders)) {
      it(`sorts a category by ${sort}, the same whether counted in advance or on the matches`, async () => {
        const search = { sort: sort as ProductSearch['sort'] };
        expect(await allSkus(index, { ...search, filters: herShoes }, en)).toEqual(expected);
        // A price filter that keeps everything takes the other path (catalog_search instead of catalog_listing).
        expect(await allSkus(index, { ...search, filters: { ...herShoes, priceMin: 0 } }, en)).toEqual(expected);
      });
    }

    it('sorts by price in the view’s currency', async () => {
      expect(await allSkus(index, { sort: 'price-asc', filters: herShoes }, gb)).toEqual([
        '10011.111',
        '10001.102',
        '10012.121',
        '10001.101',
        '10008.801',
        '10003.301',
        '10004.401',
        '10002.201',
      ]);
    });

    it('pages 1-based, with the total count', async () => {
      const second = await index.searchProducts({ filters: herShoes, page: 2, pageSize: 3 }, en);
      expect(skusOf(second.products)).toEqual(['10003.301', '10011.111', '10004.401']);
      expect(second).toMatchObject({ totalCount: 8, page: 2, pageSize: 3 });
      const third = await index.searchProducts({ filters: herShoes, page: 3, pageSize: 3 }, en);
      expect(skusOf(third.products)).toEqual(['10012.121', '10008.801']);
      const beyond = await index.searchProducts({ text: 'sneakers', page: 9, pageSize: 3 }, en);
      expect(beyond).toMatchObject({ products: [], totalCount: 5 });
      // The largest page GraphQL's Int lets a caller ask for: empty, not an integer overflow in SQL.
      for (const input of [{ text: 'sneakers' }, { filters: herShoes }, {}]) {
        const last = await index.searchProducts({ ...input, sort: 'sale', page: 2_147_483_647, pageSize: 96 }, en);
        expect(last.products).toEqual([]);
      }
    });

    it('caps the page size and starts at page 1', async () => {
      const result = await index.searchProducts({ page: 0, pageSize: 1000 }, en);
      expect(result).toMatchObject({ page: 1, pageSize: 96, totalCount: 14 });
      expect(result.products).toHaveLength(14);
      expect((await index.searchProducts({ pageSize: 0 }, en)).pageSize).toBe(1);
    });
  });

  describe('quick search, URLs and suggestions', () => {
    it('answers three products, the total, URLs and suggestions', async () => {
      const result = await index.quickSearch('sneakers', en);
      expect(skusOf(result.products)).toEqual(['10001.101', '10005.501', '10006.601']);
      expect(result.totalCount).toBe(5);
      expect(result.urls).toEqual([
        { label: 'Sneakers', url: 'women/shoes/sneakers', pageGroup: 'Category', parents: ['Women', 'Shoes'] },
        { label: 'Sneakers', url: 'men/shoes/sneakers', pageGroup: 'Category', parents: ['Men', 'Shoes'] },
        {
          label: 'Sneaker care',
          url: 'customer-service/sneaker-care',
          pageGroup: "Pagina's",
          parents: ['Customer service'],
        },
      ]);
      // The word as typed first ("sneakers"), then its near form ("sneaker").
      expect(result.suggestions.map((suggestion) => suggestion.text)).toEqual([
        'Sneakers',
        'white sneakers',
        'High top sneakers',
        'City Sneaker',
        'Canvas sneaker',
      ]);
    });

    it('keeps to five URLs and five suggestions', async () => {
      const result = await index.quickSearch('s', en);
      expect(result.products.length).toBeLessThanOrEqual(3);
      expect(result.urls).toHaveLength(5);
      expect(result.suggestions).toHaveLength(5);
      expect(await index.quickSearch('  ', en)).toEqual({ products: [], totalCount: 0, urls: [], suggestions: [] });
    });

    it('finds URLs of the page groups Category, Plp and Pagina’s, labels before parents', async () => {
      const shoes = await index.searchUrls('shoes', en);
      expect(shoes).toHaveLength(5);
      expect(shoes.slice(0, 2).map((hit) => hit.url)).toEqual(['women/shoes', 'men/shoes']);
      expect(await index.searchUrls('amstel', nl)).toEqual([
        { label: 'Amstel Rue', url: 'merken/amstel-rue', pageGroup: 'Plp', parents: ['Merken'] },
      ]);
      expect((await index.searchUrls('klantenservice', nl)).map((hit) => [hit.label, hit.pageGroup])).toEqual([
        ['Klantenservice', "Pagina's"],
        ['Sneakerverzorging', "Pagina's"],
      ]);
      expect((await index.searchUrls('laarzen', nl, 1)).map((hit) => hit.url)).toEqual(['dames/schoenen/laarzen']);
    });

    it('suggests from names, categories, brands and search terms: prefix, typo tolerant, distinct', async () => {
      const prefix = await index.suggest('snea', en);
      // Starting with the text first, then search terms, brands, categories, product names; the most shared first.
      expect(prefix.map((suggestion) => suggestion.text)).toEqual([
        'Sneakers',
        'white sneakers',
        'City Sneaker',
        'Canvas sneaker',
        'Running sneaker',
      ]);
      const typo = await index.suggest('sneker', en);
      expect(typo.map((suggestion) => suggestion.text)).toContain('Sneakers');
      // Category "Laarzen" and search term "laarzen" are one suggestion.
      const boots = (await index.suggest('laar', nl)).map((suggestion) => suggestion.text.toLowerCase());
      expect(boots.filter((text) => text === 'laarzen')).toHaveLength(1);
      expect((await index.suggest('nord', de)).map((suggestion) => suggestion.text)).toEqual(['Nordpeak']);
      expect(await index.suggest('kraft', en, 0)).toEqual([]);
    });
  });
});
