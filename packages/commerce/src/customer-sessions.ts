import { randomBytes } from 'node:crypto';
import type { Database } from '@shop/db';
import type { Transaction } from 'kysely';
import { loadContext } from './context-store';
import { CUSTOMER_SESSION_MS, type CustomerRow, type Db, getCustomer } from './customer-store';
import type { EngineDeps } from './engine-deps';
import type { Address, Context, Customer, StoreSelection } from './model';

/** Ends the customer's sessions (all, or all but one). */
/** Ends the customer's sessions (all, or all but one). */
export async function endSessions(deps: EngineDeps, db: Db, customerId: string, except?: string): Promise<void> {
  let query = db
    .updateTable('commerce_context')
    .set({ ended_at: deps.now(), updated_at: deps.now() })
    .where('customer_id', '=', customerId)
    .where('ended_at', 'is', null);
  if (except) query = query.where('token', '!=', except);
  await query.execute();
}

/**
 * A new context of the customer, expiring in 7 days, with the previous context's cart and choices; the previous
 * context ends. Answers the new token.
 */
export async function startSession(
  deps: EngineDeps,
  trx: Transaction<Database>,
  customer: CustomerRow,
  previousToken: string | null,
  store: StoreSelection,
): Promise<string> {
  const at = deps.now();
  const previous = previousToken
    ? await trx
        .selectFrom('commerce_context')
        .selectAll()
        .where('token', '=', previousToken)
        .where('ended_at', 'is', null)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  const sameStore = previous && previous.country === store.country && previous.currency === store.currency;
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('commerce_context')
    .values({
      token,
      kind: 'customer',
      customer_id: customer.id,
      expires_at: new Date(at.getTime() + CUSTOMER_SESSION_MS),
      country: store.country,
      currency: store.currency,
      language: store.language,
      shipping_method_id: sameStore ? previous.shipping_method_id : null,
      payment_method_id: sameStore ? previous.payment_method_id : null,
      shipping_address: null,
      last_order_id: sameStore ? previous.last_order_id : null,
      pickup: sameStore && previous.pickup ? JSON.stringify(previous.pickup) : null,
    })
    .execute();
  await fillContextAddresses(deps, trx, token, customer);
  if (previous) {
    if (sameStore) {
      await trx
        .updateTable('commerce_cart_item')
        .set({ context_token: token })
        .where('context_token', '=', previous.token)
        .execute();
    }
    await trx
      .updateTable('commerce_context')
      .set({ ended_at: at, updated_at: at })
      .where('token', '=', previous.token)
      .execute();
  }
  return token;
}

/** The context's e-mail address and checkout addresses from the customer's defaults (those in its country). */
export async function fillContextAddresses(
  deps: EngineDeps,
  db: Db,
  token: string,
  customer: CustomerRow,
): Promise<void> {
  const context = await db
    .selectFrom('commerce_context')
    .select('country')
    .where('token', '=', token)
    .executeTakeFirst();
  if (!context) return;
  const ids = [customer.default_billing_address_id, customer.default_shipping_address_id].filter(
    (id): id is string => id !== null,
  );
  const rows = ids.length
    ? await db
        .selectFrom('commerce_customer_address')
        .select(['id', 'address'])
        .where('customer_id', '=', customer.id)
        .where('id', 'in', ids)
        .execute()
    : [];
  const inCountry = (id: string | null) => {
    const address = rows.find((row) => row.id === id)?.address as Address | undefined;
    return address && address.countryIso === context.country ? address : null;
  };
  const billing = inCountry(customer.default_billing_address_id);
  const shipping =
    customer.default_shipping_address_id !== customer.default_billing_address_id
      ? inCountry(customer.default_shipping_address_id)
      : null;
  await db
    .updateTable('commerce_context')
    .set({
      email: customer.email,
      ...(billing ? { billing_address: JSON.stringify(billing) } : {}),
      // Only a different address: null ships to the billing address.
      ...(billing ? { shipping_address: shipping ? JSON.stringify(shipping) : null } : {}),
      updated_at: deps.now(),
    })
    .where('token', '=', token)
    .execute();
}

export async function sessionAnswer(db: Db, token: string): Promise<{ customer: Customer; context: Context }> {
  const context = await loadContext(db, token);
  return { customer: (await getCustomer(db, context.customerId!))!, context };
}
