import { type ContentSource, LOOKS_PER_LOAD, lookPath, MAX_PAGE_SIZE, predicate } from '@shop/content';
import { CONTENT_TYPES, type ContentReads, checkPageSize, type Resolvers } from './content-support';
import { documentsById, linkedId } from './documents';
import { type Fields, image, list, readOptions, sku, text, video } from './fields';

/** The looks of look-book pages: a look-book's looks, single looks, the looks a product is in, and the Look type. */
export function lookResolvers(source: ContentSource, reads: ContentReads): Resolvers {
  return {
    Query: {
      looks: async (_root, { parentPageUid, first, after }, context) => {
        const pageSize = first ?? LOOKS_PER_LOAD;
        checkPageSize(pageSize, context, 'first');
        const parent = await reads.page(context, parentPageUid);
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
        const parent = await reads.page(context, parentPageUid);
        return parent ? reads.lookOf(context, parent, urlKey) : null;
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
    },
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
        const catalog = await reads.known(skus, context);
        return skus.filter((value) => !catalog || catalog.has(value)).map((value) => ({ sku: value }));
      },
      parentPage: async (look, _args, context) => {
        const parentId = linkedId(look.data.parent_page);
        return parentId ? ((await documentsById(source, context, [parentId]))[0] ?? null) : null;
      },
    },
  };
}
