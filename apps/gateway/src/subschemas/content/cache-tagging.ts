import { cacheTag, tagAnswer } from '../../cache/cache-tags';
import type { GatewayContext } from '../../context';
import type { Resolvers } from './content-support';

type QueryResolvers = NonNullable<Resolvers['Query']>;

/** The layout's queries show the layout documents (header, navigation, footer, usps, icons): one tag for them all. */
const LAYOUT_QUERIES = new Set(['layout', 'checkoutLayout']);

interface DocumentLike {
  type: string;
  uid: string | null;
  id: string;
  data: unknown;
}

const isDocument = (value: unknown): value is DocumentLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DocumentLike).type === 'string' &&
  typeof (value as DocumentLike).id === 'string' &&
  'data' in value;

/**
 * Tags the documents an answer carries: itself, a list of them, or a route's page or look, a connection's nodes (one
 * level down); a list also with the types of its documents (a document of that type published may join it). Answers
 * how many it tagged.
 */
function tagDocuments(tags: Set<string>, value: unknown, depth = 0, listed = false): number {
  if (Array.isArray(value)) {
    return value.reduce((count: number, item) => count + tagDocuments(tags, item, depth, true), 0);
  }
  if (isDocument(value)) {
    tagAnswer(tags, cacheTag.content(value.type, value.uid ?? value.id));
    if (listed) tagAnswer(tags, cacheTag.contentType(value.type));
    return 1;
  }
  if (depth > 0 || typeof value !== 'object' || value === null) return 0;
  let count = 0;
  for (const key of ['page', 'look', 'results', 'documents', 'nodes']) {
    count += tagDocuments(tags, (value as Record<string, unknown>)[key], depth + 1, key !== 'page' && key !== 'look');
  }
  return count;
}

/**
 * Every content query tags what it answers with (cache-tags.ts): the layout's queries `layout`, the others the
 * documents they return (`catalog` when none), so that a publish of a document purges the answers and pages that
 * show it.
 */
export function withContentCacheTags(query: QueryResolvers): QueryResolvers {
  const tagged: Record<string, unknown> = {};
  for (const [name, resolver] of Object.entries(query)) {
    if (typeof resolver !== 'function') {
      tagged[name] = resolver;
      continue;
    }
    tagged[name] = async (root: unknown, args: unknown, context: GatewayContext, info: unknown) => {
      const answer = await (resolver as (...parameters: unknown[]) => unknown)(root, args, context, info);
      if (LAYOUT_QUERIES.has(name)) tagAnswer(context.cacheTags, cacheTag.layout);
      // An answer that shows no document (none found yet, the store switch's paths) changes with a catalogue change
      // (`catalog`), and with the publish of a document it looked for (its reads are tagged: content-read-tags.ts).
      else if (tagDocuments(context.cacheTags, answer) === 0) tagAnswer(context.cacheTags, cacheTag.catalog);
      return answer;
    };
  }
  return tagged as QueryResolvers;
}
