import { type CookieChoice, readCookieChoice } from '@shop/ui/blocks';
import { notFound } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { StoreSalutation, WithNewsletterSalutations } from '../newsletter/public';
import { loadBlockSalutations } from '../newsletter/public';
import {
  type BlogChildrenFragment,
  type ContentCustomerServiceFragment,
  ContentPageDocument,
  type ContentPageFieldsFragment,
  ErrorPageContentDocument,
  type LookConnectionFieldsFragment,
  type LookPageFieldsFragment,
  LooksDocument,
  type LooksQuery,
} from './content.generated';

/** Blog posts per load (spec §7: 5 pages per load) and looks per load (18). */
export const CHILD_PAGE_SIZE = 5;
export const LOOKS_PER_LOAD = 18;

/** The look-book overview pages: their looks are listed under the blocks. */
export const LOOK_BOOK_UIDS: readonly string[] = ['lookbook', 'lookbook-for-him'];

export type CustomerServiceContact = ContentCustomerServiceFragment['layout']['customerService'];

export type LookData = LookPageFieldsFragment;

/** A content page as its blocks are rendered: with the store's salutations when it has a newsletter block. */
export type ContentPageData = ContentPageFieldsFragment & WithNewsletterSalutations;

/** What a content path shows: a content page (maybe a look-book or a blog), or a look of a look-book. */
export type ContentView =
  | {
      kind: 'page';
      page: ContentPageData;
      /** The first load of the page's child pages (a blog), when it has any. */
      children: BlogChildrenFragment | null;
      /** The first load of the looks, on a look-book overview page. */
      looks: LookConnectionFieldsFragment | null;
      /** The shopper's cookie settings choice (the cookie settings block starts from it). */
      cookieChoice: CookieChoice;
      /** Phone, e-mail and hours of customer service, for the chat links' dialog. */
      customerService: CustomerServiceContact | null;
    }
  | { kind: 'look'; look: LookData };

/** The 404 document, or `null` when it could not be loaded (the page then says so and links home, spec §8). */
export type NotFoundData = {
  kind: 'content-404';
  errorPage: ContentPageData | null;
  cookieChoice: CookieChoice;
};

/** The cookie choice of this request: from the `Cookie` header on the server, from `document.cookie` in the browser. */
export const currentCookieChoice = createIsomorphicFn()
  .server(() => readCookieChoice(getRequest().headers.get('cookie')))
  .client(() => readCookieChoice(document.cookie));

/**
 * The looks of loads 1 to `loads` (18 each), one cursor after the other: "show more" raises `?page=`, so a reload
 * or a shared link shows the same looks.
 */
async function loadLooks(graphql: GraphqlQuery, parentPageUid: string, loads: number) {
  let connection: LookConnectionFieldsFragment | null = null;
  for (let load = 1; load <= loads; load += 1) {
    const after: string | null = connection ? connection.pageInfo.endCursor : null;
    const { looks }: LooksQuery = await loadQuery(graphql, LooksDocument, {
      parentPageUid,
      first: LOOKS_PER_LOAD,
      after,
    });
    connection = connection ? { ...looks, nodes: [...connection.nodes, ...looks.nodes] } : looks;
    if (!looks.pageInfo.hasNextPage) break;
  }
  return connection;
}

/**
 * A content page as it is shown: with the first loads of its looks (a look-book) and the store's salutations (a
 * newsletter block), which only some pages need: asked after the page itself unless they came with it (`salutations`,
 * the page route's).
 */
export async function contentPageView(
  graphql: GraphqlQuery,
  page: (ContentPageFieldsFragment & { children: BlogChildrenFragment }) | null,
  loads: number,
  customerService: CustomerServiceContact | null,
  salutations: readonly StoreSalutation[] | null = null,
): Promise<ContentView | null> {
  if (!page) return null;
  const { children, ...fields } = page;
  const [looks, newsletterSalutations] = await Promise.all([
    LOOK_BOOK_UIDS.includes(page.uid) ? loadLooks(graphql, page.uid, loads) : null,
    loadBlockSalutations(graphql, fields.blocks, salutations),
  ]);
  return {
    kind: 'page',
    page: { ...fields, newsletterSalutations },
    children: children.totalResultsSize > 0 ? children : null,
    looks,
    cookieChoice: currentCookieChoice(),
    customerService,
  };
}

export interface ContentLoadOptions {
  /** How many "show more" loads of blog posts or looks to show (the URL's `page`). */
  loads?: number | undefined;
  /** A Prismic preview token or release ref (the preview routes). */
  previewRef?: string | undefined;
}

/** A content page by its path ('/' is the home page) or by its uid, or `null`. */
async function loadContentPage(
  graphql: GraphqlQuery,
  page: { path: string } | { uid: string },
  options: ContentLoadOptions,
): Promise<ContentView | null> {
  const loads = options.loads ?? 1;
  const { byPath, byUid, layout } = await loadQuery(graphql, ContentPageDocument, {
    byPath: 'path' in page,
    path: 'path' in page ? page.path : '',
    byUid: 'uid' in page,
    uid: 'uid' in page ? page.uid : '',
    previewRef: options.previewRef ?? null,
    // Blog posts of loads 1 to n in one list (5 per load; n is capped by the URL state, so this stays below 100).
    childPageSize: CHILD_PAGE_SIZE * loads,
  });
  return contentPageView(graphql, byPath ?? byUid ?? null, loads, layout.customerService);
}

export const loadContentByPath = (graphql: GraphqlQuery, path: string, options: ContentLoadOptions = {}) =>
  loadContentPage(graphql, { path }, options);

export const loadContentByUid = (graphql: GraphqlQuery, uid: string, options: ContentLoadOptions = {}) =>
  loadContentPage(graphql, { uid }, options);

/**
 * The not-found signal with the 404 document as its data (the not-found component renders its blocks). Loading the
 * document may fail: the data then says so, and the page shows the plain error-page message (spec §8).
 */
export async function contentNotFound(graphql: GraphqlQuery, previewRef?: string) {
  let document: ContentPageFieldsFragment | null = null;
  try {
    ({ errorPage: document } = await graphql(ErrorPageContentDocument, { previewRef: previewRef ?? null }));
  } catch (error) {
    console.error('[content] the 404 document could not be loaded:', error);
  }
  return notFound({ data: await notFoundData(graphql, document) });
}

/** What the not-found page shows: the 404 document (already loaded, or null), with what its blocks need. */
export async function notFoundData(
  graphql: GraphqlQuery,
  document: ContentPageFieldsFragment | null,
): Promise<NotFoundData> {
  const errorPage = document && {
    ...document,
    newsletterSalutations: await loadBlockSalutations(graphql, document.blocks),
  };
  return { kind: 'content-404', errorPage, cookieChoice: currentCookieChoice() };
}
