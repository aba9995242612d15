import { AccountCreatePageDocument } from '../graphql/generated/graphql';
import { loadQuery } from '../graphql/load-query';
import type { GraphqlQuery } from '../graphql/query';

/** `/account/create/`: the store's salutations for the form. */
export function loadCreatePage(graphql: GraphqlQuery) {
  return loadQuery(graphql, AccountCreatePageDocument, {});
}
