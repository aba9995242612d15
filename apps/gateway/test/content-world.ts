import type { ContentSource, QueryOptions, ReadOptions } from '@shop/content';
import { generateDemoContent } from '@shop/demo-data';
import { world } from './world';

/** The demo content of the test world, as the content service holds it. */
export const documents = generateDemoContent(world);
export const STORES = [
  { store: 'nl-nl', language: 'nl', lang: 'nl-nl' },
  { store: 'en', language: 'en', lang: 'en-gb' },
  { store: 'de-de', language: 'de', lang: 'de-de' },
  { store: 'fr-fr', language: 'fr', lang: 'fr-fr' },
] as const;

export const docOf = (type: string, uid: string | null, lang: string) =>
  documents.find((document) => document.type === type && document.uid === uid && document.lang === lang)!;

/** A source that answers like another one but records every read (to see preview refs pass through). */
export class RecordingSource implements ContentSource {
  readonly reads: (ReadOptions & { call: string })[] = [];
  constructor(private readonly inner: ContentSource) {}
  getByUID(type: string, uid: string, options: ReadOptions) {
    this.reads.push({ call: `getByUID ${type} ${uid}`, ...options });
    return this.inner.getByUID(type, uid, options);
  }
  getSingle(type: string, options: ReadOptions) {
    this.reads.push({ call: `getSingle ${type}`, ...options });
    return this.inner.getSingle(type, options);
  }
  getByIDs(ids: readonly string[], options: ReadOptions) {
    return this.inner.getByIDs(ids, options);
  }
  getByUIDs(type: string, uids: readonly string[], options: ReadOptions) {
    return this.inner.getByUIDs(type, uids, options);
  }
  query(options: QueryOptions) {
    return this.inner.query(options);
  }
}

/** A content service that is down. */
export const failing: ContentSource = {
  getByUID: () => Promise.reject(new Error('content service down')),
  getSingle: () => Promise.reject(new Error('content service down')),
  getByIDs: () => Promise.reject(new Error('content service down')),
  getByUIDs: () => Promise.reject(new Error('content service down')),
  query: () => Promise.reject(new Error('content service down')),
};
