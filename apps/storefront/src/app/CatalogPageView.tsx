import { lazy, Suspense } from 'react';
import type { CatalogPage } from '../catalog/catalog-load';
import type { ListingSearch } from '../listing/search-state';

/**
 * Listing code (filters, sorts, the grid) and product page code are chunks of their own: a product page, which shares
 * this route, never loads the listing's, nor a listing the product page's. The loader imports the chunk with the
 * page's data (catalog-load.ts), so a navigation does not wait for it; the first HTML names the chunk's script and
 * stylesheets (catalogPageHead), so the browser has them before it paints and hydrates.
 */
const ListingPage = lazy(() => import('../listing/ListingPage').then(({ ListingPage }) => ({ default: ListingPage })));
const ProductPage = lazy(() => import('../product/ProductPage').then(({ ProductPage }) => ({ default: ProductPage })));

/** The page of a catalog path. */
export function CatalogPageView({ page, search }: { page: CatalogPage; search: ListingSearch }) {
  if (page.kind === 'product') {
    return (
      <Suspense fallback={null}>
        <ProductPage key={page.product.sku} product={page.product} content={page.content} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ListingPage title={page.title} crumbs={page.crumbs} listing={page.listing} search={search} hide={page.hide} />
    </Suspense>
  );
}
