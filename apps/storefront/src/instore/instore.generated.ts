/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../lib/graphql/generated/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The statuses the tablet acts on; OTHER is any further status the session service answers (the tablet clears). */
export type InstoreSessionStatus =
  | 'CLOSED'
  | 'EXPIRED'
  | 'OPEN'
  | 'OTHER';

export type InstoreSessionFieldsFragment = { id: string, status: Types.InstoreSessionStatus, ttlDt: string, location: { id: string, name: string, code: string } };

export type InstoreSessionQueryVariables = Exact<{
  id: string;
}>;


export type InstoreSessionQuery = { instoreSession: { id: string, status: Types.InstoreSessionStatus, ttlDt: string, location: { id: string, name: string, code: string } } | null };

export type InstoreSessionRefreshQueryVariables = Exact<{
  id: string;
}>;


export type InstoreSessionRefreshQuery = { refreshInstoreSession: { id: string, status: Types.InstoreSessionStatus, ttlDt: string, location: { id: string, name: string, code: string } } | null };

export const InstoreSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstoreSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstoreSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ttlDt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<InstoreSessionFieldsFragment, unknown>;
export const InstoreSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstoreSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instoreSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstoreSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstoreSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstoreSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ttlDt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<InstoreSessionQuery, InstoreSessionQueryVariables>;
export const InstoreSessionRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstoreSessionRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshInstoreSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstoreSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstoreSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstoreSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ttlDt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<InstoreSessionRefreshQuery, InstoreSessionRefreshQueryVariables>;