import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyLayout } from '../app/shell/EmptyLayout';
import { pageHead } from '../lib/page-head';

const title = msg`Empty layout`;

/** `/empty-layout/` (spec §2): a page in the empty layout, without header, navigation or footer. */
export const Route = createFileRoute('/empty-layout/')({
  staticData: { layout: 'own' },
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: EmptyLayoutPage,
});

function EmptyLayoutPage() {
  return (
    <EmptyLayout>
      <h1>
        <Trans>Empty layout</Trans>
      </h1>
      <p>
        <Trans>This page has no header, navigation or footer.</Trans>
      </p>
    </EmptyLayout>
  );
}
