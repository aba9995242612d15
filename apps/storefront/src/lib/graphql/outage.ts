/**
 * Whether a failed gateway call failed because the shop system behind the gateway (commerce on a remote shop such as
 * Shopware) cannot answer: the gateway then answers its own translated error with the code COMMERCE_UNAVAILABLE or
 * COMMERCE_BUSY. The server's client keeps the GraphQL errors in `errors` (GatewayQueryError), the browser's Apollo
 * client too (CombinedGraphQLErrors). A page can then show itself without the shop system's part.
 */
const OUTAGE_CODES = new Set(['COMMERCE_UNAVAILABLE', 'COMMERCE_BUSY']);

export function isCommerceOutage(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some((entry) => {
    const code = (entry as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return typeof code === 'string' && OUTAGE_CODES.has(code);
  });
}
