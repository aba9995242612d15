import { randomBytes } from 'node:crypto';
import type { Database } from '@shop/db';
import { INSTORE_DEFAULT_TTL_MINUTES, INSTORE_MAX_TTL_MINUTES, instoreStatusAt } from '@shop/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  InstoreError,
  type InstoreLocation,
  type InstoreLocationDirectory,
  type InstoreSession,
  type InstoreSessionSource,
} from './types';

type SessionRow = Selectable<Database['instore_session']>;

/** PostgreSQL's unique_violation: a parallel `open` of the same location won the race for its one OPEN row. */
const UNIQUE_VIOLATION = '23505';

/**
 * The embedded in-store session service on PostgreSQL (table `instore_session`, migration 0008).
 *
 * - `open(code, ttlMinutes)`: a new `OPEN` session for one of the shop's stores; the store's previous `OPEN` session
 *   is closed (`CLOSED`, or `EXPIRED` when its time had run out), so a store has at most one current session.
 * - `get(id)`: the session as it stands; an `OPEN` session past its `ttlDt` reads `EXPIRED`.
 * - `refresh(id)`: an `OPEN` session answers itself; an `EXPIRED` or `CLOSED` one answers its store's current `OPEN`
 *   session when staff opened one since, else itself unchanged (still `EXPIRED` or `CLOSED`); any other status
 *   answers itself. A refresh never opens or extends a session: only staff do.
 * - `close(id)`: a stored `OPEN` session (expired or not) becomes `CLOSED`; closing again changes nothing.
 * Unknown ids answer null.
 */
export class InstoreEngine implements InstoreSessionSource {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly locations: InstoreLocationDirectory,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Opens a session for the store with this branch code; `location-not-found` or `invalid-ttl` otherwise. */
  async open(locationCode: string, ttlMinutes: number = INSTORE_DEFAULT_TTL_MINUTES): Promise<InstoreSession> {
    if (!Number.isInteger(ttlMinutes) || ttlMinutes < 1 || ttlMinutes > INSTORE_MAX_TTL_MINUTES) {
      throw new InstoreError('invalid-ttl', `The time to live is 1 to ${INSTORE_MAX_TTL_MINUTES} minutes`);
    }
    const location = await this.locations.byCode(locationCode);
    if (!location) throw new InstoreError('location-not-found', `No store with branch code "${locationCode}"`);
    try {
      return await this.db.transaction().execute((trx) => this.replaceOpenSession(trx, location, ttlMinutes));
    } catch (error) {
      // Two staff members opened the same store at once: the other session is now the current one; ours replaces it.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      return await this.db.transaction().execute((trx) => this.replaceOpenSession(trx, location, ttlMinutes));
    }
  }

  async get(id: string): Promise<InstoreSession | null> {
    const row = await this.row(id);
    return row ? this.toSession(row) : null;
  }

  async refresh(id: string): Promise<InstoreSession | null> {
    const session = await this.get(id);
    if (!session || (session.status !== 'EXPIRED' && session.status !== 'CLOSED')) return session;
    const current = await this.currentOf(session.location.code);
    return current ?? session;
  }

  async close(id: string): Promise<InstoreSession | null> {
    const now = this.now();
    await this.db
      .updateTable('instore_session')
      .set({ status: 'CLOSED', closed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .execute();
    return this.get(id);
  }

  /** The store's current session: its `OPEN` one whose time to live has not run out; null when there is none. */
  async currentOf(locationCode: string): Promise<InstoreSession | null> {
    const row = await this.db
      .selectFrom('instore_session')
      .selectAll()
      .where('location_code', '=', locationCode)
      .where('status', '=', 'OPEN')
      .where('ttl_dt', '>', this.now())
      .executeTakeFirst();
    return row ? this.toSession(row) : null;
  }

  /** The stores sessions can be opened for. */
  listLocations(): Promise<InstoreLocation[]> {
    return this.locations.list();
  }

  private async replaceOpenSession(
    trx: Transaction<Database>,
    location: InstoreLocation,
    ttlMinutes: number,
  ): Promise<InstoreSession> {
    const now = this.now();
    // The previous session stops counting: closed by this opening, or already expired (and then recorded as such).
    await trx
      .updateTable('instore_session')
      .set((eb) => ({
        status: eb.case().when('ttl_dt', '<=', now).then('EXPIRED').else('CLOSED').end(),
        closed_at: now,
      }))
      .where('location_code', '=', location.code)
      .where('status', '=', 'OPEN')
      .execute();
    const row = await trx
      .insertInto('instore_session')
      .values({
        // 128 random bits: the id is what a tablet holds, so it must not be guessable.
        id: randomBytes(16).toString('base64url'),
        status: 'OPEN',
        ttl_dt: new Date(now.getTime() + ttlMinutes * 60_000),
        location_id: location.id,
        location_name: location.name,
        location_code: location.code,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.toSession(row);
  }

  private row(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('instore_session').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private toSession(row: SessionRow): InstoreSession {
    const ttlDt = new Date(row.ttl_dt);
    return {
      id: row.id,
      status: instoreStatusAt(row.status, ttlDt, this.now()),
      ttlDt,
      location: { id: row.location_id, name: row.location_name, code: row.location_code },
    };
  }
}
