// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { defaultNewsletterSalutation } from '@shop/domain';
import { BlocksProvider, NewsletterSubscription, type NewsletterSubscriptionProps } from '@shop/ui/blocks';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import type { GraphqlQuery } from '../src/lib/graphql/query';
import { loadBlockSalutations } from '../src/newsletter/load-newsletter';
import { NewsletterSalutationsDocument } from '../src/newsletter/newsletter.generated';
import {
  newsletterSalutations,
  type StoreSalutation,
  useNewsletterBlock,
} from '../src/newsletter/use-newsletter-block';

/** The root route's context as the block's hooks read it: the store and the page's GraphQL client. */
const root = vi.hoisted(() => ({
  context: { store: { code: 'fr-be', country: 'BE' }, graphql: (() => {}) as unknown },
}));
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouteContext: ({ select }: { select?: (context: typeof root.context) => unknown }) =>
    select ? select(root.context) : root.context,
}));

/** The fr-be store's configuration as the gateway words it (storeConfig.salutations). */
const FRENCH: StoreSalutation[] = [
  { key: 'mrs', name: 'Madame' },
  { key: 'mr', name: 'Monsieur' },
];

const block: NewsletterSubscriptionProps = {
  __typename: 'NewsletterSubscriptionBlock',
  id: 'newsletter_subscription-1',
  sliceType: 'newsletter_subscription',
  variation: 'default',
  title: 'Newsletter',
  description: '<p>Be the first to know.</p>',
};

/** The page's newsletter block with what the app supplies (src/content/ContentPageView.tsx PageBlocks). */
function PageNewsletter({ salutations }: { salutations?: readonly StoreSalutation[] | null }) {
  const runtime = useNewsletterBlock(true, salutations);
  return (
    <BlocksProvider {...runtime}>
      <NewsletterSubscription {...block} />
    </BlocksProvider>
  );
}

const withI18n = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en } })}>{children}</I18nProvider>
);

const radios = () =>
  screen.getAllByRole('radio').map((radio) => ({
    label: radio.closest('label')?.textContent,
    value: (radio as HTMLInputElement).value,
    checked: (radio as HTMLInputElement).checked,
  }));

let graphql: ReturnType<typeof vi.fn>;
beforeEach(() => {
  graphql = vi.fn(async () => ({ storeConfig: { salutations: FRENCH } }));
  root.context.graphql = graphql;
});
afterEach(cleanup);

describe('the newsletter block’s salutations come from the store configuration', () => {
  it('shows the store’s salutations in its words, with the default one chosen, in the first render', () => {
    render(<PageNewsletter salutations={FRENCH} />, { wrapper: withI18n });
    expect(radios()).toEqual([
      { label: 'Madame', value: 'mrs', checked: true },
      { label: 'Monsieur', value: 'mr', checked: false },
    ]);
    // Loaded with the page: nothing is asked after mount.
    expect(graphql).not.toHaveBeenCalled();
  });

  it('offers only what the store has: without mrs its first salutation is the default', () => {
    const onlyMr = [{ key: 'mr', name: 'Herr' }];
    expect(newsletterSalutations(onlyMr)).toEqual([{ id: 'mr', label: 'Herr' }]);
    expect(defaultNewsletterSalutation(onlyMr)).toBe('mr');
    expect(defaultNewsletterSalutation([{ key: 'mr', name: 'Mr' }, ...FRENCH])).toBe('mrs');
    expect(defaultNewsletterSalutation([])).toBeUndefined();
    render(<PageNewsletter salutations={onlyMr} />, { wrapper: withI18n });
    expect(radios()).toEqual([{ label: 'Herr', value: 'mr', checked: true }]);
  });

  it('a page without them (the slice simulator) asks the store after mount and then chooses the default', async () => {
    render(<PageNewsletter />, { wrapper: withI18n });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await act(async () => {});
    expect(graphql).toHaveBeenCalledWith(NewsletterSalutationsDocument, {});
    expect(radios()).toEqual([
      { label: 'Madame', value: 'mrs', checked: true },
      { label: 'Monsieur', value: 'mr', checked: false },
    ]);
  });
});

describe('loading a page’s salutations', () => {
  it('asks the store configuration only for a page with a newsletter block', async () => {
    const ask = vi.fn(async () => ({ storeConfig: { salutations: FRENCH } }));
    const query = ask as unknown as GraphqlQuery;
    expect(await loadBlockSalutations(query, [{ __typename: 'HeroBlock' }])).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    expect(await loadBlockSalutations(query, [{ __typename: 'NewsletterSubscriptionBlock' }])).toEqual(FRENCH);
    expect(ask).toHaveBeenCalledWith(NewsletterSalutationsDocument, {});
  });

  it('takes the salutations that came with the page (its route) without asking again', async () => {
    const ask = vi.fn(async () => ({ storeConfig: { salutations: FRENCH } }));
    const query = ask as unknown as GraphqlQuery;
    const blocks = [{ __typename: 'NewsletterSubscriptionBlock' }];
    expect(await loadBlockSalutations(query, blocks, FRENCH)).toEqual(FRENCH);
    expect(await loadBlockSalutations(query, [{ __typename: 'HeroBlock' }], FRENCH)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it('a failure leaves the page as it is (null: the block asks again after mount)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = (async () => {
      throw new Error('offline');
    }) as unknown as GraphqlQuery;
    expect(await loadBlockSalutations(offline, [{ __typename: 'NewsletterSubscriptionBlock' }])).toBeNull();
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
