import { msg } from '@lingui/core/macro';
import type { PageGroup, ProductIndex } from '@shop/catalog';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shop/catalog';
import { isSaleRedirectWord, isSearchable, normalizeSearchText } from '@shop/domain';
import { cacheTag, tagAnswer, tagProducts } from '../../cache/cache-tags';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import type { CatalogResolvers } from '../../graphql';
import { viewOf } from './loaders';

type Resolvers = CatalogResolvers<GatewayContext>;

const PAGE_GROUPS: Record<PageGroup, 'CATEGORY' | 'PLP' | 'PAGES'> = {
  Category: 'CATEGORY',
  Plp: 'PLP',
  "Pagina's": 'PAGES',
};

/** The URL of the store's sale category when the text is one of its sale words (spec §5), else null. */
async function saleRedirect(index: ProductIndex, context: GatewayContext, text: string): Promise<string | null> {
  if (!isSaleRedirectWord(text, context.store.code)) return null;
  const sale = await index.specialCategory('sale', 'for-her', viewOf(context));
  return sale ? `/${sale.url}` : null;
}

/**
 * A listing of one category (filters within it) is purged with that category (a product that comes in, sells out
 * or goes; the products shown carry their own tags); text searches and listings across categories cannot be told
 * exactly which change moves them: `catalog`.
 */
function tagSearch(
  context: GatewayContext,
  text: string,
  filters: { categoryId?: string | null; sale?: boolean | null; isNew?: boolean | null },
) {
  const categoryListing = text === '' && filters.categoryId && !filters.sale && !filters.isNew;
  tagAnswer(context.cacheTags, categoryListing ? cacheTag.category(filters.categoryId as string) : cacheTag.catalog);
}

/** `search` and `quickSearch`: the input checked and normalised; the search itself runs when its results are read. */
export function searchQueryResolvers(
  index: ProductIndex,
): Pick<NonNullable<Resolvers['Query']>, 'search' | 'quickSearch'> {
  return {
    search: async (_root, { input }, context) => {
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const page = input.page ?? 1;
      if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw badUserInput(context.i18n._(msg`Ask for between 1 and ${MAX_PAGE_SIZE} products per page.`), 'pageSize');
      }
      if (page < 1) throw badUserInput(context.i18n._(msg`Pages are counted from 1.`), 'page');
      const text = normalizeSearchText(input.text ?? '');
      // Without text the screen lists by filters alone; with text, searching starts at 4 characters.
      const searched = text === '' || isSearchable(text);
      const filters = input.filters ?? {};
      tagSearch(context, text, filters);
      return {
        text,
        searched,
        redirect: text ? await saleRedirect(index, context, text) : null,
        search: {
          text: text || undefined,
          sort: input.sort ?? 'recommended',
          page,
          pageSize,
          filters: {
            categoryId: filters.categoryId ?? undefined,
            segment: filters.segment ?? undefined,
            brands: filters.brands ?? undefined,
            colors: filters.colors ?? undefined,
            sizes: filters.sizes ?? undefined,
            priceMin: filters.priceMin ?? undefined,
            priceMax: filters.priceMax ?? undefined,
            sale: filters.sale ?? undefined,
            isNew: filters.isNew ?? undefined,
          },
        },
      };
    },
    quickSearch: async (_root, { text: rawText }, context) => {
      const text = normalizeSearchText(rawText);
      tagAnswer(context.cacheTags, cacheTag.catalog);
      const redirect = await saleRedirect(index, context, text);
      if (!isSearchable(text)) {
        return { searched: false, redirect, products: [], totalCount: 0, urls: [], suggestions: [] };
      }
      const found = await index.quickSearch(text, viewOf(context));
      tagProducts(context.cacheTags, found.products);
      return { searched: true, redirect, ...found };
    },
  };
}

/** A search's results: products (with facets), matching page URLs and suggestions, none before searching starts. */
export function searchResultResolvers(
  index: ProductIndex,
): Pick<Resolvers, 'SearchResult' | 'ProductSearchResult' | 'UrlHit'> {
  return {
    SearchResult: {
      products: async ({ searched, search }, _args, context) => {
        if (!searched)
          return {
            products: [],
            totalCount: 0,
            page: 1,
            pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
            facets: emptyFacets,
          };
        const found = await index.searchProducts(search, viewOf(context));
        tagProducts(context.cacheTags, found.products);
        return found;
      },
      urls: ({ searched, text }, _args, context) => (searched && text ? index.searchUrls(text, viewOf(context)) : []),
      suggestions: ({ searched, text }, _args, context) =>
        searched && text ? index.suggest(text, viewOf(context)) : [],
    },
    ProductSearchResult: {
      totalPages: ({ totalCount, pageSize }) => Math.ceil(totalCount / pageSize),
      hasMore: ({ totalCount, pageSize, page }) => page * pageSize < totalCount,
      facets: ({ facets }, _args, { store }) => ({
        ...facets,
        priceRange: facets.priceRange
          ? {
              min: { amount: facets.priceRange.min, currency: store.currency },
              max: { amount: facets.priceRange.max, currency: store.currency },
            }
          : null,
      }),
    },
    UrlHit: {
      pageGroup: (hit) => PAGE_GROUPS[hit.pageGroup],
    },
  };
}

const emptyFacets = { categories: [], brands: [], colors: [], sizes: [], priceRange: null, saleCount: 0, newCount: 0 };
