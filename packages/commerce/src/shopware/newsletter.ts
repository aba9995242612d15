import type { NewsletterPreferences } from '@shop/domain';
import { CommerceError } from '../errors';
import type {
  Newsletter,
  NewsletterSignup,
  NewsletterSignupResult,
  NewsletterStore,
  NewsletterSubscriber,
} from '../newsletter';
import type { CommerceNewsletter } from '../upstream';
import { type AccountDeps, inContext } from './account-support';

/**
 * The newsletter on Shopware. The shop's subscriber list (loyalty signups with their source, list, preferences and
 * settings links, double opt-in by the shop's own mail) stays in the shop's database, because the Store API keeps
 * none of it and finds a recipient neither by address nor by link. Shopware's newsletter recipients follow it: a
 * confirmation subscribes the address in the store's sales channel (`option: direct`, Shopware's own double opt-in
 * switched off, docs/shopware.md), an unsubscription unsubscribes it. Shopware is asked first, so a refusal changes
 * nothing in the shop.
 */
export class ShopwareNewsletter implements CommerceNewsletter {
  constructor(
    private readonly deps: AccountDeps,
    private readonly list: Newsletter,
  ) {}

  signUp(input: NewsletterSignup, store: NewsletterStore): Promise<NewsletterSignupResult> {
    this.deps.calls.storeByCode(store.code);
    return this.list.signUp(input, store);
  }

  newLink(email: string): Promise<NewsletterSignupResult | null> {
    return this.list.newLink(email);
  }

  byToken(token: string): Promise<NewsletterSubscriber | null> {
    return this.list.byToken(token);
  }

  byEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.list.byEmail(email);
  }

  async confirm(token: string): Promise<NewsletterSubscriber> {
    const subscriber = await this.subscriberOf(token);
    const { ref, storefrontUrl } = this.channelOf(subscriber);
    await inContext(this.deps.calls, ref, null)(
      'subscribeToNewsletter post /newsletter/subscribe',
      {
        body: {
          email: subscriber.email,
          option: 'direct',
          firstName: subscriber.firstName,
          lastName: subscriber.lastName,
          storefrontUrl,
        },
      },
      { area: 'newsletter', idempotent: false },
    );
    return this.list.confirm(token);
  }

  updatePreferences(token: string, preferences: Partial<NewsletterPreferences>): Promise<NewsletterSubscriber> {
    return this.list.updatePreferences(token, preferences);
  }

  async unsubscribe(token: string): Promise<NewsletterSubscriber> {
    const subscriber = await this.subscriberOf(token);
    const { ref } = this.channelOf(subscriber);
    await inContext(this.deps.calls, ref, null)(
      'unsubscribeToNewsletter post /newsletter/unsubscribe',
      { body: { email: subscriber.email } },
      { area: 'newsletter', idempotent: false },
    );
    return this.list.unsubscribe(token);
  }

  private async subscriberOf(token: string): Promise<NewsletterSubscriber> {
    const subscriber = await this.list.byToken(token);
    if (!subscriber) throw new CommerceError('invalid-newsletter-link');
    return subscriber;
  }

  private channelOf(subscriber: NewsletterSubscriber) {
    const ref = this.deps.calls.storeByCode(subscriber.storeCode);
    const storefrontUrl = this.deps.storefrontUrls[ref.code];
    if (!storefrontUrl) throw new Error(`No storefront URL for the store ${ref.code}`);
    return { ref, storefrontUrl };
  }
}
