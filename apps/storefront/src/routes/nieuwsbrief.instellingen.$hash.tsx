import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';
import { NewsletterSettingsPage } from '../newsletter/NewsletterSettingsPage';

const title = msg`Newsletter settings`;

/**
 * `/nieuwsbrief/instellingen/{hash}/` (spec §2): the newsletter mail's link — confirm, preferences, unsubscribe. The
 * hash is a credential: the page is never cached, indexed or sent as a referrer.
 */
export const Route = createFileRoute('/nieuwsbrief/instellingen/$hash')({
  preloadStaleTime: 0,
  loader: async ({ context, params }) =>
    (await import('../newsletter/load-newsletter')).loadNewsletterSettings(context.graphql, params.hash),
  head: ({ match }) => {
    const head = pageHead(match, title, { robots: 'noindex,nofollow' });
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] };
  },
  component: () => <NewsletterSettingsPage settings={Route.useLoaderData().settings} hash={Route.useParams().hash} />,
});
