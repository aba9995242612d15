/**
 * A `token` query parameter on any page (spec §2, §7: "token is passed to context loading"): links from mails and the
 * payment pages restore a cart. The preview routes use `token` for the content preview and are left alone.
 */
const PREVIEW_PATHS = ['/preview', '/prismic-preview'];

/** The context token a URL carries, when this page restores carts. */
export function restoreTokenOf(pathname: string, searchStr: string): string | undefined {
  if (PREVIEW_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return undefined;
  const token = new URLSearchParams(searchStr).get('token')?.trim();
  // A token is a plain opaque string; anything odd (or huge) is dropped without asking the gateway.
  return token && /^[\w.~-]{1,512}$/.test(token) ? token : undefined;
}

/** The same address without `token` (what the restore redirects to). */
export function withoutToken(pathname: string, searchStr: string, hash: string): string {
  const search = new URLSearchParams(searchStr);
  search.delete('token');
  const rest = search.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}
