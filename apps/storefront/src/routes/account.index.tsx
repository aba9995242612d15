import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '../account/guards';
import { LoginPage } from '../account/LoginPage';
import { pageHead } from '../lib/page-head';

const title = msg`Log in`;

/** `/account/` (spec commerce §2): the login. A logged-in visitor is sent to `/customer/` (301, not cached). */
export const Route = createFileRoute('/account/')({
  beforeLoad: requireGuest,
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: LoginPage,
});
