import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { Filters } from './Filters';
import styles from './ListingPage.module.css';
import type { Listing } from './load-listing';
import { ProductGrid } from './ProductGrid';
import type { ListingSearch } from './search-state';

export interface ListingPageProps {
  title: ReactNode;
  crumbs?: readonly Crumb[];
  listing: Listing;
  search: ListingSearch;
  /** Shown between the heading and the products (the search page's URL hits and suggestions). */
  children?: ReactNode;
  /** Facets the page itself fixes and so does not offer (a brand page has no brand facet). */
  hide?: readonly ('brand' | 'category')[];
}

/**
 * A listing (spec §2 product list, category, brand and search pages): heading, filters and sort, the product grid,
 * and "show more". Every filter, the sort and the page live in the URL (listing/search-state.ts).
 */
export function ListingPage({ title, crumbs = [], listing, search, children, hide = [] }: ListingPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const grid = useRef<HTMLDivElement>(null);
  /** After "show more": the index of the first new product, which gets focus once it is there. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || listing.products.length <= index) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLElement>('li > article > a')[index]?.focus();
  }, [listing.products.length]);

  const update = (next: ListingSearch) => navigate({ to: '.', search: next as never, resetScroll: false });

  const count = listing.totalCount;
  const shown = listing.products.length;
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} role="status">
          <Plural value={count} one="# product" other="# products" />
        </p>
      </header>
      {children}
      <div className={styles.layout}>
        <Filters facets={listing.facets} search={search} onChange={update} hide={hide} />
        <div ref={grid} className={styles.results} aria-busy={loading}>
          {shown === 0 ? (
            <p className={styles.empty}>
              <Trans>No products match these filters.</Trans>
            </p>
          ) : (
            <ProductGrid products={listing.products} label={t`Products`} />
          )}
          <div className={styles.more}>
            {shown > 0 && (
              <p>
                <Trans>
                  You have seen {shown} of {count} products
                </Trans>
              </p>
            )}
            {listing.hasMore && (
              <Link
                to="."
                search={{ ...search, page: listing.page + 1 } as never}
                resetScroll={false}
                replace
                className={styles.moreButton}
                onClick={() => {
                  focusFrom.current = shown;
                }}
              >
                <Trans>Show more</Trans>
              </Link>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
