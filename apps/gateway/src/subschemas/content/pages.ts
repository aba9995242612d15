import { msg } from '@lingui/core/macro';
import {
  CONTENT_PAGES_PER_LOAD,
  type ContentDocument,
  type ContentSource,
  contentPath,
  MAX_PAGE_SIZE,
  predicate,
} from '@shop/content';
import { TRANSLATED_PATHS } from '@shop/i18n';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import type { ContentDocumentModel, ContentTypes } from '../../graphql';
import { pageBlocks } from './blocks';
import {
  CONTENT_TYPES,
  type ContentReads,
  checkPageSize,
  ERROR_PAGE_UID,
  emptyList,
  PUBLISHED,
  pageList,
  type Resolvers,
} from './content-support';
import { documentsById, linkedId } from './documents';
import { image, optionalText, readOptions, text } from './fields';
import { alternatesOf, HOME_UID, uidOfPath } from './paths';

/** Every indexable content page (the error page and noindex pages left out), read page by page. */
async function indexablePages(source: ContentSource, context: GatewayContext) {
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
}

/** The trail of parent pages down to this one (at most ten parents, a loop in the parents stops it). */
async function breadcrumbs(source: ContentSource, page: ContentDocumentModel, context: GatewayContext) {
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
}

/** The page's children, newest first, one page of them. */
async function children(
  source: ContentSource,
  page: ContentDocumentModel,
  pageNumber: number,
  pageSize: number,
  context: GatewayContext,
) {
  checkPageSize(pageSize, context, 'pageSize');
  if (pageNumber < 1) throw badUserInput(context.i18n._(msg`Pages are counted from 1.`), 'page');
  const answer = await source.query({
    ...readOptions(context),
    type: CONTENT_TYPES.page,
    predicates: [predicate.at(`my.${CONTENT_TYPES.page}.parent_page`, page.id)],
    orderings: [{ field: PUBLISHED, direction: 'desc' }],
    page: pageNumber,
    pageSize,
  });
  return pageList(answer, pageNumber, pageSize);
}

/** The pages of the same parent published before (newest first) or after (oldest first) this one. */
async function siblings(
  source: ContentSource,
  document: ContentDocumentModel,
  direction: 'previous' | 'next',
  pageSize: number,
  context: GatewayContext,
) {
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
}

/** Content pages: by uid, by path, the error page, the indexable ones, and the ContentPage type. */
export function pageResolvers(source: ContentSource, reads: ContentReads): Resolvers {
  return {
    Query: {
      contentPage: (_root, { uid, previewRef }, context) => reads.page(context, uid, previewRef),
      contentPageByPath: (_root, { path, previewRef }, context) => {
        const uid = uidOfPath(path);
        return uid ? reads.page(context, uid, previewRef) : null;
      },
      errorPage: (_root, { previewRef }, context) => reads.page(context, ERROR_PAGE_UID, previewRef),
      contentPages: (_root, _args, context) => indexablePages(source, context),
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
      breadcrumbs: (page, _args, context) => breadcrumbs(source, page, context),
      description: (page) => optionalText(page.data.description),
      image: (page) => image(page.data.image),
      publishedAt: (page) => page.first_publication_date,
      updatedAt: (page) => page.last_publication_date,
      blocks: (page, _args, context) => pageBlocks(page, context, reads.known),
      parent: async (page, _args, context) => {
        const parentId = linkedId(page.data.parent_page);
        return parentId ? ((await documentsById(source, context, [parentId]))[0] ?? null) : null;
      },
      children: (page, { page: pageNumber, pageSize }, context) =>
        children(source, page, pageNumber ?? 1, pageSize ?? CONTENT_PAGES_PER_LOAD, context),
      previous: (page, { pageSize }, context) =>
        siblings(source, page, 'previous', pageSize ?? CONTENT_PAGES_PER_LOAD, context),
      next: (page, { pageSize }, context) =>
        siblings(source, page, 'next', pageSize ?? CONTENT_PAGES_PER_LOAD, context),
      alternates: (page, _args, context) => alternatesOf(page, context),
    },
  };
}
