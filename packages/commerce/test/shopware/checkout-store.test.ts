import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { ShopwareCheckoutStore } from '../../src/shopware/checkout-store';
import { ADDRESS_NL } from '../fixtures';

describeEachDatabase("the Shopware adapter's kept checkouts", (getDb) => {
  it('keeps two changes made side by side, and forgets checkouts untouched for 30 days', async () => {
    const store = new ShopwareCheckoutStore(getDb());
    await Promise.all([
      store.saveDraft('session-a', { email: 'anna@example.com' }),
      store.saveDraft('session-a', { billingAddress: ADDRESS_NL }),
    ]);
    expect(await store.draft('session-a')).toMatchObject({ email: 'anna@example.com', billingAddress: ADDRESS_NL });

    const long = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await store.saveDraft('session-old', { email: 'old@example.com' }, long);
    await store.saveDraft('session-b', { email: 'b@example.com' });
    expect((await store.draft('session-old')).email).toBeNull();
    expect((await store.draft('session-a')).email).toBe('anna@example.com');
  });
});
