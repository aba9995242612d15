import { appendResponseHeader } from '@tanstack/react-start/server';
import type { StorefrontConfig } from '../config.server';
import { type GatewayCaller, gatewayHeaders, sessionCookieOf } from '../gateway-caller.server';
import { type PreparedOperation, prepareOperation } from './prepared-operation';
import type { GraphqlQuery } from './query';

/** The gateway's cache tags of an answer (space-separated), handed on as the page's (server.mjs's page cache). */
const CACHE_TAGS_HEADER = 'x-shop-cache-tags';
/** Stands for an answer the gateway did not tag: page-cache-rules.mjs never stores such a page. */
const UNTAGGED = '!untagged';

/**
 * A page's response hook: what each gateway answer shows goes into the page's `x-shop-cache-tags` header; the page
 * cache (server.mjs) keeps the tags with the page and purges the page when one of them changes. An answer without
 * tags (an order, a newsletter subscription: the shopper's) keeps the page out of the cache.
 */
export const collectCacheTags: GatewayResponseHook = (headers) => {
  appendResponseHeader(CACHE_TAGS_HEADER, headers.get(CACHE_TAGS_HEADER) ?? UNTAGGED);
};

/**
 * What the server does with the headers of each gateway answer besides reading its data, once per gateway call (the
 * page cache collects an answer's cache tags here).
 */
export type GatewayResponseHook = (headers: Headers) => void;

/** A gateway call that answered no data: its HTTP status, or the GraphQL errors it answered. */
export class GatewayQueryError extends Error {
  override readonly name = 'GatewayQueryError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly unknown[] = [],
  ) {
    super(message);
  }
}

/**
 * The server's client for one page request: it calls the gateway directly with the headers the /graphql proxy would
 * add for the same shopper, and, like the proxy, turns a new session token into the HttpOnly cookie of the page.
 * Pages travel with their loader data, not with a cache, so every call asks the gateway: a plain POST of the
 * operation, printed once per process (prepared-operation.ts), with no client cache to build or fill per page.
 */
export function createGatewayQuery(
  caller: GatewayCaller,
  config: StorefrontConfig,
  onResponse?: GatewayResponseHook,
): GraphqlQuery {
  const callerHeaders = Object.fromEntries(gatewayHeaders(caller, config.clientAddressSecret));
  return async (document, variables, options) => {
    const operation = prepareOperation(document);
    const response = await fetch(config.gateway.url, {
      method: 'POST',
      headers: { ...REQUEST_HEADERS, ...callerHeaders, ...options?.headers },
      body: requestBody(operation, variables),
      // The timeout covers reading the answer too: the body is read below, under the same signal.
      signal: AbortSignal.timeout(config.gateway.timeoutMs),
    });
    const cookie = sessionCookieOf(response.headers, caller.secure);
    if (cookie) appendResponseHeader('set-cookie', cookie);
    onResponse?.(response.headers);
    return dataOf(await resultOf(response), operation, response.status);
  };
}

/** As a GraphQL-over-HTTP client asks: the spec's response type first, plain JSON from older servers. */
const REQUEST_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
};

function requestBody(operation: PreparedOperation, variables: Record<string, unknown>): string {
  // Only the variables the operation declares go along (the gateway refuses none, but they are noise in its logs).
  const declared: Record<string, unknown> = {};
  for (const name of operation.variableNames) if (name in variables) declared[name] = variables[name];
  return JSON.stringify({ operationName: operation.name, variables: declared, query: operation.text });
}

interface GraphqlResult {
  data?: unknown;
  errors?: readonly { message?: unknown }[];
}

/**
 * The answer's GraphQL result. A `application/graphql-response+json` answer carries its result whatever its status
 * (a 400 with the validation errors); a plain JSON answer only with a 2xx status.
 */
async function resultOf(response: Response): Promise<GraphqlResult> {
  const text = await response.text();
  const graphqlResponse = response.headers.get('content-type')?.includes('application/graphql-response+json');
  if (!graphqlResponse && response.status >= 300) {
    throw new GatewayQueryError(`The gateway answered status ${response.status}`, response.status);
  }
  let result: unknown;
  try {
    result = JSON.parse(text);
  } catch {
    throw new GatewayQueryError(`The gateway answered no JSON (status ${response.status})`, response.status);
  }
  if (typeof result !== 'object' || result === null || !('data' in result || 'errors' in result)) {
    throw new GatewayQueryError(`The gateway answered no GraphQL result (status ${response.status})`, response.status);
  }
  return result as GraphqlResult;
}

/** The data of a result without errors; any error fails the whole operation (pages never show partial data). */
function dataOf<TData>(result: GraphqlResult, operation: PreparedOperation, status: number): TData {
  if (result.errors?.length) {
    const messages = result.errors.map((error) => String(error.message)).join('\n');
    throw new GatewayQueryError(`${operation.name ?? 'The operation'} failed: ${messages}`, status, result.errors);
  }
  if (result.data === undefined || result.data === null) throw new Error('The gateway answered no data');
  return result.data as TData;
}
