import { newsletterSource } from '@shop/domain';
import { checkNewPassword } from '../customer-store';
import { CommerceError } from '../errors';
import type { Customer, OrderMailRecipient, PasswordRecovery, UpdateCustomerInput } from '../model';
import { newsletterStoreOf, setCustomerNewsletter } from '../newsletter';
import type { CommerceCustomers, CommercePasswordRecovery } from '../upstream';
import { type AccountDeps, type ContextCaller, inContext, inSession, readCustomer } from './account-support';
import { callAsCustomer } from './customer-calls';

/** Shopware's recovery hash as it comes back from the link: letters and digits. */
const RECOVERY_HASH = /^[A-Za-z0-9]{16,128}$/;

/** Calls as a customer (through their newest session, customer-calls.ts). */
export const asCustomer =
  (deps: AccountDeps, customerId: string): ContextCaller =>
  (operation, request, options) =>
    callAsCustomer(deps.calls, customerId, operation, request, options);

/**
 * Customers on Shopware. The Store API reads and changes a customer only in their own context: by customer id the
 * adapter goes through the customer's newest live session, and a customer without one reads as unknown (null).
 */
export class ShopwareCustomers implements CommerceCustomers {
  constructor(private readonly deps: AccountDeps) {}

  async getCustomer(customerId: string): Promise<Customer | null> {
    if (!(await this.deps.calls.deps.sessions.newestOfCustomer(customerId))) return null;
    return readCustomer(this.deps, asCustomer(this.deps, customerId));
  }

  async customerOfContext(token: string): Promise<Customer | null> {
    const session = await this.deps.calls.deps.sessions.get(token);
    if (!session?.customerId) return null;
    return readCustomer(this.deps, inSession(this.deps.calls, token));
  }

  /** Order mails are Shopware's own (its order confirmation flow): the shop sends none and needs no recipient. */
  orderMailRecipient(_orderId: string): Promise<OrderMailRecipient | null> {
    return Promise.reject(new Error('The Shopware adapter sends no order mails: Shopware does (docs/shopware.md)'));
  }

  /**
   * The profile (`/account/change-profile`): names, salutation, birthday. Shopware keeps the first and last name
   * required, so an empty one keeps the stored name (as on the embedded engine). The newsletter flag switches the
   * customer's Shopware newsletter recipient and the shop's own list (newsletter.ts). Custom fields are not part of
   * the Store API's profile: asking to change them is refused plainly.
   */
  async updateCustomer(customerId: string, input: UpdateCustomerInput): Promise<Customer> {
    if (input.customFields) {
      throw new Error('The Store API changes no customer custom fields (docs/shopware.md)');
    }
    const found = await this.deps.calls.deps.sessions.newestOfCustomer(customerId);
    if (!found) throw new CommerceError('not-logged-in');
    const ref = this.deps.calls.storeByCode(found.session.storeCode);
    const call = asCustomer(this.deps, customerId);
    const current = await readCustomer(this.deps, call);
    const salutationKey = input.salutationKey ?? current.salutationKey;
    const salutationId = await this.deps.lookups.salutationId(ref, salutationKey);
    const birthday =
      input.birthdayYear && input.birthdayMonth && input.birthdayDay
        ? { birthdayYear: input.birthdayYear, birthdayMonth: input.birthdayMonth, birthdayDay: input.birthdayDay }
        : {};
    await call(
      'changeProfile post /account/change-profile',
      {
        body: {
          firstName: input.firstName?.trim() || current.firstName,
          lastName: input.lastName?.trim() || current.lastName,
          ...(salutationId ? { salutationId } : {}),
          ...birthday,
        },
      },
      { area: 'account', idempotent: false },
    );
    if (typeof input.newsletter === 'boolean' && input.newsletter !== current.newsletter) {
      await this.switchNewsletter(call, current, input.newsletter, this.deps.storefrontUrls[ref.code] ?? '');
    }
    return readCustomer(this.deps, call);
  }

  /** Shopware's recipient first (a refusal changes nothing), then the shop's own list. */
  private async switchNewsletter(call: ContextCaller, customer: Customer, on: boolean, storefrontUrl: string) {
    if (on) {
      await call(
        'subscribeToNewsletter post /newsletter/subscribe',
        {
          body: {
            email: customer.email,
            option: 'direct',
            firstName: customer.firstName,
            lastName: customer.lastName,
            storefrontUrl,
          },
        },
        { area: 'newsletter', idempotent: false },
      );
    } else {
      await call(
        'unsubscribeToNewsletter post /newsletter/unsubscribe',
        { body: { email: customer.email } },
        { area: 'newsletter', idempotent: false },
      );
    }
    const db = this.deps.db;
    if (!db) return;
    await db
      .transaction()
      .execute((trx) =>
        setCustomerNewsletter(
          trx,
          customer,
          on,
          newsletterStoreOf(customer.country, customer.language),
          newsletterSource({ flow: 'subscribe', newsletter: true, inStore: false }),
          this.deps.calls.deps.now(),
        ),
      );
  }

  /** The lookbook wishlist and favourite stores are custom fields, which the Store API does not change. */
  toggleLookbookWishlist(_customerId: string, _uid: string): Promise<Customer> {
    return Promise.reject(new Error('The Store API does not change customer custom fields (docs/shopware.md)'));
  }

  toggleFavouriteStore(_customerId: string, _reference: string): Promise<Customer> {
    return Promise.reject(new Error('The Store API does not change customer custom fields (docs/shopware.md)'));
  }
}

/**
 * Password recovery through Shopware: `/account/recovery-password` has Shopware mail the reset link, which starts at
 * the store's storefront URL and follows Shopware's setting for the recovery path (set to the shop's reset page,
 * `/account/finish/%%RECOVERHASH%%`, docs/shopware.md). The shop therefore gets no token to mail; the reset takes
 * Shopware's hash from the link.
 */
export class ShopwarePasswordRecovery implements CommercePasswordRecovery {
  constructor(
    private readonly deps: AccountDeps,
    /** The store whose sales channel and storefront URL the recovery goes through. */
    private readonly storeCode: string,
  ) {}

  async requestPasswordRecovery(email: string): Promise<PasswordRecovery> {
    const ref = this.deps.calls.storeByCode(this.storeCode);
    const storefrontUrl = this.deps.storefrontUrls[ref.code];
    if (!storefrontUrl) throw new Error(`No storefront URL for the store ${ref.code} (the recovery link's start)`);
    const answer = { customer: null, resetToken: null, orderHistoryToken: null, email };
    try {
      await inContext(this.deps.calls, ref, null)(
        'sendRecoveryMail post /account/recovery-password',
        { body: { email: email.trim(), storefrontUrl } },
        { area: 'recovery', idempotent: false },
      );
    } catch (error) {
      // An address without an account: the same answer (older Shopware versions say so, newer ones do not).
      if ((error as CommerceError).code !== 'invalid-credentials') throw error;
    }
    return answer;
  }

  async resetPassword(token: string, newPassword: string, newPasswordConfirm: string): Promise<Customer | null> {
    checkNewPassword(newPassword, newPasswordConfirm);
    if (!RECOVERY_HASH.test(token)) throw new CommerceError('invalid-reset-token');
    const ref = this.deps.calls.storeByCode(this.storeCode);
    await inContext(this.deps.calls, ref, null)(
      'recoveryPassword post /account/recovery-password-confirm',
      { body: { hash: token, newPassword, newPasswordConfirm } },
      { area: 'recovery', idempotent: false },
    );
    // The Store API answers only success: it does not say whose password it was.
    return null;
  }
}
