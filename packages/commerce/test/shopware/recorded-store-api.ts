import { createServer, type IncomingMessage, type Server } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type { Exchange } from './recording';
import { listenOnTestPort } from './test-port';

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
    const index = candidates.findIndex((entry) => matches(entry, asked));
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
    return used!.response;
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
): boolean {
  return (
    entry.method === asked.method &&
    entry.path === asked.path &&
    isDeepStrictEqual(entry.request.query ?? {}, asked.query) &&
    MATCHED_HEADERS.every((name) => entry.request.headers[name] === asked.headers[name]) &&
    isDeepStrictEqual(entry.request.body, asked.body)
  );
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
