import { CommerceError, type CommerceUpstream, type Context, type StoreSelection } from '@shop/commerce';
import type { Store } from '@shop/i18n';
import type { GatewayContext } from '../../context';

/**
 * The caller's sales-channel context. The token travels as the request's Bearer credential; it is never a GraphQL
 * field. When a mutation needs a context and the caller has none, a new guest context is made and its token goes back
 * in this response header (the storefront turns it into its HttpOnly cookie and never lets it reach the page).
 */
export const CONTEXT_TOKEN_HEADER = 'x-shop-context-token';
/**
 * Answered with every token: `customer` (a logged-in session, 7 days) or `guest`. The storefront's proxy makes its
 * cookie live as long as the session can.
 */
export const SESSION_KIND_HEADER = 'x-shop-session-kind';

export const storeSelection = (store: Store): StoreSelection => ({
  country: store.country,
  currency: store.currency,
  language: store.language,
});

/** A context sells in one country and currency: a token of another store's context does not count here. */
const belongsTo = (context: Context, store: Store) =>
  context.salesChannel.countryId === store.country && context.salesChannel.currency === store.currency;

/** The caller's context, or null when it has none (queries never create one). */
export async function currentContext(commerce: CommerceUpstream, gateway: GatewayContext): Promise<Context | null> {
  if (!gateway.token) return null;
  return gateway.memo(`commerce.context.${gateway.token}`, async () => {
    try {
      const context = await commerce.contexts.getContext(gateway.token!);
      return belongsTo(context, gateway.store) ? context : null;
    } catch (error) {
      if (error instanceof CommerceError && error.code === 'context-not-found') return null;
      throw error;
    }
  });
}

/** The caller's context token, making a new guest context (and answering its token) when there is none yet. */
export async function ensureSession(commerce: CommerceUpstream, gateway: GatewayContext): Promise<string> {
  const existing = await currentContext(commerce, gateway);
  if (existing) return existing.token;
  const created = await commerce.contexts.getOrCreateContext(null, storeSelection(gateway.store));
  useToken(gateway, created.token);
  return created.token;
}

/** Makes a token the caller's for the rest of the request and answers it (and its kind) to the caller. */
export function useToken(gateway: GatewayContext, token: string, kind: Context['kind'] = 'guest'): void {
  gateway.token = token;
  gateway.responseHeaders.set(CONTEXT_TOKEN_HEADER, token);
  gateway.responseHeaders.set(SESSION_KIND_HEADER, kind);
}

/** The logged-in customer's id, or null for a guest or a caller without a session. */
export async function currentCustomerId(commerce: CommerceUpstream, gateway: GatewayContext): Promise<string | null> {
  return (await currentContext(commerce, gateway))?.customerId ?? null;
}
