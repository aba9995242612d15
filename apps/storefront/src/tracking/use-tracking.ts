import type { StoreDefinition } from '@shop/i18n';
import { useEffect } from 'react';
import { seedConsent, type TrackingContext } from './consent-store';
import { usePageViewTracking } from './page-view';
import { startThirdPartyLoader } from './third-party-loader';

/**
 * What the root layout does for tracking on every page: hands the server's consent reading to the store (creating the
 * data layer with Consent Mode's default and the stored choice's update), starts the third-party loader's clock once
 * hydrated, and pushes `pageView` for the first page and every navigation.
 */
export function useTracking(tracking: TrackingContext | undefined, store: Pick<StoreDefinition, 'language' | 'code'>) {
  seedConsent(tracking);
  useEffect(() => startThirdPartyLoader(), []);
  usePageViewTracking(store);
}
