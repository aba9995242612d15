import { type Kysely, sql } from 'kysely';

/**
 * In-store tablet sessions (packages/instore): store staff open a session for one of the shop's stores with a
 * time to live; the tablet in that store holds its id. The status is stored as written (`OPEN` or `CLOSED`; room for
 * other upper-case statuses a later service may write); an `OPEN` session past `ttl_dt` reads as `EXPIRED`, so expiry
 * needs no job. The location is copied onto the session (id, name and branch code as they were when it opened): a
 * session keeps answering the same location even when the store is renamed.
 * At most one `OPEN` row per location: opening a new session closes the location's previous one (partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instore_session')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status ~ '^[A-Z][A-Z_]{0,31}$'`))
    .addColumn('ttl_dt', 'timestamptz', (column) => column.notNull())
    .addColumn('location_id', 'text', (column) => column.notNull())
    .addColumn('location_name', 'text', (column) => column.notNull())
    .addColumn('location_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`create unique index instore_session_open_per_location on instore_session (location_code) where status = 'OPEN'`.execute(
    db,
  );
  await db.schema
    .createIndex('instore_session_location')
    .on('instore_session')
    .columns(['location_code', 'created_at'])
    .execute();
}
