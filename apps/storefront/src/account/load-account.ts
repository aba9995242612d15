import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import { AccountCreatePageDocument } from './account.generated';

/** `/account/create/`: the store's salutations for the form. */
export function loadCreatePage(graphql: GraphqlQuery) {
  return loadQuery(graphql, AccountCreatePageDocument, {});
}
