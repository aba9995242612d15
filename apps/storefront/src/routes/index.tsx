import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { ContentPageView } from '../content/ContentPageView';
import { contentViewHead, notFoundHead } from '../content/content-head';

/**
 * The home page: the content page at '/' (uid `home`) and its blocks (spec §2), with WebSite structured data. Like the
 * catch-all, its route brings the shell's parts along in the same gateway request, so the root asks none
 * (`staticData.shell`). The block code is this route's own chunk (the router splits route components), preloaded with
 * the page, so it hydrates at once.
 */
export const Route = createFileRoute('/')({
  staticData: { shell: 'page' },
  loader: async ({ context }) =>
    (await import('../catalog/catalog-load')).loadHomePage(context.graphql, context.pageLoadsLayout),
  head: ({ match, loaderData }) =>
    loaderData ? contentViewHead(match, loaderData.content) : notFoundHead(match, notFoundErrorPage(match.error)),
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
  component: HomePage,
});

const notFoundErrorPage = (error: unknown) =>
  (error as { data?: { errorPage?: Parameters<typeof notFoundHead>[1] } } | undefined)?.data?.errorPage ?? null;

function HomePage() {
  return <ContentPageView view={Route.useLoaderData().content} />;
}
