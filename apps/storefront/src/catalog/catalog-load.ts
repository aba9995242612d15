import { notFound, redirect } from '@tanstack/react-router';
import type { Crumb } from '../components/Breadcrumbs';
import type { ContentView } from '../content/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import { type ChunkAssets, lazyChunkAssets } from '../lib/lazy-chunk';
import type { ListingSearch } from '../listing/public';
import { type Listing, loadListing } from '../listing/public';
import type { ProductDetailFragment, ProductPageContentFieldsFragment } from '../product/public';
import type { PageShell } from './page-shell';
import type { ListingCategoryFragment } from './route.generated';
import { type GatewayRoute, loadRoute, type PagePath, type RouteAnswer } from './route-load';

/**
 * What a catalog path shows: a product page, or a listing (category, brand, brand category). `segment` is the page's
 * own segment (the product's, the category's), which the header highlights (src/app/shell/page-segment.ts).
 */
export type CatalogPage =
  | {
      kind: 'product';
      product: ProductDetailFragment;
      segment: GatewaySegment;
      /** The page's own content (selling points, delivery and returns). */
      content: ProductPageContentFieldsFragment;
      /** The product page code's chunk as built, for the first HTML's head (null in the browser). */
      code: ChunkAssets | null;
    }
  | {
      kind: 'listing';
      segment: GatewaySegment | null;
      title: string;
      /** Gateway urls and names, without the home crumb. */
      crumbs: Crumb[];
      /** The page's path (no slashes at the ends). */
      path: string;
      listing: Listing;
      hide: ('brand' | 'category')[];
      /** The listing code's chunk as built, for the first HTML's head (null in the browser: src/lib/lazy-chunk.ts). */
      code: ChunkAssets | null;
    };

/** What the catch-all shows: a catalog page, or a content page (or look) at a path the catalog does not know. */
export type CatchAllPage =
  | CatalogPage
  | {
      kind: 'content';
      content: ContentView;
      segment: GatewaySegment | null;
      /** The content code's chunk as built, for the first HTML's head (null in the browser). */
      code: ChunkAssets | null;
    };

/** A page of these routes with the shell parts its route loaded for the root (src/catalog/route-load.ts). */
export type WithShell<T> = T & { shell: PageShell };

type GatewaySegment = ProductDetailFragment['segment'];

/**
 * The loader of the brand routes: a catalog page, else the 404 page. A redirect (a legacy `.html` product URL) is
 * answered as a real HTTP redirect with the gateway's status (301).
 */
export async function loadCatalogPage(
  graphql: GraphqlQuery,
  pagePath: PagePath,
  search: ListingSearch,
): Promise<WithShell<CatalogPage>> {
  const answer = await loadRoute(graphql, pagePath, 1);
  const page = await catalogPageOf(graphql, answer.route, search);
  if (!page) throw await notFoundOf(graphql, answer);
  return { ...page, shell: answer.shell };
}

/**
 * The catch-all's loader: whatever the gateway's `route` says the path is (a catalog page, a redirect, a content page
 * or a look of a look-book), else the 404 page with the 404 document. Content code loads only for content pages.
 */
export async function loadCatchAllPage(
  graphql: GraphqlQuery,
  pagePath: PagePath,
  search: ListingSearch,
): Promise<WithShell<CatchAllPage>> {
  const loads = search.page ?? 1;
  const answer = await loadRoute(graphql, pagePath, loads);
  const { route, shell, salutations } = answer;
  const page = await catalogPageOf(graphql, route, search);
  if (page) return { ...page, shell };
  if (route.__typename === 'LookRoute') {
    // A look belongs to its look-book's segment.
    const segment = route.look.parentPage?.segment ?? null;
    const code = lazyChunkAssets('ContentPageView');
    return { kind: 'content', content: { kind: 'look', look: route.look }, segment, shell, code };
  }
  if (route.__typename === 'ContentPageRoute') {
    const { contentPageView } = await import('../content/content-load');
    const content = await contentPageView(graphql, route.page, loads, route.customerService, salutations);
    const code = lazyChunkAssets('ContentPageView');
    if (content) return { kind: 'content', content, segment: route.page.segment, shell, code };
  }
  throw await notFoundOf(graphql, answer);
}

/** The home page as the home route shows it: its content page, with the shell's parts its route loaded. */
export interface HomePage {
  content: ContentView;
  shell: PageShell;
}

/**
 * The home route's loader: the content page at '/' (uid `home`), asked like every other path (`route`, one gateway
 * request that brings the store switch and the layout along, and one the gateway's response cache can answer); without
 * it the shop has no home, which is the 404 page. No segment of its own: the home belongs to the visitor's segment.
 */
export async function loadHomePage(graphql: GraphqlQuery, withLayout: boolean): Promise<HomePage> {
  const answer = await loadRoute(graphql, { path: '', pathname: '/', withLayout }, 1);
  const { route, shell, salutations } = answer;
  if (route.__typename === 'ContentPageRoute') {
    const { contentPageView } = await import('../content/content-load');
    const content = await contentPageView(graphql, route.page, 1, route.customerService, salutations);
    if (content) return { content, shell };
  }
  throw await notFoundOf(graphql, answer);
}

/** A category's breadcrumbs end with the category itself. */
function categoryCrumbs(category: ListingCategoryFragment): Crumb[] {
  const path = category.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url }));
  return path.at(-1)?.url === category.url ? path : [...path, { name: category.name, url: category.url }];
}

/** A listing's data, with the listing page's code loaded alongside it (CatalogPageView loads that code lazily). */
async function withListingCode(listing: Promise<Listing>): Promise<Listing> {
  const [loaded] = await Promise.all([listing, import('../listing/ListingPage')]);
  return loaded;
}

/** A catalog route's page (a listing's products asked next), `null` when the route is not the catalog's. */
async function catalogPageOf(
  graphql: GraphqlQuery,
  route: GatewayRoute,
  search: ListingSearch,
): Promise<CatalogPage | null> {
  switch (route.__typename) {
    case 'RedirectRoute':
      throw redirect({ to: route.location as '/', statusCode: route.status });
    case 'ProductRoute':
      // The product page's code loads with its data (CatalogPageView loads it lazily).
      await import('../product/ProductPage');
      return {
        kind: 'product',
        product: route.product,
        segment: route.product.segment,
        content: route.content,
        code: lazyChunkAssets('ProductPage'),
      };
    case 'CategoryRoute': {
      const { category } = route;
      return {
        kind: 'listing',
        segment: category.segment,
        title: category.name,
        crumbs: categoryCrumbs(category),
        path: category.url,
        listing: await withListingCode(loadListing(graphql, search, { categoryId: category.id })),
        hide: [],
        code: lazyChunkAssets('ListingPage'),
      };
    }
    case 'BrandRoute': {
      const { brand, brandCategory: category } = route;
      return {
        kind: 'listing',
        // A brand's page is for everyone; a brand's category belongs to that category's segment.
        segment: category?.segment ?? null,
        title: category ? `${brand.name} · ${category.name}` : brand.name,
        crumbs: [{ name: brand.name, url: brand.url }, ...(category ? [{ name: category.name }] : [])],
        path: category ? `${brand.url}/${category.url}` : brand.url,
        listing: await withListingCode(loadListing(graphql, search, { brand: brand.slug, categoryId: category?.id })),
        hide: ['brand'],
        code: lazyChunkAssets('ListingPage'),
      };
    }
    default:
      return null;
  }
}

/**
 * The not-found signal of a path: with the 404 document its route carried (asked alone when the route came without
 * it, or was another route's) and the page's shell parts, which the root shows around it.
 */
async function notFoundOf(graphql: GraphqlQuery, { route, shell, complete }: RouteAnswer) {
  const content = await import('../content/content-load');
  // The 404 document's blocks are the content chunk's: its stylesheets go into the first HTML (src/routes/$.tsx).
  const code = lazyChunkAssets('ContentPageView');
  if (complete && route.__typename === 'NotFoundRoute') {
    return notFound({ data: { ...(await content.notFoundData(graphql, route.errorPage ?? null)), shell, code } });
  }
  const { data } = await content.contentNotFound(graphql);
  return notFound({ data: { ...(data as object), shell, code } });
}
