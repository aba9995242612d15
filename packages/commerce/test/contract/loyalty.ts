import { SIGNUP_POINTS } from '@shop/domain';
import { describe, expect } from 'vitest';
import {
  type ContractOptions,
  type ContractSubject,
  contractArea,
  customer,
  type MakeSubject,
  orderAndPay,
  readyForCheckout,
} from './subject';

/** Loyalty points and the account's orders. */
export function describeLoyaltyContract(makeSubject: MakeSubject, options: ContractOptions = {}) {
  describe('loyalty and customer orders', () => {
    let subject: ContractSubject;
    const it = contractArea('loyalty', makeSubject, options, (made) => {
      subject = made;
    });

    it('credits the signup bonus, and points for a paid order; lists the paid orders of the account', async () => {
      const { commerce, skus } = subject;
      const owner = await customer(subject);
      expect(await commerce.loyalty.account(owner.id)).toMatchObject({
        points: SIGNUP_POINTS,
        lifetimePoints: SIGNUP_POINTS,
      });
      await commerce.carts.addToCart(owner.token, [{ referencedId: skus[0] }]);
      await readyForCheckout(subject, owner.token);
      const { order } = await orderAndPay(subject, owner.token);
      const account = await commerce.loyalty.account(owner.id);
      expect(account!.lifetimePoints).toBeGreaterThan(SIGNUP_POINTS);
      const { count, orders } = await commerce.customerOrders.customerOrders(owner.id);
      expect(count).toBe(1);
      expect(orders[0]).toMatchObject({ id: order.id, number: order.orderNumber, state: 'paid' });
      expect((await commerce.customerOrders.customerOrder(owner.id, order.orderNumber))?.id).toBe(order.id);
      const stranger = await customer(subject);
      expect(await commerce.customerOrders.customerOrder(stranger.id, order.orderNumber)).toBeNull();
      expect(await commerce.loyalty.vouchers(stranger.id)).toEqual([]);
    });
  });
}
