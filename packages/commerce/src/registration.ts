import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import {
  birthdayFromParts,
  isValidEmail,
  newsletterSource,
  normalizeAddress,
  validateAddress,
  validatePassword,
} from '@shop/domain';
import { sql, type Transaction } from 'kysely';
import { sessionAnswer, startSession } from './customer-sessions';
import {
  accountExists,
  findByEmail,
  getCustomer,
  invalidConfirmationToken,
  isUniqueViolation,
  nameIssues,
  REGISTRATION_CONFIRMATION_MS,
  selectCustomer,
  toCustomer,
} from './customer-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import { awardSignupPoints } from './loyalty';
import type { AccountStore, Context, Customer, CustomerIssue, RegisterInput, RegistrationRequest } from './model';
import { newsletterSignupIssues, newsletterStoreOf, signUpNewsletter } from './newsletter';
import { hashPassword } from './passwords';
import { newMailToken, tokenDigest } from './tokens';

/**
 * Registrations: checked, requested (confirmed by a mailed link) and confirmed. Mails are the gateway's: this answers
 * what they need (tokens only travel in mails).
 */
export class CustomerRegistrations {
  constructor(private readonly deps: EngineDeps) {}

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
      this.deps.now(),
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
    if (await findByEmail(this.deps.db, valid.email)) throw accountExists();
    const customerId = await this.createAccount(input, valid, passwordHash, store);
    // The new customer's session: a rotation of the previous context, as a login (an account in between had none).
    const token = await this.deps.db.transaction().execute(async (trx) => {
      const customer = await selectCustomer(trx).where('id', '=', customerId).executeTakeFirstOrThrow();
      return startSession(this.deps, trx, customer, previousToken, store);
    });
    return sessionAnswer(this.deps.db, token);
  }

  /**
   * A registration to be confirmed by mail: the caller has answered the shopper already, the same for
   * every address, and sends the mail this returns. A new address gets a pending registration and the token of its
   * confirmation link (a day); an address with an account gets nothing made, and its owner is told (`existing`).
   * Either way the password is hashed, so the work done does not tell either.
   */
  async requestRegistration(input: RegisterInput, store: AccountStore): Promise<RegistrationRequest> {
    const valid = this.validRegistration(input, store);
    const passwordHash = await hashPassword(input.password);
    const existing = await findByEmail(this.deps.db, valid.email);
    const at = this.deps.now();
    await this.deps.db.deleteFrom('commerce_pending_registration').where('expires_at', '<=', at).execute();
    if (existing) return { kind: 'existing', customer: toCustomer(existing) };
    const token = newMailToken();
    const { password: _password, ...registration } = input;
    await this.deps.db
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
    const at = this.deps.now();
    const pending = await this.deps.db
      .deleteFrom('commerce_pending_registration')
      .where('digest', '=', tokenDigest(token))
      .returningAll()
      .executeTakeFirst();
    if (!pending || pending.expires_at <= at) throw invalidConfirmationToken();
    const input = pending.registration as unknown as Omit<RegisterInput, 'password'>;
    const store = pending.store as unknown as AccountStore;
    if (await findByEmail(this.deps.db, pending.email)) throw invalidConfirmationToken();
    const birthday = birthdayFromParts(
      { year: input.birthdayYear, month: input.birthdayMonth, day: input.birthdayDay },
      at,
    );
    const valid = { email: pending.email, birthday: 'birthday' in birthday ? birthday.birthday : null };
    try {
      return (await getCustomer(this.deps.db, await this.createAccount(input, valid, pending.password_hash, store)))!;
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
    const at = this.deps.now();
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
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
}
