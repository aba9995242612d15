import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, expect, it } from 'vitest';
import type { EmbeddedCommerce } from '../src';
import { clock, DAY, HOUR, registration, STORE } from './account-fixtures';
import { createEngine, seedStock } from './fixtures';

describeEachDatabase('customer accounts', (getDb) => {
  let engine: EmbeddedCommerce;
  let accounts: EmbeddedCommerce;
  const time = clock();

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 50, '40001.900': 50 });
    ({ engine } = createEngine(getDb()));
    accounts = createEngine(getDb(), time.now).engine;
  });

  const guestWithCart = async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE);
    await engine.carts.addToCart(token, [{ referencedId: '20413.102.38', quantity: 2 }]);
    return token;
  };

  it('logs in with a rotated token: the old token stops working and the cart comes along', async () => {
    const input = registration();
    const registered = await accounts.registrations.register(input, STORE, null);
    await accounts.logins.logout(registered.context.token, STORE);

    const guest = await guestWithCart();
    await expect(accounts.logins.login(input.email, 'wrong password!', STORE, guest)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    await expect(accounts.logins.login('nobody@example.com', input.password, STORE, guest)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    // The failed attempts left the guest's session alone.
    expect((await engine.carts.getCart(guest)).items).toHaveLength(1);

    const { customer, context } = await accounts.logins.login(input.email.toUpperCase(), input.password, STORE, guest);
    expect(customer.id).toBe(registered.customer.id);
    expect(context).toMatchObject({ kind: 'customer', customerId: customer.id, email: input.email });
    expect(context.billingAddress).toMatchObject({ street: 'Oudegracht' });
    expect((await engine.carts.getCart(context.token)).items).toMatchObject([
      { referencedId: '20413.102.38', quantity: 2 },
    ]);
    await expect(engine.contexts.getContext(guest)).rejects.toMatchObject({ code: 'context-not-found' });
    expect(await accounts.customers.customerOfContext(guest)).toBeNull();
    expect((await accounts.customers.customerOfContext(context.token))?.id).toBe(customer.id);
  });

  it('logs out to a fresh guest context; a second logout is refused', async () => {
    const { context } = await accounts.registrations.register(registration(), STORE, await guestWithCart());
    const guest = await accounts.logins.logout(context.token, STORE);
    expect(guest).toMatchObject({ kind: 'guest', customerId: null, email: null });
    expect((await engine.carts.getCart(guest.token)).items).toEqual([]);
    await expect(engine.contexts.getContext(context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(accounts.logins.logout(context.token, STORE)).rejects.toMatchObject({ code: 'not-logged-in' });
    await expect(accounts.logins.logout(guest.token, STORE)).rejects.toMatchObject({ code: 'not-logged-in' });
  });

  it('lets a customer session expire after 7 days', async () => {
    const input = registration();
    await accounts.registrations.register(input, STORE, null);
    // A session made 7 days less an hour ago still counts.
    time.set(new Date(Date.now() - 7 * DAY + HOUR));
    const older = await accounts.logins
      .login(input.email, input.password, STORE, null)
      .finally(() => time.set(new Date()));
    expect((await engine.contexts.getContext(older.context.token)).customerId).toBe(older.customer.id);
    // Sessions are judged by the database's clock: a week later, its expiry lies in the past.
    const session = await accounts.logins.login(input.email, input.password, STORE, null);
    await getDb()
      .updateTable('commerce_context')
      .set({ expires_at: new Date(session.context.expiresAt!.getTime() - 7 * DAY - 1000) })
      .where('token', '=', session.context.token)
      .execute();
    await expect(engine.contexts.getContext(session.context.token)).rejects.toMatchObject({
      code: 'context-not-found',
    });
    expect(await accounts.customers.customerOfContext(session.context.token)).toBeNull();
    await expect(accounts.logins.logout(session.context.token, STORE)).rejects.toMatchObject({ code: 'not-logged-in' });
  });

  it('changes the password: other sessions end, this one goes on under a new token', async () => {
    const input = registration();
    const phone = await accounts.registrations.register(input, STORE, null);
    const laptop = await accounts.logins.login(input.email, input.password, STORE, await guestWithCart());
    await expect(
      accounts.logins.changePassword(
        laptop.context.token,
        { password: 'not the password', newPassword: 'new password 1', newPasswordConfirm: 'new password 1' },
        STORE,
      ),
    ).rejects.toMatchObject({ code: 'invalid-credentials' });
    await expect(
      accounts.logins.changePassword(
        laptop.context.token,
        { password: input.password, newPassword: 'new password 1', newPasswordConfirm: 'new password 2' },
        STORE,
      ),
    ).rejects.toMatchObject({
      code: 'invalid-customer',
      details: { issues: [{ field: 'newPasswordConfirm', code: 'passwords-differ' }] },
    });
    const changed = await accounts.logins.changePassword(
      laptop.context.token,
      { password: input.password, newPassword: 'new password 1', newPasswordConfirm: 'new password 1' },
      STORE,
    );
    expect(changed.context.token).not.toBe(laptop.context.token);
    expect((await engine.carts.getCart(changed.context.token)).items).toHaveLength(1);
    await expect(engine.contexts.getContext(laptop.context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(engine.contexts.getContext(phone.context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(accounts.logins.login(input.email, input.password, STORE, null)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    expect((await accounts.logins.login(input.email, 'new password 1', STORE, null)).customer.id).toBe(
      changed.customer.id,
    );
  });

  it('changes the e-mail address after the password, keeping addresses unique', async () => {
    const other = registration();
    await accounts.registrations.register(other, STORE, null);
    const input = registration();
    const { context } = await accounts.registrations.register(input, STORE, null);
    const change = (email: string, emailConfirmation = email, password = input.password) =>
      accounts.logins.changeEmail(context.token, { email, emailConfirmation, password });
    await expect(change('new@example.com', 'other@example.com')).rejects.toMatchObject({
      details: { issues: [{ field: 'emailConfirmation', code: 'emails-differ' }] },
    });
    await expect(change('new@example.com', undefined, 'wrong password')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    await expect(change(other.email.toUpperCase())).rejects.toMatchObject({ code: 'account-exists' });
    const changed = await change(`changed.${input.email}`);
    expect(changed.customer.email).toBe(`changed.${input.email}`);
    expect(changed.context.email).toBe(`changed.${input.email}`);
    expect((await accounts.logins.login(`changed.${input.email}`, input.password, STORE, null)).customer.id).toBe(
      changed.customer.id,
    );
  });

  it('updates the profile: empty names keep the stored ones, custom fields merge', async () => {
    const { customer } = await accounts.registrations.register(registration({ newsletter: false }), STORE, null);
    const updated = await accounts.customers.updateCustomer(customer.id, {
      firstName: '',
      lastName: 'Jansen',
      salutationKey: 'mr',
      birthdayYear: 1985,
      birthdayMonth: 2,
      birthdayDay: 28,
      newsletter: true,
      customFields: { a: 1 },
    });
    expect(updated).toMatchObject({
      firstName: 'Anna',
      lastName: 'Jansen',
      salutationKey: 'mr',
      birthday: '1985-02-28',
      newsletter: true,
      customFields: { a: 1 },
    });
    const again = await accounts.customers.updateCustomer(customer.id, { firstName: '  ', customFields: { b: 2 } });
    expect(again).toMatchObject({ firstName: 'Anna', birthday: '1985-02-28', customFields: { a: 1, b: 2 } });
    await expect(
      accounts.customers.updateCustomer(customer.id, { birthdayYear: 2999, birthdayMonth: 1, birthdayDay: 1 }),
    ).rejects.toMatchObject({ details: { issues: [{ field: 'birthday', code: 'invalid-birthday' }] } });
  });

  it('deletes an account after the password: sessions end, orders stay', async () => {
    const input = registration();
    const { customer, context } = await accounts.registrations.register(input, STORE, null);
    await expect(accounts.logins.deleteCustomer(context.token, 'wrong password', STORE)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    const guest = await accounts.logins.deleteCustomer(context.token, input.password, STORE);
    expect(guest.kind).toBe('guest');
    expect(await accounts.customers.getCustomer(customer.id)).toBeNull();
    await expect(engine.contexts.getContext(context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(accounts.logins.login(input.email, input.password, STORE, null)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
  });
});
