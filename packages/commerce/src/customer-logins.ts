import { sql } from 'kysely';
import { loadContext, openContext } from './context-store';
import { endSessions, sessionAnswer, startSession } from './customer-sessions';
import {
  accountExists,
  checkEmailChange,
  checkNewPassword,
  findByEmail,
  getCustomer,
  invalidCredentials,
  isUniqueViolation,
  requireCustomerId,
  requireCustomerRow,
} from './customer-store';
import type { EngineDeps } from './engine-deps';
import type { AccountStore, Context, Customer, StoreSelection } from './model';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './passwords';

/**
 * Logging in and out, and what a customer confirms with their password: a password or e-mail change, deleting the
 * account. Login and a password change rotate the context token: a new context row belongs to the customer and expires
 * 7 days later; the previous context's cart lines move to it and the previous context ends.
 */
export class CustomerLogins {
  constructor(private readonly deps: EngineDeps) {}

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
    const row = await findByEmail(this.deps.db, email.trim());
    const valid = row ? await verifyPassword(password, row.password_hash) : await verifyDummyPassword(password);
    if (!row || !valid) throw invalidCredentials();
    if (needsRehash(row.password_hash)) {
      await this.deps.db
        .updateTable('commerce_customer')
        .set({ password_hash: await hashPassword(password), updated_at: this.deps.now() })
        .where('id', '=', row.id)
        .execute();
    }
    const token = await this.deps.db
      .transaction()
      .execute((trx) => startSession(this.deps, trx, row, previousToken, store));
    return sessionAnswer(this.deps.db, token);
  }

  /** Ends the customer's session: a new, empty guest context. */
  async logout(token: string, store: StoreSelection): Promise<Context> {
    await requireCustomerId(this.deps.db, token);
    await this.deps.db
      .updateTable('commerce_context')
      .set({ ended_at: this.deps.now(), updated_at: this.deps.now() })
      .where('token', '=', token)
      .execute();
    return openContext(this.deps.db, null, store);
  }

  /** Deletes the account after checking the password; its sessions end, its orders stay (without the account). */
  async deleteCustomer(token: string, password: string, store: StoreSelection): Promise<Context> {
    const customer = await requireCustomerRow(this.deps.db, token);
    if (!(await verifyPassword(password, customer.password_hash))) throw invalidCredentials('password');
    await this.deps.db.transaction().execute(async (trx) => {
      await endSessions(this.deps, trx, customer.id);
      await trx.deleteFrom('commerce_customer').where('id', '=', customer.id).execute();
    });
    return openContext(this.deps.db, null, store);
  }

  /** Changes the password; every session of the customer ends and this one continues under a new token. */
  async changePassword(
    token: string,
    input: { password: string; newPassword: string; newPasswordConfirm: string },
    store: AccountStore,
  ): Promise<{ customer: Customer; context: Context }> {
    const customer = await requireCustomerRow(this.deps.db, token);
    this.checkPasswordChange(input);
    if (!(await verifyPassword(input.password, customer.password_hash))) throw invalidCredentials('password');
    const passwordHash = await hashPassword(input.newPassword);
    const newToken = await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('commerce_customer')
        .set({ password_hash: passwordHash, updated_at: this.deps.now() })
        .where('id', '=', customer.id)
        .execute();
      // Other sessions end (a stolen session does not outlive the change); this one moves to a new token.
      await endSessions(this.deps, trx, customer.id, token);
      return startSession(this.deps, trx, customer, token, store);
    });
    return sessionAnswer(this.deps.db, newToken);
  }

  /** Changes the e-mail address (the password confirms it is the customer); unique over all accounts. */
  async changeEmail(
    token: string,
    input: { email: string; emailConfirmation: string; password: string },
  ): Promise<{ customer: Customer; context: Context }> {
    const customer = await requireCustomerRow(this.deps.db, token);
    const email = this.checkEmailChange(input);
    if (!(await verifyPassword(input.password, customer.password_hash))) throw invalidCredentials('password');
    const other = await findByEmail(this.deps.db, email);
    if (other && other.id !== customer.id) throw accountExists();
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('commerce_customer')
          .set({ email, updated_at: this.deps.now() })
          .where('id', '=', customer.id)
          .execute();
        // The newsletter follows the account to its new address, unless that address has a subscription of its own.
        await trx
          .updateTable('commerce_newsletter_subscriber')
          .set({ email, updated_at: this.deps.now() })
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
    await this.deps.db
      .updateTable('commerce_context')
      .set({ email, updated_at: this.deps.now() })
      .where('token', '=', token)
      .execute();
    return {
      customer: (await getCustomer(this.deps.db, customer.id))!,
      context: await loadContext(this.deps.db, token),
    };
  }

  /**
   * The mistakes of a password change's form (throws `invalid-customer`): checked before anything is looked up, so a
   * form mistake never counts as a password check.
   */
  checkPasswordChange(input: { newPassword: string; newPasswordConfirm: string }): void {
    checkNewPassword(input.newPassword, input.newPasswordConfirm);
  }

  /** The mistakes of an e-mail change's form (throws `invalid-customer`); answers the new address, trimmed. */
  checkEmailChange(input: { email: string; emailConfirmation: string }): string {
    return checkEmailChange(input);
  }
}
