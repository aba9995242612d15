import type { QuickSearch } from './use-quick-search';

export type Option =
  | { kind: 'product'; key: string; label: string; url: string; product: QuickSearch['products'][number] }
  | { kind: 'page'; key: string; label: string; url: string; parents: readonly string[] }
  | { kind: 'term'; key: string; label: string };

export interface OptionGroup {
  key: string;
  label: string;
  options: Option[];
}

/** Spec §9: 3 products, 5 URL hits, 5 suggestions, 5 recent searches. */
const LIMITS = { products: 3, pages: 5, suggestions: 5, recent: 5 } as const;

/** The groups' names, in the shopper's language. */
export interface GroupLabels {
  products: string;
  pages: string;
  suggestions: string;
  recent: string;
}

/**
 * The overlay's options, grouped: the quick search's products, pages and suggestions; before typing, the recent
 * searches; empty groups left out.
 */
export function optionGroups(
  data: QuickSearch | undefined,
  text: string,
  recent: readonly string[],
  labels: GroupLabels,
): OptionGroup[] {
  const groups: OptionGroup[] = data
    ? [
        {
          key: 'products',
          label: labels.products,
          options: data.products.slice(0, LIMITS.products).map(
            (product): Option => ({
              kind: 'product',
              key: product.sku,
              label: product.name,
              url: product.url,
              product,
            }),
          ),
        },
        {
          key: 'pages',
          label: labels.pages,
          options: data.urls
            .slice(0, LIMITS.pages)
            .map(
              (hit): Option => ({ kind: 'page', key: hit.url, label: hit.label, url: hit.url, parents: hit.parents }),
            ),
        },
        {
          key: 'suggestions',
          label: labels.suggestions,
          options: data.suggestions
            .slice(0, LIMITS.suggestions)
            .map((suggestion): Option => ({ kind: 'term', key: suggestion.text, label: suggestion.text })),
        },
      ]
    : text.trim() === ''
      ? [
          {
            key: 'recent',
            label: labels.recent,
            options: recent.slice(0, LIMITS.recent).map((term): Option => ({ kind: 'term', key: term, label: term })),
          },
        ]
      : [];
  return groups.filter((group) => group.options.length > 0);
}
