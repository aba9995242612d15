import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Recent searches shown in the search overlay (spec §9). */
export const RECENT_SEARCHES_LIMIT = 5;

export interface RecentSearchesState {
  /** Search terms, lowercased, newest first, each once. */
  terms: string[];
  searched: (term: string) => void;
}

export function withSearched(terms: readonly string[], term: string, limit = RECENT_SEARCHES_LIMIT): string[] {
  const clean = term.trim().toLowerCase();
  if (!clean) return [...terms];
  return [clean, ...terms.filter((candidate) => candidate !== clean)].slice(0, limit);
}

/** What was stored, if it is a list of terms; anything else counts as empty. */
export function storedTerms(value: unknown): string[] {
  const terms = (value as { terms?: unknown } | null)?.terms;
  if (!Array.isArray(terms)) return [];
  return [...new Set(terms.filter((term): term is string => typeof term === 'string' && term.trim() !== ''))].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
}

/** Recent search terms (spec §3: stored in the browser), read after hydration like recently viewed. */
export const useRecentSearches = create<RecentSearchesState>()(
  persist(
    (set) => ({
      terms: [],
      searched: (term) => set((state) => ({ terms: withSearched(state.terms, term) })),
    }),
    {
      name: 'shop.recent-searches',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ terms: state.terms }),
      merge: (persisted, current) => ({ ...current, terms: storedTerms(persisted) }),
      skipHydration: true,
    },
  ),
);

/** Remembers a search term (after reading what is stored, so nothing stored is lost). */
export async function rememberSearch(term: string): Promise<void> {
  await useRecentSearches.persist.rehydrate();
  useRecentSearches.getState().searched(term);
}
