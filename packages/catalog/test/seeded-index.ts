// The views and helpers the product index's tests share, and the seeding of the hand-made catalogue.
import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { indexCatalog } from '../src/index-catalog';
import type { IndexView, ProductSearch } from '../src/model';
import type { PostgresProductIndex } from '../src/product-index';
import { catalog, stockLocations, stockRows } from './fixture';
export const en: IndexView = { language: 'en', currency: 'EUR', country: 'NL' };
export const nl: IndexView = { language: 'nl', currency: 'EUR', country: 'NL' };
export const de: IndexView = { language: 'de', currency: 'EUR', country: 'DE' };
export const fr: IndexView = { language: 'fr', currency: 'EUR', country: 'FR' };
export const gb: IndexView = { language: 'en', currency: 'GBP', country: 'GB' };

export async function seed(db: Kysely<Database>) {
  await db.insertInto('commerce_stock_location').values(stockLocations).execute();
  await db.insertInto('commerce_stock').values(stockRows()).execute();
  await indexCatalog(db, catalog);
}

export const skusOf = (products: readonly ({ sku: string } | null)[]) =>
  products.map((product) => product?.sku ?? null);

/** The SKUs of a whole search, page after page (to compare orders). */
export async function allSkus(index: PostgresProductIndex, search: ProductSearch, view: IndexView) {
  return skusOf((await index.searchProducts({ ...search, pageSize: 96 }, view)).products);
}

export const herShoes = { categoryId: 'her-shoes' };
