import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInstoreRestHandler, InstoreRestClient, parseSessionJson } from '../src';
import { clockedEngine, seedStores } from './fixtures';

const STAFF_KEY = 'staff-key-for-the-tests-0123456789';

describeEachDatabase('the in-store REST API and its client', (getDb) => {
  let server: Server;
  let base: string;
  let setup: ReturnType<typeof clockedEngine>;
  let client: InstoreRestClient;
  let staff: InstoreRestClient;

  beforeAll(async () => {
    await seedStores(getDb());
    setup = clockedEngine(getDb());
    const handler = createInstoreRestHandler({ engine: setup.engine, staffKey: STAFF_KEY });
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://local').pathname;
      if (!path.startsWith('/v1/')) return void response.writeHead(404).end();
      handler(request, response, path.slice('/v1'.length)).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    client = new InstoreRestClient({ baseUrl: base });
    staff = new InstoreRestClient({ baseUrl: `${base}/`, staffKey: STAFF_KEY });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(async () => {
    await getDb().deleteFrom('instore_session').execute();
  });

  const staffPost = (path: string, body: unknown, key = STAFF_KEY) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });

  it('answers a session as { id, status, ttlDt, location { id, name, code } }, uncached', async () => {
    const opened = await staffPost('/sessions', { location: 'store-utrecht', ttlMinutes: 90 });
    expect(opened.status).toBe(201);
    const session = (await opened.json()) as { id: string };
    const response = await fetch(`${base}/sessions/${session.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      id: session.id,
      status: 'OPEN',
      ttlDt: new Date(setup.clock.now.getTime() + 90 * 60_000).toISOString(),
      location: { id: 'store-utrecht', name: 'Utrecht Oudegracht', code: 'store-utrecht' },
    });
  });

  it('walks every transition through the client: OPEN, EXPIRED, refreshed to a new one, CLOSED', async () => {
    const first = await staff.open('store-amsterdam', 30);
    expect(await client.get(first.id)).toEqual(first);
    expect(await client.refresh(first.id)).toEqual(first);

    setup.advance(30);
    expect((await client.get(first.id))?.status).toBe('EXPIRED');
    expect((await client.refresh(first.id))?.status).toBe('EXPIRED');

    const second = await staff.open('store-amsterdam', 30);
    expect(await client.refresh(first.id)).toEqual(second);

    expect((await staff.close(second.id))?.status).toBe('CLOSED');
    expect(await client.get(second.id)).toMatchObject({ id: second.id, status: 'CLOSED' });
    expect(await client.refresh(second.id)).toMatchObject({ id: second.id, status: 'CLOSED' });

    const third = await staff.open('store-amsterdam', 30);
    expect(await client.refresh(second.id)).toEqual(third);
  });

  it('answers 404 (the client null) for unknown and malformed ids', async () => {
    expect((await fetch(`${base}/sessions/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${base}/sessions/AAAAAAAAAAAAAAAAAAAAAA/refresh`)).status).toBe(404);
    expect((await fetch(`${base}/sessions/bad%20id`)).status).toBe(404);
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    expect(await client.get('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(await client.refresh('../../locations')).toBeNull();
  });

  it('keeps opening and closing to staff', async () => {
    const session = await staff.open('store-amsterdam', 30);
    for (const key of ['wrong-key', `${STAFF_KEY}x`, '']) {
      const refused = await staffPost('/sessions', { location: 'store-amsterdam' }, key);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    }
    const noHeader = await fetch(`${base}/sessions/${session.id}/close`, { method: 'POST' });
    expect(noHeader.status).toBe(401);
    expect((await fetch(`${base}/locations`)).status).toBe(401);
    await expect(client.close(session.id)).rejects.toMatchObject({ code: 'unauthorized' });
    expect((await client.get(session.id))?.status).toBe('OPEN');
  });

  it('refuses what staff get wrong: an unknown store, a bad time to live, no JSON, the wrong method', async () => {
    const unknown = await staffPost('/sessions', { location: 'store-nowhere' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'location-not-found', message: expect.any(String) } });
    expect((await staffPost('/sessions', { location: 'store-amsterdam', ttlMinutes: 0 })).status).toBe(400);
    expect((await staffPost('/sessions', { location: 'store-amsterdam', ttlMinutes: '60' })).status).toBe(400);
    expect((await staffPost('/sessions', { location: 'no spaces please' })).status).toBe(400);
    expect((await staffPost('/sessions', [])).status).toBe(400);
    const text = await fetch(`${base}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${STAFF_KEY}` },
      body: 'store-amsterdam',
    });
    expect(text.status).toBe(400);
    const wrongMethod = await fetch(`${base}/sessions/AAAAAAAAAAAAAAAAAAAAAA`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    await expect(staff.open('store-nowhere')).rejects.toMatchObject({ code: 'location-not-found' });
  });

  it('lists the stores for staff', async () => {
    const response = await fetch(`${base}/locations`, { headers: { authorization: `Bearer ${STAFF_KEY}` } });
    expect(await response.json()).toEqual([
      { id: 'store-amsterdam', name: 'Amsterdam Kalverstraat', code: 'store-amsterdam' },
      { id: 'store-utrecht', name: 'Utrecht Oudegracht', code: 'store-utrecht' },
    ]);
  });
});

describe('the REST client against a failing or strange service', () => {
  const answering = (status: number, body: unknown) =>
    new InstoreRestClient({
      baseUrl: 'http://instore.test/v1',
      fetch: async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    });

  it('passes other statuses through as the service wrote them', async () => {
    const session = await answering(200, {
      id: 'remote-session-1',
      status: 'CANCELLED',
      ttlDt: '2026-05-04T18:00:00+02:00',
      location: { id: 42, name: 'Gent Veldstraat', code: '0301' },
    }).get('remote-session-1');
    expect(session).toEqual({
      id: 'remote-session-1',
      status: 'CANCELLED',
      ttlDt: new Date('2026-05-04T16:00:00Z'),
      location: { id: '42', name: 'Gent Veldstraat', code: '0301' },
    });
  });

  it('fails with upstream-failed on errors, non-JSON and answers that are not sessions', async () => {
    await expect(answering(500, { error: 'boom' }).get('remote-session-1')).rejects.toMatchObject({
      code: 'upstream-failed',
    });
    await expect(answering(200, '<html>').get('remote-session-1')).rejects.toMatchObject({ code: 'upstream-failed' });
    await expect(answering(200, { id: 'x', status: 'OPEN' }).refresh('remote-session-1')).rejects.toMatchObject({
      code: 'upstream-failed',
    });
    expect(() => parseSessionJson({ id: 'x', status: 'OPEN', ttlDt: 'soon', location: {} })).toThrow();
    const unreachable = new InstoreRestClient({
      baseUrl: 'http://instore.test/v1',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.get('remote-session-1')).rejects.toMatchObject({ code: 'upstream-failed' });
  });
});
