import type { I18n } from '@lingui/core';
import type { CommerceUpstream } from '@shop/commerce';
import { type AccountStore, type Address, CommerceError, type Context, type Customer } from '@shop/commerce';
import type { GatewayContext } from '../../context';
import type { CommerceResolvers } from '../../graphql';
import { accountErrorMessage, fieldErrorMessage } from './account-wording';
import { type Guards, guarded } from './guards';
import type { CommercePolicy } from './policy';
import { currentContext, useToken } from './session';
import type { UserErrorModel } from './user-error';
import { commerceErrorMessage } from './wording';

export type { UserErrorModel } from './user-error';

/** A refusal of the engine as user errors (data, translated, with the field); anything else stays a system failure. */
export function userErrors(error: unknown, i18n: I18n): UserErrorModel[] {
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

export function failure(i18n: I18n, code: string, field: string | null = null): UserErrorModel {
  return { code: codeOf(code), message: accountErrorMessage(i18n, code), field };
}

/** The store as the account engine takes it: its sales channel and base URL. */
export const accountStore = ({ store }: GatewayContext): AccountStore => ({
  country: store.country,
  currency: store.currency,
  language: store.language,
  baseUrl: store.baseUrl,
});

/** An address input: the engine checks that its country is the store's. */
export const toAddress = (input: Omit<Address, 'countryIso'> & { countryIso: string }): Address => ({
  ...input,
  countryIso: input.countryIso as Address['countryIso'],
});

export type Resolvers = CommerceResolvers<GatewayContext>;

/**
 * What the account resolvers share: the caller's customer and session, the limits and the login backoff, and the
 * answers after a change. Customers and address books are read once per request and account change: a change
 * (`changed`) starts a new generation, so fields resolved after it (another alias, the payload) read the account anew.
 */
export function accountSession(commerce: CommerceUpstream, policy: CommercePolicy) {
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

  /** After a default changed: the customer and the caller's context as they are now (the context took it over). */
  async function refreshed(gateway: GatewayContext, customer: Customer | null, errors: UserErrorModel[]) {
    const context = await currentContext(commerce, gateway);
    return {
      customer: customer && (await commerce.customers.getCustomer(customer.id)),
      context: context && (await commerce.contexts.getContext(context.token)),
      errors,
    };
  }

  return {
    changed,
    loadCustomer,
    loadAddresses,
    currentCustomer,
    guarded: (gateway: GatewayContext, guards: Guards) => guarded(policy, gateway, guards),
    loggedIn,
    asCustomer,
    adopt,
    accountPayload,
    knownSkus,
    wishlistChange,
    settingsChange,
    refreshed,
  };
}

/** A wrong current password is about the password field, not "e-mail or password". */
export function passwordErrors(error: unknown, i18n: I18n): UserErrorModel[] {
  if (error instanceof CommerceError && error.code === 'invalid-credentials') {
    return [{ code: 'INVALID_CREDENTIALS', message: accountErrorMessage(i18n, 'wrong-password'), field: 'password' }];
  }
  return userErrors(error, i18n);
}
