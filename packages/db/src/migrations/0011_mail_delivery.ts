import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox delivers, retries and forgets:
 * - a mail's bodies may be null: they hold one-time links (password reset, order history, newsletter settings), so
 *   they are kept only until the mail is delivered or given up (and in the development outbox, which sends nothing);
 * - `attempts` counts delivery attempts; `next_attempt_at` is when the next one is due (a failed delivery is retried
 *   with a growing delay, a few times), null when nothing is left to do;
 * - indexes for the retry sweep (due mails) and the retention purge (by age).
 *
 * Mails delivered or failed before this migration lose their bodies now; a failed one is not retried (its links have
 * expired or soon will).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table commerce_mail alter column text_body drop not null, alter column html_body drop not null`.execute(
    db,
  );
  await db.schema
    .alterTable('commerce_mail')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('commerce_mail').addColumn('next_attempt_at', 'timestamptz').execute();
  await sql`
    update commerce_mail
       set text_body = null, html_body = null, attempts = 1
     where sent_at is not null or error is not null
  `.execute(db);
  await sql`create index commerce_mail_due on commerce_mail (next_attempt_at) where next_attempt_at is not null`.execute(
    db,
  );
  await db.schema.createIndex('commerce_mail_created_at').on('commerce_mail').column('created_at').execute();
}
