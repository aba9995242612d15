// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import {
  type CheckoutContextFragment,
  CheckoutHandlePaymentDocument,
  type CheckoutPaymentQuery,
  CheckoutPlaceOrderDocument,
} from '../src/checkout/checkout.generated';
import { PaymentPage } from '../src/checkout/PaymentPage';

const graphql = vi.fn();

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url}`,
}));
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => graphql }));
vi.mock('@tanstack/react-router', () => ({
  useRouteContext: ({ select }: { select: (context: unknown) => unknown }) =>
    select({ baseUrl: 'http://localhost:3000', store: { code: 'nl-nl', country: 'NL' } }),
  useNavigate: () => vi.fn(),
  useRouter: () => ({ invalidate: vi.fn() }),
}));

const dutch = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={setupI18n({ locale: 'nl', messages: { nl } })}>{children}</I18nProvider>
);

const money = (amount: number) => ({ amount, currency: 'EUR' as const, formatted: `€ ${(amount / 100).toFixed(2)}` });

const context: CheckoutContextFragment = {
  countryIso: 'NL',
  email: 'anna@example.com',
  missing: [],
  cart: {
    itemCount: 1,
    freeShipping: true,
    items: [
      {
        id: 'line-1',
        referencedId: '20413.102.38',
        quantity: 1,
        label: '38',
        price: { unitPrice: money(8995), totalPrice: money(8995) },
        product: {
          sku: '20413.102',
          name: 'Suede sneaker',
          url: 'suede-sneaker',
          brand: { name: 'Maruti' },
          image: null,
        },
      },
    ],
    price: {
      positionPriceFormatted: '€ 89,95',
      totalFormatted: '€ 89,95',
      vatLabel: 'incl. 21% btw',
      onlyItemsTotalAtSubtotal: false,
    },
    shippingCosts: money(0),
    deliveryPromise: { text: 'Geleverd in 1-3 dagen' },
  },
  cartStatus: null,
  shippingMethod: {
    id: 'home-delivery',
    reference: 'home',
    type: 'DELIVERY',
    name: 'Thuisbezorgd',
    description: '',
    servicePointsProvider: null,
    active: true,
    selected: true,
    shippingCosts: money(0),
  },
  paymentMethod: { id: 'payment-ideal', reference: 'ideal', name: 'iDEAL' },
  billingAddress: {
    salutationKey: null,
    firstName: 'Anna',
    lastName: 'de Vries',
    street: 'Oudegracht',
    houseNumber: '12',
    houseNumberAddition: null,
    zipcode: '3511 AB',
    city: 'Utrecht',
    phoneNumber: null,
    country: { iso: 'NL', name: 'Nederland' },
  },
  shippingAddress: null,
  pickup: null,
};
const data = {
  context,
  paymentMethods: [{ id: 'payment-ideal', reference: 'ideal', name: 'iDEAL', description: '', selected: true }],
} as unknown as CheckoutPaymentQuery & { context: CheckoutContextFragment };

/** The gateway's message when the shop has no payment provider (production without TEST_PAYMENTS), in Dutch. */
const NO_PAYMENTS =
  'Online betalen is op dit moment niet mogelijk, daarom kunnen we je bestelling niet aannemen. Je winkelmand is bewaard.';

afterEach(() => {
  cleanup();
  graphql.mockReset();
  sessionStorage.clear();
});

describe('the payment step', () => {
  it('shows the refusal of a shop without a payment provider in the shopper’s language, and goes nowhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    graphql.mockImplementation(async (document: unknown) => {
      if (document === CheckoutPlaceOrderDocument) {
        return {
          placeOrder: { order: null, errors: [{ code: 'PAYMENTS_UNAVAILABLE', message: NO_PAYMENTS, field: null }] },
        };
      }
      throw new Error('unexpected call');
    });
    render(<PaymentPage data={data} status={undefined} />, { wrapper: dutch });
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    await waitFor(() => expect(screen.getByText(NO_PAYMENTS)).toBeTruthy());
    expect(screen.getByText(NO_PAYMENTS).closest('[role="alert"]')).not.toBeNull();
    expect(graphql.mock.calls.map(([document]) => document)).not.toContain(CheckoutHandlePaymentDocument);
    expect(assign).not.toHaveBeenCalled();
    // The attempt is over: the next click is a new one (a new idempotency key).
    expect(sessionStorage.getItem('checkout:idempotency-key')).toBeNull();
    assign.mockRestore();
  });
});
