import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { Customer } from '../model';
import type { ShopwareCallArea } from './errors';
import type { SessionCalls, ShopwareStoreRef } from './session-calls';
import type { ShopwareSession } from './sessions';
import type { OperationKey, OperationRequest, OperationResponse } from './transport';

type Schemas = components['schemas'];
export type SwCustomer = Schemas['Customer'];

/** At most this many salutations or countries are read from Shopware per sales channel. */
const MAX_LOOKUP = 100;

/**
 * Calls the shop makes by customer id (address book, wishlist, profile, orders): the Store API acts only in a
 * customer's own context, so they go through the customer's newest live session (session-store.ts); a customer
 * without one is logged out (`not-logged-in`). A token Shopware answers with replaces the kept one.
 */
export async function callAsCustomer<K extends OperationKey>(
  calls: SessionCalls,
  customerId: string,
  operation: K,
  request: OperationRequest<K>,
  options: { area: ShopwareCallArea; idempotent: boolean },
): Promise<{ data: OperationResponse<K>; session: ShopwareSession; ref: ShopwareStoreRef }> {
  const found = await calls.deps.sessions.newestOfCustomer(customerId);
  if (!found) throw new CommerceError('not-logged-in');
  const ref = calls.storeByCode(found.session.storeCode);
  const answer = await calls.deps.transport.call(operation, request, {
    ...options,
    channel: ref.channel,
    contextToken: found.session.contextToken,
  });
  let session = found.session;
  if (answer.contextToken && answer.contextToken !== session.contextToken) {
    session = { ...session, contextToken: answer.contextToken };
    await calls.deps.sessions.replace(found.key, session);
  }
  return { data: answer.data, session, ref };
}

/**
 * Shopware's ids of the shop's salutation keys and countries, read once per sales channel and kept (they change
 * with Shopware's configuration, which a restart picks up).
 */
export class ShopwareLookups {
  private readonly salutations = new Map<string, Promise<Map<string, string>>>();
  private readonly countries = new Map<string, Promise<Map<string, string>>>();

  constructor(private readonly calls: SessionCalls) {}

  /** Salutation key (`mr`) → Shopware id, for a store. */
  salutationIds(ref: ShopwareStoreRef): Promise<Map<string, string>> {
    return this.cached(this.salutations, ref, async () => {
      const answer = await this.calls.deps.transport.call(
        'readSalutation post /salutation',
        { body: { limit: MAX_LOOKUP } },
        { channel: ref.channel, contextToken: null, area: 'account', idempotent: true },
      );
      return new Map((answer.data.elements ?? []).map((salutation) => [salutation.salutationKey, salutation.id]));
    });
  }

  /** Country ISO code (`NL`) → Shopware id, for a store. */
  countryIds(ref: ShopwareStoreRef): Promise<Map<string, string>> {
    return this.cached(this.countries, ref, async () => {
      const answer = await this.calls.deps.transport.call(
        'readCountry post /country',
        { body: { limit: MAX_LOOKUP } },
        { channel: ref.channel, contextToken: null, area: 'account', idempotent: true },
      );
      return new Map(
        (answer.data.elements ?? []).flatMap((country) => (country.iso ? [[country.iso, country.id] as const] : [])),
      );
    });
  }

  async salutationId(ref: ShopwareStoreRef, key: string | null | undefined): Promise<string | undefined> {
    return key ? (await this.salutationIds(ref)).get(key) : undefined;
  }

  async countryId(ref: ShopwareStoreRef, iso: string): Promise<string> {
    const id = (await this.countryIds(ref)).get(iso);
    if (!id) throw new CommerceError('invalid-address', 'The country is not one of the sales channel', { iso });
    return id;
  }

  async salutationKeyOf(ref: ShopwareStoreRef, id: string | undefined): Promise<'mr' | 'mrs' | null> {
    if (!id) return null;
    for (const [key, salutationId] of await this.salutationIds(ref)) {
      if (salutationId === id) return key === 'mr' || key === 'mrs' ? key : null;
    }
    return null;
  }

  async countryIsoOf(ref: ShopwareStoreRef, id: string): Promise<string | null> {
    for (const [iso, countryId] of await this.countryIds(ref)) if (countryId === id) return iso;
    return null;
  }

  private cached(
    cache: Map<string, Promise<Map<string, string>>>,
    ref: ShopwareStoreRef,
    load: () => Promise<Map<string, string>>,
  ): Promise<Map<string, string>> {
    const key = `${ref.channel.accessKey}:${ref.channel.languageId}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = load();
      // A failed read is not kept: the next call asks again.
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }
}

/** A Shopware customer as the shop's; `newsletter` from its newsletter recipient status. */
export async function toShopCustomer(
  data: SwCustomer,
  ref: ShopwareStoreRef,
  lookups: ShopwareLookups,
  newsletter: boolean,
  storefrontUrl: string,
): Promise<Customer> {
  return {
    id: data.id,
    customerNumber: data.customerNumber,
    salutationKey: await lookups.salutationKeyOf(ref, data.salutationId),
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    birthday: data.birthday ? data.birthday.slice(0, 10) : null,
    newsletter,
    storefrontUrl,
    defaultBillingAddressId: data.defaultBillingAddressId ?? null,
    defaultShippingAddressId: data.defaultShippingAddressId ?? null,
    customFields: { ...(data.customFields ?? {}) },
    country: ref.store.country,
    language: ref.store.language,
    createdAt: data.createdAt ? new Date(data.createdAt) : new Date(0),
  };
}

/** Whether a newsletter recipient status means subscribed. */
export const subscribedStatus = (status: Schemas['NewsletterStatus'] | undefined) =>
  status === 'optIn' || status === 'direct';
