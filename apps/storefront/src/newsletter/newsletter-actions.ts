import type { GraphqlQuery } from '../lib/graphql/query';
import {
  NewsletterConfirmDocument,
  type NewsletterSettingsFieldsFragment,
  NewsletterUnsubscribeDocument,
  NewsletterUpdateSettingsDocument,
} from './newsletter.generated';

/**
 * What the newsletter settings page (the mail's link, `hash`) changes: confirming (or subscribing again), the
 * preferences and unsubscribing. Each answers the subscription after it, or the gateway's refusal (an unknown or
 * expired link: INVALID_NEWSLETTER_LINK); they throw when the gateway could not be reached.
 */
export interface NewsletterAnswer {
  settings: NewsletterSettingsFieldsFragment | null;
  errors: readonly { code: string }[];
}

type Preferences = NewsletterSettingsFieldsFragment['preferences'];

const answerOf = (payload: {
  settings?: NewsletterSettingsFieldsFragment | null;
  errors: readonly { code: string }[];
}): NewsletterAnswer => ({ settings: payload.settings ?? null, errors: payload.errors });

export async function confirmNewsletter(graphql: GraphqlQuery, hash: string): Promise<NewsletterAnswer> {
  return answerOf((await graphql(NewsletterConfirmDocument, { hash })).confirmNewsletter);
}

export async function unsubscribeNewsletter(graphql: GraphqlQuery, hash: string): Promise<NewsletterAnswer> {
  return answerOf((await graphql(NewsletterUnsubscribeDocument, { hash })).unsubscribeNewsletter);
}

export async function saveNewsletterPreferences(
  graphql: GraphqlQuery,
  hash: string,
  { forHer, forHim, promotions }: Preferences,
): Promise<NewsletterAnswer> {
  const input = { forHer, forHim, promotions };
  return answerOf((await graphql(NewsletterUpdateSettingsDocument, { hash, input })).updateNewsletterSettings);
}
