import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { DAY, ERRORS, nbsp, price, size, VOUCHER_FIELDS } from './order-answers';
import { orderWorld } from './order-world';

describeEachDatabase('loyalty points and vouchers through the gateway', (getDb) => {
  const { clock, shopper, customer, orderAndPay, add } = orderWorld(getDb);

  it('earns points, makes a voucher available 14 days later, and redeems it in the cart', async () => {
    const start = clock.now;
    const bram = await customer(`loyalty-${Date.now()}@example.com`);
    type Loyalty = {
      customer: {
        loyalty: {
          points: number;
          pointsToNextVoucher: number;
          lifetimePoints: number;
          voucherValue: { amount: number };
        };
        vouchers: Record<string, unknown>[];
      };
    };
    const LOYALTY = `{ customer { loyalty { points pointsToNextVoucher lifetimePoints voucherValue { amount } } vouchers { ${VOUCHER_FIELDS} } } }`;
    expect((await bram.call<Loyalty>(LOYALTY)).customer).toEqual({
      loyalty: { points: 50, pointsToNextVoucher: 150, lifetimePoints: 50, voucherValue: { amount: 1000 } },
      vouchers: [],
    });

    // Enough for one voucher: at least 150 euros.
    const quantity = Math.ceil(15_000 / price);
    await add(bram, quantity);
    await orderAndPay(bram, `loyalty-${bram.id}`);
    const earned = 50 + Math.floor((price * quantity) / 100);
    const after = (await bram.call<Loyalty>(LOYALTY)).customer;
    expect(after.loyalty).toEqual({
      points: earned - 200,
      pointsToNextVoucher: 200 - (earned - 200),
      lifetimePoints: earned,
      voucherValue: { amount: 1000 },
    });
    const validFrom = new Date(start.getTime() + 14 * DAY);
    expect(after.vouchers).toEqual([
      {
        id: expect.any(String),
        text: expect.any(String),
        barcode: expect.stringMatching(/^\d{13}$/),
        value: { amount: 1000, formatted: expect.any(String) },
        validFrom: validFrom.toISOString().slice(0, 10),
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        customerNumber: expect.stringMatching(/^\d+$/),
        available: false,
        redeemed: false,
      },
    ]);
    const voucher = after.vouchers[0] as { barcode: string; text: string; value: { formatted: string } };
    expect(nbsp(voucher.value.formatted)).toBe('€ 10,00');
    expect(nbsp(voucher.text)).toBe('Spaarcheque van € 10,00');

    // Not yet: the voucher becomes redeemable 14 days after it was earned.
    await add(bram, 1);
    const REDEEM = `mutation V($code: String!) { redeemVoucher(code: $code) {
      cart { price { totalPrice { amount } positionPrice { amount } } discount { amount }
             items { type referencedId label price { totalPrice { amount } } product { sku } }
             errors { code message visibility } }
      ${ERRORS} } }`;
    type Redeemed = {
      redeemVoucher: {
        cart: {
          price: { totalPrice: { amount: number }; positionPrice: { amount: number } };
          discount: { amount: number } | null;
          items: { type: string; referencedId: string; label: string; price: { totalPrice: { amount: number } } }[];
          errors: { code: string; message: string; visibility: string }[];
        };
        errors: { code: string; message: string; field: string }[];
      };
    };
    const early = await bram.call<Redeemed>(REDEEM, { code: voucher.barcode });
    expect(early.redeemVoucher.errors).toEqual([
      {
        code: 'VOUCHER_NOT_YET_VALID',
        message: expect.stringContaining('14 dagen'),
        field: 'code',
      },
    ]);
    expect(early.redeemVoucher.cart.discount).toBeNull();

    clock.now = new Date(validFrom.getTime() + 60_000);
    const listed = (await bram.call<Loyalty>(LOYALTY)).customer.vouchers;
    expect(listed).toMatchObject([{ barcode: voucher.barcode, available: true, redeemed: false }]);

    const redeemed = await bram.call<Redeemed>(REDEEM, { code: voucher.barcode });
    expect(redeemed.redeemVoucher.errors).toEqual([]);
    const cart = redeemed.redeemVoucher.cart;
    expect(cart.discount).toEqual({ amount: 1000 });
    expect(cart.price.totalPrice.amount).toBe(price - 1000);
    expect(cart.items).toEqual([
      expect.objectContaining({ type: 'PRODUCT', referencedId: size.sku }),
      {
        type: 'PROMOTION',
        referencedId: voucher.barcode,
        label: voucher.text,
        price: { totalPrice: { amount: -1000 } },
        product: null,
      },
    ]);
    expect(cart.errors).toEqual([
      {
        code: 'promotion-discount-added',
        message: 'Er is een korting aan je winkelmand toegevoegd.',
        visibility: 'SUCCESS',
      },
    ]);
    const context = await bram.call<{ context: { voucher: { barcode: string } | null } }>(
      '{ context { voucher { barcode } } }',
    );
    expect(context.context.voucher).toEqual({ barcode: voucher.barcode });

    const order = await orderAndPay(bram, `voucher-${bram.id}`);
    expect(order.discount).toEqual({ amount: -1000 });
    const detail = await bram.call<{ customerOrder: { totalAmount: { amount: number }; items: unknown[] } }>(
      `query O($id: ID!) { customerOrder(id: $id) { totalAmount { amount } items { type name salePrice { amount } } } }`,
      { id: order.id },
    );
    expect(detail.customerOrder.totalAmount.amount).toBe(price - 1000);
    expect(detail.customerOrder.items).toContainEqual({
      type: 'DISCOUNT',
      name: 'Spaarcheque',
      salePrice: { amount: -1000 },
    });
    // Used: no longer among the vouchers to redeem, and no longer in the cart.
    expect((await bram.call<Loyalty>(LOYALTY)).customer.vouchers).toEqual([]);
  });

  it('refuses a voucher for a guest and an unknown code, in the shopper’s language', async () => {
    const guest = shopper('en');
    await add(guest, 1);
    const refused = await guest.call<{ redeemVoucher: { cart: { discount: null }; errors: unknown[] } }>(
      `mutation { redeemVoucher(code: "2000000000015") { cart { discount { amount } } ${ERRORS} } }`,
    );
    expect(refused.redeemVoucher).toEqual({
      cart: { discount: null },
      errors: [{ code: 'NOT_LOGGED_IN', message: 'Please log in to redeem a voucher.', field: null }],
    });

    const carla = await customer(`unknown-code-${Date.now()}@example.com`);
    const unknown = await carla.call<{ redeemVoucher: { errors: unknown[] } }>(
      `mutation { redeemVoucher(code: "2000000000015") { ${ERRORS} } }`,
    );
    expect(unknown.redeemVoucher.errors).toEqual([
      { code: 'VOUCHER_NOT_FOUND', message: expect.stringContaining('chequecode'), field: 'code' },
    ]);
    const removed = await carla.call<{ removeVoucher: { cart: { discount: null }; errors: unknown[] } }>(
      `mutation { removeVoucher { cart { discount { amount } } ${ERRORS} } }`,
    );
    expect(removed.removeVoucher).toEqual({ cart: { discount: null }, errors: [] });
  });
});
