import { isCartLinkToken } from '@shop/domain';

/**
 * A `token` query parameter on any page (spec §2, §7: "token is passed to context loading"): cart restore links from
 * mails and the payment pages. The preview routes use `token` for the content preview and are left alone.
 */
const PREVIEW_PATHS = ['/preview', '/prismic-preview'];

/**
 * The cart restore token a URL carries, when this page restores carts: undefined when there is nothing to do (no
 * `token`, or a preview page); null when the parameter is there but holds no restore token (a session token, anything
 * odd): it is dropped from the address without asking the gateway, and never becomes the visitor's session.
 */
export function restoreTokenOf(pathname: string, searchStr: string): string | null | undefined {
  if (PREVIEW_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return undefined;
  const token = new URLSearchParams(searchStr).get('token');
  if (token === null) return undefined;
  const trimmed = token.trim();
  return isCartLinkToken(trimmed) ? trimmed : null;
}

/** The same address without `token` (what the restore redirects to). */
export function withoutToken(pathname: string, searchStr: string, hash: string): string {
  const search = new URLSearchParams(searchStr);
  search.delete('token');
  const rest = search.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}
