import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import { CART_LINK_TOKEN_PREFIX, isCartLinkToken, MAX_LINE_QUANTITY } from '@shop/domain';
import type { CurrencyCode } from '@shop/i18n';
import { type Kysely, sql } from 'kysely';
import { CommerceError } from './errors';
import type { PriceSource, VariantPrice } from './price-source';
import { tokenDigest } from './tokens';

/**
 * How long a cart restore link works: 7 days, as long as a customer's session, long enough for a shopper who comes
 * back to a cancelled payment or a mail a few days later, short enough that an old link in a mailbox or a browser
 * history soon copies nothing.
 */
export const CART_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Expired links are kept a while (their answer stays "expired" rather than "unknown"), then purged. */
const CART_LINK_PURGE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export interface SavedCartLine {
  referencedId: string;
  quantity: number;
}

/**
 * Saves a context's cart lines behind a new restore link and answers the link's token (`cart.` and 32 random bytes,
 * base64url; only its SHA-256 digest is stored); null when the cart is empty. The link holds a copy of the lines: it
 * never leads back to the session it was made from.
 */
export async function saveCartLink(db: Kysely<Database>, contextToken: string, now: Date): Promise<string | null> {
  const lines = await db
    .selectFrom('commerce_cart_item')
    .select(['referenced_id', 'quantity'])
    .where('context_token', '=', contextToken)
    .orderBy('position')
    .execute();
  return saveCartLines(
    db,
    lines.map((line) => ({ referencedId: line.referenced_id, quantity: line.quantity })),
    now,
  );
}

/** Saves cart lines (by SKU) behind a new restore link: its token; null for no lines (any upstream's cart). */
export async function saveCartLines(
  db: Kysely<Database>,
  saved: readonly SavedCartLine[],
  now: Date,
): Promise<string | null> {
  if (saved.length === 0) return null;
  const token = `${CART_LINK_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('commerce_cart_link')
    .values({
      digest: tokenDigest(token),
      lines: JSON.stringify(saved),
      created_at: now,
      expires_at: new Date(now.getTime() + CART_LINK_LIFETIME_MS),
    })
    .execute();
  await db
    .deleteFrom('commerce_cart_link')
    .where('expires_at', '<', new Date(now.getTime() - CART_LINK_PURGE_AFTER_MS))
    .execute();
  return token;
}

/**
 * The saved lines of a restore link: `cart-link-not-found` for anything that is not a live link's token (a session
 * token included: those are never looked up), `cart-link-expired` after its lifetime.
 */
export async function savedCartLines(db: Kysely<Database>, token: string, now: Date): Promise<SavedCartLine[]> {
  if (!isCartLinkToken(token)) throw new CommerceError('cart-link-not-found', 'Not a cart link token');
  const link = await db
    .selectFrom('commerce_cart_link')
    .select(['lines', 'expires_at'])
    .where('digest', '=', tokenDigest(token))
    .executeTakeFirst();
  if (!link) throw new CommerceError('cart-link-not-found', 'Unknown cart link');
  if (link.expires_at <= now) throw new CommerceError('cart-link-expired', 'The cart link has expired');
  return link.lines;
}

/**
 * Copies saved lines into a context's cart. Idempotent, so that opening a link twice (or in a browser that already
 * has the lines) doubles nothing: a line the cart has already keeps the larger of the two quantities (at most 99), a
 * new one comes in with the saved quantity. Products that can no longer be ordered in the context's currency are
 * left out.
 */
export async function copySavedLines(
  db: Kysely<Database>,
  prices: PriceSource,
  lines: readonly SavedCartLine[],
  into: { token: string; currency: CurrencyCode },
): Promise<void> {
  const known = await prices.prices(
    lines.map((line) => line.referencedId),
    into.currency,
  );
  // One row per variant (one statement cannot update a line twice).
  const bySku = new Map<string, { price: VariantPrice; quantity: number }>();
  for (const line of lines) {
    const price = known.get(line.referencedId);
    if (!price || price.orderable === false) continue;
    const quantity = Math.max(bySku.get(price.sku)?.quantity ?? 0, Math.trunc(line.quantity));
    if (quantity >= 1) bySku.set(price.sku, { price, quantity: Math.min(MAX_LINE_QUANTITY, quantity) });
  }
  if (bySku.size === 0) return;
  const rows = [...bySku.values()].map(({ price, quantity }) => ({
    id: randomUUID(),
    context_token: into.token,
    referenced_id: price.sku,
    product_number: price.productNumber,
    quantity,
    payload: JSON.stringify({ options: price.options ?? [] }),
  }));
  await db
    .insertInto('commerce_cart_item')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['context_token', 'referenced_id']).doUpdateSet({
        quantity: sql`least(${MAX_LINE_QUANTITY}::int, greatest(commerce_cart_item.quantity, excluded.quantity))`,
        modified_at: sql`now()`,
      }),
    )
    .execute();
}
