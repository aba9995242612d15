import { describe, expect, it } from 'vitest';
import { streetLine, toShopAddress } from '../../src/shopware/addresses';
import { orderStateOf, outcomeOf } from '../../src/shopware/order-mapping';
import { order } from './recordings/orders';
import { PRODUCTS } from './recordings/shop';

describe("Shopware's payment states in the shop's outcomes", () => {
  it.each([
    ['paid', 'paid'],
    ['paid_partially', 'paid'],
    ['authorized', 'paid'],
    ['refunded', 'paid'],
    ['open', 'open'],
    ['in_progress', 'open'],
    ['unconfirmed', 'open'],
    ['reminded', 'open'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
    [undefined, 'open'],
  ] as const)('%s → %s', (state, outcome) => {
    expect(outcomeOf(state)).toBe(outcome);
  });

  it("answers a cancelled order as cancelled whatever its payment's state", () => {
    const recorded = { id: '0190b1c2d3e47f8091a2b3c4d5e6f799', orderNumber: '1', deepLinkCode: 'x', lines: [] };
    const paid = order({ ...recorded, payment: 'paid' });
    expect(orderStateOf(paid)).toBe('paid');
    expect(
      orderStateOf({ ...paid, stateMachineState: { ...paid.stateMachineState, technicalName: 'cancelled' } }),
    ).toBe('cancelled');
  });

  it('counts the newest transaction of an order paid at the second attempt', () => {
    const recorded = { id: '0190b1c2d3e47f8091a2b3c4d5e6f798', orderNumber: '2', deepLinkCode: 'y' };
    const failed = order({ ...recorded, lines: [[PRODUCTS.scarf, 1]], payment: 'failed' });
    const paid = order({ ...recorded, lines: [[PRODUCTS.scarf, 1]], payment: 'paid' });
    const second = { ...paid.transactions![0]!, id: 'second', createdAt: '2026-11-27T09:00:00.000+00:00' };
    expect(orderStateOf({ ...failed, transactions: [second, ...failed.transactions!] })).toBe('paid');
  });
});

describe('addresses in one street line and back', () => {
  it.each([
    [{ street: 'Oudegracht', houseNumber: '12', houseNumberAddition: undefined }, 'Oudegracht 12'],
    [{ street: 'Domplein', houseNumber: '3', houseNumberAddition: 'bis' }, 'Domplein 3 bis'],
    [{ street: 'Rue de la Loi', houseNumber: '16', houseNumberAddition: '' }, 'Rue de la Loi 16'],
  ])('%o is written %s and read back', (address, line) => {
    expect(streetLine(address)).toBe(line);
    const back = toShopAddress(
      { id: 'a', firstName: 'A', lastName: 'B', street: line, zipcode: '1000', city: 'C', countryId: 'x' },
      'NL',
    );
    expect(back).toMatchObject({
      street: address.street,
      houseNumber: address.houseNumber,
      houseNumberAddition: address.houseNumberAddition || undefined,
      countryIso: 'NL',
    });
  });

  it('keeps a street line without a number whole', () => {
    const back = toShopAddress(
      { id: 'a', firstName: 'A', lastName: 'B', street: 'Postbus', zipcode: '1000', city: 'C', countryId: 'x' },
      'BE',
    );
    expect(back).toMatchObject({ street: 'Postbus', houseNumber: '', countryIso: 'BE' });
  });
});
