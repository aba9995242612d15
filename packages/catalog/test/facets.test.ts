import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { PostgresProductIndex } from '../src/product-index';
import { en, gb, herShoes, nl, seed, skusOf } from './seeded-index';

describeEachDatabase('the product index', (getDb) => {
  let index: PostgresProductIndex;

  beforeAll(async () => {
    await seed(getDb());
    index = new PostgresProductIndex(getDb());
  });

  describe('filters and facets', () => {
    it('lists a category with its descendants, and counts its facets', async () => {
      const result = await index.searchProducts({ filters: herShoes }, en);
      expect(result.totalCount).toBe(8);
      expect(result.facets).toEqual({
        categories: [
          { value: 'her-sneakers', label: 'Sneakers', count: 3 },
          { value: 'her-boots', label: 'Boots', count: 2 },
          { value: 'her-pumps', label: 'Pumps', count: 3 },
        ],
        brands: [
          { value: 'amstel-rue', label: 'Amstel Rue', count: 3 },
          { value: 'nordpeak', label: 'Nordpeak', count: 2 },
          { value: 'veloria', label: 'Véloria', count: 3 },
        ],
        colors: [
          { value: 'Black', label: 'Black', count: 4 },
          { value: 'Red', label: 'Red', count: 2 },
          { value: 'Brown', label: 'Brown', count: 1 },
          { value: 'White', label: 'White', count: 1 },
        ],
        sizes: [
          { value: '37', label: '37', count: 3 },
          { value: '38', label: '38', count: 4 },
          { value: '39', label: '39', count: 3 },
          { value: '40', label: '40', count: 2 },
        ],
        priceRange: { min: 5995, max: 12995 },
        saleCount: 3,
        newCount: 3,
      });
    });

    it('counts each facet with the other filters but not its own (disjunctive)', async () => {
      const result = await index.searchProducts({ filters: { ...herShoes, brands: ['nordpeak'] } }, en);
      expect(skusOf(result.products)).toEqual(['10002.201', '10003.301']);
      expect(result.totalCount).toBe(2);
      // Brands: counted without the brand filter, so the other brands stay choosable.
      expect(result.facets.brands.map((brand) => [brand.value, brand.count])).toEqual([
        ['amstel-rue', 3],
        ['nordpeak', 2],
        ['veloria', 3],
      ]);
      // Everything else: counted with it.
      expect(result.facets.colors).toEqual([
        { value: 'Black', label: 'Black', count: 1 },
        { value: 'Brown', label: 'Brown', count: 1 },
      ]);
      expect(result.facets.sizes.map((size) => [size.value, size.count])).toEqual([
        ['38', 1],
        ['39', 2],
      ]);
      expect(result.facets.categories).toEqual([{ value: 'her-boots', label: 'Boots', count: 2 }]);
      expect(result.facets.priceRange).toEqual({ min: 9995, max: 12995 });
      expect(result.facets.saleCount).toBe(1);
      expect(result.facets.newCount).toBe(0);

      const both = await index.searchProducts(
        { filters: { ...herShoes, brands: ['nordpeak'], colors: ['Black'] } },
        en,
      );
      expect(skusOf(both.products)).toEqual(['10003.301']);
      expect(both.facets.brands.map((brand) => [brand.value, brand.count])).toEqual([
        ['amstel-rue', 1],
        ['nordpeak', 1],
        ['veloria', 2],
      ]);
      expect(both.facets.colors.map((color) => [color.value, color.count])).toEqual([
        ['Black', 1],
        ['Brown', 1],
      ]);
    });

    it('filters by colour names in the view’s language', async () => {
      const result = await index.searchProducts({ filters: { ...herShoes, colors: ['Zwart', 'Rood'] } }, nl);
      expect(result.totalCount).toBe(6);
      expect(result.facets.colors.map((color) => color.value)).toEqual(['Zwart', 'Rood', 'Bruin', 'Wit']);
    });

    it('filters by sizes in stock at the distribution centre only', async () => {
      const result = await index.searchProducts({ filters: { ...herShoes, sizes: ['39'] } }, en);
      // 10001.101 has size 39 in a store only.
      expect(new Set(skusOf(result.products))).toEqual(new Set(['10002.201', '10003.301', '10011.111']));
      expect(result.facets.sizes.find((size) => size.value === '39')?.count).toBe(3);
    });

    it('filters by a price range in the view’s currency, inclusive', async () => {
      const euros = await index.searchProducts({ filters: { ...herShoes, priceMin: 8995, priceMax: 9995 } }, en);
      expect(new Set(skusOf(euros.products))).toEqual(new Set(['10001.101', '10003.301', '10008.801']));
      // The price range facet ignores its own filter.
      expect(euros.facets.priceRange).toEqual({ min: 5995, max: 12995 });
      const pounds = await index.searchProducts({ filters: { ...herShoes, priceMin: 8000, priceMax: 11000 } }, gb);
      expect(new Set(skusOf(pounds.products))).toEqual(new Set(['10002.201', '10003.301', '10004.401', '10008.801']));
    });

    it('filters sale and new products', async () => {
      const sale = await index.searchProducts({ filters: { ...herShoes, sale: true } }, en);
      expect(new Set(skusOf(sale.products))).toEqual(new Set(['10001.102', '10003.301', '10012.121']));
      expect(sale.facets.saleCount).toBe(3);
      expect(sale.facets.newCount).toBe(0);
      const fresh = await index.searchProducts({ filters: { ...herShoes, isNew: true } }, en);
      expect(new Set(skusOf(fresh.products))).toEqual(new Set(['10004.401', '10008.801', '10011.111']));
      const regular = await index.searchProducts({ filters: { ...herShoes, sale: false } }, en);
      expect(regular.totalCount).toBe(5);
    });

    it('filters by segment and drills the category facet down from the roots', async () => {
      const men = await index.searchProducts({ filters: { segment: 'for-him' } }, en);
      expect(men.totalCount).toBe(5);
      expect(men.facets.categories).toEqual([{ value: 'him', label: 'Men', count: 5 }]);
      const everything = await index.searchProducts({}, nl);
      expect(everything.totalCount).toBe(14);
      expect(everything.facets.categories).toEqual([
        { value: 'her', label: 'Dames', count: 9 },
        { value: 'him', label: 'Heren', count: 5 },
      ]);
    });

    it('counts facets of a text search on its matches', async () => {
      const result = await index.searchProducts({ text: 'sneakers' }, en);
      expect(result.facets.brands.map((brand) => [brand.value, brand.count])).toEqual([
        ['amstel-rue', 4],
        ['kraftwerk', 1],
      ]);
      expect(result.facets.categories.map((category) => [category.value, category.count])).toEqual([
        ['her', 3],
        ['him', 2],
      ]);
    });

    it('takes fractional prices, blank values and empty lists as harmless', async () => {
      const result = await index.searchProducts(
        { filters: { ...herShoes, priceMin: 8994.5, priceMax: 9995.9, brands: [], colors: ['', 'Black', 'Black'] } },
        en,
      );
      expect(new Set(skusOf(result.products))).toEqual(new Set(['10003.301', '10008.801']));
    });

    it('answers nothing for an unknown category, brand or size', async () => {
      expect((await index.searchProducts({ filters: { categoryId: 'nope' } }, en)).totalCount).toBe(0);
      expect((await index.searchProducts({ filters: { brands: ['nope'] } }, en)).totalCount).toBe(0);
      expect((await index.searchProducts({ filters: { sizes: ['99'] } }, en)).totalCount).toBe(0);
    });
  });
});
