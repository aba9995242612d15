import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedCommerce, tokenDigest } from '../src';
import { clock, DAY, HOUR, registration, STORE } from './account-fixtures';
import { ADDRESS_NL, createEngine, seedStock } from './fixtures';

describeEachDatabase('password recovery', (getDb) => {
  let engine: EmbeddedCommerce;
  let accounts: EmbeddedCommerce;
  const time = clock();

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 50, '40001.900': 50 });
    ({ engine } = createEngine(getDb()));
    accounts = createEngine(getDb(), time.now).engine;
  });

  describe('password recovery', () => {
    it('answers a one-time reset token (2 hours) for an account, nothing for an unknown address', async () => {
      const input = registration();
      const { customer, context } = await accounts.registrations.register(input, STORE, null);
      expect(await accounts.passwordRecovery.requestPasswordRecovery('nobody.at.all@example.com')).toMatchObject({
        customer: null,
        resetToken: null,
        orderHistoryToken: null,
      });
      const recovery = await accounts.passwordRecovery.requestPasswordRecovery(input.email.toUpperCase());
      expect(recovery.customer?.id).toBe(customer.id);
      expect(recovery.resetToken).toMatch(/^[\w-]{43}$/);
      // Without orders there is no order history to link to.
      expect(recovery.orderHistoryToken).toBeNull();
      // Only the digest is stored.
      const stored = await getDb()
        .selectFrom('commerce_customer_token')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .execute();
      expect(stored).toMatchObject([{ digest: tokenDigest(recovery.resetToken!), purpose: 'password-reset' }]);

      await expect(
        accounts.passwordRecovery.resetPassword(recovery.resetToken!, 'brand new pass', 'other'),
      ).rejects.toMatchObject({
        code: 'invalid-customer',
      });
      await accounts.passwordRecovery.resetPassword(recovery.resetToken!, 'brand new pass', 'brand new pass');
      // The reset ended the customer's sessions, and the token works once.
      await expect(engine.contexts.getContext(context.token)).rejects.toMatchObject({ code: 'context-not-found' });
      await expect(
        accounts.passwordRecovery.resetPassword(recovery.resetToken!, 'another new pass', 'another new pass'),
      ).rejects.toMatchObject({ code: 'invalid-reset-token' });
      expect((await accounts.logins.login(input.email, 'brand new pass', STORE, null)).customer.id).toBe(customer.id);
      await expect(
        accounts.passwordRecovery.resetPassword('made-up', 'brand new pass', 'brand new pass'),
      ).rejects.toMatchObject({
        code: 'invalid-reset-token',
      });
    });

    it('lets a reset token expire after 2 hours, and a newer reset void the older links', async () => {
      const input = registration();
      await accounts.registrations.register(input, STORE, null);
      const old = await accounts.passwordRecovery.requestPasswordRecovery(input.email);
      time.advance(2 * HOUR + 1000);
      try {
        await expect(
          accounts.passwordRecovery.resetPassword(old.resetToken!, 'brand new pass', 'brand new pass'),
        ).rejects.toMatchObject({ code: 'invalid-reset-token' });
      } finally {
        time.set(new Date());
      }
      const first = await accounts.passwordRecovery.requestPasswordRecovery(input.email);
      const second = await accounts.passwordRecovery.requestPasswordRecovery(input.email);
      await accounts.passwordRecovery.resetPassword(second.resetToken!, 'brand new pass', 'brand new pass');
      await expect(
        accounts.passwordRecovery.resetPassword(first.resetToken!, 'other new pass', 'other new pass'),
      ).rejects.toMatchObject({ code: 'invalid-reset-token' });
    });

    it('answers an order-history token for an address with guest orders but no account', async () => {
      const { token } = await engine.contexts.getOrCreateContext(null, STORE);
      await engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
      await engine.checkout.updateContact(token, 'Guest.Buyer@example.com');
      await engine.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
      await engine.orders.placeOrder(token, { idempotencyKey: `guest-order-${Date.now()}` });
      const recovery = await accounts.passwordRecovery.requestPasswordRecovery('guest.buyer@example.com');
      expect(recovery).toMatchObject({ customer: null, resetToken: null });
      expect(recovery.orderHistoryToken).toMatch(/^[\w-]{43}$/);
      const stored = await getDb()
        .selectFrom('commerce_customer_token')
        .selectAll()
        .where('digest', '=', tokenDigest(recovery.orderHistoryToken!))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ purpose: 'order-history', customer_id: null });
      expect(stored.expires_at.getTime() - time.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    });
  });
});
