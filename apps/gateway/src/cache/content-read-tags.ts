/**
 * Every content document a request reads tags its answer, however deep the resolver that read it (a page's
 * breadcrumbs, children and siblings, a block's looks): the content source is wrapped, and each read adds its tags
 * to the tag set of the request it runs for (an AsyncLocalStorage around the request's execution, http/server.ts).
 *
 * - a document read: `content:<type>:<uid>` (its id without a uid);
 * - a document looked for by type and uid and not found: the same tag (its publish makes it appear);
 * - a list (a query): `content:<type>` (a document of that type published may join it), or `content` when the query
 *   names no type;
 * - documents asked for by id and not all found, a single type not found: `content` / `content:<type>`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentDocument, ContentSource } from '@shop/content';
import { cacheTag, safeTag } from './cache-tags';

const requestTags = new AsyncLocalStorage<Set<string>>();

/** Runs a request's execution so that the content it reads tags `tags`. */
export function withContentReadTags<T>(tags: Set<string>, work: () => T): T {
  return requestTags.run(tags, work);
}

function tag(...added: string[]): void {
  const tags = requestTags.getStore();
  // Header-safe, as every tag (a uid asked for may hold anything a client sent).
  if (tags) for (const value of added) tags.add(safeTag(value));
}

const documentTag = (document: ContentDocument) => cacheTag.content(document.type, document.uid ?? document.id);

/** The source, tagging what it reads into the current request's tags (see above). */
export function tagContentReads(source: ContentSource): ContentSource {
  return {
    async getByUID(type, uid, options) {
      const document = await source.getByUID(type, uid, options);
      tag(document ? documentTag(document) : cacheTag.content(type, uid));
      return document;
    },
    async getSingle(type, options) {
      const document = await source.getSingle(type, options);
      tag(document ? documentTag(document) : cacheTag.contentType(type));
      return document;
    },
    async getByIDs(ids, options) {
      const documents = await source.getByIDs(ids, options);
      tag(...documents.map(documentTag));
      if (new Set(documents.map((document) => document.id)).size < new Set(ids).size) tag(cacheTag.anyContent);
      return documents;
    },
    async getByUIDs(type, uids, options) {
      const documents = await source.getByUIDs(type, uids, options);
      tag(...uids.map((uid) => cacheTag.content(type, uid)));
      return documents;
    },
    async query(options) {
      const answer = await source.query(options);
      tag(...answer.results.map(documentTag), options.type ? cacheTag.contentType(options.type) : cacheTag.anyContent);
      return answer;
    },
    refresh: () => source.refresh?.(),
  };
}
