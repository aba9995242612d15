import { getRequest } from '@tanstack/react-start/server';
import { storefrontConfig } from '../lib/config.server';
import { readConsentCookies } from './consent';
import type { TrackingContext } from './consent-store';

/** On the server: the consent cookies of the request and the configured tag manager. */
export function trackingContextOnServer(): TrackingContext {
  return {
    ...readConsentCookies(getRequest().headers.get('cookie')),
    tagManagerId: storefrontConfig().tagManagerId,
  };
}
