import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RecoverPasswordPage } from '../account/RecoverPasswordPage';
import { pageHead } from '../lib/page-head';

const title = msg`Forgotten your password?`;

/** `/account/recover/password/` (spec commerce §2): asks for the password recovery mail. */
export const Route = createFileRoute('/account/recover/password/')({
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: RecoverPasswordPage,
});
