import type { GraphqlQuery } from '../../lib/graphql/query';
import { ShellLayoutDocument, ShellStoreSwitchDocument } from './shell.generated';
import { rememberedLayout, rememberLayout, type ShellData } from './shell-data';

export type { ShellData } from './shell-data';

async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // The shell is not the page: a failing layout must not take the page's own content down with it.
    console.error(`[shell] ${what} failed:`, error);
    return null;
  }
}

/**
 * The root route's loader: the default layout's content (on the server, and in the browser only when the page was
 * rendered without it) and the store switch for the current path (on every route change), unless the page's own
 * route loads them with the page (`pageLoadsShell`: the catch-all and brand routes, src/catalog/route-load.ts, which
 * ask the layout only when the browser keeps none).
 */
export async function loadShell(graphql: GraphqlQuery, path: string, pageLoadsShell = false): Promise<ShellData> {
  if (pageLoadsShell) return { layout: rememberedLayout() ?? null, storeSwitch: null };
  const [layout, storeSwitch] = await Promise.all([
    rememberedLayout() ?? orNull('layout', async () => (await graphql(ShellLayoutDocument, {})).layout),
    orNull('store switch', async () => (await graphql(ShellStoreSwitchDocument, { path })).storeSwitch),
  ]);
  rememberLayout(layout);
  return { layout, storeSwitch };
}
