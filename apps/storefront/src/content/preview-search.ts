/**
 * The preview routes' URL state (/preview and /prismic-preview/): `token` is the Prismic preview token (or a release
 * ref), passed to the gateway as `previewRef`; `uid` or `path` names the previewed page, the home page by default.
 * On its own, without imports: route search validation is part of every page's first load.
 */
export interface PreviewSearch {
  token?: string | undefined;
  uid?: string | undefined;
  path?: string | undefined;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

export function parsePreviewSearch(raw: Record<string, unknown>): PreviewSearch {
  return { token: text(raw.token, 2000), uid: text(raw.uid, 200), path: text(raw.path, 500) };
}
