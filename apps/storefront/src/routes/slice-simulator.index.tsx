import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const SliceSimulatorView = lazy(() => import('../content/SliceSimulatorView'));

/**
 * /slice-simulator/?state=…: renders block data for the content editors' block simulator (spec §2). `state` is JSON
 * in the shape of the GraphQL ContentBlock (src/content/simulator.ts says what is accepted and how it is kept safe).
 */
export const Route = createFileRoute('/slice-simulator/')({
  validateSearch: (raw: Record<string, unknown>): { state?: string } =>
    typeof raw.state === 'string' ? { state: raw.state } : {},
  head: () => ({ meta: [{ title: 'Slice simulator' }, { name: 'robots', content: 'noindex,nofollow' }] }),
  component: SliceSimulatorPage,
});

function SliceSimulatorPage() {
  const { state } = Route.useSearch();
  return (
    <Suspense fallback={null}>
      <SliceSimulatorView state={state} />
    </Suspense>
  );
}
