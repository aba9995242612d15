import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LinkComponent } from '../Link';
import styles from './Header.module.css';
import { PlainLink, ShellAnchor } from './ShellAnchor';
import shared from './shared.module.css';
import type { ShellLabelledLink } from './types';
import { useHeaderScrollState } from './useHeaderScrollState';

export interface HeaderProps {
  /** The shop's name: the logo link's accessible name (and its text when there is no logo). */
  shopName: string;
  /** The logo (an SVG or image), decorative: the link is named by `shopName`. */
  logo?: ReactNode;
  homeHref?: string | undefined;
  /** The search overlay's trigger. */
  search?: ReactNode;
  /** The customer link ('Welcome {first name}' when logged in). */
  customer?: ReactNode;
  /** Slot for the wishlist link with its count (a later issue); nothing when absent. */
  wishlist?: ReactNode;
  /** Slot for the mini cart (a later issue); nothing when absent. */
  miniCart?: ReactNode;
  /** The layout's header links (stores, customer service…): a small service row from tablets on. */
  links?: readonly ShellLabelledLink[] | undefined;
  /** The main navigation (`<MainNavigation>`). */
  navigation?: ReactNode;
  /** Sticky / hide on scroll (spec §2); off for layouts that do not want it. */
  sticky?: boolean | undefined;
  Link?: LinkComponent | undefined;
  className?: string | undefined;
}

/**
 * The page header (spec §2): the layout's header links (a service row from tablets on; phones find them in the
 * footer), logo home, search trigger, customer link, wishlist and mini cart slots, and the main navigation. It sticks to the top after 50 px of scroll and slides away while the shopper scrolls down beyond 250
 * px, coming back on scrolling up; it never hides while focus is inside it.
 */
export function Header({
  shopName,
  logo,
  homeHref = '/',
  search,
  customer,
  wishlist,
  miniCart,
  links = [],
  navigation,
  sticky = true,
  Link = PlainLink,
  className,
}: HeaderProps) {
  const state = useHeaderScrollState(sticky);
  const { t } = useLingui();
  return (
    <header
      className={[styles.header, className].filter(Boolean).join(' ')}
      data-sticky={sticky && state.sticky ? 'true' : undefined}
      data-hidden={sticky && state.hidden ? 'true' : undefined}
    >
      {links.length > 0 && (
        <nav className={`${shared.container} ${styles.serviceLinks}`} aria-label={t`Service`}>
          <ul>
            {links.map((item) => (
              <li key={`${item.label}-${item.link.href}`}>
                <ShellAnchor link={item.link} Link={Link}>
                  {item.label}
                </ShellAnchor>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={`${shared.container} ${styles.bar}`}>
        <Link href={homeHref} className={styles.logo}>
          {logo ? (
            <>
              <span aria-hidden="true" className={styles.logoMark}>
                {logo}
              </span>
              <span className={shared.visuallyHidden}>{shopName}</span>
            </>
          ) : (
            shopName
          )}
        </Link>
        {navigation && <div className={styles.navigation}>{navigation}</div>}
        <div className={styles.actions}>
          {search}
          {customer}
          {wishlist}
          {miniCart}
        </div>
      </div>
    </header>
  );
}
