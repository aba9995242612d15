import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountNavigation } from '../account/AccountNavigation';
import styles from '../account/account.module.css';
import { requireCustomer } from '../account/guards';

/**
 * The account area (spec commerce §2 `/customer` and its children: dashboard, edit, address, orders, wishlist): only
 * for a logged-in customer — a logged-out visitor is sent to `/account/` with a 301 that no cache keeps. Every page
 * of the area shows the account navigation beside it and is kept out of search engines.
 */
export const Route = createFileRoute('/customer')({
  beforeLoad: requireCustomer,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex,nofollow' }] }),
  component: CustomerArea,
});

function CustomerArea() {
  return (
    <div className={styles.area}>
      <AccountNavigation />
      <div className={styles.outlet}>
        <Outlet />
      </div>
    </div>
  );
}
