import type { GraphqlQuery } from '../lib/graphql/query';
import { contentNotFound, loadContentByPath, loadContentByUid } from './content-load';
import type { PreviewSearch } from './preview-search';

/** The previewed page (preview-search.ts), loaded with the preview token as the gateway's `previewRef`. */
export async function loadPreview(graphql: GraphqlQuery, search: PreviewSearch) {
  const options = { previewRef: search.token };
  const view = search.path
    ? await loadContentByPath(graphql, search.path, options)
    : await loadContentByUid(graphql, search.uid ?? 'home', options);
  if (view) return view;
  throw await contentNotFound(graphql, search.token);
}
