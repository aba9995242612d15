import { createIsomorphicFn } from '@tanstack/react-start';
import { trackingContextInBrowser } from './consent-store';
import { trackingContextOnServer } from './tracking-context.server';

/**
 * The consent and tag manager of this page, for the root's `beforeLoad`: read from the request on the server (so the
 * cookie message is rendered, or not, in the first HTML), from the consent store in the browser.
 */
export const currentTrackingContext = createIsomorphicFn()
  .server(trackingContextOnServer)
  .client(trackingContextInBrowser);
