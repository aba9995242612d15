import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { Context, StoreSelection } from '../model';
import type { CommerceContexts } from '../upstream';
import type { SessionCalls, ShopwareStoreRef } from './session-calls';
import { newSessionToken } from './sessions';

type SwContext = components['schemas']['SalesChannelContext'];

/** A Shopware sales-channel context as the shop's context (addresses and orders follow with the checkout area). */
export function toShopContext(data: SwContext, token: string, ref: ShopwareStoreRef): Context {
  const customer = data.customer ?? null;
  return {
    token,
    kind: customer && !customer.guest ? 'customer' : 'guest',
    customerId: customer && !customer.guest ? customer.id : null,
    expiresAt: null,
    voucherId: null,
    salesChannel: { countryId: ref.store.country, currency: ref.store.currency, language: ref.store.language },
    shippingMethodId: data.shippingMethod?.id ?? '',
    paymentMethodId: data.paymentMethod?.id ?? '',
    email: customer?.email ?? null,
    billingAddress: null,
    shippingAddress: null,
    pickup: null,
    lastOrder: null,
    cartStatus: null,
  };
}

/** Contexts: the shop's session token stands for a Shopware context token kept on the server. */
export class ShopwareContexts implements CommerceContexts {
  constructor(
    private readonly calls: SessionCalls,
    /** Adds what the shop keeps of a context (the checkout's contact and addresses, the last order). */
    private readonly decorate: (context: Context) => Context | Promise<Context> = (context) => context,
  ) {}

  async getOrCreateContext(token: string | null | undefined, store: StoreSelection): Promise<Context> {
    const ref = this.calls.storeFor(store);
    if (token) {
      const session = await this.calls.deps.sessions.get(token);
      if (session && session.storeCode === ref.code) return this.getContext(token);
    }
    // A new Shopware context: Shopware makes the token, the shop keeps it and hands out its own.
    const answer = await this.calls.deps.transport.call(
      'readContext get /context',
      {},
      { channel: ref.channel, contextToken: null, area: 'context', idempotent: false },
    );
    const contextToken = answer.contextToken ?? answer.data.token;
    if (!contextToken) throw new CommerceError('commerce-unavailable', 'Shopware answered no context token');
    const shopToken = newSessionToken();
    await this.calls.deps.sessions.set(shopToken, { contextToken, storeCode: ref.code, customerId: null });
    return toShopContext(answer.data, shopToken, ref);
  }

  async getContext(token: string): Promise<Context> {
    const { data, ref } = await this.calls.call(
      token,
      'readContext get /context',
      {},
      {
        area: 'context',
        idempotent: true,
      },
    );
    return this.decorate(toShopContext(data, token, ref));
  }
}
