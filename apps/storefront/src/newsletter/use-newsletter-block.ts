import { useLingui } from '@lingui/react/macro';
import { newsletterListOfStore, newsletterSource } from '@shop/domain';
import type { StoreDefinition } from '@shop/i18n';
import type { BlockRuntime, NewsletterValues } from '@shop/ui/blocks';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../account/session-store';
import type { GraphqlQuery } from '../graphql/query';
import { useGraphql } from '../hooks/use-graphql';
import { useInstoreSession } from '../instore/instore-store';
import { botCheckHeaders, prepareRecaptcha } from '../recaptcha/recaptcha';
import { trackEmailOptin } from '../tracking/events';
import { NewsletterPrefillDocument, NewsletterSubscribeDocument } from './newsletter.generated';

/** The preselected salutation when nobody is logged in (the first of storeConfig.salutations: mrs, mr). */
export const DEFAULT_NEWSLETTER_SALUTATION = 'mrs';

/** What the block's form hands over, as the gateway takes it (spec §7: the locale's list id and code, the source). */
export function newsletterSubscription(
  values: NewsletterValues,
  store: Pick<StoreDefinition, 'code' | 'country'>,
  inStore: boolean,
) {
  const list = newsletterListOfStore(store.code);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    salutation: values.salutationId,
    listId: list.id,
    listCode: list.code,
    // Spec §7: "source fixed to website"; on an in-store tablet the in-store value of the store's country (§9).
    source: newsletterSource({ flow: 'subscribe', newsletter: true, inStore, storeCountry: store.country }),
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
  store: Pick<StoreDefinition, 'code' | 'country'>,
  inStore: boolean,
): Promise<void> {
  const input = newsletterSubscription(values, store, inStore);
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
 * What a page's newsletter block needs from the app: the salutations (the shop's two, worded here so the form is in
 * the first HTML), the default one, the logged-in customer's details (asked after mount, only when logged in and the
 * page has the block), and the submit.
 */
export function useNewsletterBlock(hasBlock: boolean): NewsletterRuntime {
  const { t } = useLingui();
  const graphql = useGraphql();
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const { loggedIn } = useSession();
  const [prefill, setPrefill] = useState<Partial<NewsletterValues> | undefined>(undefined);

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

  const salutations = useMemo(
    () => [
      { id: 'mrs', label: t`Mrs` },
      { id: 'mr', label: t`Mr` },
    ],
    [t],
  );

  return {
    salutations,
    defaultSalutationId: DEFAULT_NEWSLETTER_SALUTATION,
    newsletterPrefill: prefill,
    onNewsletterSubmit: (values) =>
      subscribeToNewsletter(graphql, values, store, useInstoreSession.getState().session !== null),
    onNewsletterFocus: () => prepareRecaptcha(),
  };
}
