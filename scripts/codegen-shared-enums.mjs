import * as typescript from '@graphql-codegen/typescript';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';

/**
 * A codegen plugin that runs `typescript` or `typescript-operations` (config `wraps`) and makes their re-exports of
 * mapped enums type-only. An enum mapped with `enumValues` to a type of another module (`@shop/i18n#CurrencyCode`)
 * comes out as `export { CurrencyCode };` after a type import, which `verbatimModuleSyntax` rejects (TS1205);
 * `export type { CurrencyCode };` is the same re-export, allowed.
 */
const WRAPPED = { typescript, 'typescript-operations': typescriptOperations };

const typeOnly = (code) => code.replace(/^export \{ (\w+) \};$/gm, 'export type { $1 };');

function wrapped(config) {
  const base = WRAPPED[config.wraps];
  if (!base) throw new Error(`codegen-shared-enums: "wraps" must be one of ${Object.keys(WRAPPED).join(', ')}`);
  return base;
}

export async function plugin(schema, documents, config, info) {
  const output = await wrapped(config).plugin(schema, documents, config, info);
  if (typeof output === 'string') return typeOnly(output);
  return { ...output, content: typeOnly(output.content ?? ''), prepend: output.prepend, append: output.append };
}

export function validate(schema, documents, config, outputFile, allPlugins) {
  return wrapped(config).validate?.(schema, documents, config, outputFile, allPlugins);
}
