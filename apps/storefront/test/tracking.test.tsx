// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { STORE_DEFINITIONS, type StoreDefinition } from '@shop/i18n';
import type { LinkProps } from '@shop/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { wishlistEvent } from '../src/wishlist/tracking';

vi.mock('../src/components/ShopLink', () => ({ ShopLink: (props: LinkProps) => <a {...props} /> }));

const DAY_SECONDS = 24 * 60 * 60;
const en_gb = STORE_DEFINITIONS.find((store) => store.code === 'en') as StoreDefinition;
const nl_be = STORE_DEFINITIONS.find((store) => store.code === 'nl-be') as StoreDefinition;

/** Fresh module state for each test (the loader's clock, the consent store, the page-view memory). */
async function tracking() {
  vi.resetModules();
  return {
    dataLayer: await import('../src/tracking/data-layer'),
    consent: await import('../src/tracking/consent'),
    store: await import('../src/tracking/consent-store'),
    gating: await import('../src/tracking/gating'),
    loader: await import('../src/tracking/third-party-loader'),
    pageView: await import('../src/tracking/page-view'),
    events: await import('../src/tracking/events'),
    csp: await import('../src/tracking/content-security-policy'),
    host: await import('../src/tracking/CookieMessageHost'),
    session: await import('../src/account/session-store'),
  };
}

/** What scripts wrote to `document.cookie`, attributes included. */
function recordCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    },
  });
  return writes;
}

/** Consent Mode commands on the data layer, as plain arrays. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as IArguments));

/** Scripts the page added to the head: caught before the document would fetch them (nothing leaves the machine). */
let appended: HTMLScriptElement[] = [];
const scriptSources = () => appended.map((script) => script.getAttribute('src'));

const withI18n = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en } })}>{children}</I18nProvider>
);

beforeEach(() => {
  delete window.dataLayer;
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing happy-dom's cookies between tests
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (document as { cookie?: string }).cookie;
});

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
      expect(appended[0]?.nonce).toBe('MF9nLfE5HyFqsrI3C/u14g==');
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
    appended[0]?.dispatchEvent(new Event('load'));
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

describe('pageView', () => {
  it.each([
    ['/', 'en', 'home'],
    ['/men-home/', 'en', 'home'],
    ['/heren-home', 'nl', 'home'],
    ['/heren-home/', 'en', 'other'],
    ['/products/', 'en', 'other'],
    ['/cookie-settings/', 'en', 'other'],
  ] as const)('%s in %s is page type %s', async (pathname, language, type) => {
    const { pageView } = await tracking();
    expect(pageView.pageTypeOf(pathname, language)).toBe(type);
  });

  it('carries the spec’s fields, with credentials in the address masked', async () => {
    const { pageView } = await tracking();
    expect(
      pageView.pageViewEvent({
        origin: 'https://nl-be.shop.example',
        pathname: '/account/orders/abc%2Fdef',
        search: '?token=secret&page=2',
        params: { token: 'abc/def' },
        title: 'Bestellingen | Shoes & Fashion',
        loggedIn: false,
        store: nl_be,
      }),
    ).toEqual({
      event: 'pageView',
      pageType: 'other',
      url: 'https://nl-be.shop.example/account/orders/:token?page=2',
      title: 'Bestellingen | Shoes & Fashion',
      loggedIn: false,
      language: 'nl',
      languageCode: 'nl-be',
    });
  });

  it.each([
    ['a tablet’s in-store session link', '/', '?instore=first-session-id-0000001&page=2', {}, '/?page=2'],
    ['a mail link’s cart token', '/cart/', '?token=secret-context-token', {}, '/cart/'],
    [
      'a content preview token',
      '/preview',
      '?token=preview-ref&path=%2Flookbook%2F',
      {},
      '/preview?path=%2Flookbook%2F',
    ],
    [
      'the newsletter settings link',
      '/nieuwsbrief/instellingen/abc123/',
      '',
      { hash: 'abc123' },
      '/nieuwsbrief/instellingen/:hash/',
    ],
    ['the password reset link', '/account/finish/r3set', '', { hash: 'r3set' }, '/account/finish/:hash'],
  ])('leaves the credential of %s out of the tracked address', async (_case, pathname, search, params, tracked) => {
    const { pageView } = await tracking();
    expect(pageView.trackedUrl('https://shop.example', pathname, search, params)).toBe(
      `https://shop.example${tracked}`,
    );
  });

  it('is pushed once for the first page and once per navigation, not for a reload of the same page’s data', async () => {
    const { pageView, session } = await tracking();
    session.useSessionStore.setState({ known: true, loggedIn: true, firstName: 'Anna' });
    const rootRoute = createRootRoute({
      component: function Root() {
        pageView.usePageViewTracking(en_gb);
        return <Outlet />;
      },
    });
    const page = (path: string, title: string) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path,
        head: () => ({ meta: [{ title }] }),
        component: () => <h1>{title}</h1>,
      });
    const router = createRouter({
      routeTree: rootRoute.addChildren([page('/', 'Home'), page('/products/', 'Products')]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      trailingSlash: 'preserve',
    });
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    const pageViews = () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'pageView');
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));

    await act(() => router.navigate({ to: '/products/', search: { sort: 'new' } as never }));
    await screen.findByRole('heading', { name: 'Products' });
    await act(() => router.invalidate());
    await act(() => router.navigate({ to: '/products/', search: { sort: 'new' } as never, hash: 'top' }));
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()).toEqual([
      {
        event: 'pageView',
        pageType: 'home',
        url: `${window.location.origin}/`,
        title: 'Home',
        loggedIn: true,
        language: 'en',
        languageCode: 'en',
      },
      {
        event: 'pageView',
        pageType: 'other',
        url: `${window.location.origin}/products/?sort=new`,
        title: 'Products',
        loggedIn: true,
        language: 'en',
        languageCode: 'en',
      },
    ]);
  });

  it('a tablet’s session link is tracked once, without the session id, also after the parameter leaves the address', async () => {
    const { pageView } = await tracking();
    const rootRoute = createRootRoute({
      component: function Root() {
        pageView.usePageViewTracking(en_gb);
        return <Outlet />;
      },
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([
        createRoute({
          getParentRoute: () => rootRoute,
          path: '/products/',
          head: () => ({ meta: [{ title: 'Products' }] }),
          component: () => <h1>Products</h1>,
        }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/products/?instore=first-session-id-0000001&sort=new'] }),
      trailingSlash: 'preserve',
    });
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Products' });
    const pageViews = () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'pageView');
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    // What the in-store mode does once it has read the parameter (src/instore/InstoreMode.tsx).
    await act(() => router.navigate({ href: '/products/?sort=new', replace: true }));
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?sort=new'));
    await act(() => router.navigate({ to: '/products/', search: { sort: 'new' } as never, hash: 'top' }));
    expect(pageViews()).toEqual([expect.objectContaining({ url: `${window.location.origin}/products/?sort=new` })]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('first-session-id');
  });
});

describe('the events of spec §7 go through the one data layer with their fields', () => {
  it('EmailOptin carries the e-mail address', async () => {
    const { events } = await tracking();
    events.trackEmailOptin(' anna@example.com ');
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'EmailOptin', email: 'anna@example.com' });
  });

  it('addToWishlist and removeFromWishlist carry currency, name, id, price, brand, deepest category, colour, quantity 1', () => {
    const product = {
      sku: 'SKU-1',
      name: 'Runner',
      color: 'Black',
      brand: { name: 'Brand' },
      price: { amount: 8995, currency: 'EUR' as const },
      breadcrumbs: [{ name: 'Shoes' }, { name: 'Sneakers' }],
    };
    for (const name of ['addToWishlist', 'removeFromWishlist'] as const) {
      expect(wishlistEvent(name, product)).toEqual({
        event: name,
        ecommerce: {
          currency: 'EUR',
          value: '89.95',
          items: [
            {
              item_id: 'SKU-1',
              item_name: 'Runner',
              item_brand: 'Brand',
              item_category: 'Sneakers',
              item_variant: 'Black',
              price: '89.95',
              quantity: 1,
            },
          ],
        },
      });
    }
  });

  it('ComingSoonRequest and StockRequest carry e-mail, newsletter flag, product name and id', async () => {
    const { backInStockEvent } = await import('../src/product/back-in-stock');
    expect(backInStockEvent({ id: 'P1', name: 'Runner' }, true, { email: 'a@b.nl ', newsletter: true })).toEqual({
      event: 'ComingSoonRequest',
      email: 'a@b.nl',
      newsletter: true,
      productName: 'Runner',
      productId: 'P1',
    });
    expect(backInStockEvent({ id: 'P1', name: 'Runner' }, false, { email: 'a@b.nl', newsletter: false }).event).toBe(
      'StockRequest',
    );
  });
});

describe('the Content-Security-Policy', () => {
  const nonce = 'MF9nLfE5HyFqsrI3C/u14g==';

  it('allows the tag manager’s hosts only when a tag manager is configured', async () => {
    const { csp } = await tracking();
    const without = csp.contentSecurityPolicy({ nonce, tagManager: false });
    const withTagManager = csp.contentSecurityPolicy({ nonce, tagManager: true });
    expect(without).toContain(`script-src 'self' 'nonce-${nonce}' https://plugins.flockler.com`);
    expect(without).not.toContain('googletagmanager');
    expect(without).toContain("object-src 'none'");
    expect(withTagManager).toContain('https://www.googletagmanager.com');
  });

  it('allows inline scripts only with this response’s nonce, and framing by the shop itself only', async () => {
    const { csp } = await tracking();
    const policy = csp.contentSecurityPolicy({ nonce, tagManager: true, botCheck: true });
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toContain(`'nonce-${nonce}'`);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    // A nonce that could break out of the header or the attribute is refused.
    expect(() => csp.contentSecurityPolicy({ nonce: "x' 'unsafe-inline", tagManager: false })).toThrow();
    expect(() => csp.contentSecurityPolicy({ nonce: '', tagManager: false })).toThrow();
  });

  it('makes a new nonce of 128 random bits for every response', async () => {
    const { csp } = await tracking();
    const nonces = Array.from({ length: 1000 }, () => csp.createNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const created of nonces.slice(0, 20)) {
      expect(Buffer.from(created, 'base64')).toHaveLength(16);
      expect(() => csp.contentSecurityPolicy({ nonce: created, tagManager: false })).not.toThrow();
    }
  });
});
