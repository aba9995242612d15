import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import type { InstoreLocation, InstoreLocationDirectory } from './types';

/**
 * The shop's stores from the commerce engine's stock locations of kind `store` (the demo world's ten stores): the
 * location's id and branch code are the stock location's code (`store-amsterdam`), its name the location's name.
 * Stock locations are the one list of stores every part of the shop already shares (stock per store, pickup).
 */
export class StockLocationStores implements InstoreLocationDirectory {
  constructor(private readonly db: Kysely<Database>) {}

  async byCode(code: string): Promise<InstoreLocation | null> {
    const row = await this.db
      .selectFrom('commerce_stock_location')
      .select(['code', 'name'])
      .where('kind', '=', 'store')
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? { id: row.code, name: row.name, code: row.code } : null;
  }

  async list(): Promise<InstoreLocation[]> {
    const rows = await this.db
      .selectFrom('commerce_stock_location')
      .select(['code', 'name'])
      .where('kind', '=', 'store')
      .orderBy('name')
      .execute();
    return rows.map((row) => ({ id: row.code, name: row.name, code: row.code }));
  }
}

/** A fixed list of stores (tests, and a deployment whose stores are configured rather than stocked). */
export class StaticInstoreLocations implements InstoreLocationDirectory {
  constructor(private readonly locations: readonly InstoreLocation[]) {}

  async byCode(code: string): Promise<InstoreLocation | null> {
    return this.locations.find((location) => location.code === code) ?? null;
  }

  async list(): Promise<InstoreLocation[]> {
    return [...this.locations];
  }
}
