import { lazy, Suspense } from 'react';
import { contentViewHead, notFoundHead } from './content-head';
import type { ContentView } from './content-load';

const ContentPageView = lazy(() => import('./ContentPageView'));

type HeadMatch = Parameters<typeof contentViewHead>[0];

/** A previewed page is never indexed: its head says noindex whatever the document says. */
export function previewHead(match: HeadMatch, view: ContentView | undefined) {
  const head = view ? contentViewHead(match, view) : notFoundHead(match, null);
  const meta = head.meta.filter((tag) => !('name' in tag && tag.name === 'robots'));
  // Not to be indexed: no hreflang links to the published versions either.
  const links = (head.links ?? []).filter((link) => link.rel !== 'alternate');
  return { ...head, links, meta: [...meta, { name: 'robots', content: 'noindex,nofollow' }] };
}

export function PreviewPage({ view }: { view: ContentView }) {
  return (
    <Suspense fallback={null}>
      <ContentPageView view={view} />
    </Suspense>
  );
}
