import type { ContentDocument } from '@shop/content';
import { uidOfPath } from './paths';

/** What the content service looks up for a path. */
export interface ContentRouteLookups {
  page: (uid: string) => Promise<ContentDocument | null>;
  look: (parent: ContentDocument, urlKey: string) => Promise<ContentDocument | null>;
}

/**
 * What a path is to the content service: a content page at /{uid}/ ('/' is the home page), else a look of a look-book
 * at /{look-book uid}/{look url key}/; null when it is neither.
 */
export async function resolveContentRoute(path: string, lookups: ContentRouteLookups) {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const uid = uidOfPath(`/${segments.join('/')}/`);
  const page = uid ? await lookups.page(uid) : null;
  if (page) return { __typename: 'ContentPageRoute' as const, page };
  const [parentSegment, urlKey, ...rest] = segments;
  if (!parentSegment || !urlKey || rest.length > 0) return null;
  const parentUid = uidOfPath(`/${parentSegment}/`);
  const parent = parentUid ? await lookups.page(parentUid) : null;
  const look = parent ? await lookups.look(parent, urlKey) : null;
  return look ? { __typename: 'LookRoute' as const, look } : null;
}
