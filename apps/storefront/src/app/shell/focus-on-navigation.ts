import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Moves focus to the new page after a client-side navigation to another path: its main heading (`<h1>` in
 * `<main>`), else the main region. A screen reader then reads where the shopper has arrived, and the next Tab starts
 * from the page's content rather than from the link that was followed — what a full page load would do. The scroll
 * position is the router's to restore (`preventScroll`). Not on the first page (the browser's own start), not when
 * only the query or the hash changes (filters, sorting, "show more": the page is the same one and says what changed).
 */
export function focusPageStart(document: Document): void {
  const main = document.getElementById('main');
  const target = main?.querySelector('h1') ?? main;
  if (!target) return;
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function useFocusOnNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        focusPageStart(document);
      }),
    [router],
  );
}
