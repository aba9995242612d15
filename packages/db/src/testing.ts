import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseKind, ShopDatabase } from './database';
import type { Database } from './schema';
import { createTestDatabase, testDatabaseKinds } from './test-databases';

export { createTestDatabase, prepareTestTemplates, testDatabaseKinds } from './test-databases';

/** Room for the first suite of a run to build a template (PGlite's initdb alone takes 4–7 s on a busy machine). */
const OPEN_TIMEOUT_MS = 120_000;

/**
 * Defines the suite once per engine (`title (pglite)`, and `title (postgres)` when DATABASE_URL is set), each over a
 * fresh, migrated database of its own. `getDb()` answers that database inside tests and hooks (it opens in a
 * `beforeAll` that runs before the suite's own); it is closed and discarded after the suite.
 */
export function describeEachDatabase(
  title: string,
  defineTests: (getDb: () => Kysely<Database>, kind: DatabaseKind) => void,
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} (${kind})`, () => {
      let database: ShopDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      }, OPEN_TIMEOUT_MS);
      afterAll(async () => {
        await database?.close();
      });

      const getDb = () => {
        if (!database) throw new Error('getDb() works inside tests and hooks: the database opens in beforeAll');
        return database.db;
      };
      defineTests(getDb, kind);
    });
  }
}
