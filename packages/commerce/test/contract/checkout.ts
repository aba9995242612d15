import { describe, expect } from 'vitest';
import {
  type ContractOptions,
  type ContractSubject,
  contractArea,
  guest,
  type MakeSubject,
  orderAndPay,
  readyForCheckout,
  refusal,
} from './subject';

/** Checkout choices, placing an order once per key, paying it, and reading it back. */
export function describeCheckoutContract(makeSubject: MakeSubject, options: ContractOptions = {}) {
  describe('checkout, payment and orders', () => {
    let subject: ContractSubject;
    const it = contractArea('checkout', makeSubject, options, (made) => {
      subject = made;
    });

    it('tells what is missing until the contact, the address and a line are there', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      expect((await commerce.checkout.checkoutMissing(token)).length).toBeGreaterThan(0);
      expect(await refusal(commerce.checkout.updateContact(token, 'not an address'))).toBe('invalid-email');
      expect(
        await refusal(
          commerce.checkout.updateAddresses(token, {
            billingAddress: { ...subject.address, street: '' },
            shippingAddress: null,
          }),
        ),
      ).toBe('invalid-address');
      await readyForCheckout(subject, token);
      await commerce.carts.addToCart(token, [{ referencedId: skus[0] }]);
      expect(await commerce.checkout.checkoutMissing(token)).toEqual([]);
      const context = await commerce.contexts.getContext(token);
      expect(context.email).toBe('anna@example.com');
      expect(context.billingAddress).toMatchObject({ city: subject.address.city });
    });

    it('offers shipping and payment methods, one of each selected, and switches them', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      await commerce.carts.addToCart(token, [{ referencedId: skus[0] }]);
      const shipping = await commerce.checkout.getShippingMethods(token);
      expect(shipping.filter((method) => method.selected)).toHaveLength(1);
      const payment = await commerce.checkout.getPaymentMethods(token);
      expect(payment[0]?.selected).toBe(true);
      const other = payment.find((method) => !method.selected);
      if (other) {
        const switched = await commerce.checkout.updatePaymentMethod(token, other.id);
        expect(switched.paymentMethodId).toBe(other.id);
      }
      expect(await refusal(commerce.checkout.updateShippingMethod(token, 'no-such-method'))).toBe(
        'shipping-method-not-available',
      );
      expect(await refusal(commerce.checkout.updatePaymentMethod(token, 'no-such-method'))).toBe(
        'payment-method-not-available',
      );
    });

    it('places an order once per idempotency key, empties the cart and refuses an empty one', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      await readyForCheckout(subject, token);
      expect(await refusal(commerce.orders.placeOrder(token, { idempotencyKey: `empty-${token}` }))).toBe('cart-empty');
      await commerce.carts.addToCart(token, [{ referencedId: skus[0], quantity: 2 }]);
      const key = `once-${token}`;
      const order = await commerce.orders.placeOrder(token, { idempotencyKey: key });
      expect(order).toMatchObject({ state: 'open', email: 'anna@example.com', currency: subject.store.currency });
      expect(order.lines.map((line) => [line.referencedId, line.quantity])).toEqual([[skus[0], 2]]);
      expect((await commerce.orders.placeOrder(token, { idempotencyKey: key })).id).toBe(order.id);
      expect((await commerce.carts.getCart(token)).items).toEqual([]);
      expect((await commerce.orders.getOrderOfContext(token, order.orderNumber))?.id).toBe(order.id);
      expect(await commerce.orders.getOrderOfContext(await guest(subject), order.orderNumber)).toBeNull();
      expect((await commerce.contexts.getContext(token)).lastOrder?.id).toBe(order.id);
    });

    it('refuses an order while the checkout is incomplete', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      await commerce.carts.addToCart(token, [{ referencedId: skus[0] }]);
      expect(await refusal(commerce.orders.placeOrder(token, { idempotencyKey: `incomplete-${token}` }))).toBe(
        'checkout-incomplete',
      );
    });

    it('pays an order at the payment page: paid once, then refused again', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      await readyForCheckout(subject, token);
      await commerce.carts.addToCart(token, [{ referencedId: skus[1] }]);
      const { order, paymentId, result } = await orderAndPay(subject, token, 'paid');
      expect(result).toMatchObject({ applied: true, orderId: order.id, state: 'paid' });
      expect(result.redirectUrl).toContain(subject.urls.finishUrl);
      expect(result.redirectUrl).toContain(order.orderNumber);
      expect((await commerce.orders.getOrder(order.id)).state).toBe('paid');
      expect(await commerce.payments.getPayment(paymentId)).toMatchObject({
        id: paymentId,
        state: 'paid',
        orderNumber: order.orderNumber,
        amount: order.totalPrice,
      });
      expect(await refusal(commerce.payments.handlePayment(token, { orderId: order.id, ...subject.urls }))).toBe(
        'order-already-paid',
      );
    });

    it('puts the lines back in the cart when a payment fails', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      await readyForCheckout(subject, token);
      await commerce.carts.addToCart(token, [{ referencedId: skus[0], quantity: 3 }]);
      const { order, result } = await orderAndPay(subject, token, 'failed');
      expect(result.state).toBe('failed');
      expect(result.redirectUrl).toContain(subject.urls.errorUrl);
      expect((await commerce.orders.getOrder(order.id)).state).toBe('failed');
      const cart = await commerce.carts.getCart(token);
      expect(cart.items.map((item) => [item.referencedId, item.quantity])).toEqual([[skus[0], 3]]);
      expect((await commerce.contexts.getContext(token)).cartStatus).toMatchObject({ recover: true });
    });

    it('restores a cart from its link into another context, and answers no link for an empty cart', async () => {
      const { commerce, skus } = subject;
      const token = await guest(subject);
      expect(await commerce.carts.createCartLink(token)).toBeNull();
      await commerce.carts.addToCart(token, [{ referencedId: skus[1], quantity: 2 }]);
      const link = await commerce.carts.createCartLink(token);
      expect(link).toEqual(expect.any(String));
      const restored = await commerce.carts.restoreCart(link!, null, subject.store);
      expect(restored.token).not.toBe(token);
      const cart = await commerce.carts.getCart(restored.token);
      expect(cart.items.map((item) => [item.referencedId, item.quantity])).toEqual([[skus[1], 2]]);
    });
  });
}
