// @vitest-environment happy-dom
// The customer's dashboard and details: the profile, e-mail, password and deleting the account.
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

const { DashboardPage } = await import('../src/customer/DashboardPage');
const { EditPage } = await import('../src/customer/EditPage');
const { DeleteAccount } = await import('../src/customer/DeleteAccount');
const { EmailForm } = await import('../src/customer/EmailForm');
const { PasswordForm } = await import('../src/customer/PasswordForm');
const { ProfileForm } = await import('../src/customer/ProfileForm');
const { useSessionStore } = await import('../src/account/session-store');
const { useToasts } = await import('../src/cart/toasts');

import { click, dashboard, inLanguage, installDialogs, profile, salutations, type, wrapper } from './customer-fixtures';

beforeAll(installDialogs);
beforeEach(() => {
  graphql.mockReset();
  navigate.mockClear();
  invalidate.mockClear();
  locale = 'en-GB';
  useToasts.setState({ toasts: [] });
});
afterEach(cleanup);

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
