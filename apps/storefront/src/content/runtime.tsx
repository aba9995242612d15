import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * What content pages need from the root layout, which owns both: whether third-party scripts may start (Flockler and
 * Squeezely wait for the layout's third-party loader, 5000 ms after load) and whether debug mode is on
 * (`?debugmode=true`). Both default to false until the layout provides them (wrap the layout's <Outlet /> in
 * <ContentRuntimeProvider thirdPartyReady={…} debug={useDebugMode()}>). Tiny and block-free on purpose: the root
 * layout imports it on every page.
 */
export interface ContentRuntime {
  thirdPartyReady: boolean;
  debug: boolean;
}

const ContentRuntimeContext = createContext<ContentRuntime>({ thirdPartyReady: false, debug: false });

/**
 * The value is the same object while neither flag changes: a new one on every render of the layout would reach the
 * content blocks the browser hydrates later (ContentPageView's `PageBlocks`), and React drops the server's HTML of a
 * part not yet hydrated when a context above it changes.
 */
export function ContentRuntimeProvider({ children, thirdPartyReady, debug }: ContentRuntime & { children: ReactNode }) {
  const runtime = useMemo(() => ({ thirdPartyReady, debug }), [thirdPartyReady, debug]);
  return <ContentRuntimeContext.Provider value={runtime}>{children}</ContentRuntimeContext.Provider>;
}

/** Debug mode also holds in development: content errors are listed there (spec §2, §8). */
export function useContentRuntime(): ContentRuntime {
  const runtime = useContext(ContentRuntimeContext);
  return { ...runtime, debug: runtime.debug || import.meta.env.DEV };
}
