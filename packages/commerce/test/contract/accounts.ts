import { describe, expect } from 'vitest';
import {
  type ContractOptions,
  type ContractSubject,
  contractArea,
  customer,
  guest,
  type MakeSubject,
  newEmail,
  PASSWORD,
  refusal,
  registration,
} from './subject';

/** Registration confirmed by mail, login with a rotated session, logout, password and e-mail changes. */
export function describeAccountContract(makeSubject: MakeSubject, options: ContractOptions = {}) {
  describe('accounts', () => {
    let subject: ContractSubject;
    const it = contractArea('accounts', makeSubject, options, (made) => {
      subject = made;
    });

    it('makes the account only through the confirmation, once; an existing address makes nothing', async () => {
      const { commerce, store } = subject;
      const email = newEmail();
      expect(() =>
        commerce.registrations.checkRegistration({ ...registration(subject), email: 'nope' }, store),
      ).toThrow(expect.objectContaining({ code: 'invalid-customer' }));
      const request = await commerce.registrations.requestRegistration(registration(subject, email), store);
      expect(request).toMatchObject({ kind: 'new', email });
      if (request.kind !== 'new') return;
      expect(await refusal(commerce.logins.login(email, PASSWORD, store, null))).toBe('invalid-credentials');
      const confirmed = await commerce.registrations.confirmRegistration(request.token);
      expect(confirmed).toMatchObject({ email, firstName: 'Anna', lastName: 'de Vries' });
      expect(await refusal(commerce.registrations.confirmRegistration(request.token))).toBe(
        'invalid-confirmation-token',
      );
      const again = await commerce.registrations.requestRegistration(registration(subject, email), store);
      expect(again).toMatchObject({ kind: 'existing', customer: { id: confirmed.id } });
    });

    it('logs in to a new customer session that takes the cart along; logs out to a fresh guest', async () => {
      const { commerce, store, skus } = subject;
      const { email } = await customer(subject);
      const before = await guest(subject);
      await commerce.carts.addToCart(before, [{ referencedId: skus[0] }]);
      expect(await refusal(commerce.logins.login(email, 'not the password', store, before))).toBe(
        'invalid-credentials',
      );
      const { customer: who, context } = await commerce.logins.login(email, PASSWORD, store, before);
      expect(context).toMatchObject({ kind: 'customer', customerId: who.id, email });
      expect(context.token).not.toBe(before);
      expect((await commerce.carts.getCart(context.token)).items.map((item) => item.referencedId)).toEqual([skus[0]]);
      expect((await commerce.customers.customerOfContext(context.token))?.id).toBe(who.id);
      const fresh = await commerce.logins.logout(context.token, store);
      expect(fresh).toMatchObject({ kind: 'guest', customerId: null });
      expect(await refusal(commerce.contexts.getContext(context.token))).toBe('context-not-found');
    });

    it('changes the password: form mistakes first, then the current password; the session moves on', async () => {
      const { commerce, store } = subject;
      const { token, email } = await customer(subject);
      const change = { password: PASSWORD, newPassword: 'new secret 123', newPasswordConfirm: 'new secret 123' };
      expect(() => commerce.logins.checkPasswordChange({ ...change, newPasswordConfirm: 'other' })).toThrow(
        expect.objectContaining({ code: 'invalid-customer' }),
      );
      expect(await refusal(commerce.logins.changePassword(token, { ...change, password: 'wrong' }, store))).toBe(
        'invalid-credentials',
      );
      const { context } = await commerce.logins.changePassword(token, change, store);
      expect(context.token).not.toBe(token);
      expect(await refusal(commerce.contexts.getContext(token))).toBe('context-not-found');
      expect(await refusal(commerce.logins.login(email, PASSWORD, store, null))).toBe('invalid-credentials');
      expect((await commerce.logins.login(email, 'new secret 123', store, null)).customer.email).toBe(email);
    });

    it('changes the e-mail address after the password, and keeps it unique', async () => {
      const { commerce } = subject;
      const { token } = await customer(subject);
      const other = await customer(subject);
      expect(() => commerce.logins.checkEmailChange({ email: 'nope', emailConfirmation: 'nope' })).toThrow(
        expect.objectContaining({ code: 'invalid-customer' }),
      );
      const taken = { email: other.email, emailConfirmation: other.email, password: PASSWORD };
      expect(await refusal(commerce.logins.changeEmail(token, taken))).toBe('account-exists');
      const email = newEmail();
      const changed = await commerce.logins.changeEmail(token, { email, emailConfirmation: email, password: PASSWORD });
      expect(changed.customer.email).toBe(email);
      expect(changed.context.email).toBe(email);
    });

    it('keeps an address book whose first address is the default', async () => {
      const { commerce, store } = subject;
      const { id, token } = await customer(subject);
      const [first] = await commerce.addressBook.listAddresses(id);
      expect(first).toMatchObject({ isDefaultBilling: true, isDefaultShipping: true, city: subject.address.city });
      const added = await commerce.addressBook.addAddress(
        id,
        { address: { ...subject.address, street: 'Nieuw' } },
        store.country,
      );
      const customerAfter = await commerce.addressBook.setDefaultAddress(id, added.id, 'shipping', token);
      expect(customerAfter.defaultShippingAddressId).toBe(added.id);
      await commerce.addressBook.deleteAddress(id, added.id);
      expect((await commerce.addressBook.listAddresses(id)).map((address) => address.id)).toEqual([first!.id]);
    });

    it('keeps a wishlist of products, newest first, each once; a merge puts a guest list first', async () => {
      const { commerce, skus } = subject;
      const { id } = await customer(subject);
      await commerce.wishlists.add(id, skus[0]);
      await commerce.wishlists.add(id, skus[0]);
      const list = await commerce.wishlists.add(id, skus[1]);
      expect(list.items.map((item) => item.sku)).toEqual([skus[1], skus[0]]);
      expect((await commerce.wishlists.remove(id, skus[1])).items.map((item) => item.sku)).toEqual([skus[0]]);
      const merged = await commerce.wishlists.merge(id, [skus[1]]);
      expect(merged.items.map((item) => item.sku)).toEqual([skus[1], skus[0]]);
    });
  });
}
