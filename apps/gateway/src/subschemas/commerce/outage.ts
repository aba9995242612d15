import { CommerceError } from '@shop/commerce';
import { GraphQLError, GraphQLScalarType } from 'graphql';
import type { GatewayContext } from '../../context';
import { commerceErrorMessage } from './wording';

/** The GraphQL error codes of a commerce upstream that cannot answer: the shopper's words are in the message. */
export const COMMERCE_OUTAGE_CODES = ['COMMERCE_UNAVAILABLE', 'COMMERCE_BUSY'] as const;

const OUTAGES = new Set(['commerce-unavailable', 'commerce-busy']);

/**
 * A remote commerce upstream that is down, slow, refusing (its circuit open) or not covering an area yet answers
 * `commerce-unavailable` or `commerce-busy`. Mutations answer those as user errors already; a query (or a field) that
 * meets one answers a GraphQL error with the shop's translated message and its code (COMMERCE_UNAVAILABLE, passed to
 * clients by the error masking), never an internal error: the storefront then shows its page without the cart.
 */
export function outageError(error: unknown, context: GatewayContext): unknown {
  if (!(error instanceof CommerceError) || !OUTAGES.has(error.code)) return error;
  const retryAfter = (error.details as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return new GraphQLError(commerceErrorMessage(context.i18n, error.code), {
    extensions: {
      code: error.code.toUpperCase().replaceAll('-', '_'),
      ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
    },
  });
}

type Resolver = (root: unknown, args: unknown, context: GatewayContext, info: unknown) => unknown;

/** The resolver with its outages turned into `outageError`s; a synchronous answer stays synchronous (no promise). */
function guarded(resolve: Resolver): Resolver {
  return (root, args, context, info) => {
    try {
      const answer = resolve(root, args, context, info);
      if (answer instanceof Promise) {
        return answer.catch((error: unknown) => {
          throw outageError(error, context);
        });
      }
      return answer;
    } catch (error) {
      throw outageError(error, context);
    }
  };
}

/** Every field resolver of a resolver map, its outages answered as `outageError` says (enums and scalars as they are). */
export function withOutageErrors<T extends Record<string, unknown>>(resolvers: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    if (!fields || typeof fields !== 'object' || fields instanceof GraphQLScalarType) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => {
        if (typeof field === 'function') return [name, guarded(field as Resolver)];
        if (field && typeof field === 'object' && typeof (field as { resolve?: unknown }).resolve === 'function') {
          const resolve = (field as { resolve: Resolver }).resolve;
          return [name, { ...field, resolve: guarded(resolve) }];
        }
        return [name, field];
      }),
    );
  }
  return wrapped as T;
}
