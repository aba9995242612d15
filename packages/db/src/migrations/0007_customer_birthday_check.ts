import { type Kysely, sql } from 'kysely';

/**
 * Repairs 0006's birthday check: written as `'^\d{4}…'` inside a JavaScript template literal, the backslashes were
 * lost and the database got `^d{4}-d{2}-d{2}$`, which refuses every real date. `[0-9]` needs no escaping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table commerce_customer drop constraint commerce_customer_birthday_check`.execute(db);
  await sql`alter table commerce_customer add constraint commerce_customer_birthday_check check (birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`.execute(
    db,
  );
}
