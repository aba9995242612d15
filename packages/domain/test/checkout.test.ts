import { describe, expect, it } from 'vitest';
import { type CheckoutState, missingForCheckout } from '../src/checkout';

const complete: CheckoutState = {
  itemCount: 1,
  outOfStock: false,
  email: 'anna@example.com',
  hasBillingAddress: true,
  pickupProvider: null,
  pickup: null,
};
const packstation = { provider: 'dhl', locationType: 'packstation', dhlCustomerNumber: null };

describe('missingForCheckout', () => {
  it.each([
    ['a complete home delivery', {}, []],
    ['an empty cart', { itemCount: 0 }, ['cart-items']],
    ['a line without stock', { outOfStock: true }, ['stock']],
    ['no e-mail, no address', { email: null, hasBillingAddress: false }, ['email', 'billing-address']],
    ['a store pickup without a store', { pickupProvider: 'stores' }, ['pickup-point']],
    [
      'a pickup point of another provider',
      { pickupProvider: 'stores', pickup: { provider: 'postnl', locationType: 'parcelshop', dhlCustomerNumber: null } },
      ['pickup-point'],
    ],
    ['a Packstation without a DHL number', { pickupProvider: 'dhl', pickup: packstation }, ['dhl-customer-number']],
    [
      'a Packstation with a DHL number',
      { pickupProvider: 'dhl', pickup: { ...packstation, dhlCustomerNumber: '123456' } },
      [],
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(missingForCheckout({ ...complete, ...overrides })).toEqual(expected);
  });
});
