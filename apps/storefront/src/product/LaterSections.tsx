import { lazy, Suspense } from 'react';
import { useMounted } from '../lib/hooks/use-mounted';

// Each section's code and data come after the page, in the browser only.
const RecentlyViewed = lazy(() => import('./RecentlyViewed'));
const CrossSells = lazy(() => import('./CrossSells'));
const ProductLooksSection = lazy(() => import('./ProductLooksSection'));

/** Below the product: cross-sells, the looks it appears in and recently viewed; none in the server's HTML. */
export function LaterSections({ sku }: { sku: string }) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <CrossSells sku={sku} />
      </Suspense>
      <Suspense fallback={null}>
        <ProductLooksSection sku={sku} />
      </Suspense>
      <Suspense fallback={null}>
        <RecentlyViewed currentSku={sku} />
      </Suspense>
    </>
  );
}
