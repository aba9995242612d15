import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { msg } from '@lingui/core/macro';
import { BREAK, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { GatewayContext } from '../context';

/**
 * Text no field of the shop can hold: the NUL character (PostgreSQL's text refuses it, so it surfaced as a masked
 * INTERNAL_SERVER_ERROR) and unpaired UTF-16 surrogates (not Unicode text: UTF-8 cannot encode them, so what would be
 * stored or mailed is not what was sent). One pass with constant look-around per character: linear in the length.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** A value met while walking the variables, and how it was reached (its path is spelled out only when needed). */
interface Step {
  value: unknown;
  parent: Step | null;
  /** `$name`, `[index]` or `.key`. */
  key: string;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('');
};

/**
 * Where in the request's variables a string (or an object key) holds unsafe text: `$name.path[0].to`, or null.
 * Iterative (an explicit stack), so a deeply nested JSON value cannot exhaust the call stack; each value is looked at
 * once and costs the same wherever it sits: linear in the size of the variables.
 */
export function unsafeVariable(variables: Readonly<Record<string, unknown>> | undefined): string | null {
  if (!variables || typeof variables !== 'object') return null;
  const stack: Step[] = [];
  for (const [name, value] of Object.entries(variables)) {
    if (isUnsafeText(name)) return '$';
    stack.push({ value, parent: null, key: `$${name}` });
  }
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        stack.push({ value: value[index], parent: step, key: `[${index}]` });
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnsafeText(key)) return pathOf(step);
        stack.push({ value: item, parent: step, key: `.${key}` });
      }
    }
  }
  return null;
}

/**
 * The argument (or variable default) whose literal holds unsafe text, or null. The lexer already refuses a raw NUL
 * or lone surrogate in the query text, so only an escape (`\u0000`, `\uD800`, `\u{0}`) can put one in a literal:
 * without a `\u` in the source there is nothing to look for. graphql's `visit` is iterative, and it stops at the
 * first find: linear in the size of the document.
 */
export function unsafeLiteral(source: string | undefined, document: DocumentNode): string | null {
  if (source !== undefined && !source.includes('\\u')) return null;
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!isUnsafeText(node.value)) return undefined;
      found = '';
      // `ancestors` stops above the parent: look at the parent first, then up.
      const lineage = [...ancestors, parent];
      for (let index = lineage.length - 1; index >= 0; index -= 1) {
        const ancestor = lineage[index];
        if (ancestor && !Array.isArray(ancestor) && 'kind' in ancestor) {
          if (ancestor.kind === Kind.ARGUMENT) {
            found = ancestor.name.value;
            break;
          }
          if (ancestor.kind === Kind.VARIABLE_DEFINITION) {
            found = `$${ancestor.variable.name.value}`;
            break;
          }
        }
      }
      return BREAK;
    },
  });
  return found;
}

/** graphql-js's words when a request's variables hold more invalid values than it reports (50). */
const VARIABLE_ERROR_LIMIT = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * Whether an error is graphql-js's refusal of variables with too many invalid values: a request error like the
 * coercion errors before it (which Apollo labels BAD_USER_INPUT), but it comes without a code of its own and was
 * masked as an INTERNAL_SERVER_ERROR (the fuzz test found it: a list of 1 000 strings for a list of input objects).
 */
export function isVariableErrorLimit(error: unknown): boolean {
  // By its message, not its class: Apollo's copy of graphql may be another module instance than ours (CJS and ESM).
  return error instanceof Error && error.message === VARIABLE_ERROR_LIMIT && !(error as { path?: unknown }).path;
}

/**
 * Input hygiene at the edge: a request whose string arguments hold NUL or unpaired surrogates is refused as
 * BAD_USER_INPUT (translated, HTTP 400) before any resolver runs, whether the text came as a literal in the query or
 * in the variables (nested input objects and lists included).
 *
 * Why a plugin hook rather than custom scalars or a validation rule: the schema's strings are graphql's own `String`
 * and `ID` in every subschema and in the stitched schema, and replacing them would touch every SDL file and the
 * delegation between schemas; a validation rule sees no variables and has no request context (no store language for
 * the message, and Apollo would label its error GRAPHQL_VALIDATION_FAILED). `didResolveOperation` runs after
 * validation and before execution, with the parsed document, the raw variables and the request's context.
 */
export function inputHygienePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(request: GraphQLRequestContext<GatewayContext>) {
          const { document, contextValue } = request;
          const field =
            (document && unsafeLiteral(request.source, document)) ?? unsafeVariable(request.request.variables);
          if (field !== null) {
            const message = contextValue.i18n._(
              msg`Text may not contain the NUL character or unpaired surrogate characters.`,
            );
            throw new GraphQLError(message, {
              extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
