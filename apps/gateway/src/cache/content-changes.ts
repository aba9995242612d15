/**
 * Content publishes as cache events. The content repository names the documents a publish changed by id (Prismic's
 * webhook, `http/content-webhook.ts`); each is read again to name it the way answers are tagged
 * (`subschemas/content/cache-tagging.ts`): `content:<type>:<uid>`, `content:<type>` for the lists that show documents
 * of its type, `content` for answers that showed no document (one may now exist), and `layout` for the layout's
 * documents. A document that can no longer be read (unpublished, deleted) cannot be named: everything is purged.
 */
import type { ContentSource } from '@shop/content';
import { CONTENT_TYPES } from '../subschemas/content/content-support';
import type { CacheEvents } from './cache-events';
import { cacheTag } from './cache-tags';

/** Ids of one publish named one by one at most; a larger publish purges everything. */
export const MAX_DOCUMENTS_PER_CHANGE = 500;

/** The documents the layout's queries read (cache-tagging.ts tags those answers `layout`). */
const LAYOUT_TYPES: ReadonlySet<string> = new Set([CONTENT_TYPES.layout, CONTENT_TYPES.usps, CONTENT_TYPES.icons]);

/**
 * The tags of a publish of these documents (ids), or null when they cannot all be named. The source is refreshed
 * first, so the documents are read as published.
 */
export async function contentChangeTags(source: ContentSource, ids: readonly string[]): Promise<string[] | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length > MAX_DOCUMENTS_PER_CHANGE) return null;
  source.refresh?.();
  const documents = await source.getByIDs(unique, { lang: '*' });
  // One document per language shares the id (Prismic's alternate languages have their own ids, the same uid).
  const found = new Set(documents.map((document) => document.id));
  if (unique.some((id) => !found.has(id))) return null;
  const tags = new Set<string>([cacheTag.anyContent]);
  for (const document of documents) {
    tags.add(cacheTag.content(document.type, document.uid ?? document.id));
    tags.add(cacheTag.contentType(document.type));
    if (LAYOUT_TYPES.has(document.type)) tags.add(cacheTag.layout);
  }
  return [...tags];
}

/**
 * Publishes a content change on the events: its documents' tags, or, for a change that names no documents or names
 * one that cannot be read any more, everything. Answers which it was.
 */
export function contentChangePublisher(source: ContentSource, events: CacheEvents) {
  return async (ids: readonly string[] | null): Promise<'named' | 'everything'> => {
    const tags = ids ? await contentChangeTags(source, ids) : null;
    if (tags !== null) {
      events.publish(tags);
      return 'named';
    }
    source.refresh?.();
    events.purgeAll();
    return 'everything';
  };
}
