import { lazy, Suspense } from 'react';
import type { CatalogPage } from '../catalog/catalog-load';
import type { ListingSearch } from '../listing/search-state';
import { ProductPage } from '../product/ProductPage';

/**
 * Listing code (filters, sorts, the grid) is a chunk of its own: a product page, which shares this route, never loads
 * it. The loader imports the chunk with a listing's data (catalog-load.ts), so a navigation does not wait for it.
 */
const ListingPage = lazy(() => import('../listing/ListingPage').then(({ ListingPage }) => ({ default: ListingPage })));

/** The page of a catalog path. */
export function CatalogPageView({ page, search }: { page: CatalogPage; search: ListingSearch }) {
  if (page.kind === 'product') {
    return <ProductPage key={page.product.sku} product={page.product} content={page.content} />;
  }
  return (
    <Suspense fallback={null}>
      <ListingPage title={page.title} crumbs={page.crumbs} listing={page.listing} search={search} hide={page.hide} />
    </Suspense>
  );
}
