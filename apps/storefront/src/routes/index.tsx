import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { ContentPageView } from '../content/ContentPageView';
import { contentViewHead, notFoundHead } from '../content/content-head';

/**
 * The home page: the content page with uid `home` and its blocks (spec §2), with WebSite structured data. The block
 * code is this route's own chunk (the router splits route components), preloaded with the page, so it hydrates at once.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const { loadHomePage } = await import('../content/content-load');
    return loadHomePage(context.graphql);
  },
  head: ({ match, loaderData }) => (loaderData ? contentViewHead(match, loaderData) : notFoundHead(match, null)),
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
  component: HomePage,
});

function HomePage() {
  return <ContentPageView view={Route.useLoaderData()} />;
}
