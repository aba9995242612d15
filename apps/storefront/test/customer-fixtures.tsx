// Fixtures of the customer area's tests: the data the pages get, and a wrapper in the shopper's language.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
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

export const inLanguage = (language: 'en' | 'nl') => {
  const i18n = setupI18n({ locale: language, messages: { [language]: language === 'en' ? en : nl } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};
export const wrapper = inLanguage('en');

/** The browser's dialog, as far as the pages use it (happy-dom has no modal dialogs). */
export function installDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export const money = (amount: number) => ({
  amount,
  currency: 'EUR' as const,
  formatted: `€ ${(amount / 100).toFixed(2).replace('.', ',')}`,
});

export const voucher = (overrides: Partial<MyVoucherFragment> = {}): MyVoucherFragment => ({
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

export const summary = (id: string, kind: 'SHIPPED' | 'PROCESSING' | 'OTHER' = 'SHIPPED') => ({
  id,
  number: `WEB-${id}`,
  createdAt: '2026-02-10T09:30:00.000Z',
  orderType: 'sale',
  displayStatus: { kind, text: kind === 'SHIPPED' ? 'Shipped' : 'Processing' },
  totalAmount: money(12990),
});

export const address = (overrides: Partial<MyOrderDetailFragment['invoiceAddress']> = {}) => ({
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

export const order = (overrides: Partial<MyOrderDetailFragment> = {}): MyOrderDetailFragment => ({
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

export const dashboard = (overrides: Partial<NonNullable<CustomerDashboardQuery['customer']>> = {}) => ({
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

export const profile: MyProfileFragment = {
  id: 'c1',
  customerNumber: 'C0001',
  salutation: { key: 'mrs', name: 'Mrs' },
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.com',
  birthday: '1990-12-31',
  newsletter: false,
};
export const salutations = [
  { key: 'mrs', name: 'Mrs' },
  { key: 'mr', name: 'Mr' },
];

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

export const bookAddress = (id: string, overrides: Partial<MyAddressFragment> = {}): MyAddressFragment => ({
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

export const book = (others: MyAddressFragment[] = [bookAddress('a3')]) => {
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

export const addressData = (): CustomerAddressesQuery => ({
  customer: book(),
  storeConfig: { salutations },
  shippingMethods: [{ type: 'DELIVERY', servicePointsProvider: null }],
});
