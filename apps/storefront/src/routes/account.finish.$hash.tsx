import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../account/ResetPasswordPage';
import { pageHead } from '../lib/page-head';

const title = msg`Set a new password`;

/**
 * `/account/finish/{hash}` (spec commerce §2): the recovery mail's link. The hash is a credential: the page is kept
 * out of search engines and sends no referrer (the page links elsewhere, and the hash is in its address).
 */
export const Route = createFileRoute('/account/finish/$hash')({
  head: ({ match }) => {
    const head = pageHead(match, title, { robots: 'noindex,nofollow' });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: () => <ResetPasswordPage hash={Route.useParams().hash} />,
});
