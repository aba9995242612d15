import { useEffect, useState } from 'react';

/** False during server rendering and hydration, true after: for parts that exist only in the browser. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
