import type { CatalogPage } from './catalog-load';
import { ListingPage } from './listing/ListingPage';
import type { ListingSearch } from './listing/search-state';
import { ProductPage } from './product/ProductPage';

/** The page of a catalog path. */
export function CatalogPageView({ page, search }: { page: CatalogPage; search: ListingSearch }) {
  if (page.kind === 'product') return <ProductPage key={page.product.sku} product={page.product} />;
  return (
    <ListingPage title={page.title} crumbs={page.crumbs} listing={page.listing} search={search} hide={page.hide} />
  );
}
