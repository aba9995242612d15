import { ApiClientError, type ApiError, createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import type { ShopwareStoreChannel } from './config';
import { commerceErrorFor, type ShopwareCallArea, unavailable } from './errors';

/** The Store API's operations, keyed as the typed client names them (`readCart get /checkout/cart`). */
export type StoreApiOperations = operations;
export type OperationKey = keyof StoreApiOperations & string;
/** What a call of an operation sends: its body, query and path parameters (headers are the transport's). */
export type OperationRequest<K extends OperationKey> = Omit<
  StoreApiOperations[K],
  'response' | 'responseCode' | 'contentType' | 'accept' | 'headers'
>;
export type OperationResponse<K extends OperationKey> = StoreApiOperations[K] extends { response: infer R } ? R : never;

export interface CallOptions {
  channel: ShopwareStoreChannel;
  /** The shopper's Shopware context token; null asks Shopware for a new context. */
  contextToken: string | null;
  area: ShopwareCallArea;
  /** A read that may be repeated: retried once after a timeout or a 5xx. Writes are never repeated. */
  idempotent: boolean;
}

export interface ShopwareTransportOptions {
  baseUrl: string;
  timeoutMs: number;
  breaker?: CircuitBreaker;
}

/**
 * Calls to the Store API through Shopware's typed client: a time limit on every call, one retry for reads, a circuit
 * breaker over all of them, and Shopware's errors turned into the shop's. The client keeps a context token in its
 * default headers, so a client is made per call: one shopper's token can never travel with another's call.
 */
export class ShopwareTransport {
  readonly breaker: CircuitBreaker;

  constructor(private readonly options: ShopwareTransportOptions) {
    this.breaker = options.breaker ?? new CircuitBreaker({ failureThreshold: 5, openMs: 30_000 });
  }

  /** The answer and the context token Shopware answered with (a new one after login, logout or a new context). */
  async call<K extends OperationKey>(
    operation: K,
    request: OperationRequest<K>,
    options: CallOptions,
  ): Promise<{ data: OperationResponse<K>; contextToken: string | null }> {
    const attempts = options.idempotent ? 2 : 1;
    try {
      return await this.breaker.run(async () => {
        let lastError: unknown;
        for (let attempt = 1; attempt <= attempts; attempt++) {
          try {
            return await this.once(operation, request, options);
          } catch (error) {
            lastError = error;
            if (!isRemoteFailure(error)) break;
          }
        }
        throw lastError;
      }, isRemoteFailure);
    } catch (error) {
      throw this.translate(error, options.area);
    }
  }

  private async once<K extends OperationKey>(operation: K, request: OperationRequest<K>, options: CallOptions) {
    const client = createAPIClient({
      baseURL: this.options.baseUrl,
      accessToken: options.channel.accessKey,
      contextToken: options.contextToken ?? undefined,
      defaultHeaders: { 'sw-language-id': options.channel.languageId, 'sw-currency-id': options.channel.currencyId },
      fetchOptions: { timeout: this.options.timeoutMs, retry: 0 },
    });
    // The client's invoke is typed per literal operation; here the operation is a type parameter.
    const invoke = client.invoke as (operation: string, params: unknown) => Promise<{ data: unknown }>;
    const { data } = await invoke(operation, request);
    return {
      data: data as OperationResponse<K>,
      contextToken: client.defaultHeaders['sw-context-token'] ?? null,
    };
  }

  private translate(error: unknown, area: ShopwareCallArea): Error {
    if (error instanceof CommerceError) return error;
    if (error instanceof CircuitOpenError) return unavailable('Shopware is unavailable (circuit open)');
    if (error instanceof ApiClientError) {
      const errors = ((error.details as { errors?: ApiError[] } | undefined)?.errors ?? []) as ApiError[];
      const retryAfter = Number(error.headers?.get?.('retry-after'));
      return commerceErrorFor(
        { status: error.status, errors, retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null },
        area,
      );
    }
    return unavailable(`Shopware did not answer: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}

/** A failure of Shopware itself (no answer, a timeout, a 5xx), not an answer about the request. */
function isRemoteFailure(error: unknown): boolean {
  if (error instanceof ApiClientError) return error.status >= 500 || error.status === 0 || !error.status;
  return !(error instanceof CommerceError);
}
