// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import type { CheckoutContextFragment, CheckoutOrderQuery } from '../src/checkout/checkout.generated';
import { attemptKey, endAttempt } from '../src/checkout/payment-attempt';
import { purchaseEvent, trackPurchase } from '../src/checkout/purchase-event';
import { StatusPage } from '../src/checkout/StatusPage';
import { SuccessPage } from '../src/checkout/SuccessPage';
import { parseOrderSearch, parsePaymentSearch } from '../src/checkout/search';

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url}`,
}));

const inLanguage = (locale: 'en' | 'nl') => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : nl } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

const money = (amount: number) => ({ amount, currency: 'EUR' as const, formatted: `€ ${(amount / 100).toFixed(2)}` });

const address = {
  salutationKey: null,
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Damrak',
  houseNumber: '1',
  houseNumberAddition: null,
  zipcode: '1012 LG',
  city: 'Amsterdam',
  country: { iso: 'NL', name: 'Nederland' },
  phoneNumber: null,
};

const order: NonNullable<CheckoutOrderQuery['order']> = {
  id: 'order-1',
  orderNumber: '100001',
  state: 'PAID',
  email: 'anna@example.com',
  items: [
    {
      referencedId: '20413.102.38',
      label: '38',
      quantity: 2,
      unitPrice: money(5995),
      totalPrice: money(11990),
      product: {
        sku: '20413.102',
        name: 'Suede sneaker',
        url: 'suede-sneaker',
        brand: { name: 'Maruti' },
        image: null,
      },
    },
  ],
  itemsTotal: money(11990),
  shippingCosts: money(0),
  freeShipping: true,
  totalPrice: money(11990),
  tax: money(2081),
  shippingMethod: { id: 'home-delivery', type: 'DELIVERY', name: 'Home delivery' },
  paymentMethod: { id: 'ideal', name: 'iDEAL' },
  billingAddress: address,
  shippingAddress: null,
  pickup: null,
  deliveryPromise: { text: 'Delivered in 1-3 days' },
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the purchase event', () => {
  it('has the GA4 shape with machine decimals', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100001',
        value: '119.90',
        tax: '20.81',
        shipping: '0.00',
        currency: 'EUR',
        items: [
          {
            item_id: '20413.102',
            item_name: 'Suede sneaker',
            item_brand: 'Maruti',
            item_variant: '38',
            price: '59.95',
            quantity: 2,
            index: 0,
          },
        ],
      },
    });
  });

  it('is pushed once per order in a browser session', () => {
    const push = vi.fn();
    expect(trackPurchase(order, push, sessionStorage)).toBe(true);
    expect(trackPurchase(order, push, sessionStorage)).toBe(false);
    expect(push.mock.calls.map(([event]) => event)).toEqual([{ ecommerce: null }, purchaseEvent(order)]);
  });
});

describe('the place-order attempt', () => {
  it('keeps one idempotency key across retries until the attempt ends', () => {
    let made = 0;
    const make = () => `key-${++made}`;
    expect(attemptKey(sessionStorage, make)).toBe('key-1');
    expect(attemptKey(sessionStorage, make)).toBe('key-1');
    endAttempt(sessionStorage);
    expect(attemptKey(sessionStorage, make)).toBe('key-2');
  });
});

describe('the checkout URLs', () => {
  it('reads the payment status and the order number, dropping anything else', () => {
    expect(parsePaymentSearch({ status: 'failed' })).toEqual({ status: 'failed' });
    expect(parsePaymentSearch({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    // The provider's outcomes that bring the shopper back to the payment step (docs/payments.md).
    expect(parsePaymentSearch({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(parsePaymentSearch({ status: 'open' })).toEqual({ status: 'open' });
    expect(parsePaymentSearch({ status: 'paid' })).toEqual({});
    expect(parsePaymentSearch({ status: ['failed'] })).toEqual({});
    expect(parseOrderSearch({ order: '100001' })).toEqual({ order: '100001' });
    expect(parseOrderSearch({ order: '<script>' })).toEqual({});
  });
});

const context = (status: 'PAID' | 'CANCELLED' | 'FAILED' | null, itemCount: number) =>
  ({
    cart: { itemCount },
    cartStatus: status ? { status, orderNumber: '100001', recover: status === 'CANCELLED' } : null,
  }) as unknown as CheckoutContextFragment;

describe('the status page', () => {
  it('sends a paid order to its finish page', () => {
    render(<StatusPage context={context('PAID', 0)} />, { wrapper: inLanguage('en') });
    expect(screen.getByText('You have already paid for your order, click below to complete.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete' }).getAttribute('href')).toBe('/checkout/success/?order=100001');
  });

  it('offers to try a cancelled payment again', () => {
    render(<StatusPage context={context('CANCELLED', 1)} />, { wrapper: inLanguage('nl') });
    expect(
      screen.getByText('Je hebt je betaling geannuleerd. Klik hieronder om het opnieuw te proberen.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe('/checkout/payment/');
  });

  it('offers another payment method after a failed payment', () => {
    render(<StatusPage context={context('FAILED', 1)} />, { wrapper: inLanguage('en') });
    expect(
      screen.getByText(
        'The payment with the selected payment method has unfortunately failed. Click below to continue and choose another payment method.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another payment method' }).getAttribute('href')).toBe(
      '/checkout/payment/',
    );
  });

  it('explains an empty bag without an order', () => {
    render(<StatusPage context={null} />, { wrapper: inLanguage('en') });
    expect(
      screen.getByText('Oops, something went wrong and your shopping bag is empty. Click below to continue shopping.'),
    ).toBeTruthy();
  });
});

describe('the finish page', () => {
  it('shows the order and thanks the shopper', () => {
    window.dataLayer = [];
    render(<SuccessPage order={order} />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order!');
    expect(screen.getByText('100001')).toBeTruthy();
    expect(screen.getByText('Delivered in 1-3 days')).toBeTruthy();
    expect(screen.getByText('Suede sneaker')).toBeTruthy();
    expect(window.dataLayer.at(-1)).toMatchObject({ event: 'purchase' });
  });

  it('says so when the order is unknown, with a link home', () => {
    render(<SuccessPage order={null} />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('heading', { name: 'We cannot find this order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
