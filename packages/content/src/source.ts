import type { ContentDocument, ContentQuery } from './types';

/**
 * A condition on documents, as Prismic's filters (`filter.at`, `filter.any`, ...). Paths are Prismic's:
 * `document.type`, `document.id`, `document.tags`, `document.first_publication_date`, or `my.{type}.{field}` for a
 * data field (a link field compares by the linked document's id).
 */
export type Predicate =
  | { op: 'at'; path: string; value: string | number | boolean }
  | { op: 'not'; path: string; value: string | number | boolean }
  | { op: 'any'; path: string; values: (string | number)[] }
  | { op: 'fulltext'; path: string; text: string }
  | { op: 'dateBefore'; path: string; date: string }
  | { op: 'dateAfter'; path: string; date: string };

export const predicate = {
  at: (path: string, value: string | number | boolean): Predicate => ({ op: 'at', path, value }),
  not: (path: string, value: string | number | boolean): Predicate => ({ op: 'not', path, value }),
  any: (path: string, values: (string | number)[]): Predicate => ({ op: 'any', path, values }),
  fulltext: (path: string, text: string): Predicate => ({ op: 'fulltext', path, text }),
  dateBefore: (path: string, date: string): Predicate => ({ op: 'dateBefore', path, date }),
  dateAfter: (path: string, date: string): Predicate => ({ op: 'dateAfter', path, date }),
};

/** Sort order: a Prismic path (`document.first_publication_date`, `my.look.position`), ascending by default. */
export interface Ordering {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface ReadOptions {
  /** Prismic locale code (`nl-nl`), or `*` for every language. */
  lang: string;
  /**
   * The content version to read: a preview token (Prismic preview refs are the token itself) or a release ref.
   * Absent: the published (master) content.
   */
  ref?: string | undefined;
}

export interface QueryOptions extends ReadOptions {
  /** Only documents of this custom type. */
  type?: string | undefined;
  predicates?: Predicate[] | undefined;
  orderings?: Ordering[] | undefined;
  /** 1-based. */
  page?: number | undefined;
  /** Prismic allows 1 to 100. */
  pageSize?: number | undefined;
  /** Cursor: only documents after the one with this id (in the orderings). */
  after?: string | undefined;
}

/**
 * The content repository as the shop needs it: the parts of `@prismicio/client`'s `Client` it uses. Two
 * implementations: `LocalContentSource` (documents in memory, the demo content) and `PrismicContentSource`.
 * Not-found is `null` (not Prismic's `NotFoundError`); other failures throw.
 */
export interface ContentSource {
  getByUID(type: string, uid: string, options: ReadOptions): Promise<ContentDocument | null>;
  getSingle(type: string, options: ReadOptions): Promise<ContentDocument | null>;
  /** Documents by id, in the order asked; unknown ids are left out. */
  getByIDs(ids: readonly string[], options: ReadOptions): Promise<ContentDocument[]>;
  /** Documents of a type by uid, in the order asked; unknown uids are left out. */
  getByUIDs(type: string, uids: readonly string[], options: ReadOptions): Promise<ContentDocument[]>;
  query(options: QueryOptions): Promise<ContentQuery>;
  /** Content was published: forget what is kept of the repository (Prismic's refs), so the next read sees it. */
  refresh?(): void;
}

/** Content pages per load (spec §9 / §7: content page lists). */
export const CONTENT_PAGES_PER_LOAD = 5;
/** Looks per load (spec §7: look-book lists). */
export const LOOKS_PER_LOAD = 18;
/** Prismic's page size limit. */
export const MAX_PAGE_SIZE = 100;
