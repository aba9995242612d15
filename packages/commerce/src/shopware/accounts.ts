import { checkEmailChange, checkNewPassword } from '../customer-store';
import { CommerceError } from '../errors';
import type { AccountStore, Context, Customer, RegisterInput, RegistrationRequest, StoreSelection } from '../model';
import type { CommerceLogins, CommerceRegistrations } from '../upstream';
import {
  type AccountDeps,
  emailHash,
  inContext,
  inSession,
  newShopSession,
  readCustomer,
  readShopContext,
  registrationIssues,
  sessionAnswer,
  storeOf,
  toShopwareAddress,
} from './account-support';
import { toShopContext } from './contexts';

/**
 * A registration's mailed token: the store's code (its sales channel confirms it), Shopware's double opt-in hash and
 * the address's hash (`em`), joined by dots.
 */
const CONFIRMATION_TOKEN = /^([a-z]{2}(?:-[a-z]{2})?)\.([0-9a-f]{32,64})\.([0-9a-f]{40})$/;

/**
 * Registrations on Shopware with double opt-in (Shopware's setting "Double opt-in on sign-up"): the account is made
 * inactive and confirmed by the link the shop mails (Shopware's hash and the address's hash; the shop sends the mail,
 * so Shopware's own double opt-in mail is switched off in its flow builder, docs/shopware.md).
 */
export class ShopwareRegistrations implements CommerceRegistrations {
  constructor(
    private readonly deps: AccountDeps,
    private readonly logins: ShopwareLogins,
  ) {}

  checkRegistration(input: RegisterInput, store: AccountStore): void {
    const issues = registrationIssues(input, store, this.deps.calls.deps.now());
    if (issues.length > 0)
      throw new CommerceError('invalid-customer', 'The account details are not complete', { issues });
  }

  async register(
    input: RegisterInput,
    store: AccountStore,
    previousToken: string | null,
  ): Promise<{ customer: Customer; context: Context }> {
    const request = await this.requestRegistration(input, store);
    if (request.kind !== 'new') throw new CommerceError('account-exists');
    await this.confirmRegistration(request.token);
    return this.logins.login(request.email, input.password, store, previousToken);
  }

  /**
   * Shopware refuses an address that has an account (`account-exists`): the Store API does not say whose it is, so
   * the adapter cannot answer the `existing` kind the embedded engine answers (docs/shopware.md).
   */
  async requestRegistration(input: RegisterInput, store: AccountStore): Promise<RegistrationRequest> {
    this.checkRegistration(input, store);
    const ref = storeOf(this.deps, store);
    const email = input.email.trim();
    const salutationId = await this.deps.lookups.salutationId(ref, input.salutationKey);
    const birthday =
      input.birthdayYear && input.birthdayMonth && input.birthdayDay
        ? { birthdayYear: input.birthdayYear, birthdayMonth: input.birthdayMonth, birthdayDay: input.birthdayDay }
        : {};
    const { data } = await inContext(this.deps.calls, ref, null)(
      'register post /account/register',
      {
        body: {
          email,
          password: input.password,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          ...(salutationId ? { salutationId } : {}),
          ...birthday,
          acceptedDataProtection: true,
          storefrontUrl: this.deps.storefrontUrls[ref.code] ?? store.baseUrl,
          billingAddress: (await toShopwareAddress(this.deps, ref, input.billingAddress)) as never,
        },
      },
      { area: 'registration', idempotent: false },
    );
    if (!data.hash || !data.doubleOptInRegistration) {
      throw new CommerceError('commerce-unavailable', 'Shopware registered without double opt-in');
    }
    return {
      kind: 'new',
      token: `${ref.code}.${data.hash}.${emailHash(data.email)}`,
      email: data.email,
      firstName: data.firstName,
      store,
      newsletter: input.newsletter === true,
    };
  }

  async confirmRegistration(token: string): Promise<Customer> {
    const match = CONFIRMATION_TOKEN.exec(token);
    const ref = match ? this.deps.calls.deps.stores.find((store) => store.code === match[1]) : undefined;
    if (!match || !ref) throw new CommerceError('invalid-confirmation-token');
    const bare = inContext(this.deps.calls, ref, null);
    const confirmed = await bare(
      'registerConfirm post /account/register-confirm',
      { body: { hash: match[2]!, em: match[3]! } },
      { area: 'registration', idempotent: false },
    );
    // Shopware logs the confirmed customer in to a context of its own: read the customer there, keep no session.
    if (!confirmed.contextToken) throw new CommerceError('commerce-unavailable', 'Shopware answered no context token');
    return readCustomer(this.deps, inContext(this.deps.calls, ref, confirmed.contextToken));
  }
}

/** Logging in and out: the shop's session token changes with Shopware's context token. */
export class ShopwareLogins implements CommerceLogins {
  constructor(private readonly deps: AccountDeps) {}

  async login(
    email: string,
    password: string,
    store: AccountStore,
    previousToken: string | null,
  ): Promise<{ customer: Customer; context: Context }> {
    const ref = storeOf(this.deps, store);
    const previous = previousToken ? await this.deps.calls.deps.sessions.get(previousToken) : null;
    // Logging in from the guest's context takes its cart along (Shopware merges it).
    const from = previous && previous.storeCode === ref.code ? previous.contextToken : null;
    const answer = await inContext(this.deps.calls, ref, from)(
      'loginCustomer post /account/login',
      { body: { username: email.trim(), password } },
      { area: 'account', idempotent: false },
    );
    if (!answer.contextToken) throw new CommerceError('commerce-unavailable', 'Shopware answered no context token');
    const { data } = await inContext(this.deps.calls, ref, answer.contextToken)(
      'readContext get /context',
      {},
      { area: 'context', idempotent: true },
    );
    const customerId = data.customer?.id;
    if (!customerId) throw new CommerceError('commerce-unavailable', 'Shopware logged nobody in');
    const token = await newShopSession(
      this.deps,
      { contextToken: answer.contextToken, storeCode: ref.code, customerId },
      previous ? previousToken : null,
    );
    const customer = await readCustomer(this.deps, inSession(this.deps.calls, token));
    return { customer, context: toShopContext(data, token, ref) };
  }

  async logout(token: string, _store: StoreSelection): Promise<Context> {
    const session = await this.deps.calls.session(token);
    const ref = this.deps.calls.storeByCode(session.storeCode);
    const answer = await inContext(this.deps.calls, ref, session.contextToken)(
      'logoutCustomer post /account/logout',
      {},
      { area: 'account', idempotent: false },
    );
    await this.deps.calls.deps.sessions.delete(token);
    if (!answer.contextToken) throw new CommerceError('commerce-unavailable', 'Shopware answered no context token');
    const fresh = await newShopSession(
      this.deps,
      { contextToken: answer.contextToken, storeCode: ref.code, customerId: null },
      null,
    );
    return readShopContext(this.deps, fresh);
  }

  /**
   * The Store API deletes the logged-in customer without asking the password, so the adapter checks it first by a
   * login in a context of its own (which it then forgets).
   */
  async deleteCustomer(token: string, password: string, store: StoreSelection): Promise<Context> {
    const session = await this.deps.calls.session(token);
    if (!session.customerId) throw new CommerceError('not-logged-in');
    const customer = await readCustomer(this.deps, inSession(this.deps.calls, token));
    const ref = this.deps.calls.storeByCode(session.storeCode);
    await inContext(this.deps.calls, ref, null)(
      'loginCustomer post /account/login',
      { body: { username: customer.email, password } },
      { area: 'account', idempotent: false },
    );
    await this.deps.calls.call(
      token,
      'deleteCustomer delete /account/customer',
      {},
      { area: 'account', idempotent: false },
    );
    await this.deps.calls.deps.sessions.endCustomerSessions(session.customerId);
    await this.deps.calls.deps.sessions.delete(token);
    const answer = await inContext(this.deps.calls, ref, null)(
      'readContext get /context',
      {},
      { area: 'context', idempotent: false },
    );
    const contextToken = answer.contextToken ?? answer.data.token;
    if (!contextToken) throw new CommerceError('commerce-unavailable', 'Shopware answered no context token');
    const fresh = await newShopSession(this.deps, { contextToken, storeCode: ref.code, customerId: null }, null);
    return toShopContext(answer.data, fresh, this.deps.calls.storeFor(store));
  }

  checkPasswordChange(input: { newPassword: string; newPasswordConfirm: string }): void {
    checkNewPassword(input.newPassword, input.newPasswordConfirm);
  }

  /** Shopware answers a new context token after the change; the shop's session moves on and the others end. */
  async changePassword(
    token: string,
    input: { password: string; newPassword: string; newPasswordConfirm: string },
    _store: AccountStore,
  ): Promise<{ customer: Customer; context: Context }> {
    this.checkPasswordChange(input);
    const { session } = await this.deps.calls.call(
      token,
      'changePassword post /account/change-password',
      { body: input },
      { area: 'account', idempotent: false },
    );
    if (!session.customerId) throw new CommerceError('not-logged-in');
    await this.deps.calls.deps.sessions.endCustomerSessions(session.customerId, token);
    const moved = await newShopSession(this.deps, session, token);
    return sessionAnswer(this.deps, moved);
  }

  checkEmailChange(input: { email: string; emailConfirmation: string }): string {
    return checkEmailChange(input);
  }

  async changeEmail(
    token: string,
    input: { email: string; emailConfirmation: string; password: string },
  ): Promise<{ customer: Customer; context: Context }> {
    const email = this.checkEmailChange(input);
    await this.deps.calls.call(
      token,
      'changeEmail post /account/change-email',
      { body: { email, emailConfirmation: input.emailConfirmation.trim(), password: input.password } },
      { area: 'account', idempotent: false },
    );
    return sessionAnswer(this.deps, token);
  }
}
