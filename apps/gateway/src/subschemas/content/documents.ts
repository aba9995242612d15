import type { ContentDocument, ContentSource } from '@shop/content';
import type { GatewayContext } from '../../context';

/** Documents of one request, by id, cached (breadcrumbs, parents, looks of sliders). */
export function documentsById(source: ContentSource, context: GatewayContext, ids: readonly string[]) {
  const cache = context.memo('content.byId', () => new Map<string, Promise<ContentDocument | null>>());
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const loaded = source.getByIDs(missing, { lang: '*' });
    for (const id of missing) {
      cache.set(
        id,
        loaded.then((documents) => documents.find((document) => document.id === id) ?? null),
      );
    }
  }
  return Promise.all(ids.map((id) => cache.get(id)!));
}

/** The id of the document a link field points to; null for other links and broken ones. */
export const linkedId = (value: unknown): string | null => {
  const field = value as { link_type?: string; id?: unknown; isBroken?: boolean } | null | undefined;
  return field?.link_type === 'Document' && typeof field.id === 'string' && !field.isBroken ? field.id : null;
};
