import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CatalogPageView } from '../app/CatalogPageView';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { catalogPageHead } from '../catalog/catalog-head';
import { contentViewHead, notFoundHead } from '../content/content-head';
import { type ChunkAssets, chunkAssetLinks } from '../lib/lazy-chunk';
import { parseListingSearch } from '../listing/search-state';

/** Content pages (blocks) are their own chunk: product and listing pages never load block code. */
const ContentPageView = lazy(() => import('../content/ContentPageView'));

/**
 * Every path no other route serves, in one gateway request (`route`): a product page (at the product's own url), a
 * category page, a legacy product URL that moved (a real 301), a content page by its path, a look of a look-book
 * (/{look-book}/{look}/); the gateway decides in that order. Anything else is the 404 page with the 404 document: the
 * loader throws notFound() (a route that only rendered the not-found page would answer 200). The route brings the
 * shell's parts along (the store switch, and the layout while the root has none), so the root asks none
 * (`staticData.shell`).
 */
export const Route = createFileRoute('/$')({
  staticData: { shell: 'page' },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  // Loader code (queries, listing rules) is not needed to show or hydrate a page: it loads with the first navigation.
  loader: async ({ context, params, deps, location }) => {
    const page = await (await import('../catalog/catalog-load')).loadCatchAllPage(
      context.graphql,
      { path: params._splat ?? '', pathname: location.pathname, withLayout: context.pageLoadsLayout },
      deps,
    );
    // Start loading the content page's code with its data, not after it.
    if (page.kind === 'content') await import('../content/ContentPageView');
    return page;
  },
  head: ({ match, loaderData }) => {
    if (loaderData?.kind === 'content') {
      // The content code is a lazy chunk: its stylesheets go into the first HTML (see catalogPageHead).
      const head = contentViewHead(match, loaderData.content);
      return { ...head, links: [...(head.links ?? []), ...chunkAssetLinks(loaderData.code)] };
    }
    if (!loaderData && match.status === 'notFound') {
      const head = notFoundHead(match, notFoundErrorPage(match.error));
      return { ...head, links: [...(head.links ?? []), ...chunkAssetLinks(notFoundData(match.error)?.code)] };
    }
    return catalogPageHead(match, loaderData);
  },
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
  component: CatchAllPage,
});

type NotFoundSignalData = { kind?: string; errorPage?: Parameters<typeof notFoundHead>[1]; code?: ChunkAssets | null };

const notFoundData = (error: unknown) => (error as { data?: NotFoundSignalData } | undefined)?.data;

const notFoundErrorPage = (error: unknown) => notFoundData(error)?.errorPage ?? null;

function CatchAllPage() {
  const page = Route.useLoaderData();
  const search = Route.useSearch();
  if (page.kind === 'content') {
    return (
      <Suspense fallback={null}>
        <ContentPageView view={page.content} loads={search.page ?? 1} />
      </Suspense>
    );
  }
  return <CatalogPageView page={page} search={search} />;
}
