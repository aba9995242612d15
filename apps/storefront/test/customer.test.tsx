// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import type { MyVoucherFragment } from '../src/cart/cart.generated';
import type {
  CustomerAddressesQuery,
  CustomerDashboardQuery,
  MyAddressFragment,
  MyOrderDetailFragment,
  MyProfileFragment,
} from '../src/customer/customer.generated';

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

const { DashboardPage } = await import('../src/customer/DashboardPage');
const { DeleteAccount, EditPage, EmailForm, PasswordForm, ProfileForm } = await import('../src/customer/EditPage');
const { AddressPage } = await import('../src/customer/AddressPage');
const { OrderHistoryPage, OrderPage, OrdersPage } = await import('../src/customer/OrderPages');
const { CartVouchers } = await import('../src/cart/CartVouchers');
const { CartPage } = await import('../src/cart/CartPage');
const { formatDate } = await import('../src/lib/format-date');
const { parseOrdersSearch } = await import('../src/customer/search');
const { useSessionStore } = await import('../src/account/session-store');
const { useToasts } = await import('../src/cart/toasts');

const inLanguage = (language: 'en' | 'nl') => {
  const i18n = setupI18n({ locale: language, messages: { [language]: language === 'en' ? en : nl } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};
const wrapper = inLanguage('en');

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  graphql.mockReset();
  navigate.mockClear();
  invalidate.mockClear();
  locale = 'en-GB';
  useToasts.setState({ toasts: [] });
});
afterEach(cleanup);

const money = (amount: number) => ({
  amount,
  currency: 'EUR' as const,
  formatted: `€ ${(amount / 100).toFixed(2).replace('.', ',')}`,
});

const voucher = (overrides: Partial<MyVoucherFragment> = {}): MyVoucherFragment => ({
  id: 'v1',
  text: 'Loyalty voucher',
  barcode: 'LV100001',
  value: money(1000),
  validFrom: '2026-03-01',
  validUntil: '2026-09-01',
  available: true,
  redeemed: false,
  minimumPurchaseAmount: null,
  ...overrides,
});

const summary = (id: string, kind: 'SHIPPED' | 'PROCESSING' | 'OTHER' = 'SHIPPED') => ({
  id,
  number: `WEB-${id}`,
  createdAt: '2026-02-10T09:30:00.000Z',
  orderType: 'sale',
  displayStatus: { kind, text: kind === 'SHIPPED' ? 'Shipped' : 'Processing' },
  totalAmount: money(12990),
});

const address = (overrides: Partial<MyOrderDetailFragment['invoiceAddress']> = {}) => ({
  firstname: 'Anna',
  insertion: 'de',
  lastname: 'Vries',
  street: 'Damrak',
  houseNumber: '1',
  houseNumberAddition: null,
  zipcode: '1012 LG',
  city: 'Amsterdam',
  countryCode: 'NL',
  ...overrides,
});

const order = (overrides: Partial<MyOrderDetailFragment> = {}): MyOrderDetailFragment => ({
  ...summary('o1'),
  approvalStatus: 'approved',
  allocationStatus: 'allocated',
  pickStatus: 'picked',
  shipmentStatus: 'shipped',
  shipmentMethod: 'Home delivery',
  shipmentDate: '2026-02-11T15:00:00.000Z',
  trackTraceUrl: 'https://carrier.example/track/3S123',
  netPrice: money(10736),
  shippingCosts: money(0),
  invoiceAddress: address(),
  deliveryAddress: null,
  items: [
    {
      type: 'ARTICLE',
      sku: '20001.100.38',
      name: 'Court Classic',
      size: '38',
      quantity: 1,
      regularPrice: money(14990),
      salePrice: money(12990),
      product: {
        sku: '20001.100',
        url: 'court-classic-20001-100',
        brand: { name: 'Noordkaap' },
        image: { url: '/images/p/166x235', alt: '' },
      },
    },
    {
      type: 'DELIVERY',
      sku: null,
      name: '',
      size: null,
      quantity: 1,
      regularPrice: money(0),
      salePrice: money(0),
      product: null,
    },
  ],
  ...overrides,
});

// ── Dashboard ─────────────────────────────────────────────────────────────────────────────────────────────────────

const dashboard = (overrides: Partial<NonNullable<CustomerDashboardQuery['customer']>> = {}) => ({
  customer: {
    id: 'c1',
    firstName: 'Anna',
    loyalty: { points: 150, pointsToNextVoucher: 50, pointsPerVoucher: 200, voucherValue: money(1000) },
    vouchers: [
      voucher(),
      voucher({ id: 'v2', barcode: 'LV100002', available: false, validFrom: '2026-12-01', validUntil: '2027-06-01' }),
      voucher({ id: 'v3', barcode: 'LV100003', redeemed: true, available: false }),
    ],
    ...overrides,
  },
  customerOrders: { count: 4, orders: [summary('o1'), summary('o2', 'PROCESSING')] },
  contentPage: null,
  cookieChoice: 'enabled' as const,
});

describe('the dashboard (/customer/)', () => {
  it('welcomes the customer, shows the points, the vouchers to redeem with barcodes and the recent orders', () => {
    render(<DashboardPage data={dashboard() as never} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Anna');
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('150');
    expect(screen.getByText('50 more points for your next voucher of € 10,00')).toBeTruthy();
    const vouchers = screen.getByRole('region', { name: 'Vouchers to redeem' });
    // The redeemed voucher is gone; the coming one is shown as such.
    expect(within(vouchers).getAllByRole('article')).toHaveLength(2);
    expect(within(vouchers).getByText('Valid from 1 March 2026 until 1 September 2026')).toBeTruthy();
    expect(within(vouchers).getByText('Available from 1 December 2026, valid until 1 June 2027')).toBeTruthy();
    expect(within(vouchers).getByText('LV100001')).toBeTruthy();
    expect(vouchers.querySelectorAll('svg[data-symbology="code128"]')).toHaveLength(2);
    expect(within(vouchers).queryByText('LV100003')).toBeNull();
    const orders = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(orders).getByText('Order WEB-o1')).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'View order WEB-o1' }).getAttribute('href')).toBe(
      '/customer/orders/o1',
    );
    expect(within(orders).getByRole('link', { name: 'All my orders' }).getAttribute('href')).toBe('/customer/orders/');
  });

  it('writes the voucher dates in the store’s locale', () => {
    locale = 'nl-NL';
    render(<DashboardPage data={dashboard() as never} />, { wrapper: inLanguage('nl') });
    expect(screen.getByText(/1 maart 2026/)).toBeTruthy();
  });

  it('says so when there are no vouchers or orders, and shows the account content page’s blocks', async () => {
    const data = {
      ...dashboard({ vouchers: [] }),
      customerOrders: { count: 0, orders: [] },
      contentPage: {
        title: 'My account',
        blocks: [
          { id: 'b1', __typename: 'AttentionBlock' },
          { id: 'b2', __typename: 'RichtextBlock' },
        ],
      },
    };
    render(<DashboardPage data={data as never} />, { wrapper });
    expect(screen.getByText(/You have no vouchers yet/)).toBeTruthy();
    expect(screen.getByText('You have not ordered anything yet.')).toBeTruthy();
    const content = await screen.findByTestId('account-content');
    expect(
      within(content)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['AttentionBlock', 'RichtextBlock']);
  });

  it('asks to log in when the session ended before the page loaded', () => {
    render(<DashboardPage data={{ ...dashboard(), customer: null } as never} />, { wrapper });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/');
  });
});

// ── Edit ─────────────────────────────────────────────────────────────────────────────────────────────────────────

const profile: MyProfileFragment = {
  id: 'c1',
  customerNumber: 'C0001',
  salutation: { key: 'mrs', name: 'Mrs' },
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.com',
  birthday: '1990-12-31',
  newsletter: false,
};
const salutations = [
  { key: 'mrs', name: 'Mrs' },
  { key: 'mr', name: 'Mr' },
];

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the profile form', () => {
  it('shows the stored details, the birthday day first', () => {
    render(<ProfileForm profile={profile} salutations={salutations} onSubmit={vi.fn()} />, { wrapper });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Anna');
    const birthday = screen.getByRole('group', { name: 'Date of birth (optional)' });
    expect(
      within(birthday)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['31', '12', '1990']);
    // (The salutation's select is not checked: react-hook-form does not select a default option under happy-dom.)
    expect(screen.getByRole('option', { name: 'Mrs' })).toBeTruthy();
  });

  it('refuses an impossible birthday next to the field and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ProfileForm profile={profile} salutations={salutations} onSubmit={onSubmit} />, { wrapper });
    type('Day', '31');
    type('Month', '2');
    await click('Save details');
    expect(screen.getByText('Please enter a valid date of birth')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends empty names (the stored ones stay), shows the stored ones after saving and says it is saved', async () => {
    const onSubmit = vi.fn(async () => ({ errors: [], profile: { ...profile, newsletter: true } }));
    render(<ProfileForm profile={profile} salutations={salutations} onSubmit={onSubmit} />, { wrapper });
    type('First name', '');
    fireEvent.click(screen.getByLabelText(/Yes, I want to be the first/));
    await click('Save details');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: '', newsletter: true }));
    expect(screen.getByRole('status').textContent).toBe('Your details have been saved.');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Anna');
  });

  it('shows the gateway’s refusal next to its field and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => ({
      errors: [{ code: 'INVALID', message: 'That name is too long for us', field: 'input.lastName' }],
    }));
    render(<ProfileForm profile={profile} salutations={salutations} onSubmit={onSubmit} />, { wrapper });
    type('First name', 'Annabel');
    await click('Save details');
    const lastName = screen.getByLabelText('Last name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('That name is too long for us').id).toBe(
      lastName.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Annabel');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('the e-mail and password forms', () => {
  it('asks for the same new address twice and the password', async () => {
    const onSubmit = vi.fn(async () => []);
    render(<EmailForm email="anna@example.com" onSubmit={onSubmit} />, { wrapper });
    type('New email address', 'anna@new.example');
    type('Repeat the new email address', 'anna@other.example');
    type('Your password', 'secret-123');
    await click('Change email address');
    expect(screen.getByText('The email addresses do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Repeat the new email address', 'anna@new.example');
    await click('Change email address');
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'anna@new.example',
      emailConfirmation: 'anna@new.example',
      password: 'secret-123',
    });
    expect(screen.getByRole('status').textContent).toBe('Your email address has been changed.');
  });

  it('says a new password needs 8 characters and must be repeated, and shows a wrong current one', async () => {
    const onSubmit = vi.fn(async () => [
      { code: 'INVALID_PASSWORD', message: 'Your current password is not correct', field: 'input.password' },
    ]);
    render(<PasswordForm onSubmit={onSubmit} />, { wrapper });
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    type('Current password', 'old-password');
    type('New password', 'short');
    type('Repeat the new password', 'short');
    await click('Change password');
    expect(screen.getByText('Your password must be at least 8 characters long')).toBeTruthy();
    type('New password', 'long-enough-1');
    type('Repeat the new password', 'long-enough-2');
    await click('Change password');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Repeat the new password', 'long-enough-1');
    await click('Change password');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Your current password is not correct')).toBeTruthy();
  });
});

describe('deleting the account', () => {
  it('asks for the password in a dialog; the customer is then a guest on the home page', async () => {
    useSessionStore.setState({ loggedIn: true, firstName: 'Anna', known: true });
    graphql.mockResolvedValueOnce({
      deleteCustomer: { context: { loggedIn: false, customer: null, cart: null }, errors: [] },
    });
    render(<EditPage data={{ customer: profile, storeConfig: { salutations } }} />, { wrapper });
    await click('Delete my account');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    });
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(graphql).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'secret-123' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/' }));
    expect(graphql.mock.calls[0]?.[1]).toEqual({ password: 'secret-123' });
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });

  it('keeps the dialog open with the refusal of a wrong password', async () => {
    const onDelete = vi.fn(async () => [
      { code: 'INVALID_PASSWORD', message: 'The password is not correct', field: 'password' },
    ]);
    render(<DeleteAccount onDelete={onDelete} />, { wrapper });
    await click('Delete my account');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'wrong-one' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    });
    expect(within(dialog).getByText('The password is not correct')).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);
  });
});

// ── Addresses ────────────────────────────────────────────────────────────────────────────────────────────────────

const bookAddress = (id: string, overrides: Partial<MyAddressFragment> = {}): MyAddressFragment => ({
  id,
  salutationKey: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  street: `Street ${id}`,
  houseNumber: '1',
  houseNumberAddition: null,
  zipcode: '1012 LG',
  city: 'Amsterdam',
  country: { iso: 'NL', name: 'Netherlands' },
  phoneNumber: null,
  company: null,
  servicePoint: null,
  isDefaultBilling: false,
  isDefaultShipping: false,
  ...overrides,
});

const book = (others: MyAddressFragment[] = [bookAddress('a3')]) => {
  const billing = bookAddress('a1', { isDefaultBilling: true });
  const shipping = bookAddress('a2', { isDefaultShipping: true });
  return {
    id: 'c1',
    defaultBillingAddressId: 'a1',
    defaultShippingAddressId: 'a2',
    defaultBillingAddress: billing,
    defaultShippingAddress: shipping,
    otherAddresses: others,
  };
};

const addressData = (): CustomerAddressesQuery => ({
  customer: book(),
  storeConfig: { salutations },
  shippingMethods: [{ type: 'DELIVERY', servicePointsProvider: null }],
});

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

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────────────────────

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

// ── The voucher in the cart ──────────────────────────────────────────────────────────────────────────────────────

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
