import type { Store } from '@shop/i18n';
import { CommerceError } from '../errors';
import type { StoreSelection } from '../model';
import type { ShopwareStoreChannel } from './config';
import type { ShopwareCallArea } from './errors';
import type { ShopwareSession, ShopwareSessionStore } from './sessions';
import type { OperationKey, OperationRequest, OperationResponse, ShopwareTransport } from './transport';

/** The store a shop context belongs to: its code, selection and sales channel. */
export interface ShopwareStoreRef {
  code: string;
  store: Pick<Store, 'code' | 'country' | 'currency' | 'language'>;
  channel: ShopwareStoreChannel;
}

export interface ShopwareAdapterDeps {
  transport: ShopwareTransport;
  sessions: ShopwareSessionStore;
  /** The shop's stores and their sales channels. */
  stores: readonly ShopwareStoreRef[];
  now: () => Date;
}

/**
 * Calls made for a shop session: the session's Shopware token and sales channel go with each, and a token Shopware
 * answers with replaces the kept one (Shopware hands out a new one at login, logout and for an expired context).
 */
export class SessionCalls {
  constructor(readonly deps: ShopwareAdapterDeps) {}

  storeFor(selection: StoreSelection): ShopwareStoreRef {
    const ref = this.deps.stores.find(
      (entry) =>
        entry.store.country === selection.country &&
        entry.store.language === selection.language &&
        entry.store.currency === selection.currency,
    );
    if (!ref) throw new RangeError(`No Shopware sales channel for ${selection.language}-${selection.country}`);
    return ref;
  }

  storeByCode(code: string): ShopwareStoreRef {
    const ref = this.deps.stores.find((entry) => entry.code === code);
    if (!ref) throw new CommerceError('context-not-found');
    return ref;
  }

  /** The session of a shop token; `context-not-found` for an unknown one. */
  async session(token: string): Promise<ShopwareSession> {
    const session = await this.deps.sessions.get(token);
    if (!session) throw new CommerceError('context-not-found');
    return session;
  }

  async call<K extends OperationKey>(
    token: string,
    operation: K,
    request: OperationRequest<K>,
    options: { area: ShopwareCallArea; idempotent: boolean },
  ): Promise<{ data: OperationResponse<K>; session: ShopwareSession; ref: ShopwareStoreRef }> {
    const session = await this.session(token);
    const ref = this.storeByCode(session.storeCode);
    const answer = await this.deps.transport.call(operation, request, {
      ...options,
      channel: ref.channel,
      contextToken: session.contextToken,
    });
    if (answer.contextToken && answer.contextToken !== session.contextToken) {
      const moved = { ...session, contextToken: answer.contextToken };
      await this.deps.sessions.set(token, moved);
      return { data: answer.data, session: moved, ref };
    }
    return { data: answer.data, session, ref };
  }
}
