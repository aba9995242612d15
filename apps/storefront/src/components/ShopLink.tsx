import type { LinkProps } from '@shop/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { serverAnchorProps } from './server-anchor';

function BrowserShopLink({ href, ...props }: LinkProps) {
  return <Link to={href as '/'} {...props} />;
}

function ServerShopLink({ href, ...props }: LinkProps) {
  const router = useRouter();
  const anchor = serverAnchorProps(href, props, router.stores.location.get());
  return anchor ? <a {...anchor} /> : <Link to={href as '/'} {...props} />;
}

/**
 * A link to any path of the shop (a product's or category's `url` from the gateway), with the router's client-side
 * navigation and preloading. The path is a plain path, not a route template: the router matches it when followed
 * (the catch-all serves catalog urls). This is the `Link` the @shop/ui components get.
 *
 * On the server a plain path renders as the very anchor the router's `Link` would render (same attributes, same
 * active state), without building a router location per link: a listing renders a hundred links or more, and
 * `Link`'s location building was some 7 % of a page's server CPU (docs/decisions/0042). The browser renders `Link`,
 * which hydrates that anchor and adds the click handling and preloading. `import.meta.env.SSR` keeps the server's
 * version out of the browser's bundle (the browser's is the plain `Link` it always was).
 */
export const ShopLink = import.meta.env.SSR ? ServerShopLink : BrowserShopLink;

/** The shop path of a gateway `url` (which has no slashes at the ends). */
export const shopPath = (url: string) => `/${url.replace(/^\/+/, '')}`;
