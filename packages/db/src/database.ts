import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import { Pool, TypeOverrides } from 'pg';
import type { Database } from './schema';
import { typeParsers } from './type-parsers';
import { findWorkspaceRoot } from './workspace';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A PostgreSQL server (`postgres://user@host:5432/name`). When set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite's data folder (created when missing), or `'memory://'`. Default: `.data/pglite` in the workspace root. */
  dataDir?: string;
  /** An open PGlite instance to use instead of `dataDir`; make it with `openPGlite()`. `close()` closes it. */
  pglite?: PGlite;
}

export interface ShopDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Ends the server connections or closes PGlite (which otherwise keeps the process alive). */
  close(): Promise<void>;
}

/** The extensions every PGlite instance loads: the catalog searches with trigrams (pg_trgm). */
const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL settings of every PGlite instance. Its buffer cache lives in the process's WebAssembly memory, which
 * never shrinks: 48 MB instead of PostgreSQL's 128 MB keeps the gateway about 80 MB smaller on 100 000 products,
 * and the pages it no longer holds are read from the operating system's file cache (no slower search or listing
 * measured).
 */
const PGLITE_SETTINGS = ['shared_buffers=48MB'];

/**
 * A PGlite instance as the shop needs it: with its extensions, its settings, and numbers parsed as on a server. Takes
 * PGlite's own options, such as `dataDir` or `loadDataDir` (a `dumpDataDir()` tarball to start from).
 */
export function openPGlite(options: Omit<PGliteOptions, 'extensions' | 'parsers'> = {}): PGlite {
  return new PGlite({
    postgresqlconf: PGLITE_SETTINGS,
    ...options,
    extensions: pgliteExtensions,
    parsers: typeParsers,
  });
}

/** Opens the database: a PostgreSQL server when `databaseUrl` is given, PGlite otherwise. Does not migrate. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<ShopDatabase> {
  if (options.databaseUrl) return connectToServer(options.databaseUrl);

  const pglite = options.pglite ?? (await openDataDir(options.dataDir));
  // Fail here, not at the first query, when the data folder cannot be opened.
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      // Kysely only closes an instance it has used.
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openDataDir(dataDir = path.join(findWorkspaceRoot(), '.data', 'pglite')): Promise<PGlite> {
  // PGlite creates the data folder itself, but not its parents; 'memory://' and the like are not folders.
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  return openPGlite({ dataDir });
}

/** How long an idle server connection is kept open. */
const IDLE_CONNECTION_MS = 60_000;

function connectToServer(databaseUrl: string): ShopDatabase {
  const types = new TypeOverrides();
  for (const [oid, parse] of Object.entries(typeParsers)) types.setTypeParser(Number(oid), 'text', parse);
  // Idle connections are kept a minute (pg's default: 10 s): a new one costs the server about 2.5 ms of CPU to start
  // and some 4.5 ms more on its first searches (text-search dictionaries, table metadata), so a pause of a few seconds
  // between bursts no longer makes the next ones pay that again (decision 9).
  const pool = new Pool({ connectionString: databaseUrl, types, idleTimeoutMillis: IDLE_CONNECTION_MS });
  // An idle connection the server drops (a restart, a terminated backend) is discarded by the pool and the next query
  // opens a new one; the pool also emits the error, which would crash the process without a listener.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
      // Kysely only ends a pool it has used.
      if (!pool.ended) await pool.end();
    },
  };
}

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the error is rethrown). */
export function withTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
