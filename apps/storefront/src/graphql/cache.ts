import { InMemoryCache } from '@apollo/client-integration-tanstack-start';

/**
 * One cache shape for the server and the browser, so the cache the server extracts after its loaders is the cache the
 * browser restores before it hydrates. Products and stores have natural keys; queries that fetch them select those.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['sku'] },
      Store: { keyFields: ['code'] },
    },
  });
}
