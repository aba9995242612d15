/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../lib/graphql/generated/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type NewsletterPreferencesInput = {
  forHer?: boolean | null | undefined;
  forHim?: boolean | null | undefined;
  promotions?: boolean | null | undefined;
};

/** Where a subscription stands: NONE is a loyalty member who did not ask for the newsletter. */
export type NewsletterStatus =
  | 'CONFIRMED'
  | 'NONE'
  /** Asked for, not yet confirmed from the mail (double opt-in). */
  | 'PENDING'
  | 'UNSUBSCRIBED';

/** The newsletter form (spec §3 Newsletter subscriber, §7 Newsletter subscribe). */
export type NewsletterSubscriptionInput = {
  email: string;
  firstName: string;
  lastName: string;
  /** The locale's newsletter code (NL, BENL, BEFR, DE, FR, EN); goes with listId. */
  listCode?: string | null | undefined;
  /** The locale's newsletter id (spec §7); the request store's when absent, refused when it is not the store's. */
  listId?: number | null | undefined;
  /** A salutation's key or id (storeConfig.salutations); the gender sent on is derived from it. */
  salutation: string;
  /**
   * A newsletter source value (spec §7: source fixed to website); website when absent. Where the signup was made is the
   * gateway's to say: in store (instore-{country}) only with an x-shop-branch that is one of the shop's stores,
   * whatever this says; an in-store value without such a branch is refused.
   */
  source?: string | null | undefined;
};

export type NewsletterUserErrorFragment = { code: string, message: string, field: string | null };

export type NewsletterSettingsFieldsFragment = { status: Types.NewsletterStatus, email: string, firstName: string, lastName: string, language: string, list: { id: number, code: string }, preferences: { forHer: boolean, forHim: boolean, promotions: boolean } };

export type NewsletterSubscribeMutationVariables = Exact<{
  input: Types.NewsletterSubscriptionInput;
}>;


export type NewsletterSubscribeMutation = { subscribeNewsletter: { success: boolean, errors: Array<{ code: string, message: string, field: string | null }> } };

export type NewsletterSalutationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterSalutationsQuery = { storeConfig: { salutations: Array<{ key: string, name: string }> } };

export type NewsletterPrefillQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterPrefillQuery = { customer: { firstName: string, lastName: string, email: string, salutation: { key: string } | null } | null };

export type NewsletterSettingsPageQueryVariables = Exact<{
  hash: string;
}>;


export type NewsletterSettingsPageQuery = { newsletterSettings: { status: Types.NewsletterStatus, email: string, firstName: string, lastName: string, language: string, list: { id: number, code: string }, preferences: { forHer: boolean, forHim: boolean, promotions: boolean } } | null };

export type NewsletterConfirmMutationVariables = Exact<{
  hash: string;
}>;


export type NewsletterConfirmMutation = { confirmNewsletter: { settings: { status: Types.NewsletterStatus, email: string, firstName: string, lastName: string, language: string, list: { id: number, code: string }, preferences: { forHer: boolean, forHim: boolean, promotions: boolean } } | null, errors: Array<{ code: string, message: string, field: string | null }> } };

export type NewsletterUpdateSettingsMutationVariables = Exact<{
  hash: string;
  input: Types.NewsletterPreferencesInput;
}>;


export type NewsletterUpdateSettingsMutation = { updateNewsletterSettings: { settings: { status: Types.NewsletterStatus, email: string, firstName: string, lastName: string, language: string, list: { id: number, code: string }, preferences: { forHer: boolean, forHim: boolean, promotions: boolean } } | null, errors: Array<{ code: string, message: string, field: string | null }> } };

export type NewsletterUnsubscribeMutationVariables = Exact<{
  hash: string;
}>;


export type NewsletterUnsubscribeMutation = { unsubscribeNewsletter: { settings: { status: Types.NewsletterStatus, email: string, firstName: string, lastName: string, language: string, list: { id: number, code: string }, preferences: { forHer: boolean, forHim: boolean, promotions: boolean } } | null, errors: Array<{ code: string, message: string, field: string | null }> } };

export const NewsletterUserErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<NewsletterUserErrorFragment, unknown>;
export const NewsletterSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forHer"}},{"kind":"Field","name":{"kind":"Name","value":"forHim"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"}}]}}]}}]} as unknown as DocumentNode<NewsletterSettingsFieldsFragment, unknown>;
export const NewsletterSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<NewsletterSubscribeMutation, NewsletterSubscribeMutationVariables>;
export const NewsletterSalutationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSalutations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salutations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterSalutationsQuery, NewsletterSalutationsQueryVariables>;
export const NewsletterPrefillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterPrefill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterPrefillQuery, NewsletterPrefillQueryVariables>;
export const NewsletterSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSettingsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forHer"}},{"kind":"Field","name":{"kind":"Name","value":"forHim"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"}}]}}]}}]} as unknown as DocumentNode<NewsletterSettingsPageQuery, NewsletterSettingsPageQueryVariables>;
export const NewsletterConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forHer"}},{"kind":"Field","name":{"kind":"Name","value":"forHim"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<NewsletterConfirmMutation, NewsletterConfirmMutationVariables>;
export const NewsletterUpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterUpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsletterSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forHer"}},{"kind":"Field","name":{"kind":"Name","value":"forHim"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<NewsletterUpdateSettingsMutation, NewsletterUpdateSettingsMutationVariables>;
export const NewsletterUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forHer"}},{"kind":"Field","name":{"kind":"Name","value":"forHim"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<NewsletterUnsubscribeMutation, NewsletterUnsubscribeMutationVariables>;