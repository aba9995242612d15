import { Trans } from '@lingui/react/macro';
import { ShopLink } from '../components/ShopLink';
import styles from './customer.module.css';

/**
 * Shown by a customer page whose data came without a customer: the session ended between the layout's guard and the
 * page's query (another tab logged out). The guard sends the next visit to /account/.
 */
export function LoginNotice() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Please log in</Trans>
      </h1>
      <p>
        <Trans>Your session has ended. Log in again to see your account.</Trans>
      </p>
      <p>
        <ShopLink href="/account/" className={styles.primary}>
          <Trans>Log in</Trans>
        </ShopLink>
      </p>
    </div>
  );
}
