import { useEffect } from 'react';

/**
 * While `locked`, the page behind an overlay does not scroll (spec §4 search overlay): the scroll position is saved,
 * the body is fixed in place, and on unlock both are restored.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const scrollY = window.scrollY;
    const previous = { position: body.style.position, top: body.style.top, width: body.style.width };
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.width = '100%';
    return () => {
      Object.assign(body.style, previous);
      window.scrollTo(0, scrollY);
    };
  }, [locked]);
}
