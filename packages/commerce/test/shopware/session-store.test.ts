import { describeEachDatabase } from '@shop/db/testing';
import { describe, expect, it } from 'vitest';
import { DatabaseShopwareSessions } from '../../src/shopware/session-store';
import { InMemoryShopwareSessions, type ShopwareSessionStore, sessionKey } from '../../src/shopware/sessions';

const DAY = 24 * 60 * 60 * 1000;
const guest = (contextToken: string) => ({ contextToken, storeCode: 'nl-nl', customerId: null });
const of = (customerId: string, contextToken: string) => ({ contextToken, storeCode: 'nl-nl', customerId });

/** The behaviour both session stores keep: the in-memory one of unit tests and the shared one in the database. */
function describeSessionStore(makeStore: (now: () => Date) => ShopwareSessionStore) {
  let clock = new Date('2026-01-01T00:00:00Z');
  const now = () => clock;
  const store = () => makeStore(now);

  it('keeps a session by the shop token, replaces it, and forgets it', async () => {
    const sessions = store();
    await sessions.set('shop-a', guest('sw-1'));
    expect(await sessions.get('shop-a')).toEqual(guest('sw-1'));
    expect(await sessions.get('shop-b')).toBeNull();
    await sessions.set('shop-a', of('customer-1', 'sw-2'));
    expect(await sessions.get('shop-a')).toEqual(of('customer-1', 'sw-2'));
    await sessions.delete('shop-a');
    expect(await sessions.get('shop-a')).toBeNull();
  });

  it('lets a session count for 30 days after it was last kept', async () => {
    const sessions = store();
    await sessions.set('shop-old', guest('sw-old'));
    clock = new Date(clock.getTime() + 29 * DAY);
    expect(await sessions.get('shop-old')).toEqual(guest('sw-old'));
    clock = new Date(clock.getTime() + 2 * DAY);
    // Read after 29 days, the session was renewed: it still counts 31 days after it was made.
    expect(await sessions.get('shop-old')).toEqual(guest('sw-old'));
    clock = new Date(clock.getTime() + 31 * DAY);
    expect(await sessions.get('shop-old')).toBeNull();
  });

  it("finds a customer's newest live session and replaces it by its key; ends a customer's sessions", async () => {
    const sessions = store();
    await sessions.set('shop-1', of('customer-1', 'sw-1'));
    clock = new Date(clock.getTime() + 1000);
    await sessions.set('shop-2', of('customer-1', 'sw-2'));
    await sessions.set('shop-3', of('customer-2', 'sw-3'));
    const newest = await sessions.newestOfCustomer('customer-1');
    expect(newest).toEqual({ key: sessionKey('shop-2'), session: of('customer-1', 'sw-2') });
    await sessions.replace(newest!.key, of('customer-1', 'sw-2b'));
    expect(await sessions.get('shop-2')).toEqual(of('customer-1', 'sw-2b'));
    expect(await sessions.newestOfCustomer('nobody')).toBeNull();
    await sessions.endCustomerSessions('customer-1', 'shop-2');
    expect(await sessions.get('shop-1')).toBeNull();
    expect(await sessions.get('shop-2')).toEqual(of('customer-1', 'sw-2b'));
    expect(await sessions.get('shop-3')).toEqual(of('customer-2', 'sw-3'));
    await sessions.endCustomerSessions('customer-1');
    expect(await sessions.newestOfCustomer('customer-1')).toBeNull();
  });
}

describe('the in-memory Shopware sessions', () => {
  describeSessionStore((now) => new InMemoryShopwareSessions(100, 30 * DAY, now));

  it('forgets the oldest session past its bound', async () => {
    const sessions = new InMemoryShopwareSessions(2);
    await sessions.set('a', guest('sw-a'));
    await sessions.set('b', guest('sw-b'));
    await sessions.set('c', guest('sw-c'));
    expect(await sessions.get('a')).toBeNull();
    expect(await sessions.get('c')).toEqual(guest('sw-c'));
  });
});

describeEachDatabase('the Shopware sessions in the shop database', (getDb) => {
  describeSessionStore((now) => new DatabaseShopwareSessions(getDb(), { now }));

  it('keeps only the digest of the shop token, shares sessions between stores, and purges expired rows', async () => {
    let clock = new Date('2026-03-01T00:00:00Z');
    const gatewayA = new DatabaseShopwareSessions(getDb(), { now: () => clock, purgeEveryMs: 0 });
    const gatewayB = new DatabaseShopwareSessions(getDb(), { now: () => clock });
    await gatewayA.set('shop-shared', guest('sw-shared'));
    expect(await gatewayB.get('shop-shared')).toEqual(guest('sw-shared'));
    const digests = await getDb().selectFrom('commerce_shopware_session').select('digest').execute();
    expect(digests.map((row) => row.digest)).not.toContain('shop-shared');
    expect(digests.map((row) => row.digest)).toContain(sessionKey('shop-shared'));
    clock = new Date(clock.getTime() + 31 * DAY);
    expect(await gatewayB.get('shop-shared')).toBeNull();
    await gatewayA.set('shop-new', guest('sw-new'));
    const left = await getDb().selectFrom('commerce_shopware_session').select('digest').execute();
    expect(left.map((row) => row.digest)).not.toContain(sessionKey('shop-shared'));
    expect(left.map((row) => row.digest)).toContain(sessionKey('shop-new'));
  });
});
