import type { Kysely } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import { migrations } from './migrations';
import type { Database } from './schema';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies the migrations the database has not had yet, all in one transaction, and answers their names (none when it
 * is up to date). Throws when one fails, leaving the database as it was. Safe to run from several processes at once:
 * kysely holds an advisory lock meanwhile.
 *
 * Forward only: the migrations have `up` and no `down`. A mistake is fixed by a new migration, the way it must be
 * fixed on a production database anyway; down migrations are rarely run, so rarely right, and undoing a table
 * loses its data. Test databases never go back either: each starts as a copy of a freshly migrated template.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${failed ? `Migration ${failed} failed` : 'Migrations could not run'}: ${reason}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
