import { DEFAULT_NEWSLETTER_SOURCE, defaultNewsletterSalutation, newsletterListOfStore } from '@shop/domain';
import type { StoreDefinition } from '@shop/i18n';
import type { BlockRuntime, NewsletterValues, Salutation } from '@shop/ui/blocks';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../account/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import { useGraphql } from '../lib/hooks/use-graphql';
import { botCheckHeaders, prepareRecaptcha } from '../recaptcha/public';
import { trackEmailOptin } from '../tracking/public';
import {
  NewsletterPrefillDocument,
  NewsletterSalutationsDocument,
  NewsletterSubscribeDocument,
} from './newsletter.generated';

/** A salutation of the store's configuration (`storeConfig.salutations`), worded by the gateway in its language. */
export interface StoreSalutation {
  key: string;
  name: string;
}

/**
 * A page with blocks as its loader answers it: the store's salutations for its newsletter block come along
 * (src/newsletter/load-newsletter.ts `loadBlockSalutations`; null when the page has no such block).
 */
export interface WithNewsletterSalutations {
  newsletterSalutations?: readonly StoreSalutation[] | null | undefined;
}

/**
 * The block's choices: the store's salutations, in its order and words, by key (the key is what a customer's
 * salutation prefills and what the gateway derives the gender from).
 */
export function newsletterSalutations(salutations: readonly StoreSalutation[]): Salutation[] {
  return salutations.map((salutation) => ({ id: salutation.key, label: salutation.name }));
}

/**
 * What the block's form hands over, as the gateway takes it (spec §7: the locale's list id and code, the source fixed
 * to website). Whether the signup is made in a store is the gateway's to say, from the tablet's branch.
 */
export function newsletterSubscription(values: NewsletterValues, store: Pick<StoreDefinition, 'code'>) {
  const list = newsletterListOfStore(store.code);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    salutation: values.salutationId,
    listId: list.id,
    listCode: list.code,
    source: DEFAULT_NEWSLETTER_SOURCE,
  };
}

/**
 * Subscribes (the block's submit): with the bot check's token; resolves when the gateway took it (then `EmailOptin`
 * goes to the data layer), rejects otherwise — the block keeps the form and shows nothing (spec §8), the reason is
 * logged here.
 */
export async function subscribeToNewsletter(
  graphql: GraphqlQuery,
  values: NewsletterValues,
  store: Pick<StoreDefinition, 'code'>,
): Promise<void> {
  const input = newsletterSubscription(values, store);
  try {
    const { subscribeNewsletter } = await graphql(
      NewsletterSubscribeDocument,
      { input },
      { headers: await botCheckHeaders('newsletter') },
    );
    if (!subscribeNewsletter.success) {
      throw new Error(subscribeNewsletter.errors.map((error) => `${error.code}: ${error.message}`).join('; '));
    }
  } catch (error) {
    console.error('[newsletter] the subscription failed:', error);
    throw error;
  }
  trackEmailOptin(input.email);
}

type NewsletterRuntime = Pick<
  BlockRuntime,
  'salutations' | 'defaultSalutationId' | 'newsletterPrefill' | 'onNewsletterSubmit' | 'onNewsletterFocus'
>;

/**
 * What a page's newsletter block needs from the app: the store's salutations (`storeConfig`, loaded with the page so
 * the form is in the first HTML; asked after mount when the page came without them, as in the slice simulator), the
 * default one, the logged-in customer's details (asked after mount, only when logged in and the page has the block),
 * and the submit.
 */
export function useNewsletterBlock(
  hasBlock: boolean,
  loadedSalutations?: readonly StoreSalutation[] | null,
): NewsletterRuntime {
  const graphql = useGraphql();
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const { loggedIn } = useSession();
  const [prefill, setPrefill] = useState<Partial<NewsletterValues> | undefined>(undefined);
  const [askedSalutations, setAskedSalutations] = useState<readonly StoreSalutation[] | null>(null);
  const storeSalutations = loadedSalutations ?? askedSalutations;

  useEffect(() => {
    if (!hasBlock || loadedSalutations) return;
    let current = true;
    graphql(NewsletterSalutationsDocument, {})
      .then(({ storeConfig }) => {
        if (current) setAskedSalutations(storeConfig.salutations);
      })
      .catch((error: unknown) => console.error('[newsletter] the salutations could not be read:', error));
    return () => {
      current = false;
    };
  }, [hasBlock, loadedSalutations, graphql]);

  useEffect(() => {
    if (!hasBlock || !loggedIn) return;
    let current = true;
    graphql(NewsletterPrefillDocument, {}, { fresh: true })
      .then(({ customer }) => {
        if (!current || !customer) return;
        setPrefill({
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          ...(customer.salutation ? { salutationId: customer.salutation.key } : {}),
        });
      })
      .catch((error: unknown) => console.error('[newsletter] the customer could not be read:', error));
    return () => {
      current = false;
    };
  }, [hasBlock, loggedIn, graphql]);

  const salutations = useMemo(() => newsletterSalutations(storeSalutations ?? []), [storeSalutations]);
  const defaultSalutationId = storeSalutations ? defaultNewsletterSalutation(storeSalutations) : undefined;
  // Salutations asked after mount come after the form chose its first values: the default arrives as a prefill (it
  // fills the salutation unless the shopper or the customer's details chose one).
  const newsletterPrefill = useMemo(
    () =>
      askedSalutations && !loadedSalutations && defaultSalutationId
        ? { salutationId: defaultSalutationId, ...prefill }
        : prefill,
    [askedSalutations, loadedSalutations, defaultSalutationId, prefill],
  );

  return {
    salutations,
    defaultSalutationId,
    newsletterPrefill,
    onNewsletterSubmit: (values) => subscribeToNewsletter(graphql, values, store),
    onNewsletterFocus: () => prepareRecaptcha(),
  };
}
