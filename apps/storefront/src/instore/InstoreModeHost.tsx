import { lazy, Suspense, useEffect } from 'react';
import { detectInstoreTablet, useInstoreActivity } from './instore-activity';

const InstoreMode = lazy(() => import('./InstoreMode').then((module) => ({ default: module.InstoreMode })));
const InstoreLocationBadge = lazy(() =>
  import('./InstoreMode').then((module) => ({ default: module.InstoreLocationBadge })),
);

/**
 * The in-store tablet mode on every page, loaded only on a tablet (`?instore=` in the address or a stored session):
 * its session checks, cookies and badge are code every other shopper would download for nothing. Any `?instore=`
 * loads it, so the parameter leaves the address; a browser that holds no in-store session is never logged out by
 * one (a stray or stale link is only dropped: instore-sync.ts).
 */
export function InstoreModeHost() {
  const active = useInstoreActivity((state) => state.active);
  useEffect(() => {
    if (detectInstoreTablet(window.location, window.localStorage)) useInstoreActivity.setState({ active: true });
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <InstoreMode />
    </Suspense>
  );
}

/** The header's location badge, on a tablet only (see InstoreModeHost). */
export function InstoreBadgeSlot() {
  const active = useInstoreActivity((state) => state.active);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <InstoreLocationBadge />
    </Suspense>
  );
}
