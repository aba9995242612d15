/**
 * Paths no page can be for: their percent-encoding does not decode (`/%E0%A4%A`, an encoded lone surrogate) or they
 * hold a control character once decoded (`/products/%00`). They answer the 404 page without asking the gateway
 * anything about them: the server's edge (src/app/server.ts) routes them to NOT_FOUND_PATH, and so does the router in the
 * browser (router.tsx, for hydration and client navigations), so both render the same page.
 */

/** The route that renders the 404 page with the 404 document for such paths (src/routes/page-not-found.tsx). */
export const NOT_FOUND_PATH = '/page-not-found';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Whether a path as it comes in the URL (percent-encoded) decodes to text without control characters. */
export function isRoutablePath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  return !CONTROL_CHARACTER.test(decoded);
}

/** The URL the router handles instead of an unroutable one (the address bar keeps the original); undefined: keep it. */
export function routableUrl(url: URL): URL | undefined {
  if (isRoutablePath(url.pathname)) return undefined;
  return new URL(NOT_FOUND_PATH, url.origin);
}
