import { Trans } from '@lingui/react/macro';
import { Alert, formPage } from '@shop/ui/form';
import { useEffect, useRef } from 'react';
import styles from './account.module.css';

/**
 * What a registration answers: the same for every address, so the page says what happens either way. A new
 * address gets a link that creates the account; an address that has one gets a mail saying how to log in. The focus
 * moves here, since the form it replaces is gone.
 */
export function RegistrationMailSent({ email }: { email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.form} ref={ref} tabIndex={-1}>
      <Alert tone="success">
        <p className={formPage.text}>
          <strong>
            <Trans>Check your e-mail to finish.</Trans>
          </strong>
        </p>
        <p className={formPage.text}>
          <Trans>
            We have sent an e-mail to {email}. Follow the link in it within 24 hours to confirm your address and create
            your account; then log in with your password. If this address already has an account, the e-mail tells you
            how to log in.
          </Trans>
        </p>
      </Alert>
    </div>
  );
}
