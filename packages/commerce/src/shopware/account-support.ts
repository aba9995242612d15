import { createHash } from 'node:crypto';
import type { Database } from '@shop/db';
import { birthdayFromParts, isValidEmail, validateAddress, validatePassword } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { Kysely } from 'kysely';
import { nameIssues } from '../customer-store';
import type { Address, Context, Customer, CustomerIssue, RegisterInput, StoreSelection } from '../model';
import { toShopContext } from './contexts';
import { type ShopwareLookups, subscribedStatus, toShopCustomer } from './customer-calls';
import type { ShopwareCallArea } from './errors';
import type { SessionCalls, ShopwareStoreRef } from './session-calls';
import { newSessionToken, type ShopwareSession } from './sessions';
import type { OperationKey, OperationRequest, OperationResponse } from './transport';

/** A Store API call in one Shopware context (a shop session's, a customer's newest, or a bare one). */
export type ContextCaller = <K extends OperationKey>(
  operation: K,
  request: OperationRequest<K>,
  options: { area: ShopwareCallArea; idempotent: boolean },
) => Promise<{ data: OperationResponse<K>; ref: ShopwareStoreRef }>;

/** What the account areas share: the calls, the id lookups, and the stores' storefront URLs. */
export interface AccountDeps {
  calls: SessionCalls;
  lookups: ShopwareLookups;
  /** The shop's base URL per store code (`https://shop.example/nl-nl`): Shopware's mail links start there. */
  storefrontUrls: Readonly<Record<string, string>>;
  /** The shop's own database (its newsletter list and loyalty), when the adapter has it. */
  db?: Kysely<Database> | undefined;
}

/** Calls in the shop session of `token`. */
export const inSession =
  (calls: SessionCalls, token: string): ContextCaller =>
  (operation, request, options) =>
    calls.call(token, operation, request, options);

/** Calls in a bare Shopware context of a store: `contextToken` null asks Shopware for a new one. */
export function inContext(calls: SessionCalls, ref: ShopwareStoreRef, contextToken: string | null) {
  return async <K extends OperationKey>(
    operation: K,
    request: OperationRequest<K>,
    options: { area: ShopwareCallArea; idempotent: boolean },
  ) => {
    const answer = await calls.deps.transport.call(operation, request, {
      ...options,
      channel: ref.channel,
      contextToken,
    });
    return { data: answer.data, ref, contextToken: answer.contextToken };
  };
}

/** The customer of a context, with its newsletter status (two reads side by side). */
export async function readCustomer(deps: AccountDeps, call: ContextCaller): Promise<Customer> {
  const [customer, recipient] = await Promise.all([
    call('readCustomer post /account/customer', {}, { area: 'account', idempotent: true }),
    call('readNewsletterRecipient post /account/newsletter-recipient', {}, { area: 'account', idempotent: true }),
  ]);
  return toShopCustomer(
    customer.data,
    customer.ref,
    deps.lookups,
    subscribedStatus(recipient.data.status),
    deps.storefrontUrls[customer.ref.code] ?? '',
  );
}

/** The shop context of a session. */
export async function readShopContext(deps: AccountDeps, token: string): Promise<Context> {
  const { data, ref } = await deps.calls.call(
    token,
    'readContext get /context',
    {},
    { area: 'context', idempotent: true },
  );
  return toShopContext(data, token, ref);
}

/**
 * A new shop session for a Shopware context token (after a login, logout or password change): the shop's token
 * changes with Shopware's, so a token known before the change opens nothing after it.
 */
export async function newShopSession(
  deps: AccountDeps,
  session: ShopwareSession,
  previousToken: string | null,
): Promise<string> {
  const token = newSessionToken();
  await deps.calls.deps.sessions.set(token, session);
  if (previousToken) await deps.calls.deps.sessions.delete(previousToken);
  return token;
}

/** The customer and context of a shop session just made. */
export async function sessionAnswer(deps: AccountDeps, token: string) {
  const [customer, context] = await Promise.all([
    readCustomer(deps, inSession(deps.calls, token)),
    readShopContext(deps, token),
  ]);
  return { customer, context };
}

/** The store of an account call (its sales channel); `RangeError` for a store without one. */
export const storeOf = (deps: AccountDeps, store: StoreSelection) => deps.calls.storeFor(store);

/** Shopware's e-mail hash in its confirmation links (`em`): SHA-1 of the address. */
export const emailHash = (email: string) => createHash('sha1').update(email).digest('hex');

/** The refused fields of a registration (the embedded engine's rules); nothing is looked up. */
export function registrationIssues(input: RegisterInput, store: StoreSelection, now: Date): CustomerIssue[] {
  const issues: CustomerIssue[] = [];
  if (input.salutationKey !== 'mr' && input.salutationKey !== 'mrs') {
    issues.push({ field: 'salutationKey', code: 'invalid-salutation' });
  }
  issues.push(...nameIssues(input.firstName, 'firstName', true), ...nameIssues(input.lastName, 'lastName', true));
  if (!isValidEmail(input.email.trim())) issues.push({ field: 'email', code: 'invalid-email' });
  const passwordIssue = validatePassword(input.password);
  if (passwordIssue) issues.push({ field: 'password', code: passwordIssue });
  const birthday = birthdayFromParts(
    { year: input.birthdayYear, month: input.birthdayMonth, day: input.birthdayDay },
    now,
  );
  if ('error' in birthday) issues.push({ field: 'birthday', code: birthday.error });
  issues.push(
    ...validateAddress(input.billingAddress, store.country).map((issue) => ({
      field: `billingAddress.${issue.field}`,
      code: issue.code,
    })),
  );
  return issues;
}

/**
 * A shop address as Shopware keeps it: Shopware has one street line, so the street and house number go there
 * (`Oudegracht 12 A`, for Shopware's documents and mails) and, exactly, in three custom fields the shop reads back.
 */
export async function toShopwareAddress(deps: AccountDeps, ref: ShopwareStoreRef, address: Address) {
  const houseNumber = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  const salutationId = await deps.lookups.salutationId(ref, address.salutationKey);
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: `${address.street} ${houseNumber}`.trim(),
    zipcode: address.zipcode,
    city: address.city,
    countryId: await deps.lookups.countryId(ref, address.countryIso),
    ...(salutationId ? { salutationId } : {}),
    ...(address.phoneNumber ? { phoneNumber: address.phoneNumber } : {}),
    ...(address.company ? { company: address.company } : {}),
    customFields: {
      shop_street: address.street,
      shop_house_number: address.houseNumber,
      shop_house_number_addition: address.houseNumberAddition ?? null,
    },
  };
}

/** The fields of an address Shopware keeps (a customer's or an order's). */
export interface SwAddressFields {
  firstName: string;
  lastName: string;
  street: string;
  zipcode?: string;
  city: string;
  countryId: string;
  salutationId?: string;
  phoneNumber?: string;
  company?: string;
  customFields?: Record<string, unknown> | null;
}

/**
 * An address of Shopware's as the shop's: the shop's own street and house number when the shop wrote the address
 * (its custom fields), else Shopware's street line split before its first number.
 */
export async function toShopAddress(
  deps: AccountDeps,
  ref: ShopwareStoreRef,
  address: SwAddressFields,
): Promise<Address> {
  const fields = address.customFields ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const split = /^(.*?)\s+(\d+)\s*(.*)$/.exec(address.street ?? '');
  const countryIso = (await deps.lookups.countryIsoOf(ref, address.countryId)) ?? ref.store.country;
  return {
    salutationKey: await deps.lookups.salutationKeyOf(ref, address.salutationId),
    firstName: address.firstName,
    lastName: address.lastName,
    street: text(fields.shop_street) ?? split?.[1] ?? address.street,
    houseNumber: text(fields.shop_house_number) ?? split?.[2] ?? '',
    houseNumberAddition: text(fields.shop_house_number_addition) ?? (split?.[3] || null),
    zipcode: address.zipcode ?? '',
    city: address.city,
    countryIso: countryIso as CountryCode,
    phoneNumber: address.phoneNumber ?? null,
    company: address.company ?? null,
  };
}
