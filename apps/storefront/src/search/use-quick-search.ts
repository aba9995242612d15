import { useEffect, useState } from 'react';
import { useGraphql } from '../lib/hooks/use-graphql';
import { QuickSearchDocument, type QuickSearchQuery } from './search.generated';
import { isSearchable, SEARCH_DEBOUNCE_MS, SEARCH_DELAY_MS } from './search-rules';

export type QuickSearch = QuickSearchQuery['quickSearch'];

/**
 * The overlay's quick search of a text: asked 500 ms after the last keystroke, once the text is searchable; `busy`
 * only when the answer is slow (so a quick one does not flash "Searching…"). The last answer stays with its text.
 */
export function useQuickSearch(text: string) {
  const graphql = useGraphql();
  const [debounced, setDebounced] = useState('');
  const [result, setResult] = useState<{ text: string; data: QuickSearch } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!isSearchable(debounced)) return;
    let current = true;
    const slow = setTimeout(() => current && setBusy(true), SEARCH_DELAY_MS);
    graphql(QuickSearchDocument, { text: debounced.trim() })
      .then((data) => current && setResult({ text: debounced, data: data.quickSearch }))
      .catch((error) => console.error('[search] quick search failed:', error))
      .finally(() => {
        clearTimeout(slow);
        if (current) setBusy(false);
      });
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [debounced, graphql]);

  /** Forgets the text searched and its answer (the overlay closed). */
  const reset = () => {
    setDebounced('');
    setResult(null);
  };

  return { result, busy, reset };
}
