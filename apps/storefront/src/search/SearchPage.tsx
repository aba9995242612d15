import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ShopLink, shopPath } from '../components/ShopLink';
import type { Listing, ListingSearch } from '../listing/public';
import { ListingPage } from '../listing/public';
import { rememberSearch } from './recent-searches';
import styles from './SearchPage.module.css';
import type { SearchPageQuery } from './search.generated';

export interface SearchPageData {
  listing: Listing | null;
  urls: SearchPageQuery['search']['urls'];
  suggestions: SearchPageQuery['search']['suggestions'];
}

/** The search screen: a search form, then URL hits, suggestions and the products with facets and sorts. */
export function SearchPage({ data, search }: { data: SearchPageData; search: ListingSearch }) {
  const { t } = useLingui();
  const text = search.q ?? '';
  useEffect(() => {
    if (text) void rememberSearch(text);
  }, [text]);

  const form = (
    <search>
      <form method="get" action="/search/" className={styles.form}>
        <label htmlFor="search-page-q" className="visually-hidden">
          <Trans>Search</Trans>
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={text} key={text} minLength={4} />
        <button type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  );

  if (!data.listing) {
    return (
      <div className={styles.empty}>
        <h1>
          <Trans>Search</Trans>
        </h1>
        {form}
        <p>
          <Trans>Type at least 4 characters to search.</Trans>
        </p>
      </div>
    );
  }

  return (
    <ListingPage title={t`Search results for “${text}”`} listing={data.listing} search={search}>
      {form}
      {(data.urls.length > 0 || data.suggestions.length > 0) && (
        <div className={styles.extras}>
          {data.urls.length > 0 && (
            <nav aria-labelledby="search-pages">
              <h2 id="search-pages" className={styles.extrasTitle}>
                <Trans>Pages</Trans>
              </h2>
              <ul>
                {data.urls.map((hit) => (
                  <li key={hit.url}>
                    <ShopLink href={shopPath(hit.url)}>{hit.label}</ShopLink>
                    {hit.parents.length > 0 && <span className={styles.parents}> · {hit.parents.join(' / ')}</span>}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {data.suggestions.length > 0 && (
            <nav aria-labelledby="search-suggestions">
              <h2 id="search-suggestions" className={styles.extrasTitle}>
                <Trans>Did you mean</Trans>
              </h2>
              <ul className={styles.suggestions}>
                {data.suggestions.map((suggestion) => (
                  <li key={suggestion.text}>
                    <Link to="/search" search={{ q: suggestion.text } as never}>
                      {suggestion.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
    </ListingPage>
  );
}
