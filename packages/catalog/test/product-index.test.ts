import type { Database } from '@shop/db';
import { describeEachDatabase } from '@shop/db/testing';
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexCatalog, refreshStock } from '../src/index-catalog';
import type { IndexView, ProductSearch } from '../src/model';
import { PostgresProductIndex } from '../src/product-index';
import { fold } from '../src/text';
import { catalog, stockLocations, stockRows } from './fixture';

const en: IndexView = { language: 'en', currency: 'EUR', country: 'NL' };
const nl: IndexView = { language: 'nl', currency: 'EUR', country: 'NL' };
const de: IndexView = { language: 'de', currency: 'EUR', country: 'DE' };
const fr: IndexView = { language: 'fr', currency: 'EUR', country: 'FR' };
const gb: IndexView = { language: 'en', currency: 'GBP', country: 'GB' };

async function seed(db: Kysely<Database>) {
  await db.insertInto('commerce_stock_location').values(stockLocations).execute();
  await db.insertInto('commerce_stock').values(stockRows()).execute();
  await indexCatalog(db, catalog);
}

const skusOf = (products: readonly ({ sku: string } | null)[]) => products.map((product) => product?.sku ?? null);

/** The SKUs of a whole search, page after page (to compare orders). */
async function allSkus(index: PostgresProductIndex, search: ProductSearch, view: IndexView) {
  return skusOf((await index.searchProducts({ ...search, pageSize: 96 }, view)).products);
}

const herShoes = { categoryId: 'her-shoes' };

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

  describe('lookups', () => {
    it('answers products by SKU in the order asked, null for unknown ones', async () => {
      const products = await index.productsBySkus(['10004.401', 'nope', '10001.101', '10004.401'], en);
      expect(skusOf(products)).toEqual(['10004.401', null, '10001.101', '10004.401']);
      expect(await index.productsBySkus([], en)).toEqual([]);
    });

    it('answers a whole product in the view', async () => {
      const [product] = await index.productsBySkus(['10001.101'], nl);
      expect(product).toEqual({
        id: 'p-10001.101',
        sku: '10001.101',
        parentSku: '10001.101',
        parentId: 'parent-10001.101',
        modelCode: 'M10001',
        segment: 'for-her',
        name: 'City sneaker',
        description: 'City sneaker. Gemaakt om lang mee te gaan!',
        brand: { slug: 'amstel-rue', name: 'Amstel Rue' },
        color: 'Wit',
        colorHex: '#ffffff',
        isNew: false,
        isSale: false,
        isOneSize: false,
        releaseDate: '2025-03-01',
        comingSoonDate: null,
        deliveryTime: null,
        images: ['10001.101-1', '10001.101-2'],
        hoverImage: '10001.101-2',
        video: null,
        marketingLabel: null,
        saleLabel: null,
        url: 'nl-city-sneaker-10001.101',
        price: { amount: 8995, currency: 'EUR' },
        regularPrice: { amount: 8995, currency: 'EUR' },
        discount: 0,
        priceUpdatedAt: '2025-05-01T08:00:00.000Z',
        availableStock: 8,
        totalAvailableStock: 11,
        variants: [
          {
            id: 'v-10001.101-37',
            sku: '10001.101.37',
            legacySku: '10001x101x37',
            size: '37',
            position: 1,
            availableStock: 0,
            deliveryTime: null,
          },
          {
            id: 'v-10001.101-38',
            sku: '10001.101.38',
            legacySku: '10001x101x38',
            size: '38',
            position: 2,
            availableStock: 3,
            deliveryTime: null,
          },
          {
            id: 'v-10001.101-39',
            sku: '10001.101.39',
            legacySku: '10001x101x39',
            size: '39',
            position: 3,
            availableStock: 0,
            deliveryTime: null,
          },
          {
            id: 'v-10001.101-40',
            sku: '10001.101.40',
            legacySku: '10001x101x40',
            size: '40',
            position: 4,
            availableStock: 5,
            deliveryTime: null,
          },
        ],
        relatedProducts: [
          { sku: '10001.102', type: 'color_relation' },
          { sku: '10010.110', type: 'maintenance' },
        ],
        categories: [
          {
            id: 'her',
            parentId: null,
            level: 1,
            segment: 'for-her',
            kind: 'standard',
            name: 'Dames',
            url: 'dames',
            position: 1,
          },
          {
            id: 'her-shoes',
            parentId: 'her',
            level: 2,
            segment: 'for-her',
            kind: 'standard',
            name: 'Schoenen',
            url: 'dames/schoenen',
            position: 1,
          },
          {
            id: 'her-sneakers',
            parentId: 'her-shoes',
            level: 3,
            segment: 'for-her',
            kind: 'standard',
            name: 'Sneakers',
            url: 'dames/schoenen/sneakers',
            position: 1,
          },
        ],
        sizeTableId: 'shoes-eu',
      });
    });

    it('answers prices, discount and sale label in the view’s currency and country', async () => {
      const [pounds] = await index.productsBySkus(['10001.102'], gb);
      expect(pounds).toMatchObject({
        price: { amount: 5995, currency: 'GBP' },
        regularPrice: { amount: 7995, currency: 'GBP' },
        discount: 25,
        isSale: true,
        saleLabel: null,
        name: 'City Sneaker',
      });
      const [dutch] = await index.productsBySkus(['10001.102'], nl);
      expect(dutch).toMatchObject({ discount: 22, saleLabel: 'Extra 10%', color: 'Zwart' });
      const [german] = await index.productsBySkus(['10001.102'], de);
      expect(german).toMatchObject({ saleLabel: 'Angebot', color: 'Schwarz' });
      expect(german?.categories.map((category) => category.id)).toEqual([
        'her',
        'her-shoes',
        'her-sneakers',
        'her-sale',
      ]);
    });

    it('answers a shared pre-order delivery time and one-size products', async () => {
      const [zip, spray] = await index.productsBySkus(['10009.901', '10010.110'], nl);
      expect(zip?.deliveryTime).toBe('2-3 weken');
      expect(zip?.variants.every((variant) => variant.deliveryTime === '2-3 weken')).toBe(true);
      expect(spray).toMatchObject({ isOneSize: true, availableStock: 20, totalAvailableStock: 25, sizeTableId: null });
    });

    it('finds a product by its URL in the view’s language', async () => {
      expect((await index.productByUrl('/nl-city-sneaker-10001.101/', nl))?.sku).toBe('10001.101');
      expect(await index.productByUrl('city-sneaker-10001.101', nl)).toBeNull();
      expect((await index.productByUrl('city-sneaker-10001.101', en))?.sku).toBe('10001.101');
    });

    it('answers a product’s path in each view, null where the store has no price for it', async () => {
      expect(await index.productUrlsInViews('10001.101', [nl, en, de, fr, gb])).toEqual([
        'nl-city-sneaker-10001.101',
        'city-sneaker-10001.101',
        'de-city-sneaker-10001.101',
        'fr-city-sneaker-10001.101',
        'city-sneaker-10001.101',
      ]);
      expect(await index.productUrlsInViews('99999.999', [nl, gb])).toEqual([null, null]);
      expect(await index.productUrlsInViews('10001.101', [])).toEqual([]);
      // Without a pound price the product is not sold in the English store.
      const removed = await getDb()
        .deleteFrom('catalog_price')
        .where('sku', '=', '10001.101')
        .where('currency', '=', 'GBP')
        .returningAll()
        .execute();
      try {
        expect(await index.productUrlsInViews('10001.101', [nl, gb])).toEqual(['nl-city-sneaker-10001.101', null]);
      } finally {
        await getDb().insertInto('catalog_price').values(removed).execute();
      }
    });

    it('finds a product by legacy SKU forms', async () => {
      for (const legacy of ['10001.102', '10001x102', '10001X102', '10001x102x38', '10001.102.38', '10001x102x99']) {
        expect((await index.productByLegacySku(legacy, en))?.sku, legacy).toBe('10001.102');
      }
      expect(await index.productByLegacySku('99999x1', en)).toBeNull();
      expect(await index.productByLegacySku('', en)).toBeNull();
    });

    it('lists the newest products first, limited', async () => {
      expect(skusOf(await index.newestProducts(3, en))).toEqual(['10011.111', '10004.401', '10009.901']);
      expect(await index.newestProducts(0, en)).toEqual([]);
    });

    it('finds categories by URL and by id, as a tree, and the special ones', async () => {
      expect(await index.categoryByUrl('/dames/schoenen/laarzen/', nl)).toEqual({
        id: 'her-boots',
        parentId: 'her-shoes',
        level: 3,
        segment: 'for-her',
        kind: 'standard',
        name: 'Laarzen',
        url: 'dames/schoenen/laarzen',
        position: 2,
      });
      expect(await index.categoryByUrl('women/shoes/boots', nl)).toBeNull();
      expect(
        (await index.categoriesByIds(['her-boots', 'nope', 'her'], fr)).map((category) => category?.url ?? null),
      ).toEqual(['femmes/chaussures/bottes', null, 'femmes']);
      expect((await index.categoryTree('for-him', en)).map((category) => category.id)).toEqual([
        'him',
        'him-shoes',
        'him-sale',
        'him-sneakers',
        'him-boots',
      ]);
      expect(await index.specialCategory('sale', 'for-him', nl)).toMatchObject({
        id: 'him-sale',
        name: 'Actie',
        url: 'heren/actie',
      });
      expect(await index.specialCategory('new', 'for-him', nl)).toBeNull();
    });

    it('finds brands and size tables', async () => {
      expect(await index.brandBySlug('veloria')).toEqual({ slug: 'veloria', name: 'Véloria' });
      expect(await index.brandBySlug('nope')).toBeNull();
      expect(await index.sizeTable('shoes-eu', de)).toEqual({
        id: 'shoes-eu',
        rows: [
          { eu: '38', us: '7.5', uk: '5', cm: '24' },
          { eu: '39', us: '8', uk: '6', cm: '24.7' },
        ],
        advice: 'Fällt normal aus.',
      });
      expect(await index.sizeTable('nope', de)).toBeNull();
    });

    it('refuses a view whose language or currency it does not know', async () => {
      await expect(index.productsBySkus(['10001.101'], { ...en, language: 'xx' as 'en' })).rejects.toThrow(TypeError);
    });

    it('folds text in code as catalog_fold() does in SQL', async () => {
      const sample = 'Éclair Bottes Zippées ÀÇÑÖÜ àçñöü Weiß Ÿ';
      const { rows } = await sql<{ folded: string }>`select catalog_fold(${sample}) as folded`.execute(getDb());
      expect(rows[0]?.folded).toBe(fold(sample));
    });
  });
});

describeEachDatabase('keeping the product index current', (getDb) => {
  let index: PostgresProductIndex;

  beforeAll(async () => {
    const db = getDb();
    await db.insertInto('commerce_stock_location').values(stockLocations).execute();
    await db.insertInto('commerce_stock').values(stockRows()).execute();
    // As a large import does it: the derived tables' indexes dropped and built again.
    await indexCatalog(db, catalog, { rebuildIndexes: true });
    index = new PostgresProductIndex(db);
  });

  it('builds the dropped indexes again', async () => {
    const { rows } = await sql<{ count: number }>`
      select count(*)::integer as count from pg_indexes
      where tablename in ('catalog_search', 'catalog_search_nl', 'catalog_listing')`.execute(getDb());
    // catalog_search: primary key and 6 indexes, the same on each partition; catalog_listing: key, sku and 10 sorts.
    expect(rows[0]?.count).toBe(7 + 7 + 12);
    expect((await index.searchProducts({ text: 'laars' }, nl)).totalCount).toBe(5);
  });

  it('follows stock changes after refreshStock, in the size filter and the size facet counts', async () => {
    const db = getDb();
    const sizes39 = () => index.searchProducts({ filters: { ...herShoes, sizes: ['39'] } }, en);
    expect((await sizes39()).totalCount).toBe(3);

    await db.insertInto('commerce_stock').values({ sku: '10001.101.39', location_code: 'dc-nl', qty: 4 }).execute();
    await db.deleteFrom('commerce_stock').where('sku', '=', '10011.111.39').execute();
    // Stock figures are read live; the in-stock sizes wait for the refresh.
    expect((await index.productsBySkus(['10001.101'], en))[0]?.availableStock).toBe(12);
    expect((await sizes39()).totalCount).toBe(3);

    expect(await refreshStock(db, ['10001.101.39', '10011.111'])).toBe(2);
    const after = await sizes39();
    expect(new Set(skusOf(after.products))).toEqual(new Set(['10001.101', '10002.201', '10003.301']));
    const listing = await index.searchProducts({ filters: herShoes }, en);
    expect(listing.facets.sizes.map((size) => [size.value, size.count])).toEqual([
      ['37', 3],
      ['38', 4],
      ['39', 3],
      ['40', 2],
    ]);
    const women = await index.searchProducts({ filters: { categoryId: 'her' } }, en);
    expect(women.facets.sizes.find((size) => size.value === '39')?.count).toBe(3);
    expect(await refreshStock(db)).toBe(0);
  });

  it('writes in the caller’s transaction when given one', async () => {
    const original = catalog.products[0]!;
    const extra = {
      ...original,
      id: 'p-99999.999',
      sku: '99999.999',
      variants: original.variants.map((variant) => ({ ...variant, id: `x${variant.id}`, sku: `x${variant.sku}` })),
    };
    const rollBack = getDb()
      .transaction()
      .execute(async (trx) => {
        await indexCatalog(trx, { ...catalog, products: [extra] });
        expect((await new PostgresProductIndex(trx).productsBySkus(['99999.999'], en))[0]?.sku).toBe('99999.999');
        throw new Error('roll back');
      });
    await expect(rollBack).rejects.toThrow('roll back');
    expect(await index.productsBySkus(['99999.999'], en)).toEqual([null]);
  });

  it('upserts on a second import: changed products replace theirs, nothing is duplicated', async () => {
    const db = getDb();
    const changed = catalog.products.map((product) =>
      product.sku === '10004.401'
        ? {
            ...product,
            name: { ...product.name, en: 'Velvet pumps' },
            prices: { ...product.prices, EUR: { price: 9995, regular: 11995 } },
          }
        : product,
    );
    await indexCatalog(db, { ...catalog, products: changed.filter((product) => product.segment === 'for-her') });
    expect((await index.searchProducts({}, en)).totalCount).toBe(14);
    expect(skusOf((await index.searchProducts({ text: 'velvet' }, en)).products)).toEqual(['10004.401']);
    expect((await index.searchProducts({ text: 'suede' }, en)).totalCount).toBe(0);
    const [pumps] = await index.productsBySkus(['10004.401'], en);
    expect(pumps).toMatchObject({ isSale: true, discount: 16, variants: expect.any(Array) });
    expect(pumps?.variants).toHaveLength(4);
    const herShoesListing = await index.searchProducts({ filters: herShoes }, en);
    expect(herShoesListing.facets.saleCount).toBe(4);
    expect(herShoesListing.totalCount).toBe(8);
  });

  it('removes what a complete import no longer has, and only then', async () => {
    const db = getDb();
    const [dropped, ...kept] = catalog.products;
    if (!dropped) throw new Error('fixture has products');
    const before = await index.searchProducts({}, en);
    const partial = await indexCatalog(db, { ...catalog, products: kept });
    expect(partial.removed).toBe(0);
    expect((await index.searchProducts({}, en)).totalCount).toBe(before.totalCount);
    const relatedOfKept = async () =>
      (
        await index.productsBySkus(
          kept.map((product) => product.sku),
          en,
        )
      ).flatMap((product) => product?.relatedProducts.map((relation) => relation.sku) ?? []);
    expect(await relatedOfKept()).toContain(dropped.sku);

    const version = await index.version();
    const complete = await indexCatalog(db, { ...catalog, products: kept }, { complete: true });
    expect(complete.removed).toBe(1);
    expect(await index.version()).toBeGreaterThan(version);
    expect(await index.productsBySkus([dropped.sku], en)).toEqual([null]);
    const after = await index.searchProducts({}, en);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(skusOf(after.products)).not.toContain(dropped.sku);
    // Facet counts are counted again from what stays.
    const brandCount = (result: typeof after) =>
      result.facets.brands.find((brand) => brand.value === dropped.brandSlug)?.count ?? 0;
    expect(brandCount(after)).toBe(brandCount(before) - 1);
    // Its own relations go; products that still name it (the feed's business) do not show it.
    const { rows } = await sql<{ count: number }>`
      select count(*)::integer as count from catalog_relation where product_sku = ${dropped.sku}`.execute(db);
    expect(rows[0]?.count).toBe(0);
    expect(await relatedOfKept()).not.toContain(dropped.sku);
  });
});
