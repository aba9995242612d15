import type { LinkComponent, LinkProps } from '../Link';
import type { ShellLink } from './types';

export const PlainLink: LinkComponent = (props: LinkProps) => <a {...props} />;

export type ShellAnchorProps = Omit<LinkProps, 'href'> & { link: ShellLink; Link?: LinkComponent | undefined };

/** A content link: external URLs as a plain anchor (no referrer, no opener), shop paths through the router's link. */
export function ShellAnchor({ link, Link = PlainLink, ...props }: ShellAnchorProps) {
  if (link.external) return <a {...props} href={link.href} rel="noopener noreferrer" />;
  return <Link {...props} href={link.href} />;
}
