import { describe, expect } from 'vitest';
import { type ContractOptions, type ContractSubject, contractArea, type MakeSubject, newEmail } from './subject';

/** Newsletter double opt-in, the shop's stores and stock. */
export function describeNewsletterAndStoresContract(makeSubject: MakeSubject, options: ContractOptions = {}) {
  describe('newsletter and stores', () => {
    let subject: ContractSubject;
    const it = contractArea('newsletter-stores', makeSubject, options, (made) => {
      subject = made;
    });

    it('subscribes pending until the link confirms, then unsubscribes', async () => {
      const { commerce, newsletterStore } = subject;
      const email = newEmail();
      const { subscriber, token } = await commerce.newsletter.signUp(
        { email, firstName: 'Anna', lastName: 'de Vries' },
        newsletterStore,
      );
      expect(subscriber).toMatchObject({ email, status: 'pending' });
      expect(token).toEqual(expect.any(String));
      expect((await commerce.newsletter.confirm(token!)).status).toBe('confirmed');
      expect((await commerce.newsletter.byEmail(email))?.status).toBe('confirmed');
      const preferences = await commerce.newsletter.updatePreferences(token!, { promotions: false });
      expect(preferences.preferences.promotions).toBe(false);
      expect((await commerce.newsletter.unsubscribe(token!)).status).toBe('unsubscribed');
      expect(await commerce.newsletter.byToken('no-such-token')).toBeNull();
    });

    it('lists the stores and finds one by its reference', async () => {
      const { directory } = subject.commerce.stores;
      const stores = await directory.list();
      expect(stores.length).toBeGreaterThan(0);
      const store = stores[0]!;
      expect((await directory.byReference(store.reference))?.id).toBe(store.id);
      expect(await directory.byReference('no-such-store')).toBeNull();
    });

    it('answers the stock of the SKUs asked for', async () => {
      const { stock } = subject.commerce.stores;
      const [answer] = await stock.stockBySkus([subject.skus[0]]);
      expect(answer).toMatchObject({ productNumber: subject.skus[0], available: true });
      expect(answer!.availableStock).toBeGreaterThanOrEqual(20);
    });
  });
}
