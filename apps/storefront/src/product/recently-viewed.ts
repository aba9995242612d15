import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** How many SKUs are remembered. */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface RecentlyViewedState {
  /** Product SKUs, the most recently viewed first, each once. */
  skus: string[];
  viewed: (sku: string) => void;
}

/** The list after viewing a product: it goes to the front, its earlier place is removed, the oldest drop off. */
export function withViewed(skus: readonly string[], sku: string, limit = RECENTLY_VIEWED_LIMIT): string[] {
  return [sku, ...skus.filter((candidate) => candidate !== sku)].slice(0, limit);
}

/** What was stored, if it is a list of SKUs; anything else (an old format, hand edits) counts as empty. */
export function storedSkus(value: unknown): string[] {
  const skus = (value as { skus?: unknown } | null)?.skus;
  if (!Array.isArray(skus)) return [];
  return [...new Set(skus.filter((sku): sku is string => typeof sku === 'string' && sku.length > 0))].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
}

/**
 * Recently viewed products (spec §3 and §4): a list of SKUs in the browser's localStorage. Read after hydration
 * (`persist.rehydrate()`), so the server's HTML and the first render in the browser agree.
 */
export const useRecentlyViewed = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      skus: [],
      viewed: (sku) => set((state) => ({ skus: withViewed(state.skus, sku) })),
    }),
    {
      name: 'shop.recently-viewed',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ skus: state.skus }),
      merge: (persisted, current) => ({ ...current, skus: storedSkus(persisted) }),
      skipHydration: true,
    },
  ),
);
