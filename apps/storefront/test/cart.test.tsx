// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import type { CartDetailFragment } from '../src/cart/cart.generated';

// The router's link needs a router; the page's links are plain anchors here. The gateway is a mock.
vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url.replace(/^\/+/, '')}`,
}));
const graphql = vi.fn();
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => graphql }));

const { addableRequest } = await import('../src/cart/add-to-cart');
const { CartPage } = await import('../src/cart/CartPage');
const { useCartSummary } = await import('../src/cart/cart-store');
const { HeaderMiniCart } = await import('../src/cart/HeaderMiniCart');
const { restoreTokenOf, withoutToken } = await import('../src/cart/restore-token');
const { showCartNotices, toastsOfCartNotices, useToasts } = await import('../src/cart/toasts');
const { cartEvent } = await import('../src/cart/tracking');

const inLanguage = (locale: 'en' | 'nl', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

const money = (amount: number, formatted: string) => ({ amount, currency: 'EUR' as const, formatted });

type Line = CartDetailFragment['items'][number];
const line = (id: string, quantity: number, unit: number): Line => ({
  id,
  referencedId: `20001.100.${id}`,
  type: 'PRODUCT',
  quantity,
  label: id,
  removable: true,
  price: {
    unitPrice: money(unit, `€ ${(unit / 100).toFixed(2).replace('.', ',')}`),
    totalPrice: money(unit * quantity, `€ ${((unit * quantity) / 100).toFixed(2).replace('.', ',')}`),
  },
  product: {
    sku: '20001.100',
    name: 'Court Classic',
    url: 'court-classic-20001-100',
    brand: { name: 'Noordkaap' },
    image: { thumbnail: '/images/p/60x60', url: '/images/p/166x235', alt: 'Court Classic' },
  },
});

const cartOf = (lines: Line[], overrides: Partial<CartDetailFragment> = {}): CartDetailFragment => {
  const items = lines.reduce((sum, item) => sum + item.price.totalPrice.amount, 0);
  return {
    itemCount: lines.reduce((sum, item) => sum + item.quantity, 0),
    items: lines,
    price: {
      totalFormatted: `€ ${(items / 100).toFixed(2).replace('.', ',')}`,
      positionPriceFormatted: `€ ${(items / 100).toFixed(2).replace('.', ',')}`,
      totalPrice: money(items, ''),
      vatLabel: 'incl. 21% VAT',
    },
    shippingCosts: money(0, '€ 0,00'),
    freeShipping: true,
    freeShippingRemaining: null,
    deliveryPromise: { kind: 'SHORT', text: 'Delivered in 1-3 days' },
    errors: [],
    ...overrides,
  };
};

beforeEach(() => {
  window.dataLayer = [];
  useCartSummary.setState({ itemCount: 0, total: '', known: false });
  useToasts.setState({ toasts: [] });
  graphql.mockReset();
});
afterEach(cleanup);

describe('cart rules of the storefront', () => {
  it('shows ERROR notices as error toasts, SUCCESS as success toasts and HIDDEN never (spec §5, §8)', () => {
    expect(
      toastsOfCartNotices([
        { key: 'a', message: 'Size 38 is sold out', visibility: 'ERROR' },
        { key: 'b', message: 'Promotion added', visibility: 'SUCCESS' },
        { key: 'c', message: 'payment-method-blocked', visibility: 'HIDDEN' },
      ]),
    ).toEqual([
      { kind: 'error', message: 'Size 38 is sold out' },
      { kind: 'success', message: 'Promotion added' },
    ]);
  });

  it('toasts a standing notice once, again when it comes back, and all of them when the cart is opened', () => {
    const soldOut = { key: 'out-38', message: 'Size 38 is sold out', visibility: 'ERROR' } as const;
    const messages = () => useToasts.getState().toasts.map((toast) => toast.message);
    const clear = () => useToasts.setState({ toasts: [] });
    showCartNotices([soldOut]);
    expect(messages()).toEqual(['Size 38 is sold out']);
    clear();
    showCartNotices([soldOut]);
    expect(messages()).toEqual([]);
    showCartNotices([]);
    showCartNotices([soldOut]);
    expect(messages()).toEqual(['Size 38 is sold out']);
    clear();
    showCartNotices([soldOut], { all: true });
    expect(messages()).toEqual(['Size 38 is sold out']);
  });

  it('describes cart events in the GA4 ecommerce shape with decimal prices and the store currency', () => {
    const gbp = {
      ...line('42', 2, 5995),
      price: {
        ...line('42', 2, 5995).price,
        unitPrice: { amount: 5995, currency: 'GBP' as const, formatted: '£59.95' },
      },
    };
    expect(cartEvent('add_to_cart', [{ line: gbp, quantity: 2 }])).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GBP',
        value: '119.90',
        items: [
          {
            item_id: '20001.100.42',
            item_name: 'Court Classic',
            item_brand: 'Noordkaap',
            item_variant: '42',
            price: '59.95',
            quantity: 2,
          },
        ],
      },
    });
    expect(cartEvent('view_cart', [])).toBeNull();
  });

  it('adds a one-size product that can be ordered at once, and opens the size chooser for anything else', () => {
    expect(addableRequest({ sku: '1', variants: [{ sku: '1.0', orderable: true }] })).toMatchObject({
      sku: '1',
      variantSku: '1.0',
    });
    expect(addableRequest({ sku: '1', variants: [{ sku: '1.0', orderable: false }] }).variantSku).toBeUndefined();
    expect(
      addableRequest({
        sku: '2',
        variants: [
          { sku: '2.38', orderable: true },
          { sku: '2.39', orderable: true },
        ],
      }).variantSku,
    ).toBeUndefined();
  });

  it('restores carts from a restore token on any page but the previews, and drops any token from the address', () => {
    const link = `cart.${'Ab3_-'.repeat(8)}xyz`;
    expect(restoreTokenOf('/cart/', `?token=${link}`)).toBe(link);
    expect(restoreTokenOf('/court-classic', `?a=1&token=${link}`)).toBe(link);
    expect(restoreTokenOf('/preview', `?token=${link}`)).toBeUndefined();
    expect(restoreTokenOf('/prismic-preview/', '?token=abc')).toBeUndefined();
    expect(restoreTokenOf('/', '')).toBeUndefined();
    expect(restoreTokenOf('/', '?page=2')).toBeUndefined();
    // Anything else is no restore token: a session token (43 base64url characters, as the gateway makes them) is
    // dropped like any odd value, never sent to the gateway and never made the visitor's session.
    expect(restoreTokenOf('/cart/', `?token=${'Ab3_-'.repeat(8)}xyz`)).toBeNull();
    expect(restoreTokenOf('/cart/', '?token=abc-123')).toBeNull();
    expect(restoreTokenOf('/', '?token=%3Cscript%3E')).toBeNull();
    expect(restoreTokenOf('/', `?token=${link}x`)).toBeNull();
    expect(restoreTokenOf('/', '?token=')).toBeNull();
    expect(withoutToken('/cart/', '?token=abc', '')).toBe('/cart/');
    expect(withoutToken('/products/', '?brand=a&token=abc&page=2', 'top')).toBe('/products/?brand=a&page=2#top');
  });

  it('keeps the cart summary of the latest cart answer', () => {
    useCartSummary.getState().setCart({ itemCount: 3, price: { totalFormatted: '€ 188,85' } });
    expect(useCartSummary.getState()).toMatchObject({ itemCount: 3, total: '€ 188,85', known: true });
    useCartSummary.getState().setCart(null);
    expect(useCartSummary.getState()).toMatchObject({ itemCount: 0, total: '', known: true });
  });
});

describe('the cart page', () => {
  const usps = [{ label: 'Free returns within 14 days', link: null }];

  it('shows lines, totals, the delivery promise, the usps and the way to the checkout (en), and tracks view_cart', () => {
    const cart = cartOf([line('38', 2, 6295)], {
      freeShipping: false,
      shippingCosts: money(495, '€ 4,95'),
      freeShippingRemaining: money(1000, '€ 10,00'),
    });
    render(<CartPage cart={cart} usps={usps} />, { wrapper: inLanguage('en', en) });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Items' });
    expect(within(lines).getByRole('link', { name: 'Court Classic' }).getAttribute('href')).toBe(
      '/court-classic-20001-100',
    );
    expect(lines.textContent).toContain('Noordkaap');
    expect(lines.textContent).toContain('Size: 38');
    expect(lines.textContent).toContain('Price per item: € 62,95');
    expect(lines.textContent).toContain('€ 125,90');
    expect(within(lines).getByRole('button', { name: 'One less of Court Classic' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Subtotal€ 125,90');
    expect(summary.textContent).toContain('Shipping€ 4,95');
    expect(summary.textContent).toContain('incl. 21% VAT');
    expect(summary.textContent).toContain('Spend € 10,00 more for free shipping.');
    expect(summary.textContent).toContain('Delivered in 1-3 days');
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout/');
    expect(screen.getByRole('list', { name: 'Why shop with us' }).textContent).toContain('Free returns');
    // Without JavaScript the controls post to /cart/.
    const form = within(lines)
      .getByRole('button', { name: /^Remove/ })
      .closest('form') as HTMLFormElement;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/cart/']);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'view_cart' }));
    expect(useCartSummary.getState()).toMatchObject({ itemCount: 2, total: '€ 125,90' });
  });

  it('shows an empty cart in Dutch, with free shipping', () => {
    const { rerender } = render(<CartPage cart={null} usps={[]} />, { wrapper: inLanguage('nl', nl) });
    expect(screen.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeTruthy();
    expect(screen.getByText('Je winkelwagen is leeg.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder winkelen' }).getAttribute('href')).toBe('/');
    rerender(<CartPage cart={cartOf([line('38', 1, 6295)])} usps={[]} />);
    const summary = screen.getByRole('region', { name: 'Overzicht' });
    expect(summary.textContent).toContain('VerzendingGratis');
    expect(within(summary).getByRole('link', { name: 'Verder naar afrekenen' })).toBeTruthy();
  });

  it('changes a quantity and removes a line through the gateway, following its cart and showing its errors', async () => {
    const first = line('38', 1, 6295);
    render(<CartPage cart={cartOf([first])} usps={[]} />, { wrapper: inLanguage('en', en) });
    graphql.mockResolvedValueOnce({ updateCartItem: { cart: cartOf([{ ...first, quantity: 2 }]), errors: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'One more of Court Classic' }));
    await waitFor(() => expect(useCartSummary.getState().itemCount).toBe(2));
    expect(graphql.mock.calls[0]?.[1]).toEqual({ item: { id: '38', quantity: 2 } });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
    expect(useToasts.getState().toasts.map((toast) => toast.message)).toContain('The quantity has been changed.');

    graphql.mockResolvedValueOnce({
      updateCartItem: { cart: null, errors: [{ code: 'OUT_OF_STOCK', message: 'Only 2 left', field: null }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'One more of Court Classic' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts).toContainEqual(
        expect.objectContaining({ kind: 'error', message: 'Only 2 left' }),
      ),
    );

    graphql.mockResolvedValueOnce({ deleteCartItem: { cart: cartOf([]), errors: [] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    });
    await waitFor(() => expect(screen.getByText('Your shopping cart is empty.')).toBeTruthy());
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({ currency: 'EUR', value: '125.90' }),
      }),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe("the header's mini cart", () => {
  it('shows what the server rendered, then follows the store, and loads its lines on first hover', async () => {
    const cart = cartOf([line('38', 2, 6295)]);
    graphql.mockResolvedValue({ cart });
    render(<HeaderMiniCart summary={{ itemCount: 1, price: { totalFormatted: '€ 62,95' } }} />, {
      wrapper: inLanguage('nl', nl),
    });
    const link = screen.getByRole('link', { name: /Winkelwagen/ });
    expect(link.textContent).toContain('€ 62,95');
    act(() => useCartSummary.getState().setCart(cart));
    expect(link.textContent).toContain('€ 125,90');
    expect(link.textContent).toContain('2 artikelen');
    fireEvent.pointerEnter(link.parentElement as HTMLElement);
    await waitFor(() => expect(document.body.textContent).toContain('Maat 38 · Aantal 2'));
    expect(screen.getByRole('link', { name: 'Nu bestellen' }).getAttribute('href')).toBe('/cart/');
  });
});
