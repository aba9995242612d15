import { expect } from 'vitest';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { CONTEXT_TOKEN_HEADER, SESSION_KIND_HEADER } from '../src/subschemas/commerce/session';
import { clientAddressHeaders, type GraphQLResponse, uniqueClientAddress } from './harness';

export interface ShopperOptions {
  /** The store it shops in (`x-shop-store`). */
  store?: string;
  /** Its own client address, as the storefront's server signs it (the rate limits count per client). */
  clientAddress?: string;
  /** The bot-check token it sends: by default the embedded storefront's; null sends none (a bot). */
  botToken?: string | null;
}

/**
 * A shopper with a session at the gateway, as the storefront makes one: keeps the session token the gateway answers
 * (the storefront's cookie) and every token answered, sends its own signed client address and the embedded bot-check
 * token. `url`: the gateway's address (a function when a test switches gateways).
 */
export function gatewayShopper(url: string | (() => string), options: ShopperOptions = {}) {
  const store = options.store ?? 'nl-nl';
  const clientAddress = options.clientAddress ?? uniqueClientAddress();
  const botToken = options.botToken === undefined ? EMBEDDED_BOT_CHECK_TOKEN : options.botToken;
  const gatewayUrl = typeof url === 'string' ? () => url : url;
  let token: string | undefined;
  const answered: string[] = [];
  const session: { kind: string | null } = { kind: null };

  async function post<T>(at: string, query: string, variables: object, useToken: string | undefined) {
    const response = await fetch(`${at}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-store': store,
        ...clientAddressHeaders(clientAddress),
        ...(botToken ? { 'x-recaptcha-token': botToken } : {}),
        ...(useToken ? { authorization: `Bearer ${useToken}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const header = response.headers.get(CONTEXT_TOKEN_HEADER);
    if (header) {
      token = header;
      answered.push(header);
      session.kind = response.headers.get(SESSION_KIND_HEADER);
    }
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** The answer of a query as it came, errors included; `useToken` instead of the session's (an old one). */
  const raw = <T>(query: string, variables: object = {}, useToken = token) =>
    post<T>(gatewayUrl(), query, variables, useToken);
  /** The data of a query that must not fail. */
  const call = async <T = Record<string, never>>(query: string, variables: object = {}) => {
    const body = await raw<T>(query, variables);
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
  /** The same shopper (and session) at another gateway over the same database. */
  const at = (otherUrl: string) => ({
    call: async <T = Record<string, never>>(query: string, variables: object = {}) => {
      const body = await post<T>(otherUrl, query, variables, token);
      expect(body.errors).toBeUndefined();
      return body.data as T;
    },
  });

  return {
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    answered,
    session,
    clientAddress,
    raw,
    call,
    at,
  };
}

export type GatewayShopper = ReturnType<typeof gatewayShopper>;
