import { randomBytes } from 'node:crypto';
import type { Database } from '@shop/db';
import { normalizeAddress, validateAddress } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { type Kysely, sql, type Transaction } from 'kysely';
/** Reading and writing contexts (sessions) in PostgreSQL: the helpers every embedded service shares. */
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import { paymentMethodsFor, type ShippingMethodDefinition, shippingMethodsFor } from './methods';
import type { Address, Context, PickupChoice, StoreSelection } from './model';
import { getOrder } from './order-store';
import type { PaymentProvider } from './payment-provider';
import { PARCEL_CARRIERS } from './service-points';

export type Db = Kysely<Database> | Transaction<Database>;
export type ContextRow = NonNullable<Awaited<ReturnType<typeof selectContext>>>;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A context counts until it ends (logout, rotation, account deletion) or expires (a customer's, after 7 days). */
export function selectContext(db: Db, token: string, lock = false) {
  let query = db
    .selectFrom('commerce_context')
    .selectAll()
    .where('token', '=', token)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function requireContext(db: Db, token: string, lock = false): Promise<ContextRow> {
  const row = await selectContext(db, token, lock);
  if (!row) throw new CommerceError('context-not-found', 'Unknown context token');
  return row;
}

/**
 * The context of a token; a new guest context (with a new token) when the token is missing or unknown. A token is
 * never chosen by the caller: an unknown one is replaced.
 */
export async function openContext(
  db: Kysely<Database>,
  token: string | null | undefined,
  store: StoreSelection,
): Promise<Context> {
  if (token) {
    const row = await selectContext(db, token);
    if (row) return toContext(db, row);
  }
  const created = await db
    .insertInto('commerce_context')
    .values({
      token: newToken(),
      country: store.country,
      currency: store.currency,
      language: store.language,
      shipping_method_id: null,
      payment_method_id: null,
      shipping_address: null,
      last_order_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContext(db, created);
}

export async function loadContext(db: Db, token: string): Promise<Context> {
  return toContext(db, await requireContext(db, token));
}

export async function updateContext(
  db: Db,
  token: string,
  values: {
    shipping_method_id?: string;
    payment_method_id?: string;
    shipping_address?: string | null;
    billing_address?: string | null;
    email?: string;
    pickup?: string | null;
  },
): Promise<Context> {
  const row = await db
    .updateTable('commerce_context')
    .set({ ...values, updated_at: sql`now()` })
    .where('token', '=', token)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContext(db, row);
}

export async function toContext(db: Db, row: ContextRow): Promise<Context> {
  const lastOrder = row.last_order_id ? await getOrder(db, row.last_order_id) : null;
  return {
    token: row.token,
    kind: row.kind,
    customerId: row.customer_id,
    expiresAt: row.expires_at,
    voucherId: row.voucher_id,
    salesChannel: { countryId: row.country, currency: row.currency, language: row.language },
    shippingMethodId: selectedShippingMethod(row).id,
    paymentMethodId: selectedPaymentMethodId(row),
    email: row.email,
    billingAddress: row.billing_address as Address | null,
    shippingAddress: row.shipping_address as Address | null,
    pickup: row.pickup as PickupChoice | null,
    lastOrder,
    cartStatus: lastOrder
      ? {
          status: lastOrder.state,
          orderNumber: lastOrder.orderNumber,
          recover: lastOrder.state === 'failed' || lastOrder.state === 'cancelled',
        }
      : null,
  };
}

export function selectedShippingMethod(row: ContextRow): ShippingMethodDefinition {
  const available = shippingMethodsFor(row.country, row.currency);
  return available.find((method) => method.id === row.shipping_method_id) ?? available[0]!;
}

export function selectedPaymentMethodId(row: ContextRow): string {
  const available = paymentMethodsFor(row.country);
  return (available.find((method) => method.id === row.payment_method_id) ?? available[0]!).id;
}

/** The provider whose points the chosen shipping method delivers to; null for home delivery. */
export function pickupProvider(row: ContextRow): string | null {
  return providerIn(selectedShippingMethod(row), row.country);
}

export function paymentProvider(deps: EngineDeps): PaymentProvider {
  if (!deps.payments) throw new CommerceError('payments-unavailable', 'No payment provider is configured');
  return deps.payments;
}

/** An address the store can ship to, normalized; `details.issues` lists every problem with its field. */
export function checkedAddress(address: Address, country: CountryCode): Address {
  const issues = validateAddress(address, country);
  if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
  return normalizeAddress(address);
}

/** Who runs a method's pickup points in a country: the shop's stores, the country's parcel carrier, or none. */
export function providerIn(method: ShippingMethodDefinition, country: CountryCode): string | null {
  if (method.servicePointsProvider === 'parcel') return PARCEL_CARRIERS[country];
  return method.servicePointsProvider;
}
