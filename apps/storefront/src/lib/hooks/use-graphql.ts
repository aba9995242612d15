import { useRouteContext } from '@tanstack/react-router';
import type { GraphqlQuery } from '../graphql/query';

/** The GraphQL client of the page, for the few queries components make themselves in the browser (after mount). */
export function useGraphql(): GraphqlQuery {
  return useRouteContext({ from: '__root__', select: (context) => context.graphql });
}
