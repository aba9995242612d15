import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { ResponseCache } from './cache/response-cache';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { directExecutionGateway } from './direct-execution';
import { inputHygienePlugin, isVariableErrorLimit } from './http/input-hygiene';
import { costLimitPlugin, internalFieldsRule, operationLimitRules, operationTypeRule } from './http/limits';
import { buildGatewaySchema, type buildSubschemas } from './schema';
import { COMMERCE_OUTAGE_CODES } from './subschemas/commerce/outage';

/** Codes whose messages are meant for the caller; every other error is masked (no internals reach a client). */
const CLIENT_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  // A remote commerce upstream down or busy: the message is the shop's, translated (subschemas/commerce/outage.ts).
  ...COMMERCE_OUTAGE_CODES,
]);

/**
 * An Apollo Server with the gateway's policy: CSRF prevention, limits (tokens, depth, aliases, directives, cost; each
 * computed in time linear in the document), error masking and error logging, and the production profile
 * (introspection, suggestions and the internal `_…` fields as configured).
 */
export async function startApollo(
  source: { schema: GraphQLSchema } | { gateway: ReturnType<typeof directExecutionGateway> },
  config: GatewayConfig,
  extraPlugins: readonly ApolloServerPlugin<GatewayContext>[] = [],
): Promise<ApolloServer<GatewayContext>> {
  const apollo = new ApolloServer<GatewayContext>({
    ...source,
    csrfPrevention: true,
    // One operation per request (Apollo's default, stated): a JSON array body is refused with 400, so a batch cannot
    // multiply the work of one request (aliases are counted by the rate limits, field by field).
    allowBatchedHttpRequests: false,
    // No automatic persisted queries: no client of the shop sends them, and a wrong hash was answered with an error
    // without a code (masked as an internal error); a client that tries gets PERSISTED_QUERY_NOT_SUPPORTED.
    persistedQueries: false,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: config.limits.maxTokens },
    // Apollo's own count of selections with fragments expanded (memoised per fragment): a backstop that refuses a
    // fragment fan-out before the other rules run (they then run only on documents that passed graphql's own).
    maxRecursiveSelections: true,
    // A subschema endpoint without mutations refuses one as invalid, before the limits count it.
    validationRules: [
      operationTypeRule,
      ...operationLimitRules(config.limits),
      ...(config.internalFields ? [] : [internalFieldsRule]),
    ],
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's own cache hints (`@cacheControl`) are not used: it judged every field of every answer. The response
      // cache has its own hints (src/cache/cache-policy.ts).
      ApolloServerPluginCacheControlDisabled(),
      ...extraPlugins,
      // NUL and unpaired surrogates in string arguments: BAD_USER_INPUT before any resolver (src/http/input-hygiene.ts).
      inputHygienePlugin(),
      costLimitPlugin(config.limits.maxCost),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                const code = error.extensions?.code;
                if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) continue;
                contextValue.logger.error({ err: error.originalError ?? error, path: error.path }, 'resolver error');
              }
            },
          };
        },
      },
    ],
    formatError: (formatted, error) => {
      if (isVariableErrorLimit(error)) return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
        if (formatted.extensions?.validationErrorCode === 'INTROSPECTION_DISABLED') {
          return { ...formatted, message: 'Introspection is disabled.' };
        }
        // "Did you mean …?" names fields, arguments, types and enum values a client did not ask for.
        return config.fieldSuggestions
          ? formatted
          : { ...formatted, message: formatted.message.replace(SUGGESTION, '') };
      }
      return {
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
        ...(formatted.path ? { path: formatted.path } : {}),
      };
    },
  });
  await apollo.start();
  return apollo;
}

/** graphql-js's suggestion, always the message's last sentence: ` Did you mean "first"?`, `… the enum value "NAME"?`. */
const SUGGESTION = / ?Did you mean [^?]*\?$/;

/**
 * The GraphQL endpoints by path: `/graphql`, the stitched schema (an operation one subschema answers alone runs on it
 * directly, src/direct-execution.ts; the response cache's plugin when it is on), and, for developers and the bench's
 * stitched/direct comparison, each subschema alone (`/graphql/<name>`; off in production).
 */
export async function startEndpoints(
  subschemas: ReturnType<typeof buildSubschemas>,
  config: GatewayConfig,
  responseCache: ResponseCache | undefined,
): Promise<Map<string, ApolloServer<GatewayContext>>> {
  const stitched = buildGatewaySchema(subschemas);
  const subschemaSchemas = Object.values(subschemas).flatMap((subschema) =>
    subschema.schema ? [subschema.schema] : [],
  );
  const apollo = await startApollo(
    // Remote subschemas (an executor of their own) are reached through the stitching only.
    Object.values(subschemas).every((subschema) => subschema.executor === undefined)
      ? { gateway: directExecutionGateway(stitched, subschemaSchemas) }
      : { schema: stitched },
    config,
    responseCache ? [responseCache.plugin()] : [],
  );
  const endpoints = new Map([['/graphql', apollo]]);
  if (config.subschemaEndpoints) {
    for (const [name, subschema] of Object.entries(subschemas)) {
      if (subschema.schema) endpoints.set(`/graphql/${name}`, await startApollo({ schema: subschema.schema }, config));
    }
  }
  return endpoints;
}
