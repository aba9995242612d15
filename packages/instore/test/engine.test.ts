import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { InstoreError } from '../src';
import { clockedEngine, MINUTE, seedStores } from './fixtures';

describeEachDatabase('in-store sessions: every status transition', (getDb) => {
  let setup: ReturnType<typeof clockedEngine>;
  beforeAll(async () => {
    await seedStores(getDb());
  });
  beforeEach(async () => {
    await getDb().deleteFrom('instore_session').execute();
    setup = clockedEngine(getDb());
  });

  it('opens an OPEN session for a store, with its location and time to live', async () => {
    const session = await setup.engine.open('store-amsterdam', 60);
    expect(session).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      status: 'OPEN',
      ttlDt: new Date(setup.clock.now.getTime() + 60 * MINUTE),
      location: { id: 'store-amsterdam', name: 'Amsterdam Kalverstraat', code: 'store-amsterdam' },
    });
    expect(await setup.engine.get(session.id)).toEqual(session);
  });

  it('refuses a place that is not a store and a time to live out of bounds', async () => {
    await expect(setup.engine.open('stockdc')).rejects.toMatchObject({ code: 'location-not-found' });
    await expect(setup.engine.open('store-nowhere')).rejects.toBeInstanceOf(InstoreError);
    for (const ttl of [0, -5, 1.5, 24 * 60 + 1]) {
      await expect(setup.engine.open('store-amsterdam', ttl)).rejects.toMatchObject({ code: 'invalid-ttl' });
    }
  });

  it('OPEN → EXPIRED at its ttlDt (read, not written)', async () => {
    const session = await setup.engine.open('store-amsterdam', 30);
    setup.advance(29);
    expect((await setup.engine.get(session.id))?.status).toBe('OPEN');
    setup.advance(1);
    expect((await setup.engine.get(session.id))?.status).toBe('EXPIRED');
    const stored = await getDb().selectFrom('instore_session').select('status').executeTakeFirstOrThrow();
    expect(stored.status).toBe('OPEN');
  });

  it('OPEN → CLOSED by staff; closing again or closing an unknown session changes nothing', async () => {
    const session = await setup.engine.open('store-amsterdam', 30);
    expect(await setup.engine.close(session.id)).toEqual({ ...session, status: 'CLOSED' });
    setup.advance(60);
    expect((await setup.engine.close(session.id))?.status).toBe('CLOSED');
    expect((await setup.engine.get(session.id))?.status).toBe('CLOSED');
    expect(await setup.engine.close('unknown-session-id')).toBeNull();
  });

  it('EXPIRED → CLOSED when staff close it after its time ran out', async () => {
    const session = await setup.engine.open('store-amsterdam', 30);
    setup.advance(45);
    expect((await setup.engine.close(session.id))?.status).toBe('CLOSED');
  });

  it('opening a store again closes its previous session (one current session per store)', async () => {
    const first = await setup.engine.open('store-amsterdam', 60);
    const utrecht = await setup.engine.open('store-utrecht', 60);
    setup.advance(5);
    const second = await setup.engine.open('store-amsterdam', 60);
    expect((await setup.engine.get(first.id))?.status).toBe('CLOSED');
    expect((await setup.engine.get(second.id))?.status).toBe('OPEN');
    // Another store's session is not touched.
    expect((await setup.engine.get(utrecht.id))?.status).toBe('OPEN');
    expect((await setup.engine.currentOf('store-amsterdam'))?.id).toBe(second.id);
  });

  it('an expired session replaced by a new one is recorded EXPIRED, not CLOSED', async () => {
    const first = await setup.engine.open('store-amsterdam', 10);
    setup.advance(20);
    await setup.engine.open('store-amsterdam', 10);
    const stored = await getDb()
      .selectFrom('instore_session')
      .select(['status', 'closed_at'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('EXPIRED');
    expect(stored.closed_at).not.toBeNull();
  });

  it('refresh: an OPEN session answers itself', async () => {
    const session = await setup.engine.open('store-amsterdam', 60);
    expect(await setup.engine.refresh(session.id)).toEqual(session);
  });

  it('refresh: a CLOSED session answers its store’s new OPEN session, else itself (CLOSED)', async () => {
    const first = await setup.engine.open('store-amsterdam', 60);
    await setup.engine.close(first.id);
    expect(await setup.engine.refresh(first.id)).toMatchObject({ id: first.id, status: 'CLOSED' });
    const second = await setup.engine.open('store-amsterdam', 60);
    expect(await setup.engine.refresh(first.id)).toEqual(second);
  });

  it('refresh: an EXPIRED session answers its store’s new OPEN session, else itself (EXPIRED)', async () => {
    const first = await setup.engine.open('store-amsterdam', 30);
    setup.advance(31);
    expect(await setup.engine.refresh(first.id)).toMatchObject({ id: first.id, status: 'EXPIRED' });
    const second = await setup.engine.open('store-amsterdam', 30);
    expect(await setup.engine.refresh(first.id)).toEqual(second);
    // Once the new one expires too, refreshing either answers the session itself.
    setup.advance(31);
    expect(await setup.engine.refresh(first.id)).toMatchObject({ id: first.id, status: 'EXPIRED' });
    expect(await setup.engine.refresh(second.id)).toMatchObject({ id: second.id, status: 'EXPIRED' });
  });

  it('refresh never takes another store’s session', async () => {
    const amsterdam = await setup.engine.open('store-amsterdam', 60);
    await setup.engine.open('store-utrecht', 60);
    await setup.engine.close(amsterdam.id);
    expect(await setup.engine.refresh(amsterdam.id)).toMatchObject({ id: amsterdam.id, status: 'CLOSED' });
  });

  it('another status written by a later service reads as it is, and refresh answers it unchanged', async () => {
    const session = await setup.engine.open('store-amsterdam', 60);
    await getDb().updateTable('instore_session').set({ status: 'REVOKED' }).where('id', '=', session.id).execute();
    await setup.engine.open('store-amsterdam', 60);
    expect((await setup.engine.get(session.id))?.status).toBe('REVOKED');
    expect(await setup.engine.refresh(session.id)).toMatchObject({ id: session.id, status: 'REVOKED' });
    expect((await setup.engine.close(session.id))?.status).toBe('REVOKED');
  });

  it('unknown sessions are null', async () => {
    expect(await setup.engine.get('no-such-session-id')).toBeNull();
    expect(await setup.engine.refresh('no-such-session-id')).toBeNull();
  });

  it('the database keeps at most one OPEN session per store', async () => {
    const session = await setup.engine.open('store-amsterdam', 60);
    await expect(
      getDb()
        .insertInto('instore_session')
        .values({
          id: 'a-second-open-session',
          status: 'OPEN',
          ttl_dt: session.ttlDt,
          location_id: 'store-amsterdam',
          location_name: 'Amsterdam Kalverstraat',
          location_code: 'store-amsterdam',
          created_at: setup.clock.now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('lists the stores sessions can be opened for', async () => {
    expect((await setup.engine.listLocations()).map((location) => location.code)).toEqual([
      'store-amsterdam',
      'store-utrecht',
    ]);
  });
});
