import { type Client, createClient, type FetchLike, filter, NotFoundError } from '@prismicio/client';
import type { ContentSource, Predicate, QueryOptions, ReadOptions } from './source';
import { MAX_PAGE_SIZE } from './source';
import type { ContentDocument, ContentQuery } from './types';

export interface PrismicSourceOptions {
  /** Repository name (`my-shop`) or its Document API endpoint. */
  repository: string;
  /** Access token of a private repository. */
  accessToken?: string | undefined;
  /** The fetch to use (tests inject a recorded one); the global fetch by default. */
  fetch?: FetchLike | undefined;
}

/** The filter string Prismic's Document API understands for a predicate. */
export function toPrismicFilter(condition: Predicate): string {
  switch (condition.op) {
    case 'at':
      return filter.at(condition.path, condition.value);
    case 'not':
      return filter.not(condition.path, condition.value);
    case 'any':
      return filter.any(condition.path, condition.values);
    case 'fulltext':
      return filter.fulltext(condition.path, condition.text);
    case 'dateBefore':
      return filter.dateBefore(condition.path, condition.date);
    case 'dateAfter':
      return filter.dateAfter(condition.path, condition.date);
  }
}

/**
 * The content repository on Prismic, through `@prismicio/client`. A preview token or release ref in the options
 * becomes the request's `ref`; without one the client reads the master ref.
 */
export class PrismicContentSource implements ContentSource {
  client: Client;

  constructor(private readonly options: PrismicSourceOptions) {
    this.client = this.newClient();
  }

  private newClient(): Client {
    return createClient(this.options.repository, {
      accessToken: this.options.accessToken,
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });
  }

  /**
   * A new client: the client keeps the repository's refs for a few seconds, and a page rendered with the old master
   * ref after a publish would be cached again as it was.
   */
  refresh(): void {
    this.client = this.newClient();
  }

  private params({ lang, ref }: ReadOptions) {
    return { lang, ...(ref ? { ref } : {}) };
  }

  async getByUID(type: string, uid: string, options: ReadOptions) {
    return orNull(this.client.getByUID(type, uid, this.params(options)));
  }

  async getSingle(type: string, options: ReadOptions) {
    return orNull(this.client.getSingle(type, this.params(options)));
  }

  async getByIDs(ids: readonly string[], options: ReadOptions) {
    if (ids.length === 0) return [];
    const found = await this.client.getAllByIDs([...ids], this.params(options));
    const byId = new Map(found.map((document) => [document.id, document as ContentDocument]));
    return ids.map((id) => byId.get(id)).filter((document): document is ContentDocument => !!document);
  }

  async getByUIDs(type: string, uids: readonly string[], options: ReadOptions) {
    if (uids.length === 0) return [];
    const found = await this.client.getAllByUIDs(type, [...uids], this.params(options));
    const byUid = new Map(found.map((document) => [document.uid, document as ContentDocument]));
    return uids.map((uid) => byUid.get(uid)).filter((document): document is ContentDocument => !!document);
  }

  async query(options: QueryOptions): Promise<ContentQuery> {
    const filters = [
      ...(options.type ? [filter.at('document.type', options.type)] : []),
      ...(options.predicates ?? []).map(toPrismicFilter),
    ];
    const answer = await this.client.get({
      ...this.params(options),
      filters,
      ...(options.orderings?.length
        ? { orderings: options.orderings.map(({ field, direction }) => ({ field, direction: direction ?? 'asc' })) }
        : {}),
      ...(options.page ? { page: options.page } : {}),
      ...(options.pageSize ? { pageSize: Math.min(options.pageSize, MAX_PAGE_SIZE) } : {}),
      ...(options.after ? { after: options.after } : {}),
    });
    return answer as unknown as ContentQuery;
  }
}

async function orNull(answer: Promise<unknown>): Promise<ContentDocument | null> {
  try {
    return (await answer) as ContentDocument;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
