import { loadQuery } from '../graphql/load-query';
import type { GraphqlQuery } from '../graphql/query';
import { NewsletterSettingsPageDocument } from './newsletter.generated';

/** The subscription of a settings link, read only (opening the page changes nothing); null for an unknown link. */
export async function loadNewsletterSettings(graphql: GraphqlQuery, hash: string) {
  const { newsletterSettings } = await loadQuery(graphql, NewsletterSettingsPageDocument, { hash });
  return { settings: newsletterSettings ?? null };
}
