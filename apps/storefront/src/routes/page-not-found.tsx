import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { notFoundHead } from '../content/content-head';
import type { NotFoundData } from '../content/content-load';

/**
 * The 404 page for paths that cannot be decoded or hold a control character (src/app/unroutable-path.ts): the 404
 * document, status 404, without asking the gateway about the path. Also reachable at its own address, where it is the
 * same 404 page.
 */
export const Route = createFileRoute('/page-not-found')({
  loader: async ({ context }): Promise<never> => {
    throw await (await import('../content/content-load')).contentNotFound(context.graphql);
  },
  head: ({ match }) =>
    notFoundHead(match, (match.error as { data?: NotFoundData } | undefined)?.data?.errorPage ?? null),
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
});
