import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './account.module.css';
import { useLogout } from './use-logout';

/** The account area's pages (spec commerce §2 `/customer` children), in the navigation's order. */
const PAGES = [
  { href: '/customer/', exact: true, key: 'dashboard' },
  { href: '/customer/edit/', exact: false, key: 'edit' },
  { href: '/customer/address/', exact: false, key: 'address' },
  { href: '/customer/orders/', exact: false, key: 'orders' },
  { href: '/customer/wishlist/', exact: false, key: 'wishlist' },
] as const;

/**
 * The account area's navigation: dashboard, profile, addresses, orders, wishlist (the current page marked with
 * aria-current) and log out.
 */
export function AccountNavigation() {
  const { t } = useLingui();
  const { logout, loggingOut } = useLogout();
  const labels: Record<(typeof PAGES)[number]['key'], string> = {
    dashboard: t`Dashboard`,
    edit: t`My details`,
    address: t`Addresses`,
    orders: t`Orders`,
    wishlist: t`Wishlist`,
  };
  return (
    <nav className={styles.navigation} aria-label={t`My account`}>
      <ul>
        {PAGES.map((page) => (
          <li key={page.key}>
            {/* Plain paths: the area's pages are matched when followed (S2's and S3's routes nest under /customer). */}
            <Link to={page.href as '/'} activeOptions={{ exact: page.exact, includeSearch: false }}>
              {labels[page.key]}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logout()} disabled={loggingOut} aria-busy={loggingOut || undefined}>
            <Trans>Log out</Trans>
          </button>
        </li>
      </ul>
    </nav>
  );
}
