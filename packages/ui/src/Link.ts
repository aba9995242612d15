import type { AnchorHTMLAttributes, ComponentType } from 'react';

/**
 * How a component of this package links: a plain `<a href>` unless the app passes its router's link (client-side
 * navigation, preloading), which takes the same props.
 */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkProps>;
