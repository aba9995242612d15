// @vitest-environment happy-dom
// Consent and third parties: the data layer, the consent cookies, the gate and loader for third-party scripts, the
// cookie message.
import type { LinkProps } from '@shop/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  appendedScripts,
  consentCommands,
  DAY_SECONDS,
  recordCookieWrites,
  scriptSources,
  tracking,
  withI18n,
} from './tracking-harness';

vi.mock('../src/components/ShopLink', () => ({ ShopLink: (props: LinkProps) => <a {...props} /> }));

describe('the data layer', () => {
  it('is created once, with Consent Mode’s default (all denied) before any event', async () => {
    const { dataLayer } = await tracking();
    dataLayer.pushDataLayer({ event: 'first' });
    const layer = window.dataLayer;
    dataLayer.pushDataLayer({ event: 'second' }, { event: 'third' });
    expect(window.dataLayer).toBe(layer);
    expect(consentCommands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ],
    ]);
    expect(window.dataLayer?.slice(1)).toEqual([{ event: 'first' }, { event: 'second' }, { event: 'third' }]);
  });

  it('pushes an ecommerce event after clearing the previous one (GA4)', async () => {
    const { dataLayer } = await tracking();
    window.dataLayer = [];
    dataLayer.pushEcommerceEvent({ event: 'add_to_cart', ecommerce: { value: '1.00' } });
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: { value: '1.00' } }]);
  });
});

describe('the consent cookies', () => {
  it.each([
    ['', { choice: null, messageHidden: false }],
    ['cookie_settings=enabled', { choice: 'enabled', messageHidden: false }],
    ['a=1; cookie_settings=disabled; cookie_message=hide', { choice: 'disabled', messageHidden: true }],
    ['cookie_settings=maybe; cookie_message=show', { choice: null, messageHidden: false }],
    ['cookie_message=%ZZ', { choice: null, messageHidden: false }],
  ])('reads %j', async (header, expected) => {
    const { consent } = await tracking();
    expect(consent.readConsentCookies(header)).toEqual(expected);
  });

  it('hides the message for 100 days', async () => {
    const { consent } = await tracking();
    const now = new Date('2026-03-01T12:00:00Z');
    expect(consent.cookieMessageCookie({ now })).toBe(
      `cookie_message=hide; Max-Age=${100 * DAY_SECONDS}; Expires=Tue, 09 Jun 2026 12:00:00 GMT; Path=/; SameSite=Lax; Secure`,
    );
  });
});

describe('the gate for third-party scripts (choice × configured tag manager × time since hydration)', () => {
  const table = [
    // choice, GTM_ID, elapsed ms → third-party scripts, tag manager
    [null, 'GTM-TEST', 0, false, false],
    [null, 'GTM-TEST', 60_000, false, false],
    [null, undefined, 60_000, false, false],
    ['disabled', 'GTM-TEST', 0, false, false],
    ['disabled', 'GTM-TEST', 5000, false, false],
    ['disabled', undefined, 60_000, false, false],
    ['enabled', 'GTM-TEST', 0, false, false],
    ['enabled', 'GTM-TEST', 4999, false, false],
    ['enabled', 'GTM-TEST', 5000, true, true],
    ['enabled', 'GTM-TEST', 60_000, true, true],
    ['enabled', undefined, 4999, false, false],
    ['enabled', undefined, 5000, true, false],
  ] as const;
  it.each(table)(
    'choice %s, tag manager %s, after %i ms: third party %s, tag manager %s',
    async (choice, tagManagerId, elapsedMs, thirdParty, tagManager) => {
      const { gating } = await tracking();
      expect(gating.thirdPartyGate({ choice, tagManagerId, elapsedMs })).toEqual({ thirdParty, tagManager });
    },
  );
});

describe('the third-party loader', () => {
  const gtm = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST';

  it("gives the scripts it adds the page's CSP nonce, so the tag manager can pass it on to its tags", async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('content', 'MF9nLfE5HyFqsrI3C/u14g==');
    document.head.prepend(meta);
    try {
      const { injectScript } = await import('../src/tracking/inject-script');
      void injectScript(gtm);
      expect(scriptSources()).toEqual([gtm]);
      expect(appendedScripts()[0]?.nonce).toBe('MF9nLfE5HyFqsrI3C/u14g==');
    } finally {
      meta.remove();
    }
  });

  it('loads nothing without a choice, however long the shopper stays', async () => {
    vi.useFakeTimers();
    const { store, loader } = await tracking();
    store.seedConsent({ choice: null, messageHidden: false, tagManagerId: 'GTM-TEST' });
    loader.startThirdPartyLoader();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loader.thirdPartyReady()).toBe(false);
    expect(scriptSources()).toEqual([]);
  });

  it('loads the tag manager 5000 ms after hydration for a shopper who consented before', async () => {
    vi.useFakeTimers();
    const { store, loader } = await tracking();
    store.seedConsent({ choice: 'enabled', messageHidden: true, tagManagerId: 'GTM-TEST' });
    loader.startThirdPartyLoader();
    await vi.advanceTimersByTimeAsync(4999);
    expect(scriptSources()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(scriptSources()).toEqual([gtm]));
    expect(window.dataLayer).toContainEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
    // Consent Mode: the default, then the stored choice's update, before the tag manager starts.
    expect(
      consentCommands().map(([, kind, state]) => [kind, (state as { analytics_storage: string }).analytics_storage]),
    ).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ]);
  });

  it('loads the tag manager at once when the shopper accepts after the delay, and never twice', async () => {
    vi.useFakeTimers();
    const { store, loader } = await tracking();
    store.seedConsent({ choice: null, messageHidden: false, tagManagerId: 'GTM-TEST' });
    loader.startThirdPartyLoader();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(scriptSources()).toEqual([]);
    act(() => store.useConsentStore.getState().choose('enabled'));
    await vi.waitFor(() => expect(scriptSources()).toEqual([gtm]));
    act(() => store.useConsentStore.getState().choose('disabled'));
    act(() => store.useConsentStore.getState().choose('enabled'));
    await vi.advanceTimersByTimeAsync(10);
    expect(scriptSources()).toEqual([gtm]);
  });

  it('waits for the delay when the shopper accepts early', async () => {
    vi.useFakeTimers();
    const { store, loader } = await tracking();
    store.seedConsent({ choice: null, messageHidden: false, tagManagerId: 'GTM-TEST' });
    loader.startThirdPartyLoader();
    await vi.advanceTimersByTimeAsync(1000);
    act(() => store.useConsentStore.getState().choose('enabled'));
    await vi.advanceTimersByTimeAsync(3999);
    expect(loader.thirdPartyReady()).toBe(false);
    expect(scriptSources()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(scriptSources()).toEqual([gtm]));
  });

  it('loads no tag manager when none is configured, but lets registered scripts through with consent', async () => {
    vi.useFakeTimers();
    const { store, loader } = await tracking();
    store.seedConsent({ choice: 'enabled', messageHidden: true, tagManagerId: undefined });
    loader.startThirdPartyLoader();
    const feed = 'https://plugins.flockler.com/embed/1234/abcd';
    const loading = loader.loadThirdPartyScript('socialFeed', feed);
    await vi.advanceTimersByTimeAsync(4999);
    expect(scriptSources()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(scriptSources()).toEqual([feed]));
    appendedScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeInstanceOf(HTMLScriptElement);
  });

  it('refuses a script from an origin that is not registered, and holds registered ones back without consent', async () => {
    vi.useFakeTimers();
    const { store, loader } = await tracking();
    store.seedConsent({ choice: 'disabled', messageHidden: true, tagManagerId: 'GTM-TEST' });
    loader.startThirdPartyLoader();
    await expect(loader.loadThirdPartyScript('socialFeed', 'https://evil.example/embed.js')).rejects.toThrow(
      /not a registered script source/,
    );
    await expect(loader.loadThirdPartyScript('tagManager', 'http://www.googletagmanager.com/gtm.js')).rejects.toThrow();
    void loader.loadThirdPartyScript('socialFeed', 'https://plugins.flockler.com/embed/1/2');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scriptSources()).toEqual([]);
  });
});

describe('the cookie message', () => {
  const renderMessage = async (rendered: { choice: 'enabled' | 'disabled' | null; messageHidden: boolean }) => {
    const modules = await tracking();
    const context = { ...rendered, tagManagerId: undefined };
    modules.store.seedConsent(context);
    const { CookieMessageHost } = modules.host;
    const view = render(
      <>
        <CookieMessageHost rendered={context} language="en" />
        <main id="main" tabIndex={-1} />
      </>,
      { wrapper: withI18n },
    );
    return { ...modules, view };
  };

  it('shows until answered, as a labelled region with equal choices and a link to the cookie settings', async () => {
    await renderMessage({ choice: null, messageHidden: false });
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(region.querySelector('[aria-modal]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject cookies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie settings' }).getAttribute('href')).toBe('/cookie-settings/');
  });

  it('is not rendered once hidden (the server read cookie_message=hide)', async () => {
    await renderMessage({ choice: 'disabled', messageHidden: true });
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('accepting stores the choice and hides the message for 100 days, tells the tag manager, and confirms', async () => {
    const writes = recordCookieWrites();
    await renderMessage({ choice: null, messageHidden: false });
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(writes).toEqual([
      expect.stringMatching(
        new RegExp(`^cookie_settings=enabled; Max-Age=${100 * DAY_SECONDS}; .*Path=/; SameSite=Lax`),
      ),
      expect.stringMatching(new RegExp(`^cookie_message=hide; Max-Age=${100 * DAY_SECONDS}; .*Path=/; SameSite=Lax`)),
    ]);
    expect(window.dataLayer).toContainEqual({
      event: 'cookiePreference',
      cookiePreference: 'enabled',
      consent: 'granted',
    });
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
    const confirmation = screen.getByText(/You have accepted analytics and marketing cookies/).closest('div');
    expect(document.activeElement).toBe(confirmation);

    fireEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('rejecting stores disabled and denies consent', async () => {
    const { store } = await renderMessage({ choice: null, messageHidden: false });
    fireEvent.click(screen.getByRole('button', { name: 'Reject cookies' }));
    expect(store.useConsentStore.getState()).toMatchObject({ choice: 'disabled', messageHidden: true });
    expect(window.dataLayer).toContainEqual({
      event: 'cookiePreference',
      cookiePreference: 'disabled',
      consent: 'denied',
    });
    expect(screen.getByText(/You have rejected analytics and marketing cookies/)).toBeTruthy();
  });

  it('goes away when the choice is saved in the cookie settings block (one store)', async () => {
    const { store } = await renderMessage({ choice: null, messageHidden: false });
    act(() => store.useConsentStore.getState().choose('disabled'));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });
});
