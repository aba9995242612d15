import type { GraphqlQuery } from '../src/lib/graphql/query';
import type { TrackedWishlistProduct } from '../src/wishlist/tracking';
import { WishlistTrackedProductsDocument } from '../src/wishlist/wishlist.generated';
import { useWishlists } from '../src/wishlist/wishlist-store';

/** Nobody's lists, nothing stored, an empty data layer: each wishlist test starts there. */
export function resetWishlists() {
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
  useWishlists.setState({ owner: 'none', loaded: false, products: [], looks: [], busy: [] });
}

export const product = (sku: string): TrackedWishlistProduct & { __typename?: string } => ({
  sku,
  name: `Court Classic ${sku}`,
  color: 'black',
  brand: { name: 'Noordkaap' },
  price: { amount: 6295, currency: 'EUR' },
  breadcrumbs: [{ name: 'Women' }, { name: 'Shoes' }, { name: 'Sneakers' }],
});

export const wishlistAnswer = (skus: readonly string[], errors: { code: string; message: string }[] = []) => ({
  wishlist: errors.length > 0 ? null : { count: skus.length, items: skus.map((sku) => ({ sku })) },
  errors,
});

/** A stand-in for the gateway: answers per document, records the calls. */
export function fakeGateway(answers: Answers) {
  const calls: { document: unknown; variables: Record<string, unknown> }[] = [];
  const graphql = (async (document: unknown, variables: Record<string, unknown>) => {
    calls.push({ document, variables });
    const answer = answers.get(document);
    if (!answer) throw new Error('unexpected operation');
    return answer(variables);
  }) as unknown as GraphqlQuery;
  return { graphql, calls };
}

export type Answers = Map<unknown, (variables: Record<string, unknown>) => unknown>;

export const tracked = (): Answers =>
  new Map([
    [
      WishlistTrackedProductsDocument,
      (variables: Record<string, unknown>) => ({ productsBySkus: (variables.skus as string[]).map(product) }),
    ],
  ]);
