import type { ContentDocument, ContentSource } from '@shop/content';
import { CONTENT_TYPES, type ContentReads, type Resolvers } from './content-support';
import { readOptions } from './fields';
import { customerService } from './layout';
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

/** The content route of a path, and the parts of a content page's route that come from the layout. */
export function routeResolvers(source: ContentSource, reads: ContentReads): Resolvers {
  return {
    Query: {
      contentRoute: (_root, { path }, context) =>
        resolveContentRoute(path, {
          page: (uid) => reads.page(context, uid),
          look: (parent, urlKey) => reads.lookOf(context, parent, urlKey),
        }),
    },
    ContentPageRoute: {
      customerService: async (_route, _args, context) =>
        customerService(await source.getSingle(CONTENT_TYPES.layout, readOptions(context)), context),
    },
  };
}
