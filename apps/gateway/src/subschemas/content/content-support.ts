import { msg } from '@lingui/core/macro';
import { type ContentDocument, type ContentQuery, type ContentSource, MAX_PAGE_SIZE, predicate } from '@shop/content';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import type { ContentResolvers } from '../../graphql';
import { readOptions } from './fields';

/** Content types of the content service (Prismic custom types). */
export const CONTENT_TYPES = {
  page: 'cms_page',
  layout: 'layout',
  look: 'look',
  usps: 'usps',
  icons: 'icons',
  productInfo: 'product_info',
} as const;
export const ERROR_PAGE_UID = '404';

export const PUBLISHED = 'document.first_publication_date';

export type Resolvers = ContentResolvers<GatewayContext>;

/** Which of these SKUs the catalog knows (for the request's store). */
export type KnownSkus = (skus: readonly string[], context: GatewayContext) => Promise<ReadonlySet<string>>;

export interface ContentSubschemaOptions {
  /**
   * Filters product references: a SKU an editor left in a block after the product left the catalog would otherwise
   * fail the whole answer (the merged catalog fields are non-null). Without it, every SKU is passed on.
   */
  knownSkus?: KnownSkus;
  /**
   * The same catalog page (product, category, brand) in every store, by store code; null when the path is not a
   * catalog page. Lets the store switch keep a shopper on a catalog page, which the content service does not know.
   */
  catalogPaths?: (path: string, context: GatewayContext) => Promise<ReadonlyMap<string, string> | null>;
}

export function pageList(answer: ContentQuery, page: number, pageSize: number) {
  return {
    totalResultsSize: answer.total_results_size,
    page,
    pageSize,
    totalPages: Math.ceil(answer.total_results_size / pageSize),
    hasMore: answer.total_results_size > pageSize * page,
    pages: answer.results,
  };
}

export const emptyList = (pageSize: number) => ({
  totalResultsSize: 0,
  page: 1,
  pageSize,
  totalPages: 0,
  hasMore: false,
  pages: [],
});

export function checkPageSize(value: number, context: GatewayContext, field: string) {
  if (value < 1 || value > MAX_PAGE_SIZE) {
    throw badUserInput(context.i18n._(msg`Ask for between 1 and ${MAX_PAGE_SIZE} items per page.`), field);
  }
}

/** The reads several resolver groups share: known SKUs, pages by uid (once per request) and looks by url key. */
export interface ContentReads {
  /** Which of these SKUs the catalog knows; null: every SKU is passed on. */
  known: (skus: readonly string[], context: GatewayContext) => Promise<ReadonlySet<string> | null>;
  /** A page by uid, read once per request (the route and the store switch of one page ask for the same one). */
  page: (context: GatewayContext, uid: string, ref?: string | null) => Promise<ContentDocument | null>;
  /** The look of a look-book page by its url key. */
  lookOf: (context: GatewayContext, parent: ContentDocument, urlKey: string) => Promise<ContentDocument | null>;
}

export function contentReads(source: ContentSource, options: ContentSubschemaOptions): ContentReads {
  return {
    known: async (skus, context) =>
      options.knownSkus && skus.length > 0 ? options.knownSkus([...new Set(skus)], context) : null,

    page: (context, uid, ref) => {
      const pages = context.memo('content.pageByUid', () => new Map<string, Promise<ContentDocument | null>>());
      const key = `${uid}\u0000${ref ?? ''}`;
      let page = pages.get(key);
      if (!page) {
        page = source.getByUID(CONTENT_TYPES.page, uid, readOptions(context, ref));
        pages.set(key, page);
      }
      return page;
    },

    lookOf: async (context, parent, urlKey) => {
      const answer = await source.query({
        ...readOptions(context),
        type: CONTENT_TYPES.look,
        predicates: [
          predicate.at(`my.${CONTENT_TYPES.look}.parent_page`, parent.id),
          predicate.at(`my.${CONTENT_TYPES.look}.url_key`, urlKey),
        ],
        pageSize: 1,
      });
      return answer.results[0] ?? null;
    },
  };
}
