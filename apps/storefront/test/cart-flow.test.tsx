// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import type { ProductDetailFragment } from '../src/product/product.generated';

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url.replace(/^\/+/, '')}`,
}));
const graphql = vi.fn();
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => graphql }));
const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate, useRouterState: () => '/' }));

const { default: CartFlow } = await import('../src/cart/CartFlow');
const { requestAddToCart, addableRequest, useAddToCart } = await import('../src/cart/add-to-cart');
const { useCartSummary } = await import('../src/cart/cart-store');
const { useToasts } = await import('../src/cart/toasts');

const inLanguage = (locale: 'en' | 'nl', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  window.dataLayer = [];
  graphql.mockReset();
  navigate.mockReset();
  useAddToCart.setState({ request: null });
  useCartSummary.setState({ itemCount: 0, total: '', known: false });
  useToasts.setState({ toasts: [] });
});
afterEach(cleanup);

const variant = (size: string, orderable: boolean) => ({
  id: size,
  sku: `20001.100.${size}`,
  size,
  state: orderable ? 'IN_STOCK' : 'OUT_OF_STOCK',
  stateLabel: orderable ? null : 'Sold out',
  orderable,
  notifiable: !orderable,
});
const product = {
  id: 'p1',
  sku: '20001.100',
  name: 'Court Classic',
  isComingSoon: false,
  sizeTable: null,
  variants: [variant('38', true), variant('39', false)],
} as unknown as ProductDetailFragment;

const cartWith = (referencedId: string, label: string) => ({
  itemCount: 1,
  items: [
    {
      id: 'line-1',
      referencedId,
      type: 'PRODUCT',
      quantity: 1,
      label,
      removable: true,
      price: {
        unitPrice: { amount: 6295, currency: 'EUR', formatted: '€ 62,95' },
        totalPrice: { amount: 6295, currency: 'EUR', formatted: '€ 62,95' },
      },
      product: {
        sku: '20001.100',
        name: 'Court Classic',
        url: 'court-classic-20001-100',
        brand: { name: 'Noordkaap' },
        image: { thumbnail: '/t', url: '/u', alt: '' },
      },
    },
  ],
  price: { totalFormatted: '€ 62,95', positionPriceFormatted: '€ 62,95', totalPrice: {}, vatLabel: '' },
  shippingCosts: null,
  freeShipping: true,
  freeShippingRemaining: null,
  deliveryPromise: null,
  errors: [],
});

/** A fake gateway: the product, the add mutation and the upsell. */
function gateway(addAnswer: unknown) {
  graphql.mockImplementation(async (document: { definitions: { name?: { value: string } }[] }) => {
    const name = document.definitions[0]?.name?.value;
    if (name === 'ProductPage') return { product };
    if (name === 'AddToCart') return { addToCart: addAnswer };
    if (name === 'AddToCartUpsell')
      return {
        product: {
          sku: '20001.100',
          complementary: [
            {
              sku: '300.1',
              name: 'Shoe care',
              url: 'shoe-care-300-1',
              brand: { name: 'Noordkaap' },
              price: { formatted: '€ 9,95' },
              image: { url: '/images/care/166x235', alt: '' },
              variants: [{ sku: '300.1.0', size: 'One size', orderable: true }],
            },
          ],
        },
      };
    throw new Error(`unexpected ${name}`);
  });
}

describe('the add-to-cart flow', () => {
  it("opens the size chooser for a tile's product with sizes, adds the picked size, and confirms with upsell", async () => {
    gateway({ cart: cartWith('20001.100.38', '38'), errors: [] });
    render(<CartFlow />, { wrapper: inLanguage('en', en) });
    act(() => requestAddToCart(addableRequest({ sku: '20001.100', variants: product.variants })));
    const chooser = await screen.findByRole('dialog', { name: 'Select your size' });
    // Sizes that cannot be ordered are not addable.
    expect(within(chooser).queryByRole('button', { name: /^39/ })).toBeNull();
    fireEvent.click(within(chooser).getByRole('button', { name: /^38/ }));
    const modal = await screen.findByRole('dialog', { name: 'The item has been added to your shopping cart' });
    expect(graphql).toHaveBeenCalledWith(expect.anything(), { items: [{ referencedId: '20001.100.38', quantity: 1 }] });
    expect(chooser.hasAttribute('open')).toBe(false);
    expect(modal.textContent).toContain('Court Classic');
    expect(within(modal).getByRole('link', { name: 'View shopping cart' }).getAttribute('href')).toBe('/cart/');
    expect(useCartSummary.getState()).toMatchObject({ itemCount: 1, total: '€ 62,95' });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: '62.95',
          items: [
            {
              item_id: '20001.100.38',
              item_name: 'Court Classic',
              item_brand: 'Noordkaap',
              item_variant: '38',
              price: '62.95',
              quantity: 1,
            },
          ],
        },
      }),
    );

    // The upsell's add button adds the one-size product and goes to the cart.
    const upsellAdd = await within(modal).findByRole('button', { name: /^Add to cart ?: Shoe care$/ });
    graphql.mockImplementationOnce(async () => ({ addToCart: { cart: cartWith('300.1.0', 'One size'), errors: [] } }));
    fireEvent.click(upsellAdd);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/cart/' }));
  });

  it("adds a one-size product at once and shows the gateway's refusal in the modal (nl)", async () => {
    gateway({
      cart: cartWith('other', '40'),
      errors: [{ code: 'OUT_OF_STOCK', message: 'Niet op voorraad', field: null }],
    });
    render(<CartFlow />, { wrapper: inLanguage('nl', nl) });
    act(() => requestAddToCart(addableRequest({ sku: '400.1', variants: [{ sku: '400.1.0', orderable: true }] })));
    const modal = await screen.findByRole('dialog', {
      name: 'Het artikel kon niet aan je winkelwagen worden toegevoegd',
    });
    expect(modal.textContent).toContain('Niet op voorraad');
    expect(graphql).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([]);
  });

  it('tells the shopper with an error toast when the gateway cannot be reached', async () => {
    graphql.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CartFlow />, { wrapper: inLanguage('en', en) });
    act(() => requestAddToCart({ sku: '400.1', variantSku: '400.1.0' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts).toContainEqual(
        expect.objectContaining({ kind: 'error', message: 'Something went wrong. Please try again.' }),
      ),
    );
  });
});
