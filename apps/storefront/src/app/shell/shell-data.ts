import type { ShellLayoutQuery, ShellStoreSwitchQuery } from './shell.generated';

/**
 * What the root route loads for the default layout (src/app/shell/load-shell.ts). Kept apart from the loader so that the
 * root layout, which every page's first load carries, imports no GraphQL document: the loader itself is imported on
 * the first navigation (the server rendered the first page with it).
 */
export interface ShellData {
  /**
   * Null when the content service could not be asked (the page still shows, with a reduced header and footer), or
   * the page's route loaded it (catch-all and brand pages).
   */
  layout: ShellLayoutQuery['layout'] | null;
  /** The current page in every store; null when it could not be asked, or the page's route loaded it (catch-all). */
  storeSwitch: ShellStoreSwitchQuery['storeSwitch'] | null;
}

/**
 * The layout does not change while a shopper moves through one store: the browser keeps the one the server rendered
 * the page with (`rememberLayout`, called when the root hydrates) and never asks for it again.
 */
let browserLayout: ShellLayoutQuery['layout'] | undefined;

export function rememberLayout(layout: ShellLayoutQuery['layout'] | null): void {
  if (typeof window !== 'undefined' && layout) browserLayout = layout;
}

/** The layout the browser already has, if any. */
export function rememberedLayout(): ShellLayoutQuery['layout'] | undefined {
  return browserLayout;
}
