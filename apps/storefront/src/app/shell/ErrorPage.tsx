import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { StatusMessage } from '../../components/StatusMessage';
import styles from '../../components/StatusMessage.module.css';
import { useContentRuntime } from '../../content/runtime';
import { pageUnavailable } from '../../lib/page-head';

/** The HTTP status an error carries (`status`, or its response's), when it carries one (spec §8). */
export function errorStatus(error: unknown): number | undefined {
  const candidate = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } } | null;
  const status = candidate?.status ?? candidate?.statusCode ?? candidate?.response?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

/**
 * Shown when a page cannot be rendered, typically because the gateway did not answer (the server then responds 503,
 * see src/lib/graphql/load-query.ts). Shoppers get an explanation, the error's status when it has one, and a way to
 * retry; the error's message only in development or debug mode (spec §8: content errors are not for shoppers).
 */
export function ErrorPage({ error }: Partial<ErrorComponentProps>) {
  const router = useRouter();
  const { i18n } = useLingui();
  const { debug } = useContentRuntime();
  const status = errorStatus(error);
  return (
    <StatusMessage title={i18n._(pageUnavailable)}>
      <p>
        <Trans>Something went wrong on our side while loading this page. Please try again in a moment.</Trans>
      </p>
      {status !== undefined && (
        <p>
          <Trans>Error code: {status}</Trans>
        </p>
      )}
      {debug && error instanceof Error && (
        // For developers and editors, in English on purpose.
        <pre data-debug="error">{error.message}</pre>
      )}
      <p>
        <button type="button" className={styles.action} onClick={() => router.invalidate()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    </StatusMessage>
  );
}
