// @vitest-environment happy-dom
// The customer's vouchers in the cart, and the cart page with a redeemed voucher.
import type { LinkProps } from '@shop/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The router, the gateway and the content blocks are mocks: the pages are checked with their data and their calls.
const navigate = vi.fn(async () => undefined);
const invalidate = vi.fn(async () => undefined);
let locale = 'en-GB';
vi.mock('@tanstack/react-router', () => ({
  useRouteContext: ({ select }: { select: (context: unknown) => unknown }) =>
    select({ store: { locale, country: 'NL', language: locale.slice(0, 2) }, session: null }),
  useNavigate: () => navigate,
  useRouter: () => ({ invalidate }),
  Link: ({
    to,
    search,
    children,
    className,
  }: {
    to: string;
    search?: object;
    children: ReactNode;
    className?: string;
  }) => (
    <a href={`${to}${search ? `?${new URLSearchParams(search as Record<string, string>)}` : ''}`} className={className}>
      {children}
    </a>
  ),
}));
vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url.replace(/^\/+/, '')}`,
}));
vi.mock('../src/content/ContentPageView', () => ({
  PageBlocks: ({ page }: { page: { blocks: { id: string; __typename: string }[] } }) => (
    <div data-testid="account-content">
      {page.blocks.map((block) => (
        <p key={block.id}>{block.__typename}</p>
      ))}
    </div>
  ),
}));
const graphql = vi.fn();
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => graphql }));

const { CartVouchers } = await import('../src/cart/CartVouchers');
const { CartPage } = await import('../src/cart/CartPage');
const { useToasts } = await import('../src/cart/toasts');

import { click, installDialogs, money, type, voucher, wrapper } from './customer-fixtures';

beforeAll(installDialogs);
beforeEach(() => {
  graphql.mockReset();
  navigate.mockClear();
  invalidate.mockClear();
  locale = 'en-GB';
  useToasts.setState({ toasts: [] });
});
afterEach(cleanup);

describe('the vouchers in the cart', () => {
  it('asks a guest to log in', () => {
    render(<CartVouchers context={null} locale="en-GB" onCart={vi.fn()} />, { wrapper });
    expect(screen.getByRole('link', { name: 'Log in to use your loyalty vouchers' }).getAttribute('href')).toBe(
      '/account/',
    );
  });

  it('redeems a voucher: the gateway’s cart (the discount line, the lower total) is taken over', async () => {
    const cart = { itemCount: 1, price: { totalFormatted: '€ 119,90' }, errors: [], items: [] };
    graphql.mockResolvedValueOnce({ redeemVoucher: { cart, errors: [] } }).mockResolvedValueOnce({
      context: { loggedIn: true, voucher: voucher(), customer: { id: 'c1', vouchers: [voucher()] } },
    });
    const onCart = vi.fn();
    render(
      <CartVouchers
        context={{ loggedIn: true, currency: 'EUR', voucher: null, customer: { id: 'c1', vouchers: [voucher()] } }}
        locale="en-GB"
        onCart={onCart}
      />,
      { wrapper },
    );
    expect(screen.getByText('Valid until 1 September 2026')).toBeTruthy();
    await click('Redeem € 10,00 Loyalty voucher');
    await waitFor(() => expect(onCart).toHaveBeenCalledWith(cart));
    expect(graphql.mock.calls[0]?.[1]).toEqual({ code: 'LV100001' });
    await waitFor(() => expect(screen.getByText(/Redeemed:/)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Remove voucher' })).toBeTruthy();
  });

  it('offers only the vouchers in the cart’s currency: a euro voucher is no use in the pound store', () => {
    render(
      <CartVouchers
        context={{ loggedIn: true, currency: 'GBP', voucher: null, customer: { id: 'c1', vouchers: [voucher()] } }}
        locale="en-GB"
        onCart={vi.fn()}
      />,
      { wrapper },
    );
    expect(screen.getByText('You have no vouchers to redeem right now.')).toBeTruthy();
  });

  it('shows a refused code next to the field and as a toast', async () => {
    graphql.mockResolvedValueOnce({
      redeemVoucher: { cart: null, errors: [{ code: 'VOUCHER_NOT_FOUND', message: 'This code is unknown' }] },
    });
    render(
      <CartVouchers
        context={{ loggedIn: true, currency: 'EUR', voucher: null, customer: { id: 'c1', vouchers: [] } }}
        locale="en-GB"
        onCart={vi.fn()}
      />,
      { wrapper },
    );
    expect(screen.getByText('You have no vouchers to redeem right now.')).toBeTruthy();
    await click('Redeem');
    expect(screen.getByText('Please enter the code of your voucher')).toBeTruthy();
    type('Voucher code', 'NOPE');
    await click('Redeem');
    await waitFor(() => expect(screen.getByLabelText('Voucher code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This code is unknown')).toBeTruthy();
    expect(useToasts.getState().toasts.map((toast) => toast.message)).toEqual(['This code is unknown']);
  });
});

describe('the cart page with a redeemed voucher', () => {
  it('shows the promotion line without quantity controls, the voucher in the totals and the lower total', () => {
    window.dataLayer = [];
    const product = {
      id: 'l1',
      referencedId: '20001.100.38',
      type: 'PRODUCT' as const,
      quantity: 1,
      label: '38',
      removable: true,
      price: { unitPrice: money(12990), totalPrice: money(12990) },
      product: null,
    };
    const promotion = {
      ...product,
      id: 'promotion-v1',
      referencedId: 'LV100001',
      type: 'PROMOTION' as const,
      label: 'Loyalty voucher € 10',
      price: { unitPrice: money(-1000), totalPrice: { ...money(-1000), formatted: '-€ 10,00' } },
    };
    const cart = {
      itemCount: 1,
      items: [product, promotion],
      price: {
        totalFormatted: '€ 119,90',
        positionPriceFormatted: '€ 129,90',
        totalPrice: money(11990),
        vatLabel: 'incl. 21% VAT',
      },
      shippingCosts: money(0),
      freeShipping: true,
      freeShippingRemaining: null,
      deliveryPromise: null,
      errors: [],
    };
    render(
      <CartPage
        cart={cart as never}
        usps={[]}
        vouchers={{
          loggedIn: true,
          currency: 'EUR',
          voucher: voucher(),
          customer: { id: 'c1', vouchers: [voucher()] },
        }}
      />,
      { wrapper },
    );
    const lines = screen
      .getAllByRole('listitem')
      .filter((item) => item.closest('section[aria-labelledby="cart-lines"]'));
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByRole('heading', { name: 'Loyalty voucher € 10' })).toBeTruthy();
    expect(within(lines[1]!).queryByRole('button')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Voucher').nextElementSibling?.textContent).toBe('-€ 10,00');
    expect(within(summary).getByText('€ 119,90')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Remove voucher' })).toBeTruthy();
  });
});
