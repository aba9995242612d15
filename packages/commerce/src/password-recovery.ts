import { isValidEmail } from '@shop/domain';
import { sql } from 'kysely';
import { endSessions } from './customer-sessions';
import {
  checkNewPassword,
  findByEmail,
  getCustomer,
  invalidResetToken,
  ORDER_HISTORY_MS,
  PASSWORD_RESET_MS,
  toCustomer,
} from './customer-store';
import type { EngineDeps } from './engine-deps';
import type { Customer, PasswordRecovery } from './model';
import { hashPassword } from './passwords';
import { newMailToken, tokenDigest } from './tokens';

/** A forgotten password: a recovery request (a reset token and an order-history token), and the reset. */
export class PasswordRecoveries {
  constructor(private readonly deps: EngineDeps) {}

  /**
   * A recovery request for an e-mail address: a one-time reset token (2 hours) when it has an account, and an
   * order-history token (7 days) when it has orders (also guest orders without an account). Nothing for an unknown
   * address: the caller answers the same either way and sends a mail only when there is a token.
   */
  async requestPasswordRecovery(email: string): Promise<PasswordRecovery> {
    const address = email.trim();
    if (!isValidEmail(address)) return { customer: null, resetToken: null, orderHistoryToken: null, email: address };
    const row = await findByEmail(this.deps.db, address);
    const at = this.deps.now();
    let resetToken: string | null = null;
    if (row) {
      resetToken = newMailToken();
      await this.deps.db
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
    const order = await this.deps.db
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
      await this.deps.db
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
    const at = this.deps.now();
    const found = await this.deps.db
      .selectFrom('commerce_customer_token')
      .select(['customer_id', 'expires_at', 'used_at'])
      .where('digest', '=', digest)
      .where('purpose', '=', 'password-reset')
      .executeTakeFirst();
    if (!found?.customer_id || found.used_at || found.expires_at <= at) throw invalidResetToken();
    checkNewPassword(newPassword, newPasswordConfirm);
    const passwordHash = await hashPassword(newPassword);
    const customerId = found.customer_id;
    await this.deps.db.transaction().execute(async (trx) => {
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
      await endSessions(this.deps, trx, customerId);
    });
    return (await getCustomer(this.deps.db, customerId))!;
  }
}
