/**
 * Changes that make cached answers and pages stale, as cache tags (cache-tags.ts): a stock change publishes the
 * products (and their categories) whose stock state changed, a price change its products, a content change its
 * documents. In-process listeners (the gateway's response cache) hear each change at once; other processes (the
 * storefront's page cache) read the feed from a cursor over HTTP (`GET /internal/cache-events?after=<cursor>`).
 *
 * The feed keeps the last MAX_EVENTS changes of at most MAX_TAGS_PER_EVENT tags each. A cursor of another process
 * start (another epoch) or older than the oldest change kept answers `reset: true`: the reader has missed changes and
 * must drop everything it cached. A change too large to name (`purgeAll`, or more tags than MAX_TAGS_PER_EVENT) forgets
 * the changes kept, so every reader gets a reset, and in-process listeners hear EVERYTHING.
 */
import { randomUUID } from 'node:crypto';
import { safeTag } from './cache-tags';

export interface CacheEvent {
  seq: number;
  tags: readonly string[];
}

export interface CacheEventsPage {
  /** Where to read from next time. */
  cursor: string;
  events: readonly CacheEvent[];
  /** The reader missed changes (gateway restarted, or too far behind): drop every cached entry. */
  reset: boolean;
}

const MAX_EVENTS = 10_000;

/** Tags one change names at most: a larger change purges everything (a catalogue import names ≤ 1000 products). */
export const MAX_TAGS_PER_EVENT = 2000;

/** What an in-process listener hears for a change too large to name: drop every entry. */
export const EVERYTHING = 'everything';
export type CacheChange = readonly string[] | typeof EVERYTHING;

export class CacheEvents {
  readonly epoch = randomUUID();
  private seq = 0;
  private readonly events: CacheEvent[] = [];
  private readonly listeners = new Set<(change: CacheChange) => void>();

  publish(tags: readonly string[]): void {
    if (tags.length === 0) return;
    // As answers are tagged (cache-tags.ts safeTag), so that a published tag matches the tag an answer carries.
    const unique = [...new Set(tags.map(safeTag))];
    if (unique.length > MAX_TAGS_PER_EVENT) {
      this.purgeAll();
      return;
    }
    const event = { seq: ++this.seq, tags: unique };
    this.events.push(event);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
    for (const listener of this.listeners) listener(event.tags);
  }

  /** Everything may have changed: every reader drops all it cached (a reset), every listener hears EVERYTHING. */
  purgeAll(): void {
    this.seq++;
    this.events.length = 0;
    for (const listener of this.listeners) listener(EVERYTHING);
  }

  subscribe(listener: (change: CacheChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The changes after a cursor (`<epoch>:<seq>`); without one, none (and the cursor to start from). */
  since(cursor: string | undefined): CacheEventsPage {
    const now = `${this.epoch}:${this.seq}`;
    if (cursor === undefined || cursor === '') return { cursor: now, events: [], reset: true };
    const [epoch, seqText] = cursor.split(':');
    const after = Number(seqText);
    const oldest = this.events[0]?.seq ?? this.seq + 1;
    if (epoch !== this.epoch || !Number.isInteger(after) || after > this.seq || after < oldest - 1) {
      return { cursor: now, events: [], reset: true };
    }
    return { cursor: now, events: this.events.filter((event) => event.seq > after), reset: false };
  }
}
