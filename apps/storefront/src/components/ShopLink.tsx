import type { LinkProps } from '@shop/ui';
import { Link } from '@tanstack/react-router';

/**
 * A link to any path of the shop (a product's or category's `url` from the gateway), with the router's client-side
 * navigation and preloading. The path is a plain path, not a route template: the router matches it when followed
 * (the catch-all serves catalog urls). This is the `Link` the @shop/ui components get.
 */
export function ShopLink({ href, ...props }: LinkProps) {
  return <Link to={href as '/'} {...props} />;
}

/** The shop path of a gateway `url` (which has no slashes at the ends). */
export const shopPath = (url: string) => `/${url.replace(/^\/+/, '')}`;
