import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PostgresProductIndex } from '../src/product-index';
import { fold } from '../src/text';
import { de, en, fr, gb, nl, seed, skusOf } from './seeded-index';

describeEachDatabase('the product index', (getDb) => {
  let index: PostgresProductIndex;

  beforeAll(async () => {
    await seed(getDb());
    index = new PostgresProductIndex(getDb());
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
