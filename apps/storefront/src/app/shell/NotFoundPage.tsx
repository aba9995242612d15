import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { StatusMessage } from '../../components/StatusMessage';
import styles from '../../components/StatusMessage.module.css';
import type { NotFoundData } from '../../content/content-load';

/** The 404 document's blocks load with the not-found page only: they are no part of any other page's first load. */
const ErrorDocumentView = lazy(() =>
  import('../../content/ContentPageView').then((module) => ({ default: module.ErrorDocumentView })),
);

const isContentNotFound = (data: unknown): data is NotFoundData =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'content-404';

/**
 * Shown for any path no route serves; the response status is 404 (see src/routes/$.tsx). The catch-all passes the
 * 404 content document (uid 404, "Page not found"), shown with its blocks; when that document could not be loaded,
 * the page says so and links home (spec §8). Not-found signals without the document get the plain message.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  if (isContentNotFound(data)) {
    if (data.errorPage) {
      return (
        <Suspense fallback={null}>
          <ErrorDocumentView page={data.errorPage} cookieChoice={data.cookieChoice} />
        </Suspense>
      );
    }
    return (
      <StatusMessage title={<Trans>Page not found</Trans>}>
        <p>
          <Trans>An error occurred while showing the error page.</Trans>
        </p>
        <p>
          <Link to="/" className={styles.action}>
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </StatusMessage>
    );
  }
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
