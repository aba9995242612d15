import type { PageLayoutQuery, StoreSwitchEntryFragment } from './route.generated';

/**
 * The page in every store (the footer's store switch, the head's hreflang links), as the catch-all and brand routes
 * load it with the page (src/catalog/route-load.ts); null when it could not be asked.
 */
export type PageStoreSwitch = StoreSwitchEntryFragment[] | null;

/**
 * The shell's parts that the catch-all and brand routes load with the page, so the root asks none of them
 * (`staticData.shell: 'page'`): the store switch, and the default layout when the root has none yet (on the server,
 * and in the browser before it kept one); null when not asked or it could not be asked. Kept apart from the loader:
 * the root layout reads it, and every page's first load carries the root layout but no GraphQL document.
 */
export interface PageShell {
  storeSwitch: PageStoreSwitch;
  layout: PageLayoutQuery['layout'] | null;
}

const NO_SHELL: PageShell = { storeSwitch: null, layout: null };

/** The shell parts a page's route loaded (in its data, or in its not-found data); none for any other page. */
export function pageShellOf(match: { loaderData?: unknown; error?: unknown } | undefined): PageShell {
  const data = match?.loaderData ?? (match?.error as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null || !('shell' in data)) return NO_SHELL;
  return (data as { shell: PageShell }).shell;
}
