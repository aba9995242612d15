import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import { NewsletterSalutationsDocument, NewsletterSettingsPageDocument } from './newsletter.generated';
import type { StoreSalutation } from './use-newsletter-block';

/** The subscription of a settings link, read only (opening the page changes nothing); null for an unknown link. */
export async function loadNewsletterSettings(graphql: GraphqlQuery, hash: string) {
  const { newsletterSettings } = await loadQuery(graphql, NewsletterSettingsPageDocument, { hash });
  return { settings: newsletterSettings ?? null };
}

/**
 * The store's salutations for a page with a newsletter block (so the block's radios are in the first HTML), else
 * null without asking; `known` when they came with the page (the page route's), else asked. A failure is logged and
 * answers null: the page shows all the same, and the block asks again after mount (src/newsletter/use-newsletter-block.ts).
 */
export async function loadBlockSalutations(
  graphql: GraphqlQuery,
  blocks: readonly { __typename?: string }[],
  known: readonly StoreSalutation[] | null = null,
): Promise<readonly StoreSalutation[] | null> {
  if (!blocks.some((block) => block.__typename === 'NewsletterSubscriptionBlock')) return null;
  if (known) return known;
  try {
    const { storeConfig } = await graphql(NewsletterSalutationsDocument, {});
    return storeConfig.salutations;
  } catch (error) {
    console.error('[newsletter] the salutations could not be loaded:', error);
    return null;
  }
}
