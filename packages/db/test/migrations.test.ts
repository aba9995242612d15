import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../src';
import { migrations } from '../src/migrations';
import { describeEachDatabase } from '../src/testing';

describeEachDatabase('migrations', (getDb) => {
  it('have all run on a test database', async () => {
    const applied = await getDb()
      .selectFrom(sql<{ name: string }>`kysely_migration`.as('migration'))
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('do nothing when run again', async () => {
    expect(await migrateToLatest(getDb())).toEqual([]);
    expect(await migrateToLatest(getDb())).toEqual([]);
  });

  it('create the engines’ tables', async () => {
    const tables = await getDb().introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'catalog_price',
        'catalog_product',
        'commerce_stock',
        'commerce_stock_location',
        'commerce_context',
        'commerce_cart_item',
        'commerce_order',
        'commerce_order_line',
        'commerce_payment',
        'commerce_payment_event',
      ]),
    );
    // Each engine owns the tables with its prefix.
    for (const name of names) expect(name).toMatch(/^(catalog|commerce|instore)_/);
  });

  it('load pg_trgm for trigram similarity', async () => {
    const { rows } = await sql<{ close: number; far: number; typo_matches: boolean }>`
      select similarity('sneakers', 'sneaker') as close,
             similarity('sneakers', 'boots') as far,
             'snaekers' % 'sneakers' as typo_matches`.execute(getDb());
    expect(rows[0]).toEqual({ close: expect.closeTo(0.7), far: 0, typo_matches: true });
  });
});

describe('PGlite', () => {
  it('keeps a small buffer cache (its WebAssembly memory never shrinks)', async () => {
    const database = await createDatabase({ dataDir: 'memory://' });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
      expect(rows[0]?.shared_buffers).toBe('48MB');
    } finally {
      await database.close();
    }
  });
});

describe('migration 0011 (mail delivery)', () => {
  it('removes the bodies of mails delivered or failed before it, and keeps unsent ones', async () => {
    const { db, close } = await createDatabase({ dataDir: 'memory://' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('0010_newsletter');
      expect(before.error).toBeUndefined();
      const mail = (id: string, sentAt: Date | null, error: string | null) =>
        sql`insert into commerce_mail (id, to_address, kind, language, subject, text_body, html_body, sent_at, error)
            values (${id}, 'a@example.com', 'password-recovery', 'nl', 'S', ${`/account/finish/${id}`},
                    ${`<a href="/account/finish/${id}">`}, ${sentAt}, ${error})`.execute(db);
      await mail('sent', new Date(), null);
      await mail('failed', null, 'SMTP down');
      await mail('unsent', null, null);

      await migrateToLatest(db);
      const rows = await db
        .selectFrom('commerce_mail')
        .select(['id', 'text_body', 'html_body', 'attempts', 'next_attempt_at'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 'failed', text_body: null, html_body: null, attempts: 1, next_attempt_at: null },
        { id: 'sent', text_body: null, html_body: null, attempts: 1, next_attempt_at: null },
        {
          id: 'unsent',
          text_body: '/account/finish/unsent',
          html_body: '<a href="/account/finish/unsent">',
          attempts: 0,
          next_attempt_at: null,
        },
      ]);
    } finally {
      await close();
    }
  }, 120_000);
});
