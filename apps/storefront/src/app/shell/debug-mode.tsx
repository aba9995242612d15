import { nextDebugMode } from '@shop/domain';
import { useLocation } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** Where the browser keeps debug mode for the rest of the visit (the tab's session). */
export const DEBUG_MODE_STORAGE_KEY = 'debug-mode';

const DebugModeContext = createContext(false);

function storedDebugMode(): boolean {
  try {
    return window.sessionStorage.getItem(DEBUG_MODE_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked: debug mode lasts for this page only
  }
}

function storeDebugMode(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(DEBUG_MODE_STORAGE_KEY, 'true');
    else window.sessionStorage.removeItem(DEBUG_MODE_STORAGE_KEY);
  } catch {
    // storage blocked
  }
}

/**
 * Debug mode (spec §2): `?debugmode=true` switches it on and `?debugmode=false` off for the rest of the visit (kept in
 * sessionStorage); any other URL keeps it. Off on the server and in the hydration render, read after hydration.
 */
export function DebugModeProvider({ children }: { children: ReactNode }) {
  const { searchStr } = useLocation();
  const [debugMode, setDebugMode] = useState(false);
  useEffect(() => {
    const next = nextDebugMode(searchStr, storedDebugMode());
    storeDebugMode(next);
    setDebugMode(next);
  }, [searchStr]);
  return <DebugModeContext.Provider value={debugMode}>{children}</DebugModeContext.Provider>;
}

/** Whether debug mode is on: content pages then list their content errors (as they do in development). */
export function useDebugMode(): boolean {
  return useContext(DebugModeContext);
}

/** Whether to list content errors: in development, or in debug mode (spec §2). */
export function useShowContentErrors(): boolean {
  return useDebugMode() || import.meta.env.DEV;
}
