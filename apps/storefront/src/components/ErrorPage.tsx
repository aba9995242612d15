import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { pageUnavailable } from '../shop';
import { StatusMessage } from './StatusMessage';
import styles from './StatusMessage.module.css';

/**
 * Shown when a page cannot be rendered, typically because the gateway did not answer (the server then responds 503,
 * see src/graphql/load-query.ts). It never shows the error itself: shoppers get an explanation and a way to retry.
 */
export function ErrorPage() {
  const router = useRouter();
  const { i18n } = useLingui();
  return (
    <StatusMessage title={i18n._(pageUnavailable)}>
      <p>
        <Trans>Something went wrong on our side while loading this page. Please try again in a moment.</Trans>
      </p>
      <p>
        <button type="button" className={styles.action} onClick={() => router.invalidate()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    </StatusMessage>
  );
}
