import type { I18n } from '@lingui/core';
import type { CommerceUpstream } from '@shop/commerce';
import {
  type AccountStore,
  type Address,
  CommerceError,
  type Context,
  type Customer,
  type CustomerAddress,
  MAX_WISHLIST_ITEMS,
  type RateLimitName,
} from '@shop/commerce';
import {
  FAVOURITE_STORES_FIELD,
  formatBirthday,
  LOOKBOOK_WISHLIST_FIELD,
  newsletterSource,
  otherAddresses,
  parseSettingsList,
} from '@shop/domain';
import type { CommerceResolvers } from '@shop/schema';
import type { GatewayContext } from '../../context';
import { accountErrorMessage, fieldErrorMessage, SALUTATION_NAMES, tooManyAttemptsMessage } from './account-wording';
import { botCheckRefusal } from './bot-check';
import { requestBranch } from './branch';
import type { CommercePolicy } from './policy';
import { currentContext, useToken } from './session';
import { commerceErrorMessage } from './wording';

interface UserErrorModel {
  code: string;
  message: string;
  field: string | null;
  /** TOO_MANY_ATTEMPTS: the seconds to wait before trying again. */
  retryAfter?: number;
}

type Resolvers = CommerceResolvers<GatewayContext>;

/** A refusal of the engine as user errors (data, translated, with the field); anything else stays a system failure. */
function userErrors(error: unknown, i18n: I18n): UserErrorModel[] {
  if (!(error instanceof CommerceError)) throw error;
  const details = error.details as { issues?: { field: string; code: string }[]; fields?: string[] };
  switch (error.code) {
    case 'invalid-customer':
    case 'invalid-address':
      return (details.issues ?? []).map((issue) => ({
        code: error.code === 'invalid-address' ? 'INVALID_ADDRESS' : 'INVALID_INPUT',
        message: fieldErrorMessage(i18n, issue.code),
        field: issue.field,
      }));
    case 'context-not-found':
      return [failure(i18n, 'not-logged-in')];
    case 'service-point-not-found':
      return [{ ...failure(i18n, error.code), field: 'servicePointId' }];
    default: {
      const known = [
        'account-exists',
        'invalid-credentials',
        'not-logged-in',
        'invalid-reset-token',
        'invalid-confirmation-token',
        'address-not-found',
        'product-not-found',
      ];
      if (known.includes(error.code)) return [{ ...failure(i18n, error.code), field: details.fields?.[0] ?? null }];
      return [
        {
          code: codeOf(error.code),
          message: commerceErrorMessage(i18n, error.code),
          field: details.fields?.[0] ?? null,
        },
      ];
    }
  }
}

const codeOf = (code: string) => code.toUpperCase().replaceAll('-', '_');

function failure(i18n: I18n, code: string, field: string | null = null): UserErrorModel {
  return { code: codeOf(code), message: accountErrorMessage(i18n, code), field };
}

/** The store as the account engine takes it: its sales channel and base URL. */
const accountStore = ({ store }: GatewayContext): AccountStore => ({
  country: store.country,
  currency: store.currency,
  language: store.language,
  baseUrl: store.baseUrl,
});

/** An address input: the engine checks that its country is the store's. */
const toAddress = (input: Omit<Address, 'countryIso'> & { countryIso: string }): Address => ({
  ...input,
  countryIso: input.countryIso as Address['countryIso'],
});

const regionName = (locale: string, iso: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;

/** The customer part of the commerce subschema (SDL: packages/schema/src/commerce-account.ts), E2's fields aside. */
export function accountResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  /**
   * Customers and address books are read once per request and account change: a change (`changed`) starts a new
   * generation, so fields resolved after it (another alias, the payload) read the account anew.
   */
  const generation = (gateway: GatewayContext) => gateway.memo('commerce.account.generation', () => ({ value: 0 }));
  const changed = (gateway: GatewayContext) => {
    generation(gateway).value++;
  };
  const loadCustomer = (gateway: GatewayContext, id: string) =>
    gateway.memo(`commerce.customer.${generation(gateway).value}.${id}`, () => commerce.customers.getCustomer(id));
  const loadAddresses = (gateway: GatewayContext, customer: Customer) =>
    gateway.memo(`commerce.addresses.${generation(gateway).value}.${customer.id}`, () =>
      commerce.addressBook.listAddresses(customer.id),
    );

  /** The logged-in customer of the caller's current context (after a rotation: of the new token). */
  async function currentCustomer(gateway: GatewayContext): Promise<Customer | null> {
    const context = await currentContext(commerce, gateway);
    return context?.customerId ? loadCustomer(gateway, context.customerId) : null;
  }

  /**
   * Counts an attempt against limits; refused, it answers the user error (every alias of a request counts: each
   * field's resolver comes here before doing anything).
   */
  async function limited(gateway: GatewayContext, checks: [RateLimitName, string][]): Promise<UserErrorModel | null> {
    const result = await policy.rateLimiter.checkAll(checks);
    if (result.allowed) return null;
    gateway.logger.warn({ limits: checks.map(([name]) => name) }, 'rate limit reached');
    return tooManyAttempts(gateway, result.retryAfterSeconds);
  }

  function tooManyAttempts(gateway: GatewayContext, retryAfterSeconds: number): UserErrorModel {
    return {
      code: 'TOO_MANY_ATTEMPTS',
      message: tooManyAttemptsMessage(gateway.i18n, retryAfterSeconds),
      field: null,
      retryAfter: retryAfterSeconds,
    };
  }

  /**
   * Counts a password check of the account (a login, or a change confirmed with the password); while the account must
   * wait after failed ones, answers the user error instead (every alias of a request counts: mutations run in turn).
   */
  async function accountThrottled(gateway: GatewayContext, account: string): Promise<UserErrorModel | null> {
    const attempt = await policy.loginBackoff.attempt(account);
    if (attempt.allowed) return null;
    gateway.logger.warn({ retryAfterSeconds: attempt.retryAfterSeconds }, 'login backoff: the account must wait');
    return tooManyAttempts(gateway, attempt.retryAfterSeconds);
  }

  /** The caller's customer and token, or a NOT_LOGGED_IN user error. */
  async function loggedIn(
    gateway: GatewayContext,
  ): Promise<{ customer: Customer; token: string } | { error: UserErrorModel }> {
    const context = await currentContext(commerce, gateway);
    const customer = context?.customerId ? await loadCustomer(gateway, context.customerId) : null;
    if (!context || !customer) return { error: failure(gateway.i18n, 'not-logged-in') };
    return { customer, token: context.token };
  }

  /** Runs an account change of the logged-in customer; refusals become user errors. */
  async function asCustomer<T>(
    gateway: GatewayContext,
    run: (session: { customer: Customer; token: string }) => Promise<T>,
  ): Promise<{ value: T | null; errors: UserErrorModel[]; customer: Customer | null }> {
    const session = await loggedIn(gateway);
    if ('error' in session) return { value: null, errors: [session.error], customer: null };
    try {
      return { value: await run(session), errors: [], customer: session.customer };
    } catch (error) {
      return { value: null, errors: userErrors(error, gateway.i18n), customer: session.customer };
    } finally {
      changed(gateway);
    }
  }

  /** A new session (login, registration, password change): its token goes to the caller as a customer's. */
  function adopt(gateway: GatewayContext, answer: { customer: Customer; context: Context }) {
    useToken(gateway, answer.context.token, 'customer');
    changed(gateway);
    return { customer: answer.customer, context: answer.context, errors: [] };
  }

  /** The account's answer after a change: the customer as now stored and the caller's context. */
  async function accountPayload(gateway: GatewayContext, customerId: string | null, errors: UserErrorModel[]) {
    return {
      customer: customerId ? await commerce.customers.getCustomer(customerId) : null,
      context: await currentContext(commerce, gateway),
      errors,
    };
  }

  /** The SKUs the catalog has, in the order given. */
  async function knownSkus(gateway: GatewayContext, skus: readonly string[]): Promise<string[]> {
    const known = await policy.knownProducts(skus, gateway);
    return skus.filter((sku) => known.has(sku));
  }

  async function wishlistChange(gateway: GatewayContext, run: (customerId: string) => Promise<unknown>) {
    const { errors, customer } = await asCustomer(gateway, ({ customer }) => run(customer.id));
    return { wishlist: customer ? await commerce.wishlists.get(customer.id) : null, errors };
  }

  async function settingsChange(gateway: GatewayContext, run: (customerId: string) => Promise<Customer>) {
    const { value, errors, customer } = await asCustomer(gateway, ({ customer }) => run(customer.id));
    return { customer: value ?? customer, errors };
  }

  return {
    Query: {
      customer: (_root, _args, gateway) => currentCustomer(gateway),
      wishlist: async (_root, _args, gateway) => {
        const customer = await currentCustomer(gateway);
        return customer ? commerce.wishlists.get(customer.id) : null;
      },
    },

    Mutation: {
      registerCustomer: async (_root, { input }, gateway) => {
        const unchanged = async (errors: UserErrorModel[]) => ({
          customer: null,
          context: await currentContext(commerce, gateway),
          errors,
        });
        const bot = await botCheckRefusal(policy.botVerifier, gateway, 'register');
        if (bot) return unchanged([bot]);
        const refused = await limited(gateway, [
          ['registrationPerClient', gateway.clientAddress],
          ['registrationPerAddress', input.email],
        ]);
        if (refused) return unchanged([refused]);
        // A registration on a tablet (issue 7): the loyalty signup's source is in store, with the store's branch, only
        // when the branch is one of the shop's stores; any other code is a web registration.
        const branch = await requestBranch(gateway, policy.isKnownBranch);
        const registration = {
          ...input,
          billingAddress: toAddress(input.billingAddress),
          signupSource: branch
            ? newsletterSource({
                flow: 'register',
                newsletter: !!input.newsletter,
                inStore: true,
                storeCountry: gateway.store.country,
              })
            : null,
          signupBranchCode: branch,
        };
        const store = accountStore(gateway);
        try {
          // Only the fields are checked now (nothing is looked up): refusals are the same for every address.
          commerce.registrations.checkRegistration(registration, store);
        } catch (error) {
          return unchanged(userErrors(error, gateway.i18n));
        }
        // Issue 14: the same answer, at once, whether the address has an account or not (no "account exists" to
        // probe with). After the answer: a pending registration and its confirmation mail, or a mail to the owner.
        policy.mailer.later('registration', async () =>
          policy.mailer.registration(await commerce.registrations.requestRegistration(registration, store)),
        );
        return unchanged([]);
      },

      confirmRegistration: async (_root, { token }, gateway) => {
        const refused = await limited(gateway, [['confirmRegistrationPerClient', gateway.clientAddress]]);
        if (refused) return { success: false, errors: [refused] };
        try {
          const customer = await commerce.registrations.confirmRegistration(token);
          if (customer.newsletter) {
            policy.mailer.later('newsletter confirmation', () => policy.mailer.newsletterConfirmation(customer));
          }
          return { success: true, errors: [] };
        } catch (error) {
          return { success: false, errors: userErrors(error, gateway.i18n) };
        }
      },

      login: async (_root, { email, password }, gateway) => {
        const bot = await botCheckRefusal(policy.botVerifier, gateway, 'login');
        if (bot) return { customer: null, context: await currentContext(commerce, gateway), errors: [bot] };
        // The client's budget first: a client out of it adds nothing to the account's waits.
        const refused =
          (await limited(gateway, [['loginPerClient', gateway.clientAddress]])) ??
          (await accountThrottled(gateway, email));
        if (refused) return { customer: null, context: await currentContext(commerce, gateway), errors: [refused] };
        const previous = (await currentContext(commerce, gateway))?.token ?? null;
        try {
          const answer = await commerce.logins.login(email, password, accountStore(gateway), previous);
          await policy.loginBackoff.succeeded(email);
          return adopt(gateway, answer);
        } catch (error) {
          return {
            customer: null,
            context: await currentContext(commerce, gateway),
            errors: userErrors(error, gateway.i18n),
          };
        }
      },

      logout: async (_root, _args, gateway) => {
        const context = await currentContext(commerce, gateway);
        if (!context?.customerId) {
          return { context, errors: [{ ...failure(gateway.i18n, 'already-logged-out'), code: 'NOT_LOGGED_IN' }] };
        }
        const guest = await commerce.logins.logout(context.token, accountStore(gateway));
        useToken(gateway, guest.token, 'guest');
        return { context: guest, errors: [] };
      },

      deleteCustomer: async (_root, { password }, gateway) => {
        const session = await loggedIn(gateway);
        if ('error' in session) return { context: await currentContext(commerce, gateway), errors: [session.error] };
        // A password check counts as a login attempt of the account.
        const refused = await accountThrottled(gateway, session.customer.email);
        if (refused) return { context: await currentContext(commerce, gateway), errors: [refused] };
        try {
          const guest = await commerce.logins.deleteCustomer(session.token, password, accountStore(gateway));
          await policy.loginBackoff.succeeded(session.customer.email);
          useToken(gateway, guest.token, 'guest');
          return { context: guest, errors: [] };
        } catch (error) {
          return { context: await currentContext(commerce, gateway), errors: passwordErrors(error, gateway.i18n) };
        }
      },

      sendPasswordRecoveryMail: async (_root, { email }, gateway) => {
        const bot = await botCheckRefusal(policy.botVerifier, gateway, 'password_recovery');
        if (bot) return { success: false, errors: [bot] };
        const refused = await limited(gateway, [
          ['recoveryPerAccount', email],
          ['recoveryPerClient', gateway.clientAddress],
        ]);
        if (refused) return { success: false, errors: [refused] };
        // The same answer, at once, for every address: looking the address up, making tokens and the mail happen
        // after the answer, so neither its content nor its timing tells whether the address has an account.
        const store = gateway.store;
        policy.mailer.later('password recovery', async () => {
          const recovery = await commerce.passwordRecovery.requestPasswordRecovery(email);
          await policy.mailer.passwordRecovery(recovery, store);
        });
        return { success: true, errors: [] };
      },

      resetPassword: async (_root, { input }, gateway) => {
        const refused = await limited(gateway, [['resetPasswordPerClient', gateway.clientAddress]]);
        if (refused) return { success: false, errors: [refused] };
        try {
          await commerce.passwordRecovery.resetPassword(input.hash, input.newPassword, input.newPasswordConfirm);
          return { success: true, errors: [] };
        } catch (error) {
          return { success: false, errors: userErrors(error, gateway.i18n) };
        }
      },

      changePassword: async (_root, { input }, gateway) => {
        const session = await loggedIn(gateway);
        if ('error' in session) return { customer: null, context: null, errors: [session.error] };
        const refused = await accountThrottled(gateway, session.customer.email);
        if (refused) return accountPayload(gateway, session.customer.id, [refused]);
        try {
          const answer = await commerce.logins.changePassword(session.token, input, accountStore(gateway));
          await policy.loginBackoff.succeeded(session.customer.email);
          return adopt(gateway, answer);
        } catch (error) {
          return accountPayload(gateway, session.customer.id, passwordErrors(error, gateway.i18n));
        }
      },

      changeEmail: async (_root, { input }, gateway) => {
        const session = await loggedIn(gateway);
        if ('error' in session) return { customer: null, context: null, errors: [session.error] };
        const refused = await accountThrottled(gateway, session.customer.email);
        if (refused) return accountPayload(gateway, session.customer.id, [refused]);
        try {
          const answer = await commerce.logins.changeEmail(session.token, input);
          await policy.loginBackoff.succeeded(session.customer.email);
          changed(gateway);
          return { customer: answer.customer, context: answer.context, errors: [] };
        } catch (error) {
          return accountPayload(gateway, session.customer.id, passwordErrors(error, gateway.i18n));
        }
      },

      updateCustomer: async (_root, { input }, gateway) => {
        const { value, errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.customers.updateCustomer(customer.id, input),
        );
        // Switched on: a confirmation that they are subscribed (and where to change it).
        if (value?.newsletter && customer && !customer.newsletter) {
          policy.mailer.later('newsletter confirmation', () => policy.mailer.newsletterConfirmation(value));
        }
        return { customer: value ?? customer, context: await currentContext(commerce, gateway), errors };
      },

      addAddress: async (_root, { input }, gateway) => {
        const { value, errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.addressBook.addAddress(
            customer.id,
            { address: toAddress(input.address), servicePointId: input.servicePointId ?? null },
            gateway.store.country,
          ),
        );
        return { address: value, customer: customer && (await commerce.customers.getCustomer(customer.id)), errors };
      },

      updateAddress: async (_root, { id, input }, gateway) => {
        const { value, errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.addressBook.updateAddress(
            customer.id,
            id,
            { address: toAddress(input.address), servicePointId: input.servicePointId ?? null },
            gateway.store.country,
          ),
        );
        return { address: value, customer: customer && (await commerce.customers.getCustomer(customer.id)), errors };
      },

      deleteAddress: async (_root, { id }, gateway) => {
        const { errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.addressBook.deleteAddress(customer.id, id),
        );
        return { address: null, customer: customer && (await commerce.customers.getCustomer(customer.id)), errors };
      },

      setDefaultBillingAddress: async (_root, { id }, gateway) => {
        const { errors, customer } = await asCustomer(gateway, ({ customer, token }) =>
          commerce.addressBook.setDefaultAddress(customer.id, id, 'billing', token),
        );
        return refreshed(gateway, customer, errors);
      },

      setDefaultShippingAddress: async (_root, { id }, gateway) => {
        const { errors, customer } = await asCustomer(gateway, ({ customer, token }) =>
          commerce.addressBook.setDefaultAddress(customer.id, id, 'shipping', token),
        );
        return refreshed(gateway, customer, errors);
      },

      addToWishlist: (_root, { sku }, gateway) =>
        wishlistChange(gateway, async (customerId) => {
          if ((await knownSkus(gateway, [sku])).length === 0) {
            throw new CommerceError('product-not-found', `No product ${sku}`, { fields: ['sku'] });
          }
          return commerce.wishlists.add(customerId, sku);
        }),

      removeFromWishlist: (_root, { sku }, gateway) =>
        wishlistChange(gateway, (customerId) => commerce.wishlists.remove(customerId, sku)),

      mergeWishlist: async (_root, { skus }, gateway) => {
        if (skus.length > MAX_WISHLIST_ITEMS) {
          const customer = await currentCustomer(gateway);
          return {
            wishlist: customer ? await commerce.wishlists.get(customer.id) : null,
            errors: [failure(gateway.i18n, 'too-many-products', 'skus')],
          };
        }
        // Products the assortment no longer has are skipped.
        return wishlistChange(gateway, async (customerId) =>
          commerce.wishlists.merge(customerId, await knownSkus(gateway, skus)),
        );
      },

      toggleLookbookWishlist: (_root, { uid }, gateway) =>
        settingsChange(gateway, (customerId) => commerce.customers.toggleLookbookWishlist(customerId, uid)),

      toggleFavouriteStore: (_root, { reference }, gateway) =>
        settingsChange(gateway, (customerId) => commerce.customers.toggleFavouriteStore(customerId, reference)),
    },

    Context: {
      customer: (context, _args, gateway) => (context.customerId ? loadCustomer(gateway, context.customerId) : null),
      // Spec §4: a token, a loaded customer, not a guest.
      loggedIn: async (context, _args, gateway) =>
        context.kind === 'customer' && !!context.customerId && !!(await loadCustomer(gateway, context.customerId)),
    },

    Customer: {
      salutation: (customer, _args, { i18n }) =>
        customer.salutationKey
          ? {
              id: `salutation-${customer.salutationKey}`,
              key: customer.salutationKey,
              name: i18n._(SALUTATION_NAMES[customer.salutationKey]),
            }
          : null,
      birthday: (customer) => customer.birthday?.slice(0, 10) ?? null,
      birthdayFormatted: (customer) => formatBirthday(customer.birthday),
      guest: () => false,
      addresses: (customer, _args, gateway) => loadAddresses(gateway, customer),
      otherAddresses: async (customer, _args, gateway) =>
        otherAddresses(await loadAddresses(gateway, customer), {
          billing: customer.defaultBillingAddressId,
          shipping: customer.defaultShippingAddressId,
        }),
      defaultBillingAddress: async (customer, _args, gateway) =>
        (await loadAddresses(gateway, customer)).find((address) => address.id === customer.defaultBillingAddressId) ??
        null,
      defaultShippingAddress: async (customer, _args, gateway) =>
        (await loadAddresses(gateway, customer)).find((address) => address.id === customer.defaultShippingAddressId) ??
        null,
      lookbookWishlist: (customer) => parseSettingsList(customer.customFields[LOOKBOOK_WISHLIST_FIELD]),
      favouriteStores: (customer) => parseSettingsList(customer.customFields[FAVOURITE_STORES_FIELD]),
    },

    CustomerAddress: {
      salutationKey: (address) => address.salutationKey ?? null,
      houseNumberAddition: (address) => address.houseNumberAddition ?? null,
      phoneNumber: (address) => address.phoneNumber ?? null,
      company: (address) => address.company ?? null,
      country: (address: CustomerAddress, _args, { store }) => ({
        id: `country-${address.countryIso.toLowerCase()}`,
        iso: address.countryIso,
        name: regionName(store.locale, address.countryIso),
      }),
    },

    Wishlist: {
      count: (list) => list.items.length,
    },

    WishlistItem: {
      addedAt: (item) => item.addedAt.toISOString(),
      // Only the key: the stitched gateway fills in the catalog's fields of the product.
      product: (item) => ({ sku: item.sku }),
    },
  };

  /** After a default changed: the customer and the caller's context as they are now (the context took it over). */
  async function refreshed(gateway: GatewayContext, customer: Customer | null, errors: UserErrorModel[]) {
    const context = await currentContext(commerce, gateway);
    return {
      customer: customer && (await commerce.customers.getCustomer(customer.id)),
      context: context && (await commerce.contexts.getContext(context.token)),
      errors,
    };
  }
}

/** A wrong current password is about the password field, not "e-mail or password". */
function passwordErrors(error: unknown, i18n: I18n): UserErrorModel[] {
  if (error instanceof CommerceError && error.code === 'invalid-credentials') {
    return [{ code: 'INVALID_CREDENTIALS', message: accountErrorMessage(i18n, 'wrong-password'), field: 'password' }];
  }
  return userErrors(error, i18n);
}
