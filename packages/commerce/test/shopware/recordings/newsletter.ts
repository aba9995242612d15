import { type Exchange, exchange } from '../recording';
import { CHANNEL_NL } from './shop';

/**
 * The Store API exchanges of the contract's newsletter test: the shop's own list keeps the subscriber, Shopware's
 * recipient list follows its confirmation and unsubscription (written by hand from the Store API reference).
 */
const channel = CHANNEL_NL;

export const NEWSLETTER_EXCHANGES: readonly Exchange[] = [
  exchange('subscribeToNewsletter post /newsletter/subscribe', {
    note: 'the confirmed address subscribed in Shopware directly (the shop did the double opt-in)',
    channel,
    contextToken: null,
    request: {
      body: {
        email: '{{bind:newsletter-email}}',
        option: 'direct',
        firstName: 'Anna',
        lastName: 'de Vries',
        storefrontUrl: 'http://localhost:3000',
      },
    },
    response: { status: 200, body: { status: 'direct', success: true } },
  }),
  exchange('unsubscribeToNewsletter post /newsletter/unsubscribe', {
    note: 'the unsubscription followed in Shopware',
    channel,
    contextToken: null,
    request: { body: { email: '{{bind:newsletter-email}}' } },
    response: { status: 200, body: { success: true } },
  }),
];
