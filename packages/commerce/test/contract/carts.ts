import { MAX_LINE_QUANTITY, VOUCHER_WAITING_DAYS } from '@shop/domain';
import { describe, expect } from 'vitest';
import {
  type ContractOptions,
  type ContractSubject,
  contractArea,
  customer,
  guest,
  type MakeSubject,
  orderAndPay,
  readyForCheckout,
  refusal,
} from './subject';

/** Carts: lines added, changed and removed, the quantity bound, vouchers. */
export function describeCartContract(makeSubject: MakeSubject, options: ContractOptions = {}) {
  describe('carts', () => {
    let subject: ContractSubject;
    const it = contractArea('carts', makeSubject, options, (made) => {
      subject = made;
    });

    it('adds lines by SKU, raising the quantity of one already in the cart', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      expect((await commerce.carts.getCart(token)).items).toEqual([]);
      await commerce.carts.addToCart(token, [{ referencedId: skus[0] }]);
      const cart = await commerce.carts.addToCart(token, [
        { referencedId: skus[0], quantity: 2 },
        { referencedId: skus[1] },
      ]);
      expect(cart.items.map((item) => [item.referencedId, item.quantity])).toEqual([
        [skus[0], 3],
        [skus[1], 1],
      ]);
      const line = cart.items[0]!;
      expect(line.price.totalPrice).toBe(line.price.unitPrice * 3);
      expect(cart.price.positionPrice).toBe(cart.items.reduce((sum, item) => sum + item.price.totalPrice, 0));
      expect(cart.currency).toBe(subject.store.currency);
    });

    it('changes and removes lines; a quantity of 0 removes one', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      const added = await commerce.carts.addToCart(token, [{ referencedId: skus[0] }, { referencedId: skus[1] }]);
      const [first, second] = added.items as [(typeof added.items)[0], (typeof added.items)[0]];
      expect((await commerce.carts.updateCartItem(token, { id: first.id, quantity: 4 })).items[0]?.quantity).toBe(4);
      const removed = await commerce.carts.deleteCartItem(token, second.id);
      expect(removed.items.map((item) => item.referencedId)).toEqual([skus[0]]);
      expect((await commerce.carts.updateCartItem(token, { id: first.id, quantity: 0 })).items).toEqual([]);
      expect(await refusal(commerce.carts.deleteCartItem(token, first.id))).toBe('cart-item-not-found');
    });

    it(`holds at most ${MAX_LINE_QUANTITY} units a line: a call that passes it changes nothing`, async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      expect(await refusal(commerce.carts.addToCart(token, [{ referencedId: skus[0], quantity: 100 }]))).toBe(
        'RangeError',
      );
      await commerce.carts.addToCart(token, [{ referencedId: skus[0], quantity: MAX_LINE_QUANTITY }]);
      expect(
        await refusal(commerce.carts.addToCart(token, [{ referencedId: skus[1] }, { referencedId: skus[0] }])),
      ).toBe('RangeError');
      const cart = await commerce.carts.getCart(token);
      expect(cart.items.map((item) => [item.referencedId, item.quantity])).toEqual([[skus[0], MAX_LINE_QUANTITY]]);
      const id = cart.items[0]!.id;
      expect(await refusal(commerce.carts.updateCartItem(token, { id, quantity: MAX_LINE_QUANTITY + 1 }))).toBe(
        'RangeError',
      );
    });

    it('refuses a SKU the shop does not sell and an unknown context', async () => {
      const { commerce, unknownSku } = subject;
      const token = await guest(subject);
      expect(await refusal(commerce.carts.addToCart(token, [{ referencedId: unknownSku }]))).toBe('product-not-found');
      expect(await refusal(commerce.carts.getCart('no-such-context-token'))).toBe('context-not-found');
    });

    it("redeems a logged-in customer's voucher once per cart, and takes it out again", async () => {
      const { commerce, skus } = subject;
      const owner = await customer(subject);
      const unitPrice = (await commerce.carts.addToCart(owner.token, [{ referencedId: skus[0] }])).items[0]!.price
        .unitPrice;
      // Paid orders earn points, and enough points a voucher (the amounts are the loyalty club's).
      const quantity = Math.min(MAX_LINE_QUANTITY, Math.ceil(20_000 / unitPrice));
      await commerce.carts.updateCartItem(owner.token, {
        id: (await commerce.carts.getCart(owner.token)).items[0]!.id,
        quantity,
      });
      await readyForCheckout(subject, owner.token);
      await orderAndPay(subject, owner.token);
      const [voucher] = await commerce.loyalty.vouchers(owner.id);
      expect(voucher).toBeDefined();

      const other = await guest(subject);
      expect(await refusal(commerce.carts.redeemVoucher(other, voucher!.barcode))).toBe('not-logged-in');
      await commerce.carts.addToCart(owner.token, [{ referencedId: skus[1], quantity: 10 }]);
      expect(await refusal(commerce.carts.redeemVoucher(owner.token, 'NO-SUCH-CODE'))).toBe('voucher-not-found');
      expect(await refusal(commerce.carts.redeemVoucher(owner.token, voucher!.barcode))).toBe('voucher-not-yet-valid');
      subject.advanceClock(VOUCHER_WAITING_DAYS * 24 * 60 * 60 * 1000 + 60_000);
      const redeemed = await commerce.carts.redeemVoucher(owner.token, voucher!.barcode);
      expect(redeemed.promotions.map((promotion) => promotion.referencedId)).toEqual([voucher!.barcode]);
      const discount = -redeemed.promotions[0]!.price.totalPrice;
      expect(discount).toBe(voucher!.valueMinor);
      const shipping = redeemed.deliveries[0]?.shippingCosts.totalPrice ?? 0;
      expect(redeemed.price.totalPrice).toBe(redeemed.price.positionPrice - discount + shipping);
      expect((await commerce.carts.removeVoucher(owner.token)).promotions).toEqual([]);
    });
  });
}
