import type { ContentSource, Ordering, Predicate, QueryOptions, ReadOptions } from './source';
import { MAX_PAGE_SIZE } from './source';
import type { ContentDocument, ContentQuery } from './types';

/**
 * The embedded content repository: documents in memory (the demo content), answering like the Prismic Document API
 * (filters, orderings, pages, cursors). Preview refs are accepted and ignored: there are no drafts.
 */
export class LocalContentSource implements ContentSource {
  private byId: Map<string, ContentDocument>;
  private documents: readonly ContentDocument[];

  constructor(documents: readonly ContentDocument[]) {
    this.documents = documents;
    this.byId = new Map(documents.map((document) => [document.id, document]));
  }

  /**
   * Publishes documents as an editor would: each replaces the one with its id, or is added; answers their ids (what
   * Prismic's webhook names after a publish). `unpublish` takes documents out by id.
   */
  publish(documents: readonly ContentDocument[], unpublish: readonly string[] = []): string[] {
    const replaced = new Map(documents.map((document) => [document.id, document]));
    const gone = new Set(unpublish);
    const kept = this.documents
      .filter((document) => !gone.has(document.id))
      .map((document) => replaced.get(document.id) ?? document);
    const added = documents.filter((document) => !this.byId.has(document.id));
    this.documents = [...kept, ...added];
    this.byId = new Map(this.documents.map((document) => [document.id, document]));
    return [...replaced.keys(), ...gone];
  }

  private inLang(lang: string) {
    return lang === '*' ? this.documents : this.documents.filter((document) => document.lang === lang);
  }

  async getByUID(type: string, uid: string, { lang }: ReadOptions) {
    return this.inLang(lang).find((document) => document.type === type && document.uid === uid) ?? null;
  }

  async getSingle(type: string, { lang }: ReadOptions) {
    return this.inLang(lang).find((document) => document.type === type) ?? null;
  }

  async getByIDs(ids: readonly string[], { lang }: ReadOptions) {
    return ids
      .map((id) => this.byId.get(id))
      .filter((document): document is ContentDocument => !!document && (lang === '*' || document.lang === lang));
  }

  async getByUIDs(type: string, uids: readonly string[], { lang }: ReadOptions) {
    const candidates = this.inLang(lang).filter((document) => document.type === type);
    return uids
      .map((uid) => candidates.find((document) => document.uid === uid))
      .filter((document): document is ContentDocument => !!document);
  }

  async query(options: QueryOptions): Promise<ContentQuery> {
    const pageSize = Math.min(Math.max(options.pageSize ?? 20, 1), MAX_PAGE_SIZE);
    const page = Math.max(options.page ?? 1, 1);
    let matches = this.inLang(options.lang).filter(
      (document) =>
        (!options.type || document.type === options.type) &&
        (options.predicates ?? []).every((condition) => matchesPredicate(document, condition)),
    );
    matches = sortDocuments(matches, options.orderings ?? []);
    if (options.after) {
      const position = matches.findIndex((document) => document.id === options.after);
      if (position >= 0) matches = matches.slice(position + 1);
    }
    const total = matches.length;
    const totalPages = Math.ceil(total / pageSize);
    const results = matches.slice((page - 1) * pageSize, page * pageSize);
    return {
      page,
      results_per_page: pageSize,
      results_size: results.length,
      total_results_size: total,
      total_pages: totalPages,
      next_page: page < totalPages ? `local://query?page=${page + 1}` : null,
      prev_page: page > 1 ? `local://query?page=${page - 1}` : null,
      results,
    };
  }
}

/**
 * The value at a Prismic path of a document (`document.x` or `my.{type}.{field}`, `my.{type}.{group}.{field}` for a
 * field of a group's items: the list of their values); a link counts as its id.
 */
export function valueAt(document: ContentDocument, path: string): unknown {
  const [root, ...rest] = path.split('.');
  let value: unknown;
  if (root === 'document') {
    value = (document as unknown as Record<string, unknown>)[rest.join('.')];
  } else if (root === 'my') {
    const [type, ...field] = rest;
    if (type !== document.type) return undefined;
    // Prismic addresses the document's uid as a field of its type.
    if (field.length === 1 && field[0] === 'uid') return document.uid;
    const step = (current: unknown, key: string): unknown => {
      if (Array.isArray(current)) return current.map((item) => step(item, key));
      return current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
    };
    value = field.reduce<unknown>(step, document.data);
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'link_type' in value) {
    return (value as { id?: string }).id;
  }
  return value;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return a.some((entry) => same(entry, b));
  return a === b || (a !== undefined && a !== null && String(a) === String(b));
}

export function matchesPredicate(document: ContentDocument, condition: Predicate): boolean {
  switch (condition.op) {
    case 'at':
      return same(valueAt(document, condition.path), condition.value);
    case 'not':
      return !same(valueAt(document, condition.path), condition.value);
    case 'any':
      return condition.values.some((value) => same(valueAt(document, condition.path), value));
    case 'fulltext': {
      const haystack = (
        condition.path === 'document' ? textOf(document.data) : textOf(valueAt(document, condition.path))
      ).toLowerCase();
      return condition.text
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((term) => haystack.includes(term));
    }
    case 'dateBefore':
    case 'dateAfter': {
      const value = valueAt(document, condition.path);
      if (typeof value !== 'string') return false;
      const difference = Date.parse(value) - Date.parse(condition.date);
      return condition.op === 'dateBefore' ? difference < 0 : difference > 0;
    }
  }
}

function sortDocuments(documents: ContentDocument[], orderings: readonly Ordering[]): ContentDocument[] {
  if (orderings.length === 0) return documents;
  const compare = (a: unknown, b: unknown): number => {
    if (a === b) return 0;
    if (a === undefined || a === null) return 1;
    if (b === undefined || b === null) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a).localeCompare(String(b));
  };
  return [...documents].sort((left, right) => {
    for (const { field, direction } of orderings) {
      const order = compare(valueAt(left, field), valueAt(right, field));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}
