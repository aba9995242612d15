import type { StoreSwitchEntryFragment } from './route.generated';

/**
 * The page in every store (the footer's store switch, the head's hreflang links), as the catch-all and brand routes
 * load it with the page (src/catalog/route-load.ts); null when it could not be asked. Kept apart from the loader: the
 * root layout reads it, and every page's first load carries the root layout but no GraphQL document.
 */
export type PageStoreSwitch = StoreSwitchEntryFragment[] | null;

/** The store switch a page's route loaded (in its data, or in its not-found data); null for any other page. */
export function pageStoreSwitchOf(match: { loaderData?: unknown; error?: unknown } | undefined): PageStoreSwitch {
  const data = match?.loaderData ?? (match?.error as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null || !('storeSwitch' in data)) return null;
  return (data as { storeSwitch: PageStoreSwitch }).storeSwitch;
}
