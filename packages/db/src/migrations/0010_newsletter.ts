import { type Kysely, sql } from 'kysely';

/**
 * Newsletter subscribers and loyalty signups, one row per e-mail address (compared case-insensitively):
 * - `status`: `none` (a loyalty signup without the newsletter), `pending` (asked, not yet confirmed: double opt-in),
 *   `confirmed`, `unsubscribed`;
 * - the list (id and code of the store's locale), language, country and store, the source value of the signup, the
 *   names, gender, birthday, branch code and address a loyalty signup carries, and the preferences;
 * - the digest of the one link that opens the settings page (`token_digest`, never the token itself) and its expiry.
 *
 * The subscriber row is the one truth about the newsletter: a customer's `newsletter` flag is read from the row of
 * the account's e-mail address, so the column on `commerce_customer` goes. Customers who had it on (the
 * choice was confirmed to them by mail) become confirmed subscribers of their store's list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_newsletter_subscriber')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('gender', 'text', (column) => column.check(sql`gender in ('male', 'female')`))
    .addColumn('birthday', 'text', (column) => column.check(sql`birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('list_id', 'integer', (column) => column.notNull())
    .addColumn('list_code', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('store_code', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('branch_code', 'text')
    .addColumn('street', 'text')
    .addColumn('house_number', 'text')
    .addColumn('city', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('none', 'pending', 'confirmed', 'unsubscribed')`),
    )
    .addColumn('preferences', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('token_digest', 'text', (column) => column.unique())
    .addColumn('token_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await sql`create unique index commerce_newsletter_subscriber_email on commerce_newsletter_subscriber (lower(email))`.execute(
    db,
  );

  // The stores' lists as they were when this ran (packages/i18n STORE_DEFINITIONS): a migration does not follow code.
  await sql`
    insert into commerce_newsletter_subscriber
      (id, email, first_name, last_name, gender, birthday, list_id, list_code, language, country, store_code, source,
       status, created_at, updated_at, confirmed_at)
    select gen_random_uuid()::text, c.email, c.first_name, c.last_name,
           case c.salutation when 'mr' then 'male' when 'mrs' then 'female' end,
           c.birthday, l.list_id, l.list_code, c.language, c.country, l.store_code, 'website-signup-newsletter-yes',
           'confirmed', c.created_at, now(), c.updated_at
      from commerce_customer c
      join (values
        ('NL', 'nl', 1, 'NL', 'nl-nl'), ('BE', 'nl', 3, 'BENL', 'nl-be'), ('BE', 'fr', 4, 'BEFR', 'fr-be'),
        ('FR', 'fr', 6, 'FR', 'fr-fr'), ('DE', 'de', 5, 'DE', 'de-de'), ('AT', 'de', 5, 'DE', 'de-at'),
        ('LU', 'de', 7, 'DE', 'de-lu'), ('LU', 'fr', 8, 'FR', 'fr-lu'), ('GB', 'en', 2, 'EN', 'en')
      ) as l (country, language, list_id, list_code, store_code)
        on l.country = c.country and l.language = c.language
     where c.newsletter
  `.execute(db);
  await db.schema.alterTable('commerce_customer').dropColumn('newsletter').execute();
}
