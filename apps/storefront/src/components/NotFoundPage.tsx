import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StatusMessage } from './StatusMessage';
import styles from './StatusMessage.module.css';

/** Shown for any path no route serves; the response status is 404 (see src/routes/$.tsx). */
export function NotFoundPage() {
  return (
    <StatusMessage title={<Trans>Page not found</Trans>}>
      <p>
        <Trans>This page could not be found.</Trans>
      </p>
      <p>
        <Link to="/" className={styles.action}>
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </StatusMessage>
  );
}
