import { type RefObject, useEffect, useState } from 'react';
import { afterPageLoad } from '../after-page-load';

/**
 * Whether the element has come near the viewport (within `margin`), once, after the page has loaded: sections below
 * the fold load their data (and the browser's GraphQL client its code) then, not with the page's first load.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterPageLoad(() => {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
        rootMargin: margin,
      });
      observer.observe(target);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [element, margin, near]);
  return near;
}
