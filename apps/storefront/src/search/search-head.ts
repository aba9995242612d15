import { msg } from '@lingui/core/macro';
import { pageHead } from '../lib/page-head';

const searchTitle = msg`Search`;

/** The search page's head: "Search results for …" or "Search"; not for search engines to index. */
export function searchHead(match: Parameters<typeof pageHead>[0] & { search: { q?: string | undefined } }) {
  const text = match.search.q;
  const title = text ? match.context.i18n._(msg`Search results for “${text}”`) : searchTitle;
  return pageHead(match, title, { robots: 'noindex, follow' });
}
