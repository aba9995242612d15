import type { CommerceCustomerTable, Database } from '@shop/db';
import { birthdayDate, isValidEmail, SERVICE_POINT_FIELD, validatePassword } from '@shop/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { loadContext } from './context-store';
import { CommerceError } from './errors';
import type { Address, Customer, CustomerAddress, CustomerIssue } from './model';
import { NEWSLETTER_ON_STATUSES } from './newsletter';
import type { ServicePoint } from './service-points';

const DAY = 24 * 60 * 60 * 1000;
/** A customer's session lives 7 days (spec §6: "expires in 7 days"). */
export const CUSTOMER_SESSION_MS = 7 * DAY;
/** A password-reset link works once, for 2 hours. */
export const PASSWORD_RESET_MS = 2 * 60 * 60 * 1000;
/** How long a registration's confirmation link works. */
export const REGISTRATION_CONFIRMATION_MS = 24 * 60 * 60 * 1000;
/** An order-history link (by e-mail) works for 7 days. */
export const ORDER_HISTORY_MS = 7 * DAY;

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_SETTING_ID = 100;

export type Db = Kysely<Database> | Transaction<Database>;

/** A customer row with its newsletter flag, read from the subscriber of its e-mail address (the one truth). */
export type CustomerRow = Selectable<CommerceCustomerTable> & { newsletter: boolean };
export type AddressRow = { id: string; customer_id: string; address: unknown; custom_fields: Record<string, unknown> };

export function selectCustomer(db: Db) {
  return db
    .selectFrom('commerce_customer')
    .selectAll('commerce_customer')
    .select(
      sql<boolean>`exists (select 1 from commerce_newsletter_subscriber s where lower(s.email) = lower(commerce_customer.email) and s.status in (${sql.join(NEWSLETTER_ON_STATUSES)}))`.as(
        'newsletter',
      ),
    );
}

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const blank = (value: string | null | undefined) => !value || value.trim() === '';

export function findByEmail(db: Db, email: string) {
  if (!email || email.length > MAX_EMAIL) return Promise.resolve(undefined);
  return selectCustomer(db).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export async function customerIdOf(db: Db, token: string): Promise<string | null> {
  try {
    return (await loadContext(db, token)).customerId;
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'context-not-found') return null;
    throw error;
  }
}

export async function requireCustomerId(db: Db, token: string): Promise<string> {
  const customerId = await customerIdOf(db, token);
  if (!customerId) throw notLoggedIn();
  return customerId;
}

export async function requireCustomerRow(db: Db, token: string): Promise<CustomerRow> {
  return requireCustomerById(db, await requireCustomerId(db, token));
}

export async function requireCustomerById(db: Db, customerId: string): Promise<CustomerRow> {
  const row = await selectCustomer(db).where('id', '=', customerId).executeTakeFirst();
  if (!row) throw notLoggedIn();
  return row;
}

export async function getCustomer(db: Db, customerId: string): Promise<Customer | null> {
  const row = await selectCustomer(db).where('id', '=', customerId).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

/** The mistakes of an e-mail change's form (throws `invalid-customer`); answers the new address, trimmed. */
export function checkEmailChange(input: { email: string; emailConfirmation: string }): string {
  const email = input.email.trim();
  const issues: CustomerIssue[] = [];
  if (!isValidEmail(email)) issues.push({ field: 'email', code: 'invalid-email' });
  else if (email.toLowerCase() !== input.emailConfirmation.trim().toLowerCase()) {
    issues.push({ field: 'emailConfirmation', code: 'emails-differ' });
  }
  if (issues.length > 0) throw new CommerceError('invalid-customer', 'The e-mail address is not valid', { issues });
  return email;
}

/** The new password and its confirmation as a change or reset takes them (throws `invalid-customer`). */
export function checkNewPassword(newPassword: string, confirmation: string): void {
  const issue = validatePassword(newPassword);
  const issues: CustomerIssue[] = [];
  if (issue) issues.push({ field: 'newPassword', code: issue });
  else if (newPassword !== confirmation) issues.push({ field: 'newPasswordConfirm', code: 'passwords-differ' });
  if (issues.length > 0) throw new CommerceError('invalid-customer', 'The new password is not valid', { issues });
}

export function nameIssues(value: string | null | undefined, field: string, required: boolean): CustomerIssue[] {
  if (blank(value)) return required ? [{ field, code: 'required' }] : [];
  return value!.trim().length > MAX_NAME ? [{ field, code: 'too-long' }] : [];
}

export const accountExists = () =>
  new CommerceError('account-exists', 'Account with emailaddress already exists', { fields: ['email'] });
export const invalidCredentials = (field?: string) =>
  new CommerceError('invalid-credentials', 'Wrong e-mail address or password', field ? { fields: [field] } : {});
export const notLoggedIn = () => new CommerceError('not-logged-in', 'Not logged in');
export const invalidConfirmationToken = () =>
  new CommerceError('invalid-confirmation-token', 'The confirmation link is unknown, used or expired', {
    fields: ['token'],
  });
export const invalidResetToken = () =>
  new CommerceError('invalid-reset-token', 'The reset link is unknown, used or expired', { fields: ['hash'] });

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    customerNumber: row.customer_number,
    salutationKey: row.salutation,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthday: birthdayDate(row.birthday),
    newsletter: row.newsletter,
    storefrontUrl: row.storefront_url,
    defaultBillingAddressId: row.default_billing_address_id,
    defaultShippingAddressId: row.default_shipping_address_id,
    customFields: row.custom_fields,
    country: row.country,
    language: row.language,
    createdAt: row.created_at,
  };
}

/** A stored service point (a JSON string); invalid data reads as none. */
function storedServicePoint(value: unknown): ServicePoint | null {
  if (typeof value !== 'string') return null;
  try {
    const point = JSON.parse(value) as Partial<ServicePoint> | null;
    return point && typeof point.id === 'string' && typeof point.title === 'string' ? (point as ServicePoint) : null;
  } catch {
    return null;
  }
}

export function toCustomerAddress(
  row: AddressRow,
  defaults: { billing: string | null; shipping: string | null },
): CustomerAddress {
  return {
    ...(row.address as Address),
    id: row.id,
    customerId: row.customer_id,
    servicePoint: storedServicePoint(row.custom_fields[SERVICE_POINT_FIELD]),
    isDefaultBilling: row.id === defaults.billing,
    isDefaultShipping: row.id === defaults.shipping,
  };
}
