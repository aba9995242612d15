// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gtag, pushDataLayer, pushEcommerceEvent } from '../src/tracking/data-layer';
import { trackEmailOptin } from '../src/tracking/events';
import { startThirdPartyLoader, thirdPartyReady } from '../src/tracking/third-party-loader';

describe('tracking on the server', () => {
  it('pushes nothing and fails nowhere: no window, no data layer, no loader', () => {
    expect(typeof window).toBe('undefined');
    expect(() => {
      pushDataLayer({ event: 'pageView' });
      pushEcommerceEvent({ event: 'add_to_cart', ecommerce: {} });
      gtag('consent', 'update', {});
      trackEmailOptin('a@b.nl');
      startThirdPartyLoader();
    }).not.toThrow();
    expect(thirdPartyReady()).toBe(false);
  });
});
