import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { CATALOG_CHANGES_KEPT, catalogChangesSince } from '../src/changes';
import { indexCatalog, refreshStock } from '../src/index-catalog';
import { PostgresProductIndex } from '../src/product-index';
import { vacuumCatalog } from '../src/vacuum';
import { catalog, stockLocations, stockRows } from './fixture';
import { en, herShoes, nl, skusOf } from './seeded-index';

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

  it('vacuums the tables an import wrote, once (PGlite has no autovacuum)', async () => {
    const db = getDb();
    const allVisible = async () => {
      const { rows } = await sql<{ visible: number }>`
        select relallvisible as visible from pg_class where relname = 'catalog_search_nl'`.execute(db);
      return rows[0]?.visible;
    };
    expect(await allVisible()).toBe(0);
    expect(await vacuumCatalog(db)).toEqual(expect.arrayContaining(['catalog_product', 'catalog_search_nl']));
    expect(await allVisible()).toBeGreaterThan(0);
    expect(await vacuumCatalog(db)).toEqual([]);
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
    const forHer = changed.filter((product) => product.segment === 'for-her');
    const { change } = await indexCatalog(db, { ...catalog, products: forHer });
    // The one product that differs, and the categories it is listed in with their ancestors; the rest was the same.
    expect(change).toMatchObject({ productSkus: ['10004.401'], everything: false });
    const pumpsCategories = catalog.products.find((product) => product.sku === '10004.401')!.categoryIds;
    expect(change.categoryIds).toEqual(expect.arrayContaining(pumpsCategories));
    const { rows: recorded } = await sql<{ product_skus: string[] }>`
      select product_skus from catalog_change
      where version = (select version from catalog_index_state)`.execute(db);
    expect(recorded).toEqual([{ product_skus: ['10004.401'] }]);
    // What a reader of the changes gets: this change after the version before it; a reset when too far behind.
    const version = await index.version();
    expect(await catalogChangesSince(db, version - 1)).toEqual({ version, changes: [change], missed: false });
    expect(await catalogChangesSince(db, version)).toEqual({ version, changes: [], missed: false });
    expect((await catalogChangesSince(db, version - CATALOG_CHANGES_KEPT - 1)).missed).toBe(true);
    // The same import again changes nothing, and records nothing.
    expect((await indexCatalog(db, { ...catalog, products: forHer })).change).toEqual({
      productSkus: [],
      categoryIds: [],
      listings: false,
      everything: false,
    });
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
    // A product that went: its page, its categories' listings and every other listing and search.
    expect(complete.change).toMatchObject({ productSkus: [dropped.sku], listings: true, everything: false });
    expect(complete.change.categoryIds).toEqual(expect.arrayContaining(dropped.categoryIds));
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
