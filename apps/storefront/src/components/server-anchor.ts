import type { LinkProps } from '@shop/ui';

/**
 * Paths the router would keep as they are: a leading slash, segments of unreserved characters that do not start with a
 * dot (no `.`/`..` to resolve), no query or fragment, nothing to encode, no `$` (a route template). Anything else goes
 * through the router's own `Link`.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/;

/** The location an anchor is rendered on: its path and (parsed) search. */
export type RenderedLocation = { pathname: string; search: unknown };

/** As the router compares paths for the active state: without a trailing slash, except the root. */
const withoutTrailingSlash = (path: string) => (path.endsWith('/') && path !== '/' ? path.slice(0, -1) : path);

/**
 * The router's active state of a link to `path` without search (`@tanstack/react-router` `Link`, default active
 * options): the current path is the link's path or below it. The router's search test, a partial match against the
 * link's empty search, always holds.
 */
function isActive(location: RenderedLocation, path: string) {
  const current = withoutTrailingSlash(location.pathname);
  const next = withoutTrailingSlash(path);
  return current.startsWith(next) && (current.length === next.length || current[next.length] === '/');
}

/**
 * The props of the anchor the router's `Link` renders on the server for `<Link to={href} {...props} />` with a plain
 * path, in the same order (React writes attributes in prop order): the element props (`Link` drops `type` and
 * `disabled` on an anchor), then `href`, then for an active link the class `active`, `data-status="active"` and
 * `aria-current="page"`. Null for any other path (the caller renders `Link`). `test/shop-link.test.tsx` renders both
 * for a table of paths and props and compares the HTML.
 */
export function serverAnchorProps(
  href: string,
  props: Omit<LinkProps, 'href'>,
  location: RenderedLocation,
): Record<string, unknown> | null {
  if (!PLAIN_PATH.test(href)) return null;
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (key === 'type' || key === 'disabled') continue;
    anchor[key] = props[key as keyof typeof props];
  }
  if (!isActive(location, href)) {
    anchor.href = href;
    return anchor;
  }
  const className = props.className;
  if (!className) anchor.className = 'active';
  anchor.href = href;
  if (className) anchor.className = `${className} active`;
  anchor['data-status'] = 'active';
  anchor['aria-current'] = 'page';
  return anchor;
}
