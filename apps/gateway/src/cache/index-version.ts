import { LRUCache } from 'lru-cache';

/**
 * The catalog index's version as this process last read it (`catalog_index_state`): every import and every stock
 * refresh raises it (`refreshStock` after an order or a cancelled payment, in any process). Records kept in memory are
 * keyed by it, so none older than the last check (at most `checkMs` ago) is served; a change made by this process is
 * seen at once (`forget`).
 */
export class IndexVersion {
  private known: { value: number; readAt: number } | undefined;
  private reading: Promise<number> | undefined;
  /** Raised by forget: a read that started before it is not kept. */
  private generation = 0;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly checkMs = 1000,
  ) {}

  current(): Promise<number> | number {
    if (this.known && performance.now() - this.known.readAt < this.checkMs) return this.known.value;
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = this.read()
      .then((value) => {
        if (generation === this.generation) this.known = { value, readAt: performance.now() };
        return value;
      })
      .finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
    this.reading = reading;
    return reading;
  }

  /** This process changed the index: read the version again on the next lookup. */
  forget(): void {
    this.known = undefined;
    this.reading = undefined;
    this.generation++;
  }
}

export interface VersionedRecordsOptions {
  /** Records kept at most (least recently used go first). */
  maxEntries: number;
  /** How long a record may be served, at most, in milliseconds. */
  ttlMs: number;
}

/**
 * Records by key as of the index's version: only the keys not in memory are asked for, in one call; concurrent
 * lookups of the same record share it; a failed lookup is not kept.
 */
export class VersionedRecords<T> {
  private readonly records: LRUCache<string, Promise<T>>;

  constructor(
    private readonly version: IndexVersion,
    options: VersionedRecordsOptions,
  ) {
    this.records = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
  }

  /** The records of these keys (`scope`: what else the answer depends on, such as the store's view). */
  async load(
    scope: string,
    keys: readonly string[],
    ask: (missing: readonly string[]) => Promise<readonly T[]>,
  ): Promise<T[]> {
    const prefix = `${await this.version.current()}\u0000${scope}\u0000`;
    const found = new Map<string, Promise<T>>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const known = this.records.get(prefix + key);
      if (known) found.set(key, known);
      else missing.push(key);
    }
    if (missing.length > 0) {
      const asked = ask(missing);
      missing.forEach((key, position) => {
        const id = prefix + key;
        const record = asked.then((answers) => answers[position] as T);
        found.set(key, record);
        this.records.set(id, record);
        record.catch(() => {
          if (this.records.peek(id) === record) this.records.delete(id);
        });
      });
    }
    return Promise.all(keys.map((key) => found.get(key) as Promise<T>));
  }

  /** One record (a whole answer, such as the newest products of a view) as of the index's version. */
  async one(scope: string, ask: () => Promise<T>): Promise<T> {
    const [record] = await this.load(scope, [''], async () => [await ask()]);
    return record as T;
  }
}
