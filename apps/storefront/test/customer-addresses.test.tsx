// @vitest-environment happy-dom
// The address book (/customer/address/).
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const { AddressPage } = await import('../src/customer/AddressPage');
const { useToasts } = await import('../src/cart/toasts');

import { addressData, book, bookAddress, click, installDialogs, type, wrapper } from './customer-fixtures';

beforeAll(installDialogs);
beforeEach(() => {
  graphql.mockReset();
  navigate.mockClear();
  invalidate.mockClear();
  locale = 'en-GB';
  useToasts.setState({ toasts: [] });
});
afterEach(cleanup);

describe('the address book (/customer/address/)', () => {
  it('marks the default billing and shipping addresses, then lists the others', () => {
    render(<AddressPage data={addressData()} />, { wrapper });
    const defaults = screen.getByRole('region', { name: 'Default addresses' });
    expect(within(defaults).getByText('Default billing address')).toBeTruthy();
    expect(within(defaults).getByText('Default shipping address')).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Other addresses' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(1);
    expect(within(others).getByText(/Street a3 1/, { selector: 'address' })).toBeTruthy();
    expect(within(others).getByRole('button', { name: 'Use as default billing address (Street a3 1)' })).toBeTruthy();
  });

  it('checks a new address by the address rules, then adds it and shows the reloaded list', async () => {
    graphql.mockResolvedValueOnce({
      addAddress: { customer: book([bookAddress('a3'), bookAddress('a4', { street: 'Kalverstraat' })]), errors: [] },
    });
    render(<AddressPage data={addressData()} />, { wrapper });
    await click('Add an address');
    expect(screen.getByRole('heading', { name: 'New address' })).toBeTruthy();
    await click('Save address');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(graphql).not.toHaveBeenCalled();
    type('First name', 'Anna');
    type('Last name', 'de Vries');
    type('Street', 'Kalverstraat');
    type('House number', '12');
    type('Postcode', '1012 NX');
    type('City', 'Amsterdam');
    await click('Save address');
    expect(graphql.mock.calls[0]?.[1]).toEqual({
      input: {
        address: expect.objectContaining({ street: 'Kalverstraat', zipcode: '1012 NX', countryIso: 'NL' }),
        servicePointId: null,
      },
    });
    expect(screen.getByRole('status').textContent).toBe('The address has been added.');
    expect(within(screen.getByRole('region', { name: 'Other addresses' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the gateway’s refusal of a field next to it', async () => {
    graphql.mockResolvedValueOnce({
      updateAddress: {
        customer: null,
        errors: [{ code: 'INVALID_ADDRESS', message: 'This postcode does not exist', field: 'input.address.zipcode' }],
      },
    });
    render(<AddressPage data={addressData()} />, { wrapper });
    await click('Edit Street a3 1');
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('Street a3');
    await click('Save address');
    expect(screen.getByText('This postcode does not exist')).toBeTruthy();
    expect(screen.getByLabelText(/Postcode/).getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes an address after a confirmation and sets a default', async () => {
    graphql
      .mockResolvedValueOnce({ deleteAddress: { customer: book([]), errors: [] } })
      .mockResolvedValueOnce({ setDefaultShippingAddress: { customer: book([]), errors: [] } });
    render(<AddressPage data={addressData()} />, { wrapper });
    await click('Delete Street a3 1');
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    });
    expect(graphql.mock.calls[0]?.[1]).toEqual({ id: 'a3' });
    await waitFor(() => expect(screen.getByText('You have no other addresses.')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('The address has been deleted.');
    await click('Use as default shipping address (Street a1 1)');
    expect(graphql.mock.calls[1]?.[1]).toEqual({ id: 'a1' });
    expect(screen.getByRole('status').textContent).toBe('Your default shipping address has been changed.');
  });
});
