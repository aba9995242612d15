import { createServer, type IncomingMessage, type Server } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type { Exchange } from './recording';
import { listenOnTestPort } from './test-port';

/**
 * A value a test makes up at run time (a new e-mail address): a recorded string `{{bind:name}}` matches any string the
 * first time and binds the name to it; every later use must send the same string, and answers carry it back.
 */
const BINDING = /^\{\{bind:([a-z0-9-]+)\}\}$/i;

/** The request headers a recording pins down; any other header is the HTTP client's business. */
const MATCHED_HEADERS = ['sw-access-key', 'sw-context-token', 'sw-language-id', 'sw-currency-id'] as const;

/**
 * An HTTP server that answers Store API requests from recorded exchanges, strictly: a request must match one of the
 * next few unanswered exchanges (`window`, for calls the adapter makes side by side) in method, path, query, the
 * Shopware headers and the JSON body. Anything else is answered 599 and kept in `problems`, which the test asserts
 * empty, together with every exchange having been used.
 */
export class RecordedStoreApi {
  readonly problems: string[] = [];
  private pending: Exchange[] = [];
  private readonly bindings = new Map<string, string>();
  private server: Server | null = null;
  private port = 0;

  constructor(private readonly window = 4) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/store-api`;
  }

  /** Queues a scenario's exchanges, in the order the adapter makes the calls. */
  expect(exchanges: readonly Exchange[]): void {
    this.pending.push(...exchanges);
  }

  /** Forgets the bound values: a new run of the scenarios (once per database) makes up values of its own. */
  forgetBindings(): void {
    this.bindings.clear();
  }

  /** The exchanges not asked for yet (a scenario that stopped early). */
  unused(): string[] {
    return this.pending.map((entry) => `${entry.method} ${entry.path}: ${entry.note}`);
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      void this.answer(request).then(({ status, headers, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(body === undefined ? '' : JSON.stringify(body));
      });
    });
    this.port = await listenOnTestPort(server);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<Exchange['response']> {
    const text = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://recorded');
    // The ports are shared on the development machine: a stray request outside the Store API (another process's
    // health check) is not the adapter's and is answered 404 without counting (the adapter calls only /store-api).
    if (!url.pathname.startsWith('/store-api/')) return { status: 404, body: { errors: [] } };
    const asked = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/store-api/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(MATCHED_HEADERS.map((name) => [name, headerOf(request, name)])),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    const candidates = this.pending.slice(0, this.window);
    let bound = new Map<string, string>();
    const index = candidates.findIndex((entry) => {
      bound = new Map(this.bindings);
      return matches(entry, asked, bound);
    });
    if (index < 0) {
      const next = candidates[0];
      this.problems.push(
        `Unexpected ${asked.method} ${asked.path} ${JSON.stringify({ query: asked.query, headers: asked.headers, body: asked.body })}; ` +
          (next
            ? `next recorded: ${next.method} ${next.path} (${next.note}) ${JSON.stringify(next.request)}`
            : 'no exchange left'),
      );
      return { status: 599, body: { errors: [{ code: 'RECORDING__UNEXPECTED_REQUEST', status: '599' }] } };
    }
    const [used] = this.pending.splice(index, 1);
    for (const [name, value] of bound) this.bindings.set(name, value);
    return { ...used!.response, body: substitute(used!.response.body, this.bindings) };
  }
}

function matches(
  entry: Exchange,
  asked: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, unknown>;
    body: unknown;
  },
  bound: Map<string, string>,
): boolean {
  return (
    entry.method === asked.method &&
    entry.path === asked.path &&
    isDeepStrictEqual(entry.request.query ?? {}, asked.query) &&
    MATCHED_HEADERS.every((name) => entry.request.headers[name] === asked.headers[name]) &&
    matchesValue(entry.request.body, asked.body, bound)
  );
}

/** Deep equality where a recorded `{{bind:name}}` string matches a bound (or, the first time, any) string. */
function matchesValue(recorded: unknown, asked: unknown, bound: Map<string, string>): boolean {
  const binding = typeof recorded === 'string' ? BINDING.exec(recorded) : null;
  if (binding) {
    if (typeof asked !== 'string') return false;
    const known = bound.get(binding[1]!);
    if (known !== undefined) return known === asked;
    bound.set(binding[1]!, asked);
    return true;
  }
  if (Array.isArray(recorded)) {
    return (
      Array.isArray(asked) &&
      recorded.length === asked.length &&
      recorded.every((item, index) => matchesValue(item, asked[index], bound))
    );
  }
  if (recorded && typeof recorded === 'object') {
    if (!asked || typeof asked !== 'object' || Array.isArray(asked)) return false;
    const keys = Object.keys(recorded).filter((key) => (recorded as Record<string, unknown>)[key] !== undefined);
    const askedKeys = Object.keys(asked).filter((key) => (asked as Record<string, unknown>)[key] !== undefined);
    return (
      keys.length === askedKeys.length &&
      keys.every(
        (key) =>
          Object.hasOwn(asked, key) &&
          matchesValue((recorded as Record<string, unknown>)[key], (asked as Record<string, unknown>)[key], bound),
      )
    );
  }
  return isDeepStrictEqual(recorded, asked);
}

/** An answer with the bound values in place of their `{{bind:name}}` strings. */
function substitute(value: unknown, bound: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    const binding = BINDING.exec(value);
    return binding ? (bound.get(binding[1]!) ?? value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => substitute(item, bound));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, bound)]));
  }
  return value;
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
