import { type FieldMergeFunction, InMemoryCache, type StoreObject } from '@apollo/client';

/** Lists of unkeyed objects (images at several sizes) merge by position, so queries asking other sizes coexist. */
const mergeByIndex: FieldMergeFunction<readonly StoreObject[]> = (existing, incoming, { mergeObjects }) =>
  incoming.map((item, index) => {
    const previous = existing?.[index];
    return previous ? mergeObjects(previous, item) : item;
  });

/**
 * The browser's Apollo cache. Products and stores have natural keys; queries that fetch them select those. A product
 * is asked with tile images (498x705) on listings and page images (830x1175) on its page: both stay.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // The content blocks are a union (ContentBlock) whose members implement an interface (ContentSlice). Without
    // knowing which types those are, the cache cannot match `... on ContentSlice` when it reads a page back, and a
    // block read after a client navigation lost its fields. Every block type is named `…Block` (packages/schema
    // content.ts); a string with non-word characters is a pattern for Apollo ("fuzzy" possible types).
    possibleTypes: { ContentBlock: ['[A-Za-z]+Block'], ContentSlice: ['[A-Za-z]+Block'] },
    typePolicies: {
      Product: {
        keyFields: ['sku'],
        fields: {
          images: { merge: mergeByIndex },
          hoverImage: { merge: true },
          image: { merge: true },
          brand: { merge: true },
        },
      },
      Store: { keyFields: ['code'] },
      // The shopper has one cart: every cart answer (a query, a mutation, a context's cart) updates the same object.
      // Pages that show the cart still ask with `{ fresh: true }` (a cart asked before the first mutation was null).
      Cart: { keyFields: [] },
      CartPrice: { merge: true },
    },
  });
}
