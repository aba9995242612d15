// @vitest-environment happy-dom
// The customer's orders and the customer area's helpers.
import type { LinkProps } from '@shop/ui';
import { cleanup, render, screen } from '@testing-library/react';
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

const { OrderHistoryPage, OrderPage, OrdersPage } = await import('../src/customer/OrderPages');
const { formatDate } = await import('../src/lib/format-date');
const { parseOrdersSearch } = await import('../src/customer/search');
const { useToasts } = await import('../src/cart/toasts');

import { installDialogs, order, summary, wrapper } from './customer-fixtures';

beforeAll(installDialogs);
beforeEach(() => {
  graphql.mockReset();
  navigate.mockClear();
  invalidate.mockClear();
  locale = 'en-GB';
  useToasts.setState({ toasts: [] });
});
afterEach(cleanup);

describe('the orders', () => {
  it('lists the orders with number, date, total and status, and offers more while there are more', () => {
    const orders = { count: 12, orders: Array.from({ length: 10 }, (_, index) => summary(`o${index + 1}`)) };
    render(<OrdersPage orders={orders} pages={1} />, { wrapper });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText('Ordered on 10 February 2026')).toHaveLength(10);
    expect(screen.getAllByText('€ 129,90')).toHaveLength(10);
    expect(screen.getByText('You have seen 10 of 12 orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe('/customer/orders/?page=2');
  });

  it('offers no more when all are shown', () => {
    const orders = { count: 2, orders: [summary('o1'), summary('o2')] };
    render(<OrdersPage orders={orders} pages={1} />, { wrapper });
    expect(screen.queryByRole('link', { name: 'Show more' })).toBeNull();
  });

  it('shows an order with its statuses, shipment date, track and trace, items and addresses', () => {
    render(<OrderPage order={order()} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order WEB-o1');
    const statuses = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(statuses).toEqual(
      expect.arrayContaining(['Approved', 'Allocated', 'Picked', 'Shipped', '11 February 2026', 'Home delivery']),
    );
    const track = screen.getByRole('link', { name: /Track your parcel/ });
    expect(track.getAttribute('href')).toBe('https://carrier.example/track/3S123');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Size: 38')).toBeTruthy();
    expect(screen.getByText('€ 149,90')).toBeTruthy();
    expect(screen.getByText('Delivery')).toBeTruthy();
    expect(screen.getByText(/Anna de Vries/)).toBeTruthy();
  });

  it('shows an unknown status as the engine wrote it, and no link without track and trace', () => {
    render(<OrderPage order={order({ pickStatus: 'partially picked', trackTraceUrl: null })} />, { wrapper });
    expect(screen.getByText('partially picked')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Track your parcel/ })).toBeNull();
  });

  it('shows the order history of a token, and explains an unknown or expired one with a way to a new mail', () => {
    render(<OrderHistoryPage history={{ count: 1, orders: [order()] }} />, { wrapper });
    expect(screen.getByText('Order WEB-o1')).toBeTruthy();
    expect(screen.getByText('Details of order WEB-o1')).toBeTruthy();
    cleanup();
    render(<OrderHistoryPage history={null} />, { wrapper });
    expect(screen.getByRole('alert').textContent).toContain('unknown or has expired');
    expect(screen.getByRole('link', { name: 'Request a new e-mail' }).getAttribute('href')).toBe(
      '/account/recover/password/',
    );
  });
});

describe('helpers of the customer area', () => {
  it.each([
    ['2026-03-01', 'en-GB', '1 March 2026'],
    ['2026-03-01', 'nl-NL', '1 maart 2026'],
    ['2026-03-01', 'de-DE', '1. März 2026'],
    ['2026-03-01', 'fr-FR', '1 mars 2026'],
    // A timestamp late in the evening is the next day in the shop's zone, on the server and in the browser alike.
    ['2026-02-10T23:30:00.000Z', 'en-GB', '11 February 2026'],
    ['not a date', 'en-GB', 'not a date'],
  ])('formatDate(%j, %s) = %j', (value, in_, expected) => {
    expect(formatDate(value, in_)).toBe(expected);
  });

  it.each([
    [{}, {}],
    [{ page: '2' }, { page: 2 }],
    [{ page: 1 }, {}],
    [{ page: 'x' }, {}],
    [{ page: '2.5' }, {}],
    [{ page: '500' }, { page: 10 }],
  ])('parseOrdersSearch(%j) = %j', (search, expected) => {
    expect(parseOrdersSearch(search)).toEqual(expected);
  });
});
