import { redirect } from '@tanstack/react-router';
import type { Crumb } from './components/Breadcrumbs';
import type { ContentView } from './content/content-load';
import { CatalogRouteDocument, type ListingCategoryFragment } from './graphql/catalog-route.generated';
import { loadQuery } from './lib/graphql/load-query';
import type { GraphqlQuery } from './lib/graphql/query';
import { type Listing, loadListing } from './listing/load-listing';
import type { ListingSearch } from './listing/search-state';
import type { ProductDetailFragment, ProductPageContentFieldsFragment } from './product/product.generated';

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
    };

/** A category's breadcrumbs end with the category itself. */
function categoryCrumbs(category: ListingCategoryFragment): Crumb[] {
  const path = category.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url }));
  return path.at(-1)?.url === category.url ? path : [...path, { name: category.name, url: category.url }];
}

/**
 * The loader of the catalog paths (the catch-all and the brand routes): asks the gateway what the path is
 * (`catalogRoute`), then loads a listing's products. A redirect (a legacy `.html` product URL) is answered as a real
 * HTTP redirect with the gateway's status (301); an unknown path is the 404 page.
 */
export async function loadCatalogPage(
  graphql: GraphqlQuery,
  rawPath: string,
  search: ListingSearch,
): Promise<CatalogPage> {
  const page = await resolveCatalogPath(graphql, rawPath, search);
  if (!page) throw await (await import('./content/content-load')).contentNotFound(graphql);
  return page;
}

/** What the catch-all shows: a catalog page, or a content page (or look) at a path the catalog does not know. */
export type CatchAllPage = CatalogPage | { kind: 'content'; content: ContentView; segment: GatewaySegment | null };

type GatewaySegment = ProductDetailFragment['segment'];

/**
 * The catch-all's loader: the catalog first (products, categories, legacy redirects), then content pages by path
 * and looks, else the 404 page with the 404 document (src/content/content-load.ts). Content code loads only here.
 */
export async function loadCatchAllPage(
  graphql: GraphqlQuery,
  rawPath: string,
  search: ListingSearch,
): Promise<CatchAllPage> {
  const page = await resolveCatalogPath(graphql, rawPath, search);
  if (page) return page;
  const { loadContentPath } = await import('./content/content-load');
  const content = await loadContentPath(graphql, rawPath, search.page ?? 1);
  // A look belongs to its look-book's segment.
  const segment = content.kind === 'page' ? content.page.segment : (content.look.parentPage?.segment ?? null);
  return { kind: 'content', content, segment };
}

/** A listing's data, with the listing page's code loaded alongside it (CatalogPageView loads that code lazily). */
async function withListingCode(listing: Promise<Listing>): Promise<Listing> {
  const [loaded] = await Promise.all([listing, import('./listing/ListingPage')]);
  return loaded;
}

/** A catalog path's page, or `null` when the catalog does not know the path. */
async function resolveCatalogPath(
  graphql: GraphqlQuery,
  rawPath: string,
  search: ListingSearch,
): Promise<CatalogPage | null> {
  const path = rawPath.replace(/^\/+|\/+$/g, '');
  if (!path) return null;
  const { catalogRoute: route, productPageContent } = await loadQuery(graphql, CatalogRouteDocument, { path });
  switch (route?.__typename) {
    case 'RedirectRoute':
      throw redirect({ to: route.location as '/', statusCode: route.status });
    case 'ProductRoute':
      return { kind: 'product', product: route.product, segment: route.product.segment, content: productPageContent };
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
      };
    }
    default:
      return null;
  }
}
