import { randomBytes, randomUUID } from 'node:crypto';
import type { CommerceCountryCode, CommerceCustomerTable, Database, Language } from '@shop/db';
import {
  type AddressErrorCode,
  type BirthdayErrorCode,
  birthdayDate,
  birthdayFromParts,
  FAVOURITE_STORES_FIELD,
  isValidEmail,
  LOOKBOOK_WISHLIST_FIELD,
  newsletterSource,
  normalizeAddress,
  type PasswordErrorCode,
  parseSettingsList,
  SERVICE_POINT_FIELD,
  sortAddressesDefaultFirst,
  toggleListEntry,
  validateAddress,
  validatePassword,
} from '@shop/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Customer, CustomerAddress } from './model';
import type { Address, CommerceEngine, Context, StoreSelection } from './engine';
import { CommerceError } from './errors';
import { awardSignupPoints } from './loyalty';
import {
  NEWSLETTER_ON_STATUSES,
  newsletterSignupIssues,
  newsletterStoreOf,
  setCustomerNewsletter,
  signUpNewsletter,
} from './newsletter';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './passwords';
import type { ServicePoint, ServicePointDirectory } from './service-points';
import { newMailToken, tokenDigest } from './tokens';

const DAY = 24 * 60 * 60 * 1000;
/** A customer's session lives 7 days (spec §6: "expires in 7 days"). */
export const CUSTOMER_SESSION_MS = 7 * DAY;
/** A password-reset link works once, for 2 hours. */
export const PASSWORD_RESET_MS = 2 * 60 * 60 * 1000;
/** How long a registration's confirmation link works. */
export const REGISTRATION_CONFIRMATION_MS = 24 * 60 * 60 * 1000;
/** An order-history link (by e-mail) works for 7 days. */
export const ORDER_HISTORY_MS = 7 * DAY;

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_SETTING_ID = 100;

type Db = Kysely<Database> | Transaction<Database>;

/** The store a call is made in: its country, currency and language, and its base URL (links, storefrontUrl). */
export interface AccountStore extends StoreSelection {
  baseUrl: string;
}

export type CustomerIssueCode =
  | AddressErrorCode
  | PasswordErrorCode
  | BirthdayErrorCode
  | 'invalid-salutation'
  | 'invalid-email'
  | 'passwords-differ'
  | 'emails-differ';

/** One refused input field (`details.issues` of an `invalid-customer` error); `field` is a path (`billingAddress.zipcode`). */
export interface CustomerIssue {
  field: string;
  code: CustomerIssueCode;
}

export interface RegisterInput {
  salutationKey: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthdayYear?: number | null;
  birthdayMonth?: number | null;
  birthdayDay?: number | null;
  newsletter?: boolean | null;
  billingAddress: Address;
  /**
   * The loyalty signup's source (packages/domain newsletterSource); by default the web shop's registration with the
   * newsletter ticked or not (`website-signup-newsletter-yes|no`). The tablet passes its in-store value.
   */
  signupSource?: string | null;
  /** The store branch a tablet registration is made in (a known store's code; the gateway checks it), else none. */
  signupBranchCode?: string | null;
}

export interface UpdateCustomerInput {
  salutationKey?: string | null;
  /** Empty keeps the stored name (spec §5). */
  firstName?: string | null;
  lastName?: string | null;
  birthdayYear?: number | null;
  birthdayMonth?: number | null;
  birthdayDay?: number | null;
  newsletter?: boolean | null;
  /** Merged into the stored custom fields. */
  customFields?: Record<string, unknown> | null;
}

export interface AddressBookInput {
  address: Address;
  /** A service point to keep with the address (custom field shipping_address_service_point). */
  servicePointId?: string | null;
}

/**
 * What a registration request made: the gateway sends the mail from it (tokens travel only in mails). `new`: the
 * confirmation link's token for a new address; `existing`: the address's account (its owner is told someone tried).
 */
export type RegistrationRequest =
  | {
      kind: 'new';
      token: string;
      email: string;
      firstName: string;
      /** The store it was made in: the mail's language and links. */
      store: AccountStore;
      newsletter: boolean;
    }
  | { kind: 'existing'; customer: Customer };

/** What a password recovery request made: the gateway renders and sends the mail from it. Tokens travel only in mails. */
export interface PasswordRecovery {
  /** The account of the address; null when it has none. */
  customer: Customer | null;
  /** For `/account/finish/{token}`; null without an account. */
  resetToken: string | null;
  /** For `/account/orders/{token}`; null when the address has no orders. */
  orderHistoryToken: string | null;
  /** The address as asked for (where the mail goes). */
  email: string;
}

/** Who an order's confirmation mail goes to, and in which language (the customer's; the store's for a guest). */
export interface OrderMailRecipient {
  email: string;
  language: Language;
  country: CommerceCountryCode;
  firstName: string | null;
  /** The customer who placed it; null for a guest order. */
  customerId: string | null;
}

/** A customer row with its newsletter flag, read from the subscriber of its e-mail address (the one truth). */
type CustomerRow = Selectable<CommerceCustomerTable> & { newsletter: boolean };
type AddressRow = { id: string; customer_id: string; address: unknown; custom_fields: Record<string, unknown> };

function selectCustomer(db: Db) {
  return db
    .selectFrom('commerce_customer')
    .selectAll('commerce_customer')
    .select(
      sql<boolean>`exists (select 1 from commerce_newsletter_subscriber s where lower(s.email) = lower(commerce_customer.email) and s.status in (${sql.join(NEWSLETTER_ON_STATUSES)}))`.as(
        'newsletter',
      ),
    );
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Customer accounts (issue 6): registration, login with session rotation, logout, account deletion, password change,
 * recovery and reset, e-mail change, the profile, the address book and the settings kept in custom fields. Mails are
 * the gateway's: this answers what they need (tokens only travel in mails). Knows nothing of GraphQL.
 *
 * Sessions: login, registration and a password change rotate the context token. A new context row belongs to the
 * customer and expires 7 days later; the previous context's cart lines move to it and the previous context ends.
 */
export class CustomerAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: CommerceEngine,
    private readonly servicePoints: ServicePointDirectory,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ── Identity ────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * The refused fields of a registration (throws `invalid-customer` listing them); nothing is looked up, so the answer
   * is the same whether the address has an account or not.
   */
  checkRegistration(input: RegisterInput, store: AccountStore): void {
    this.validRegistration(input, store);
  }

  private validRegistration(input: RegisterInput, store: AccountStore): { email: string; birthday: string | null } {
    const issues: CustomerIssue[] = [];
    if (input.salutationKey !== 'mr' && input.salutationKey !== 'mrs') {
      issues.push({ field: 'salutationKey', code: 'invalid-salutation' });
    }
    issues.push(...nameIssues(input.firstName, 'firstName', true), ...nameIssues(input.lastName, 'lastName', true));
    const email = input.email.trim();
    if (!isValidEmail(email)) issues.push({ field: 'email', code: 'invalid-email' });
    const passwordIssue = validatePassword(input.password);
    if (passwordIssue) issues.push({ field: 'password', code: passwordIssue });
    const birthday = birthdayFromParts(
      { year: input.birthdayYear, month: input.birthdayMonth, day: input.birthdayDay },
      this.now(),
    );
    if ('error' in birthday) issues.push({ field: 'birthday', code: birthday.error });
    issues.push(
      ...validateAddress(input.billingAddress, store.country).map((issue) => ({
        field: `billingAddress.${issue.field}`,
        code: issue.code,
      })),
    );
    if (issues.length > 0)
      throw new CommerceError('invalid-customer', 'The account details are not complete', { issues });
    return { email, birthday: 'birthday' in birthday ? birthday.birthday : null };
  }

  /**
   * Makes an account at once (its billing address becomes the default billing and shipping address) and logs it in;
   * `account-exists` when the address has one. The shop's own registrations go through `requestRegistration` and
   * `confirmRegistration` (the address confirmed first); this serves seeding and the engine's tests.
   */
  async register(
    input: RegisterInput,
    store: AccountStore,
    previousToken: string | null,
  ): Promise<{ customer: Customer; context: Context }> {
    const valid = this.validRegistration(input, store);
    const passwordHash = await hashPassword(input.password);
    if (await this.findByEmail(this.db, valid.email)) throw accountExists();
    const customerId = await this.createAccount(input, valid, passwordHash, store);
    // The new customer's session: a rotation of the previous context, as a login (an account in between had none).
    const token = await this.db.transaction().execute(async (trx) => {
      const customer = await selectCustomer(trx).where('id', '=', customerId).executeTakeFirstOrThrow();
      return this.startSession(trx, customer, previousToken, store);
    });
    return this.sessionAnswer(token);
  }

  /**
   * A registration to be confirmed by mail (issue 14): the caller has answered the shopper already, the same for
   * every address, and sends the mail this returns. A new address gets a pending registration and the token of its
   * confirmation link (a day); an address with an account gets nothing made, and its owner is told (`existing`).
   * Either way the password is hashed, so the work done does not tell either.
   */
  async requestRegistration(input: RegisterInput, store: AccountStore): Promise<RegistrationRequest> {
    const valid = this.validRegistration(input, store);
    const passwordHash = await hashPassword(input.password);
    const existing = await this.findByEmail(this.db, valid.email);
    const at = this.now();
    await this.db.deleteFrom('commerce_pending_registration').where('expires_at', '<=', at).execute();
    if (existing) return { kind: 'existing', customer: toCustomer(existing) };
    const token = newMailToken();
    const { password: _password, ...registration } = input;
    await this.db
      .insertInto('commerce_pending_registration')
      .values({
        digest: tokenDigest(token),
        email: valid.email,
        password_hash: passwordHash,
        registration: JSON.stringify({ ...registration, email: valid.email }),
        store: JSON.stringify(store),
        expires_at: new Date(at.getTime() + REGISTRATION_CONFIRMATION_MS),
        created_at: at,
      })
      .execute();
    return {
      kind: 'new',
      token,
      email: valid.email,
      firstName: input.firstName.trim(),
      store,
      newsletter: !!input.newsletter,
    };
  }

  /**
   * Follows a registration's confirmation link: makes the account as registered (once; the link works for a day).
   * It does not log in: whoever follows the link signs in with the password, so a link passed to someone else never
   * puts them in another's account. `invalid-confirmation-token` when the link is unknown, used or expired, or the
   * address got an account meanwhile.
   */
  async confirmRegistration(token: string): Promise<Customer> {
    const at = this.now();
    const pending = await this.db
      .deleteFrom('commerce_pending_registration')
      .where('digest', '=', tokenDigest(token))
      .returningAll()
      .executeTakeFirst();
    if (!pending || pending.expires_at <= at) throw invalidConfirmationToken();
    const input = pending.registration as unknown as Omit<RegisterInput, 'password'>;
    const store = pending.store as unknown as AccountStore;
    if (await this.findByEmail(this.db, pending.email)) throw invalidConfirmationToken();
    const birthday = birthdayFromParts(
      { year: input.birthdayYear, month: input.birthdayMonth, day: input.birthdayDay },
      at,
    );
    const valid = { email: pending.email, birthday: 'birthday' in birthday ? birthday.birthday : null };
    try {
      return (await this.getCustomer(await this.createAccount(input, valid, pending.password_hash, store)))!;
    } catch (error) {
      if (error instanceof CommerceError && error.code === 'account-exists') throw invalidConfirmationToken();
      throw error;
    }
  }

  private async createAccount(
    input: Omit<RegisterInput, 'password'>,
    { email, birthday }: { email: string; birthday: string | null },
    passwordHash: string,
    store: AccountStore,
  ): Promise<string> {
    const at = this.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const id = randomUUID();
        const addressId = randomUUID();
        await trx
          .insertInto('commerce_customer')
          .values({
            id,
            customer_number: sql<string>`nextval('commerce_customer_number_seq')::text`,
            email,
            password_hash: passwordHash,
            salutation: input.salutationKey as 'mr' | 'mrs',
            first_name: input.firstName.trim(),
            last_name: input.lastName.trim(),
            birthday,
            custom_fields: '{}',
            default_billing_address_id: null,
            default_shipping_address_id: null,
            storefront_url: store.baseUrl,
            country: store.country,
            language: store.language,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('commerce_customer_address')
          .values({
            id: addressId,
            customer_id: id,
            address: JSON.stringify(normalizeAddress(input.billingAddress)),
            custom_fields: '{}',
            created_at: at,
          })
          .execute();
        await trx
          .updateTable('commerce_customer')
          .set({ default_billing_address_id: addressId, default_shipping_address_id: addressId })
          .where('id', '=', id)
          .execute();
        await awardSignupPoints(trx, id, at);
        await this.signUpLoyaltyMember(trx, input, email, birthday, store, at);
        return id;
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw accountExists();
      throw error;
    }
  }

  /**
   * Logs in with an e-mail address and password: a new session token (the previous context's cart comes along).
   * Wrong address and wrong password answer the same error after the same work (a hash is verified either way).
   */
  async login(
    email: string,
    password: string,
    store: AccountStore,
    previousToken: string | null,
  ): Promise<{ customer: Customer; context: Context }> {
    const row = await this.findByEmail(this.db, email.trim());
    const valid = row ? await verifyPassword(password, row.password_hash) : await verifyDummyPassword(password);
    if (!row || !valid) throw invalidCredentials();
    if (needsRehash(row.password_hash)) {
      await this.db
        .updateTable('commerce_customer')
        .set({ password_hash: await hashPassword(password), updated_at: this.now() })
        .where('id', '=', row.id)
        .execute();
    }
    const token = await this.db.transaction().execute((trx) => this.startSession(trx, row, previousToken, store));
    return this.sessionAnswer(token);
  }

  /** Ends the customer's session: a new, empty guest context. */
  async logout(token: string, store: StoreSelection): Promise<Context> {
    await this.requireCustomerId(token);
    await this.db
      .updateTable('commerce_context')
      .set({ ended_at: this.now(), updated_at: this.now() })
      .where('token', '=', token)
      .execute();
    return this.engine.getOrCreateContext(null, store);
  }

  /** Deletes the account after checking the password; its sessions end, its orders stay (without the account). */
  async deleteCustomer(token: string, password: string, store: StoreSelection): Promise<Context> {
    const customer = await this.requireCustomerRow(token);
    if (!(await verifyPassword(password, customer.password_hash))) throw invalidCredentials('password');
    await this.db.transaction().execute(async (trx) => {
      await this.endSessions(trx, customer.id);
      await trx.deleteFrom('commerce_customer').where('id', '=', customer.id).execute();
    });
    return this.engine.getOrCreateContext(null, store);
  }

  /** Changes the password; every session of the customer ends and this one continues under a new token. */
  async changePassword(
    token: string,
    input: { password: string; newPassword: string; newPasswordConfirm: string },
    store: AccountStore,
  ): Promise<{ customer: Customer; context: Context }> {
    const customer = await this.requireCustomerRow(token);
    this.checkNewPassword(input.newPassword, input.newPasswordConfirm);
    if (!(await verifyPassword(input.password, customer.password_hash))) throw invalidCredentials('password');
    const passwordHash = await hashPassword(input.newPassword);
    const newToken = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('commerce_customer')
        .set({ password_hash: passwordHash, updated_at: this.now() })
        .where('id', '=', customer.id)
        .execute();
      // Other sessions end (a stolen session does not outlive the change); this one moves to a new token.
      await this.endSessions(trx, customer.id, token);
      return this.startSession(trx, customer, token, store);
    });
    return this.sessionAnswer(newToken);
  }

  /** Changes the e-mail address (the password confirms it is the customer); unique over all accounts. */
  async changeEmail(
    token: string,
    input: { email: string; emailConfirmation: string; password: string },
  ): Promise<{ customer: Customer; context: Context }> {
    const customer = await this.requireCustomerRow(token);
    const email = input.email.trim();
    const issues: CustomerIssue[] = [];
    if (!isValidEmail(email)) issues.push({ field: 'email', code: 'invalid-email' });
    else if (email.toLowerCase() !== input.emailConfirmation.trim().toLowerCase()) {
      issues.push({ field: 'emailConfirmation', code: 'emails-differ' });
    }
    if (issues.length > 0) throw new CommerceError('invalid-customer', 'The e-mail address is not valid', { issues });
    if (!(await verifyPassword(input.password, customer.password_hash))) throw invalidCredentials('password');
    const other = await this.findByEmail(this.db, email);
    if (other && other.id !== customer.id) throw accountExists();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('commerce_customer')
          .set({ email, updated_at: this.now() })
          .where('id', '=', customer.id)
          .execute();
        // The newsletter follows the account to its new address, unless that address has a subscription of its own.
        await trx
          .updateTable('commerce_newsletter_subscriber')
          .set({ email, updated_at: this.now() })
          .where(sql`lower(email)`, '=', customer.email.toLowerCase())
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('commerce_newsletter_subscriber as other')
                  .select('other.id')
                  .where(sql`lower(other.email)`, '=', email.toLowerCase()),
              ),
            ),
          )
          .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountExists();
      throw error;
    }
    await this.db
      .updateTable('commerce_context')
      .set({ email, updated_at: this.now() })
      .where('token', '=', token)
      .execute();
    return { customer: (await this.getCustomer(customer.id))!, context: await this.engine.getContext(token) };
  }

  /** Updates the profile: empty names keep the stored ones (spec §5); custom fields are merged. */
  async updateCustomer(customerId: string, input: UpdateCustomerInput): Promise<Customer> {
    const current = await this.requireCustomerById(customerId);
    const issues: CustomerIssue[] = [];
    const salutation = blank(input.salutationKey) ? current.salutation : input.salutationKey!.trim();
    if (salutation !== null && salutation !== 'mr' && salutation !== 'mrs') {
      issues.push({ field: 'salutationKey', code: 'invalid-salutation' });
    }
    issues.push(...nameIssues(input.firstName, 'firstName', false), ...nameIssues(input.lastName, 'lastName', false));
    const parts = { year: input.birthdayYear, month: input.birthdayMonth, day: input.birthdayDay };
    const birthday = birthdayFromParts(parts, this.now());
    if ('error' in birthday) issues.push({ field: 'birthday', code: birthday.error });
    if (issues.length > 0) throw new CommerceError('invalid-customer', 'The account details are not valid', { issues });
    const givenBirthday = 'birthday' in birthday && birthday.birthday !== null ? birthday.birthday : undefined;
    await this.db
      .updateTable('commerce_customer')
      .set({
        salutation: salutation as 'mr' | 'mrs' | null,
        first_name: blank(input.firstName) ? current.first_name : input.firstName!.trim(),
        last_name: blank(input.lastName) ? current.last_name : input.lastName!.trim(),
        ...(givenBirthday ? { birthday: givenBirthday } : {}),
        ...(input.customFields
          ? { custom_fields: sql`custom_fields || ${JSON.stringify(input.customFields)}::jsonb` }
          : {}),
        updated_at: this.now(),
      })
      .where('id', '=', customerId)
      .execute();
    if (typeof input.newsletter === 'boolean' && input.newsletter !== current.newsletter) {
      const updated = await this.requireCustomerById(customerId);
      await this.db.transaction().execute((trx) =>
        setCustomerNewsletter(
          trx,
          {
            email: updated.email,
            firstName: updated.first_name,
            lastName: updated.last_name,
            salutationKey: updated.salutation,
            birthday: updated.birthday,
          },
          input.newsletter!,
          newsletterStoreOf(updated.country, updated.language),
          // Switched on in the profile: the newsletter form's flow, from the web shop.
          newsletterSource({ flow: 'subscribe', newsletter: true, inStore: false }),
          this.now(),
        ),
      );
    }
    return (await this.getCustomer(customerId))!;
  }

  // ── Password recovery ───────────────────────────────────────────────────────────────────────────────────────────

  /**
   * A recovery request for an e-mail address: a one-time reset token (2 hours) when it has an account, and an
   * order-history token (7 days) when it has orders (also guest orders without an account). Nothing for an unknown
   * address: the caller answers the same either way and sends a mail only when there is a token.
   */
  async requestPasswordRecovery(email: string): Promise<PasswordRecovery> {
    const address = email.trim();
    if (!isValidEmail(address)) return { customer: null, resetToken: null, orderHistoryToken: null, email: address };
    const row = await this.findByEmail(this.db, address);
    const at = this.now();
    let resetToken: string | null = null;
    if (row) {
      resetToken = newMailToken();
      await this.db
        .insertInto('commerce_customer_token')
        .values({
          digest: tokenDigest(resetToken),
          purpose: 'password-reset',
          customer_id: row.id,
          email: row.email,
          expires_at: new Date(at.getTime() + PASSWORD_RESET_MS),
          used_at: null,
          created_at: at,
        })
        .execute();
    }
    const order = await this.db
      .selectFrom('commerce_order')
      .select('id')
      .where((eb) =>
        eb.or([eb(sql`lower(email)`, '=', address.toLowerCase()), ...(row ? [eb('customer_id', '=', row.id)] : [])]),
      )
      .limit(1)
      .executeTakeFirst();
    let orderHistoryToken: string | null = null;
    if (order) {
      orderHistoryToken = newMailToken();
      await this.db
        .insertInto('commerce_customer_token')
        .values({
          digest: tokenDigest(orderHistoryToken),
          purpose: 'order-history',
          customer_id: row?.id ?? null,
          email: row?.email ?? address,
          expires_at: new Date(at.getTime() + ORDER_HISTORY_MS),
          used_at: null,
          created_at: at,
        })
        .execute();
    }
    return { customer: row ? toCustomer(row) : null, resetToken, orderHistoryToken, email: row?.email ?? address };
  }

  /**
   * Sets a new password with a reset token from the recovery mail: the token works once and for 2 hours; every
   * session of the customer ends (the new password logs in anew).
   */
  async resetPassword(token: string, newPassword: string, newPasswordConfirm: string): Promise<Customer> {
    const digest = tokenDigest(token);
    const at = this.now();
    const found = await this.db
      .selectFrom('commerce_customer_token')
      .select(['customer_id', 'expires_at', 'used_at'])
      .where('digest', '=', digest)
      .where('purpose', '=', 'password-reset')
      .executeTakeFirst();
    if (!found?.customer_id || found.used_at || found.expires_at <= at) throw invalidResetToken();
    this.checkNewPassword(newPassword, newPasswordConfirm);
    const passwordHash = await hashPassword(newPassword);
    const customerId = found.customer_id;
    await this.db.transaction().execute(async (trx) => {
      // Used once: of two concurrent resets with the same token only one finds it unused.
      const claimed = await trx
        .updateTable('commerce_customer_token')
        .set({ used_at: at })
        .where('digest', '=', digest)
        .where('used_at', 'is', null)
        .returning('digest')
        .executeTakeFirst();
      if (!claimed) throw invalidResetToken();
      // Older reset links of the account stop working too.
      await trx
        .updateTable('commerce_customer_token')
        .set({ used_at: at })
        .where('customer_id', '=', customerId)
        .where('purpose', '=', 'password-reset')
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('commerce_customer')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', customerId)
        .execute();
      await this.endSessions(trx, customerId);
    });
    return (await this.getCustomer(customerId))!;
  }

  // ── Reading ─────────────────────────────────────────────────────────────────────────────────────────────────────

  async getCustomer(customerId: string): Promise<Customer | null> {
    const row = await selectCustomer(this.db).where('id', '=', customerId).executeTakeFirst();
    return row ? toCustomer(row) : null;
  }

  /** The logged-in customer of a context token; null for a guest or an unknown token. */
  async customerOfContext(token: string): Promise<Customer | null> {
    const customerId = await this.customerIdOf(token);
    return customerId ? this.getCustomer(customerId) : null;
  }

  /** Who an order's confirmation goes to; null for an unknown order. */
  async orderMailRecipient(orderId: string): Promise<OrderMailRecipient | null> {
    const row = await this.db
      .selectFrom('commerce_order as o')
      .innerJoin('commerce_context as c', 'c.token', 'o.context_token')
      .leftJoin('commerce_customer as k', 'k.id', 'o.customer_id')
      .select([
        'o.email',
        'o.country',
        'o.customer_id',
        'o.language as orderLanguage',
        'c.language as contextLanguage',
        'k.language as customerLanguage',
        'k.first_name',
        'o.billing_address',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (!row?.email) return null;
    const billing = row.billing_address as { firstName?: string } | null;
    return {
      email: row.email,
      language: row.customerLanguage ?? row.orderLanguage ?? row.contextLanguage,
      country: row.country,
      firstName: row.first_name ?? billing?.firstName ?? null,
      customerId: row.customer_id,
    };
  }

  // ── Address book ────────────────────────────────────────────────────────────────────────────────────────────────

  /** The customer's addresses, the default billing one first, then the default shipping one, then the others. */
  async listAddresses(customerId: string): Promise<CustomerAddress[]> {
    const customer = await this.requireCustomerById(customerId);
    const rows = await this.db
      .selectFrom('commerce_customer_address')
      .select(['id', 'customer_id', 'address', 'custom_fields'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const defaults = { billing: customer.default_billing_address_id, shipping: customer.default_shipping_address_id };
    return sortAddressesDefaultFirst(
      rows.map((row) => toCustomerAddress(row, defaults)),
      defaults,
    );
  }

  /** Adds an address for the store's country; the first address also becomes the missing defaults. */
  async addAddress(
    customerId: string,
    input: AddressBookInput,
    country: CommerceCountryCode,
  ): Promise<CustomerAddress> {
    await this.requireCustomerById(customerId);
    const values = await this.addressValues(input, country);
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('commerce_customer_address')
        .values({ id, customer_id: customerId, ...values, created_at: this.now() })
        .execute();
      await trx
        .updateTable('commerce_customer')
        .set({
          default_billing_address_id: sql`coalesce(default_billing_address_id, ${id})`,
          default_shipping_address_id: sql`coalesce(default_shipping_address_id, ${id})`,
        })
        .where('id', '=', customerId)
        .execute();
    });
    return this.requireAddress(customerId, id);
  }

  async updateAddress(
    customerId: string,
    id: string,
    input: AddressBookInput,
    country: CommerceCountryCode,
  ): Promise<CustomerAddress> {
    await this.requireAddress(customerId, id);
    const values = await this.addressValues(input, country);
    await this.db
      .updateTable('commerce_customer_address')
      .set(values)
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .execute();
    return this.requireAddress(customerId, id);
  }

  /** Deletes an address; a default it was stops being one. */
  async deleteAddress(customerId: string, id: string): Promise<void> {
    await this.requireAddress(customerId, id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('commerce_customer')
        .set({
          default_billing_address_id: sql`nullif(default_billing_address_id, ${id})`,
          default_shipping_address_id: sql`nullif(default_shipping_address_id, ${id})`,
        })
        .where('id', '=', customerId)
        .execute();
      await trx
        .deleteFrom('commerce_customer_address')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .execute();
    });
  }

  /**
   * Makes an address the default billing or shipping address. The caller's context (`token`) takes it over for the
   * checkout when it is in the context's country (spec §4: setting a default refreshes the context).
   */
  async setDefaultAddress(
    customerId: string,
    id: string,
    kind: 'billing' | 'shipping',
    token: string | null,
  ): Promise<Customer> {
    await this.requireAddress(customerId, id);
    await this.db
      .updateTable('commerce_customer')
      .set(kind === 'billing' ? { default_billing_address_id: id } : { default_shipping_address_id: id })
      .where('id', '=', customerId)
      .execute();
    const customer = await this.requireCustomerById(customerId);
    if (token) await this.fillContextAddresses(this.db, token, customer);
    return toCustomer(customer);
  }

  // ── Settings in custom fields ───────────────────────────────────────────────────────────────────────────────────

  /** Adds a look to the look-book wishlist, or removes it when it is on it. */
  toggleLookbookWishlist(customerId: string, uid: string): Promise<Customer> {
    return this.toggleSetting(customerId, LOOKBOOK_WISHLIST_FIELD, uid, 'uid');
  }

  /** Marks a store as favourite, or unmarks it. */
  toggleFavouriteStore(customerId: string, reference: string): Promise<Customer> {
    return this.toggleSetting(customerId, FAVOURITE_STORES_FIELD, reference, 'reference');
  }

  // ── Internals ───────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Every registration is a loyalty signup (spec commerce §3, §7): with the newsletter ticked the address becomes a
   * pending subscriber (double opt-in, the gateway sends the mail), otherwise a loyalty member without the newsletter.
   * Details the newsletter's rules refuse (an address the account accepts but the list does not) skip the signup
   * rather than the registration.
   */
  private async signUpLoyaltyMember(
    trx: Transaction<Database>,
    input: Omit<RegisterInput, 'password'>,
    email: string,
    birthday: string | null,
    store: AccountStore,
    at: Date,
  ): Promise<void> {
    const signup = {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.salutationKey === 'mr' ? ('male' as const) : ('female' as const),
      birthday,
      source:
        input.signupSource ?? newsletterSource({ flow: 'register', newsletter: !!input.newsletter, inStore: false }),
      branchCode: input.signupBranchCode ?? null,
      street: input.billingAddress.street,
      houseNumber: input.billingAddress.houseNumber,
      city: input.billingAddress.city,
    };
    if (newsletterSignupIssues(signup, at).length > 0) return;
    await signUpNewsletter(trx, signup, newsletterStoreOf(store.country, store.language), at);
  }

  private async toggleSetting(customerId: string, field: string, id: string, input: string): Promise<Customer> {
    const value = id.trim();
    if (!value || value.length > MAX_SETTING_ID) {
      throw new CommerceError('invalid-customer', `Invalid ${input}`, {
        issues: [{ field: input, code: value ? 'too-long' : 'required' }],
      });
    }
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('commerce_customer')
        .select('custom_fields')
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notLoggedIn();
      const list = toggleListEntry(parseSettingsList(row.custom_fields[field]), value);
      await trx
        .updateTable('commerce_customer')
        .set({
          custom_fields: sql`custom_fields || ${JSON.stringify({ [field]: JSON.stringify(list) })}::jsonb`,
          updated_at: this.now(),
        })
        .where('id', '=', customerId)
        .execute();
    });
    return (await this.getCustomer(customerId))!;
  }

  private async addressValues(input: AddressBookInput, country: CommerceCountryCode) {
    const issues = validateAddress(input.address, country).map((issue) => ({
      field: `address.${issue.field}`,
      code: issue.code,
    }));
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    let point: ServicePoint | null = null;
    if (input.servicePointId) {
      point = await this.servicePoints.byId(input.servicePointId);
      if (!point || point.country !== country) {
        throw new CommerceError('service-point-not-found', `No service point ${input.servicePointId}`, {
          fields: ['servicePointId'],
        });
      }
    }
    return {
      address: JSON.stringify(normalizeAddress(input.address)),
      custom_fields: JSON.stringify(point ? { [SERVICE_POINT_FIELD]: JSON.stringify(point) } : {}),
    };
  }

  private async requireAddress(customerId: string, id: string): Promise<CustomerAddress> {
    const address = (await this.listAddresses(customerId)).find((candidate) => candidate.id === id);
    if (!address) throw new CommerceError('address-not-found', `No address ${id}`, { fields: ['id'] });
    return address;
  }

  private checkNewPassword(newPassword: string, confirmation: string): void {
    const issue = validatePassword(newPassword);
    const issues: CustomerIssue[] = [];
    if (issue) issues.push({ field: 'newPassword', code: issue });
    else if (newPassword !== confirmation) issues.push({ field: 'newPasswordConfirm', code: 'passwords-differ' });
    if (issues.length > 0) throw new CommerceError('invalid-customer', 'The new password is not valid', { issues });
  }

  private findByEmail(db: Db, email: string) {
    if (!email || email.length > MAX_EMAIL) return Promise.resolve(undefined);
    return selectCustomer(db).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  }

  private async customerIdOf(token: string): Promise<string | null> {
    try {
      return (await this.engine.getContext(token)).customerId;
    } catch (error) {
      if (error instanceof CommerceError && error.code === 'context-not-found') return null;
      throw error;
    }
  }

  private async requireCustomerId(token: string): Promise<string> {
    const customerId = await this.customerIdOf(token);
    if (!customerId) throw notLoggedIn();
    return customerId;
  }

  private async requireCustomerRow(token: string): Promise<CustomerRow> {
    return this.requireCustomerById(await this.requireCustomerId(token));
  }

  private async requireCustomerById(customerId: string): Promise<CustomerRow> {
    const row = await selectCustomer(this.db).where('id', '=', customerId).executeTakeFirst();
    if (!row) throw notLoggedIn();
    return row;
  }

  /** Ends the customer's sessions (all, or all but one). */
  private async endSessions(db: Db, customerId: string, except?: string): Promise<void> {
    let query = db
      .updateTable('commerce_context')
      .set({ ended_at: this.now(), updated_at: this.now() })
      .where('customer_id', '=', customerId)
      .where('ended_at', 'is', null);
    if (except) query = query.where('token', '!=', except);
    await query.execute();
  }

  /**
   * A new context of the customer, expiring in 7 days, with the previous context's cart and choices; the previous
   * context ends. Answers the new token.
   */
  private async startSession(
    trx: Transaction<Database>,
    customer: CustomerRow,
    previousToken: string | null,
    store: StoreSelection,
  ): Promise<string> {
    const at = this.now();
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
    await this.fillContextAddresses(trx, token, customer);
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
  private async fillContextAddresses(db: Db, token: string, customer: CustomerRow): Promise<void> {
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
        updated_at: this.now(),
      })
      .where('token', '=', token)
      .execute();
  }

  private async sessionAnswer(token: string): Promise<{ customer: Customer; context: Context }> {
    const context = await this.engine.getContext(token);
    return { customer: (await this.getCustomer(context.customerId!))!, context };
  }
}

function nameIssues(value: string | null | undefined, field: string, required: boolean): CustomerIssue[] {
  if (blank(value)) return required ? [{ field, code: 'required' }] : [];
  return value!.trim().length > MAX_NAME ? [{ field, code: 'too-long' }] : [];
}

const accountExists = () =>
  new CommerceError('account-exists', 'Account with emailaddress already exists', { fields: ['email'] });
const invalidCredentials = (field?: string) =>
  new CommerceError('invalid-credentials', 'Wrong e-mail address or password', field ? { fields: [field] } : {});
const notLoggedIn = () => new CommerceError('not-logged-in', 'Not logged in');
const invalidConfirmationToken = () =>
  new CommerceError('invalid-confirmation-token', 'The confirmation link is unknown, used or expired', {
    fields: ['token'],
  });
const invalidResetToken = () =>
  new CommerceError('invalid-reset-token', 'The reset link is unknown, used or expired', { fields: ['hash'] });

function toCustomer(row: CustomerRow): Customer {
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

function toCustomerAddress(
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
