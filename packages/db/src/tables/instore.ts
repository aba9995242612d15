/** In-store tablet sessions (migration 0008, packages/instore). */
export interface InstoreSessionTable {
  id: string;
  /** `OPEN`, `CLOSED` or another upper-case status; an `OPEN` row past `ttl_dt` reads as `EXPIRED`. */
  status: string;
  ttl_dt: Date;
  location_id: string;
  location_name: string;
  /** The store's branch code. */
  location_code: string;
  created_at: Date;
  closed_at: Date | null;
}
