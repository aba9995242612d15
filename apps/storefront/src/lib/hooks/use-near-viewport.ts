import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come near the viewport (within `margin`), once: sections below the fold load their data
 * then, not with the page.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
