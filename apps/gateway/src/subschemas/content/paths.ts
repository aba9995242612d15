import { CONTENT_LANGS, contentPath } from '@shop/content';
import type { GatewayContext } from '../../context';
import type { ContentDocumentModel, ContentTypes } from '../../graphql';
import { decodeComponent } from '../../http/decode';

export const HOME_UID = 'home';

/** The page's path in every store: from its alternate languages; a store without the translation gets its home. */
export function alternatesOf(
  document: ContentDocumentModel | null,
  context: GatewayContext,
): ContentTypes.StoreAlternate[] {
  return context.stores.map((store) => {
    const lang = CONTENT_LANGS[store.language];
    const version =
      document &&
      (document.lang === lang ? document : document.alternate_languages.find((entry) => entry.lang === lang));
    const path = version ? contentPath({ type: version.type, uid: version.uid ?? null }) : null;
    return {
      storeCode: store.code,
      storeName: store.name,
      language: store.language,
      path: path ?? '/',
      url: `${store.baseUrl}${path ?? '/'}`,
      translated: path !== null,
      current: store.code === context.store.code,
    };
  });
}

/**
 * The store switch of a catalog page (or a page at the same path everywhere): each store at the page's path there, or
 * its home where it lacks the page.
 */
export function catalogAlternatesOf(
  paths: ReadonlyMap<string, string>,
  context: GatewayContext,
): ContentTypes.StoreAlternate[] {
  return context.stores.map((store) => {
    const path = paths.get(store.code) ?? null;
    return {
      storeCode: store.code,
      storeName: store.name,
      language: store.language,
      path: path ?? '/',
      url: `${store.baseUrl}${path ?? '/'}`,
      translated: path !== null,
      current: store.code === context.store.code,
    };
  });
}

/** The uid a shop path names: `/` is the home page; one segment is a page uid; anything deeper is not a page. */
export function uidOfPath(path: string): string | null {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return HOME_UID;
  if (segments.length > 1) return null;
  return decodeComponent(segments[0]!);
}
