// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import type { ProductTileFragment } from '../src/listing/product-tile.generated';
import {
  AccountWishlistsDocument,
  RemoveFromWishlistDocument,
  WishlistLooksDocument,
  WishlistProductsDocument,
  WishlistTrackedProductsDocument,
} from '../src/wishlist/wishlist.generated';

// The router's link needs a router; links are plain anchors here. The gateway and the session are stand-ins.
vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url.replace(/^\/+/, '')}`,
}));
const graphql = vi.fn();
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => graphql }));
const session = { loggedIn: false };
vi.mock('../src/account/session-store', () => ({ useLoggedIn: () => session.loggedIn }));

const { HeaderWishlistLink } = await import('../src/wishlist/HeaderWishlistLink');
const { WishlistPage } = await import('../src/wishlist/WishlistPage');
const { ProductTileOf } = await import('../src/listing/ProductGrid');
const { STORAGE_KEYS, useWishlists } = await import('../src/wishlist/wishlist-store');

const inLanguage = (locale: 'en' | 'nl') => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : nl } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

const tile = (sku: string, name: string): ProductTileFragment => ({
  sku,
  name,
  url: `${name.toLowerCase().replace(/\s+/g, '-')}-${sku}`,
  brand: { name: 'Noordkaap' },
  price: { formatted: '€ 62,95' },
  regularPrice: { formatted: '€ 62,95' },
  labels: [],
  image: null,
  hoverImage: null,
  colorRelations: [],
  variants: [{ sku: `${sku}.38`, size: '38', orderable: true }],
});
const catalog: Record<string, ProductTileFragment> = {
  p1: tile('p1', 'Court Classic'),
  p2: tile('p2', 'Trail Runner'),
};

/** The gateway for these pages: products by SKU, looks by uid, a customer's lists and removal. */
function answer(document: unknown, variables: Record<string, unknown>) {
  if (document === WishlistProductsDocument) {
    return { productsBySkus: (variables.skus as string[]).map((sku) => catalog[sku] ?? null) };
  }
  if (document === WishlistLooksDocument) return { looksByUids: [] };
  if (document === WishlistTrackedProductsDocument) return { productsBySkus: [] };
  if (document === AccountWishlistsDocument) {
    return {
      wishlist: { count: 1, items: [{ sku: 'p2' }] },
      customer: { id: 'c1', lookbookWishlist: [] },
    };
  }
  if (document === RemoveFromWishlistDocument) {
    return { removeFromWishlist: { wishlist: { count: 0, items: [] }, errors: [] } };
  }
  throw new Error('unexpected operation');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.loggedIn = false;
  useWishlists.setState({ owner: 'none', loaded: false, products: [], looks: [], busy: [] });
  graphql.mockReset();
  graphql.mockImplementation(async (document: unknown, variables: Record<string, unknown>) =>
    answer(document, variables),
  );
});
afterEach(cleanup);

describe('the header link', () => {
  it("renders without a count on the server, then counts a guest's stored list", async () => {
    localStorage.setItem(STORAGE_KEYS.product, JSON.stringify(['p1', 'p2']));
    const Wrapper = inLanguage('en');
    const html = renderToString(
      <Wrapper>
        <HeaderWishlistLink />
      </Wrapper>,
    );
    expect(html).toContain('href="/wishlist/"');
    expect(html).not.toContain('items');
    render(<HeaderWishlistLink />, { wrapper: inLanguage('en') });
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeTruthy();
  });

  it("links a customer to the account's list and counts it from the gateway", async () => {
    session.loggedIn = true;
    localStorage.setItem(STORAGE_KEYS.product, JSON.stringify(['p1', 'p2']));
    render(<HeaderWishlistLink />, { wrapper: inLanguage('nl') });
    const link = await screen.findByRole('link', { name: 'Verlanglijst, 1 artikel' });
    expect(link.getAttribute('href')).toBe('/customer/wishlist/');
  });
});

/** A tile with the header that reads the lists after hydration. */
function Tile() {
  return (
    <>
      <HeaderWishlistLink />
      <ProductTileOf product={catalog.p1 as ProductTileFragment} />
    </>
  );
}

describe('hearts on tiles', () => {
  it('are empty in the server HTML whatever the browser stored (hydration matches), then show the list', async () => {
    localStorage.setItem(STORAGE_KEYS.product, JSON.stringify(['p1']));
    const Wrapper = inLanguage('en');
    expect(
      renderToString(
        <Wrapper>
          <Tile />
        </Wrapper>,
      ),
    ).toContain('aria-pressed="false"');
    render(<Tile />, { wrapper: Wrapper });
    const heart = screen.getByRole('button', { name: 'Wishlist: Court Classic' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.product)).toBeNull();
  });
});

describe('the wishlist page', () => {
  const renderPage = (locale: 'en' | 'nl' = 'en') =>
    render(
      <>
        <HeaderWishlistLink />
        <WishlistPage />
      </>,
      { wrapper: inLanguage(locale) },
    );

  it("lists a guest's products and removes one with its remove button, saying so", async () => {
    localStorage.setItem(STORAGE_KEYS.product, JSON.stringify(['p2', 'p1']));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Products on your wishlist' });
    expect([...list.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Trail Runner',
      'Court Classic',
    ]);
    expect(graphql).toHaveBeenCalledWith(WishlistProductsDocument, { skus: ['p2', 'p1'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Trail Runner from your wishlist' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Trail Runner' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Trail Runner was removed from your wishlist.');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.product) ?? '[]')).toEqual(['p1']);
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
  });

  it('shows the empty state with a way to shop', async () => {
    renderPage('nl');
    expect(await screen.findByText(/Je verlanglijst is leeg/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder winkelen' }).getAttribute('href')).toBe('/');
  });

  it("shows a customer's list from the page's loader at once, then follows the account's list", async () => {
    session.loggedIn = true;
    let release: () => void = () => {};
    graphql.mockImplementation((document: unknown, variables: Record<string, unknown>) =>
      document === AccountWishlistsDocument
        ? new Promise((resolve) => {
            release = () => resolve(answer(document, variables));
          })
        : Promise.resolve(answer(document, variables)),
    );
    render(
      <>
        <HeaderWishlistLink />
        <WishlistPage seed={[catalog.p1 as ProductTileFragment, catalog.p2 as ProductTileFragment]} />
      </>,
      { wrapper: inLanguage('en') },
    );
    expect(screen.getByRole('heading', { name: 'Court Classic' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trail Runner' })).toBeTruthy();
    await waitFor(() => expect(graphql).toHaveBeenCalledWith(AccountWishlistsDocument, {}, { fresh: true }));
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Court Classic' })).toBeNull());
    const heart = screen.getByRole('button', { name: 'Wishlist: Trail Runner' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Trail Runner from your wishlist' }));
    await waitFor(() => expect(graphql).toHaveBeenCalledWith(RemoveFromWishlistDocument, { sku: 'p2' }));
    expect(await screen.findByText(/Your wishlist is empty/)).toBeTruthy();
  });
});
