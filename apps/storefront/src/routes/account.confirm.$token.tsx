import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmRegistrationPage } from '../account/ConfirmRegistrationPage';
import { pageHead } from '../lib/page-head';

const title = msg`Confirm your e-mail address`;

/**
 * `/account/confirm/{token}`: the registration mail's link. The token is a credential: the page is kept out
 * of search engines and sends no referrer.
 */
export const Route = createFileRoute('/account/confirm/$token')({
  head: ({ match }) => {
    const head = pageHead(match, title, { robots: 'noindex,nofollow' });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: () => <ConfirmRegistrationPage token={Route.useParams().token} />,
});
