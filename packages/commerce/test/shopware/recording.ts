import type { ApiError } from '@shopware/api-client';
import type { OperationKey, OperationRequest, OperationResponse } from '../../src/shopware/transport';

/**
 * A recorded Store API exchange: the request as the adapter must send it, and Shopware's answer. The request and the
 * answer are typed by the operation in Shopware's typed client (generated from the Store API's OpenAPI document), so a
 * recording whose shape drifts from the API fails the typecheck.
 */
export interface Exchange {
  operation: OperationKey;
  /** The operation's path with its parameters filled in. */
  path: string;
  method: string;
  request: {
    /** sw-access-key, sw-context-token (absent: a call that asks for a new context), sw-language-id, sw-currency-id. */
    headers: Readonly<Record<string, string | undefined>>;
    query?: Readonly<Record<string, string>>;
    body?: unknown;
  };
  response: { status: number; headers?: Readonly<Record<string, string>>; body: unknown };
  /** What the exchange is in the scenario (shown when it is not met). */
  note: string;
}

export interface ErrorBody {
  errors: ApiError[];
}

type Success<K extends OperationKey> = { status: 200 | 204; contextToken?: string; body: OperationResponse<K> };
type Failure = { status: number; contextToken?: string; retryAfter?: number; body: ErrorBody };

export interface RecordedChannel {
  accessKey: string;
  languageId: string;
  currencyId: string;
}

/** One exchange of `operation` (`readCart get /checkout/cart`). */
export function exchange<K extends OperationKey>(
  operation: K,
  recorded: {
    note: string;
    channel: RecordedChannel;
    /** The Shopware context token sent; null when none is. */
    contextToken: string | null;
    request?: OperationRequest<K> & { query?: Record<string, string | number | boolean> };
    pathParams?: Record<string, string>;
    response: Success<K> | Failure;
  },
): Exchange {
  const [, method, template] = operation.split(' ') as [string, string, string];
  const path = Object.entries(recorded.pathParams ?? {}).reduce(
    (result, [name, value]) => result.replace(`{${name}}`, encodeURIComponent(value)),
    template,
  );
  const request = (recorded.request ?? {}) as { body?: unknown; query?: Record<string, string | number | boolean> };
  const response = recorded.response;
  const headers: Record<string, string> = {};
  if (response.contextToken) headers['sw-context-token'] = response.contextToken;
  if ('retryAfter' in response && response.retryAfter !== undefined)
    headers['retry-after'] = String(response.retryAfter);
  return {
    operation,
    path,
    method: method.toUpperCase(),
    request: {
      headers: {
        'sw-access-key': recorded.channel.accessKey,
        'sw-context-token': recorded.contextToken ?? undefined,
        'sw-language-id': recorded.channel.languageId,
        'sw-currency-id': recorded.channel.currencyId,
      },
      query: request.query
        ? Object.fromEntries(Object.entries(request.query).map(([name, value]) => [name, String(value)]))
        : undefined,
      body: request.body,
    },
    response: { status: response.status, headers, body: response.body },
    note: recorded.note,
  };
}
