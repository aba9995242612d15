import { makeExecutableSchema } from '@graphql-tools/schema';
import { msg } from '@lingui/core/macro';
import {
  CONTENT_PAGES_PER_LOAD,
  type ContentDocument,
  type ContentQuery,
  type ContentSource,
  contentPath,
  LOOKS_PER_LOAD,
  lookPath,
  MAX_PAGE_SIZE,
  predicate,
} from '@shop/content';
import { samePathInEveryStore, TRANSLATED_PATHS } from '@shop/i18n';
import { contentTypeDefs, type SubschemaSource } from '@shop/schema';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import type { ContentDocumentModel, ContentResolvers, ContentTypes } from '../../graphql';
import { blockResolvers, pageBlocks } from './blocks';
import { documentsById, linkedId } from './documents';
import { type Fields, html, image, list, optionalText, readOptions, sku, text, usps, video } from './fields';
import { customerService, paymentIcons, toLayout } from './layout';
import { alternatesOf, catalogAlternatesOf, HOME_UID, uidOfPath } from './paths';
import { resolveContentRoute } from './route';

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

const PUBLISHED = 'document.first_publication_date';

function pageList(answer: ContentQuery, page: number, pageSize: number) {
  return {
    totalResultsSize: answer.total_results_size,
    page,
    pageSize,
    totalPages: Math.ceil(answer.total_results_size / pageSize),
    hasMore: answer.total_results_size > pageSize * page,
    pages: answer.results,
  };
}

const emptyList = (pageSize: number) => ({
  totalResultsSize: 0,
  page: 1,
  pageSize,
  totalPages: 0,
  hasMore: false,
  pages: [],
});

function checkPageSize(value: number, context: GatewayContext, field: string) {
  if (value < 1 || value > MAX_PAGE_SIZE) {
    throw badUserInput(context.i18n._(msg`Ask for between 1 and ${MAX_PAGE_SIZE} items per page.`), field);
  }
}

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

/**
 * The content subschema over a content source (the embedded demo documents or Prismic). Language from the request's
 * store; the time of banner windows from the request's `now`.
 */
export function createContentSubschema(source: ContentSource, options: ContentSubschemaOptions = {}): SubschemaSource {
  const known = async (skus: readonly string[], context: GatewayContext): Promise<ReadonlySet<string> | null> =>
    options.knownSkus && skus.length > 0 ? options.knownSkus([...new Set(skus)], context) : null;

  /** A page by uid, read once per request (the route and the store switch of one page ask for the same one). */
  const getPage = (context: GatewayContext, uid: string, ref?: string | null) => {
    const pages = context.memo('content.pageByUid', () => new Map<string, Promise<ContentDocument | null>>());
    const key = `${uid}\u0000${ref ?? ''}`;
    let page = pages.get(key);
    if (!page) {
      page = source.getByUID(CONTENT_TYPES.page, uid, readOptions(context, ref));
      pages.set(key, page);
    }
    return page;
  };

  /** The look of a look-book page by its url key. */
  const lookOf = async (context: GatewayContext, parent: ContentDocument, urlKey: string) => {
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
  };

  const siblings = async (
    document: ContentDocumentModel,
    direction: 'previous' | 'next',
    pageSize: number,
    context: GatewayContext,
  ) => {
    checkPageSize(pageSize, context, 'pageSize');
    const parentId = linkedId(document.data.parent_page);
    if (!parentId) return emptyList(pageSize);
    const answer = await source.query({
      ...readOptions(context),
      type: CONTENT_TYPES.page,
      predicates: [
        predicate.at(`my.${CONTENT_TYPES.page}.parent_page`, parentId),
        direction === 'previous'
          ? predicate.dateBefore(PUBLISHED, document.first_publication_date)
          : predicate.dateAfter(PUBLISHED, document.first_publication_date),
      ],
      orderings: [{ field: PUBLISHED, direction: direction === 'previous' ? 'desc' : 'asc' }],
      pageSize,
    });
    return pageList(answer, 1, pageSize);
  };

  const resolvers: ContentResolvers<GatewayContext> = {
    Query: {
      layout: async (_root, _args, context) => {
        const document = await source.getSingle(CONTENT_TYPES.layout, readOptions(context));
        return { ...toLayout(document, context), navigation: [] };
      },
      checkoutLayout: async (_root, _args, context) => {
        const options = readOptions(context);
        const [header, cart, icons, layout] = await Promise.all([
          source.getByUID(CONTENT_TYPES.usps, 'checkout-header', options),
          source.getByUID(CONTENT_TYPES.usps, 'cart', options),
          source.getByUID(CONTENT_TYPES.icons, 'payment-methods', options),
          source.getSingle(CONTENT_TYPES.layout, options),
        ]);
        return {
          headerUsps: usps(header?.data.usps, context),
          cartUsps: usps(cart?.data.usps, context),
          paymentIcons: paymentIcons(icons?.data.icons),
          customerService: customerService(layout, context),
        };
      },
      contentPage: (_root, { uid, previewRef }, context) => getPage(context, uid, previewRef),
      contentPageByPath: (_root, { path, previewRef }, context) => {
        const uid = uidOfPath(path);
        return uid ? getPage(context, uid, previewRef) : null;
      },
      errorPage: (_root, { previewRef }, context) => getPage(context, ERROR_PAGE_UID, previewRef),
      looks: async (_root, { parentPageUid, first, after }, context) => {
        const pageSize = first ?? LOOKS_PER_LOAD;
        checkPageSize(pageSize, context, 'first');
        const parent = await getPage(context, parentPageUid);
        if (!parent) return { edges: [], nodes: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
        const base = {
          ...readOptions(context),
          type: CONTENT_TYPES.look,
          predicates: [predicate.at(`my.${CONTENT_TYPES.look}.parent_page`, parent.id)],
          orderings: [{ field: `my.${CONTENT_TYPES.look}.position` }, { field: 'document.id' }],
        };
        const [answer, all] = await Promise.all([
          source.query({ ...base, pageSize, after: after ?? undefined }),
          after ? source.query({ ...base, pageSize: 1 }) : null,
        ]);
        const looks = answer.results;
        return {
          edges: looks.map((look) => ({ cursor: look.id, node: look })),
          nodes: looks,
          pageInfo: { hasNextPage: answer.total_pages > 1, endCursor: looks.at(-1)?.id ?? null },
          totalCount: (all ?? answer).total_results_size,
        };
      },
      looksByUids: (_root, { uids }, context) => {
        if (uids.length > MAX_PAGE_SIZE) checkPageSize(uids.length, context, 'uids');
        return source.getByUIDs(CONTENT_TYPES.look, uids, readOptions(context));
      },
      look: async (_root, { parentPageUid, urlKey }, context) => {
        const parent = await getPage(context, parentPageUid);
        return parent ? lookOf(context, parent, urlKey) : null;
      },
      contentRoute: (_root, { path }, context) =>
        resolveContentRoute(path, {
          page: (uid) => getPage(context, uid),
          look: (parent, urlKey) => lookOf(context, parent, urlKey),
        }),
      // Spec §7: a failure to load the extra product content is replaced by empty content.
      productPageContent: async (_root, _args, context) => {
        const options = readOptions(context);
        const orEmpty = async (load: () => Promise<ContentDocument | null>, what: string) => {
          try {
            return await load();
          } catch (error) {
            context.logger.warn({ err: error, what }, 'product page content unavailable; answering empty');
            return null;
          }
        };
        const [pdp, deliveryReturns] = await Promise.all([
          orEmpty(() => source.getByUID(CONTENT_TYPES.usps, 'pdp', options), 'usps pdp'),
          orEmpty(() => source.getByUID(CONTENT_TYPES.productInfo, 'delivery-returns', options), 'delivery-returns'),
        ]);
        return {
          usps: usps(pdp?.data.usps, context),
          deliveryReturns: deliveryReturns
            ? { title: text(deliveryReturns.data.title), richtext: html(deliveryReturns.data.richtext) }
            : null,
        };
      },
      productLooks: async (_root, { sku, first }, context) => {
        const pageSize = first ?? 8;
        checkPageSize(pageSize, context, 'first');
        const answer = await source.query({
          ...readOptions(context),
          type: CONTENT_TYPES.look,
          predicates: [predicate.at(`my.${CONTENT_TYPES.look}.products.sku`, sku)],
          orderings: [{ field: `my.${CONTENT_TYPES.look}.position` }, { field: 'document.id' }],
          pageSize,
        });
        return answer.results;
      },
      storeSwitch: async (_root, { path }, context) => {
        // The product list and the store pages: the same path in every store.
        const shared = samePathInEveryStore(path);
        if (shared) return catalogAlternatesOf(new Map(context.stores.map((store) => [store.code, shared])), context);
        const uid = uidOfPath(path);
        const page = uid ? await getPage(context, uid) : null;
        // Not a content page: a product or category page is the same page in the other stores, at its own path there.
        const catalogPaths = !page && options.catalogPaths ? await options.catalogPaths(path, context) : null;
        return catalogPaths ? catalogAlternatesOf(catalogPaths, context) : alternatesOf(page, context);
      },
      contentPages: async (_root, _args, context) => {
        const pages: ContentDocument[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await source.query({
            ...readOptions(context),
            type: CONTENT_TYPES.page,
            orderings: [{ field: PUBLISHED }],
            page,
            pageSize: MAX_PAGE_SIZE,
          });
          pages.push(...answer.results);
          if (page >= answer.total_pages) break;
        }
        return pages.filter((page) => page.uid !== ERROR_PAGE_UID && !/noindex/i.test(text(page.data.meta_robots)));
      },
    },
    Layout: {
      navigation: (layout, { segment }) => (segment === 'FOR_HIM' ? layout.forHimNavigation : layout.forHerNavigation),
    },
    ContentPage: {
      uid: (page) => page.uid ?? '',
      path: (page) => contentPath(page) ?? '/',
      title: (page) => text(page.data.title) || text(page.data.page_title),
      metaTitle: (page) => text(page.data.meta_title) || text(page.data.title) || text(page.data.page_title),
      metaDescription: (page) => optionalText(page.data.meta_description),
      metaRobots: (page) => optionalText(page.data.meta_robots) ?? 'index,follow',
      canonicalUrl: (page, _args, { store }) => `${store.baseUrl}${contentPath(page) ?? '/'}`,
      segment: (page) => (page.data.segment === 'for-him' ? 'FOR_HIM' : 'FOR_HER'),
      isHome: (page) => page.uid === HOME_UID,
      showBreadcrumbs: (page, _args, { store }) =>
        page.uid !== HOME_UID && page.uid !== TRANSLATED_PATHS.menHome[store.language],
      breadcrumbs: async (page, _args, context) => {
        const trail: ContentTypes.ContentBreadcrumb[] = [];
        const seen = new Set<string>([page.id]);
        let parentId = linkedId(page.data.parent_page);
        while (parentId && !seen.has(parentId) && trail.length < 10) {
          seen.add(parentId);
          const [parent] = await documentsById(source, context, [parentId]);
          if (!parent) break;
          trail.unshift({ label: text(parent.data.title), path: contentPath(parent) ?? '/' });
          parentId = linkedId(parent.data.parent_page);
        }
        return [...trail, { label: text(page.data.title), path: contentPath(page) ?? '/' }];
      },
      description: (page) => optionalText(page.data.description),
      image: (page) => image(page.data.image),
      publishedAt: (page) => page.first_publication_date,
      updatedAt: (page) => page.last_publication_date,
      blocks: (page, _args, context) => pageBlocks(page, context, known),
      parent: async (page, _args, context) => {
        const parentId = linkedId(page.data.parent_page);
        return parentId ? ((await documentsById(source, context, [parentId]))[0] ?? null) : null;
      },
      children: async (page, { page: pageNumber, pageSize }, context) => {
        const size = pageSize ?? CONTENT_PAGES_PER_LOAD;
        const number = pageNumber ?? 1;
        checkPageSize(size, context, 'pageSize');
        if (number < 1) throw badUserInput(context.i18n._(msg`Pages are counted from 1.`), 'page');
        const answer = await source.query({
          ...readOptions(context),
          type: CONTENT_TYPES.page,
          predicates: [predicate.at(`my.${CONTENT_TYPES.page}.parent_page`, page.id)],
          orderings: [{ field: PUBLISHED, direction: 'desc' }],
          page: number,
          pageSize: size,
        });
        return pageList(answer, number, size);
      },
      previous: (page, { pageSize }, context) =>
        siblings(page, 'previous', pageSize ?? CONTENT_PAGES_PER_LOAD, context),
      next: (page, { pageSize }, context) => siblings(page, 'next', pageSize ?? CONTENT_PAGES_PER_LOAD, context),
      alternates: (page, _args, context) => alternatesOf(page, context),
    },
    ContentPageRoute: {
      customerService: async (_route, _args, context) =>
        customerService(await source.getSingle(CONTENT_TYPES.layout, readOptions(context)), context),
    },
    ...blockResolvers(source),
    Look: {
      uid: (look) => look.uid ?? '',
      urlKey: (look) => text(look.data.url_key) || (look.uid ?? ''),
      label: (look) => text(look.data.label),
      path: (look) =>
        lookPath(
          (look.data.parent_page as { uid?: string } | undefined)?.uid,
          text(look.data.url_key) || (look.uid ?? ''),
        ),
      image: (look) => image((list(look.data.images)[0] as Fields | undefined)?.image),
      video: (look) => {
        const first = list(look.data.images)[0] as Fields | undefined;
        return video(first?.video, image(first?.image));
      },
      products: async (look, _args, context) => {
        const skus = list(look.data.products)
          .map((item) => sku(item.sku))
          .filter((value): value is string => !!value);
        const catalog = await known(skus, context);
        return skus.filter((value) => !catalog || catalog.has(value)).map((value) => ({ sku: value }));
      },
      parentPage: async (look, _args, context) => {
        const parentId = linkedId(look.data.parent_page);
        return parentId ? ((await documentsById(source, context, [parentId]))[0] ?? null) : null;
      },
    },
  };
  return { schema: makeExecutableSchema({ typeDefs: contentTypeDefs, resolvers }) };
}
