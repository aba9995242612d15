import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client, escapeIdentifier } from 'pg';
import { createDatabase, type DatabaseKind, openPGlite, type ShopDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { findWorkspaceRoot } from './workspace';

/*
 * Fresh, migrated databases for tests, each a copy of a template that is migrated once: creating and migrating a
 * PGlite database takes seconds (initdb in WebAssembly), restoring a snapshot of one well under a second.
 */

/** Names the template after the migrations (names and code), so adding or editing one builds a new template. */
const templateKey = createHash('sha256')
  .update(
    Object.entries(migrations)
      .map(([name, migration]) => `${name}\n${migration.up.toString()}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

/** The engines integration tests run on: PGlite always, and the PostgreSQL server when DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of its own: in memory for PGlite, a new database on the server. `close()` discards it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<ShopDatabase> {
  if (kind === 'pglite') return createDatabase({ pglite: openPGlite({ loadDataDir: await pgliteTemplate() }) });
  return createServerTestDatabase(requireServerUrl());
}

/**
 * Builds the templates before the test files start (use it as a vitest `globalSetup`), so that parallel workers do
 * not each build one. Optional: without it, the first test database of each process builds what is missing.
 */
export async function prepareTestTemplates(): Promise<void> {
  await pgliteTemplate();
  if (process.env.DATABASE_URL) await serverTemplate(process.env.DATABASE_URL);
}

function requireServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('A PostgreSQL test database needs DATABASE_URL (postgres://user@host:port/database)');
  return url;
}

// PGlite: the template is a dumpDataDir() tarball, cached in a file across test runs.

let pgliteTemplateOnce: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateOnce ??= readOrBuildPGliteTemplate().catch((error: unknown) => {
    pgliteTemplateOnce = undefined;
    throw error;
  });
  return pgliteTemplateOnce;
}

async function readOrBuildPGliteTemplate(): Promise<Blob> {
  const file = path.join(findWorkspaceRoot(), '.data', `test-template-${templateKey}.tar.gz`);
  try {
    // PGlite tells a gzipped tarball from a plain one by the blob's type.
    return new Blob([await readFile(file)], { type: 'application/gzip' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tarball = await buildPGliteTemplate();
  // Written under a private name, then renamed: a reader never sees half a file, and when parallel processes each
  // build one, the last rename wins with a file as good as the others.
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, await tarball.bytes());
  await rename(partial, file);
  return tarball;
}

async function buildPGliteTemplate(): Promise<Blob> {
  const pglite = openPGlite({ dataDir: 'memory://' });
  const database = await createDatabase({ pglite });
  try {
    await migrateToLatest(database.db);
    return await pglite.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
}

// PostgreSQL server: the template is a database; each test database is CREATE DATABASE ... TEMPLATE it.

const serverTemplateName = `shop_test_template_${templateKey}`;
let serverTemplateOnce: Promise<void> | undefined;

function serverTemplate(serverUrl: string): Promise<void> {
  serverTemplateOnce ??= buildServerTemplateUnlessPresent(serverUrl).catch((error: unknown) => {
    serverTemplateOnce = undefined;
    throw error;
  });
  return serverTemplateOnce;
}

async function buildServerTemplateUnlessPresent(serverUrl: string): Promise<void> {
  await withServerConnection(serverUrl, async (client) => {
    // Parallel workers (and other test runs on the same server) queue here; the lock ends with the connection.
    await client.query('select pg_advisory_lock(hashtext($1))', [serverTemplateName]);
    const existing = await client.query('select 1 from pg_database where datname = $1', [serverTemplateName]);
    if (existing.rowCount) return;

    // Migrated under another name and renamed when complete, so a build that dies halfway is never used as a template.
    const building = `${serverTemplateName}_building`;
    await client.query(`drop database if exists ${escapeIdentifier(building)} with (force)`);
    await client.query(`create database ${escapeIdentifier(building)}`);
    const template = await createDatabase({ databaseUrl: withDatabaseName(serverUrl, building) });
    try {
      await migrateToLatest(template.db);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template with open connections.
      await template.close();
    }
    await client.query(
      `alter database ${escapeIdentifier(building)} rename to ${escapeIdentifier(serverTemplateName)}`,
    );
  });
}

async function createServerTestDatabase(serverUrl: string): Promise<ShopDatabase> {
  await serverTemplate(serverUrl);
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withServerConnection(serverUrl, (client) =>
    client.query(`create database ${escapeIdentifier(name)} template ${escapeIdentifier(serverTemplateName)}`),
  );
  const database = await createDatabase({ databaseUrl: withDatabaseName(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await withServerConnection(serverUrl, (client) =>
        client.query(`drop database if exists ${escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

/** Runs `work` on a connection of its own to the database DATABASE_URL names (the one that creates the others). */
async function withServerConnection<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
