// @vitest-environment happy-dom
// What is tracked: page views, the events of spec §7 on the one data layer, and the Content-Security-Policy the tag
// manager needs.
import type { LinkProps } from '@shop/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wishlistEvent } from '../src/wishlist/tracking';
import { en_gb, nl_be, tracking } from './tracking-harness';

vi.mock('../src/components/ShopLink', () => ({ ShopLink: (props: LinkProps) => <a {...props} /> }));

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
