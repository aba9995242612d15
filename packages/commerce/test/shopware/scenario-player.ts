import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import type { RecordedChannel } from './recording';

/**
 * A recorded Store API for whole journeys (a browser, or the gateway driven through GraphQL), where the strict
 * one-shot matching of RecordedStoreApi cannot work: the shop makes its calls with tokens and ids that change with
 * every run, and a browser reads the cart as often as it likes. Design (docs/shopware.md, "Journeys"):
 *
 * - A **scenario** is one shopper's recorded exchanges in one sales channel (by its access key), in order. A request
 *   without a context token that reads the context starts a new **play** of the scenario of its channel, with a
 *   token of the player's; every other request belongs to the play of its `sw-context-token`.
 * - Requests are matched by method, path, query and **body shape**: a recorded body is a pattern whose strings may be
 *   placeholders. `{{any}}` matches any value; `{{sku:a}}` captures the value as `a` (the same value when `a` is met
 *   again); `{{id:a}}` stands for the 32-hex-digit id the player derives from `a` (a product's Shopware id); `{{token}}`
 *   is the play's context token. The same placeholders fill in the recorded answers.
 * - Each play answers **in sequence**: only the next write (anything but a read) of the scenario is answered, which
 *   moves the play on; a read is answered as recorded since the last write played (the cart as it is now), else as
 *   recorded before (newest first), as often as it is asked. A request that matches nothing is answered 599 and kept
 *   in `problems`.
 * - The channel's headers (access key, language, currency) must be the scenario's.
 * - `outage`: `down` answers 503 to everything, `slow` never answers (the shop's time limit and circuit breaker).
 *
 * `GET /__player` answers the plays (scenario, writes played of all) and the problems, for a journey to check it went
 * through the recorded exchanges and nothing else; `POST /__player/outage` (`{"outage": "down" | "slow" | null}`)
 * takes Shopware down and brings it back.
 */
export interface ScenarioExchange {
  note: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Below /store-api. */
  path: string;
  query?: Readonly<Record<string, string>>;
  /** The request body's shape (placeholders allowed); absent: no body. */
  body?: unknown;
  /** A read, answered again whenever it is asked again after it was answered. */
  read: boolean;
  response: { status: number; body: unknown };
}

export interface Scenario {
  name: string;
  channel: RecordedChannel;
  exchanges: readonly ScenarioExchange[];
}

interface Play {
  scenario: Scenario;
  token: string;
  position: number;
  values: Map<string, string>;
}

const PLACEHOLDER = /^\{\{(any|token|sku:\w+|id:\w+)\}\}$/;
const PLACEHOLDERS = /\{\{(token|sku:\w+|id:\w+)\}\}/g;
const MAX_PLAYS = 1000;
const MAX_PROBLEMS = 100;

/** The Shopware id the player gives to a captured value (a product number): stable across runs. */
export const playerIdOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export class ScenarioPlayer {
  readonly problems: string[] = [];
  outage: 'down' | 'slow' | null = null;
  /** Requests received (whatever their answer). */
  requests = 0;
  private readonly plays = new Map<string, Play>();
  private server: Server | null = null;
  private hanging: ServerResponse[] = [];
  private started = 0;

  constructor(private readonly scenarios: readonly Scenario[]) {}

  /** Listens on 127.0.0.1 (`port` 0: any free one); answers the Store API's base URL. */
  async start(port = 0): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.hanging = [];
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Each play: its scenario, how far it went and how many exchanges the scenario has. */
  report() {
    return {
      plays: [...this.plays.values()].map((play) => {
        const writes = play.scenario.exchanges.map((exchange, index) => ({ exchange, index }));
        const all = writes.filter(({ exchange }) => !exchange.read);
        return {
          scenario: play.scenario.name,
          writesPlayed: all.filter(({ index }) => index < play.position).length,
          writes: all.length,
        };
      }),
      problems: this.problems,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://player');
    if (url.pathname === '/__player') return send(response, 200, this.report());
    if (url.pathname === '/__player/outage' && request.method === 'POST') {
      // A journey's Shopware going down (or slow) and coming back: {"outage": "down" | "slow" | null}.
      const outage = (safeJson(text) as { outage?: unknown } | undefined)?.outage;
      if (outage !== 'down' && outage !== 'slow' && outage !== null) return send(response, 400, { error: 'outage' });
      this.outage = outage;
      return send(response, 200, { outage });
    }
    this.requests += 1;
    if (this.outage === 'slow') {
      this.hanging.push(response);
      return;
    }
    if (this.outage === 'down') return send(response, 503, { errors: [{ status: '503', code: 'MAINTENANCE' }] });
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return this.refuse(response, `a body that is not JSON on ${url.pathname}`);
    }
    const asked = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/store-api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
      header: (name: string) => headerOf(request, name),
    };
    const play = this.playOf(asked);
    if (typeof play === 'string') return this.refuse(response, play);
    const found = this.next(play, asked);
    if (!found) {
      const next = play.scenario.exchanges[play.position];
      return this.refuse(
        response,
        `${play.scenario.name}: unexpected ${asked.method} ${asked.path} ${JSON.stringify({ query: asked.query, body })}; ` +
          (next ? `next recorded: ${next.method} ${next.path} (${next.note})` : 'the scenario is over'),
      );
    }
    send(response, found.response.status, fill(found.response.body, play), { 'sw-context-token': play.token });
  }

  /** The play a request belongs to (a new one for a new context), or why it belongs to none. */
  private playOf(asked: { method: string; path: string; header: (name: string) => string | undefined }) {
    const scenario = this.scenarios.find((candidate) => candidate.channel.accessKey === asked.header('sw-access-key'));
    if (!scenario) return `no scenario for the access key ${asked.header('sw-access-key')}`;
    const { languageId, currencyId } = scenario.channel;
    if (asked.header('sw-language-id') !== languageId || asked.header('sw-currency-id') !== currencyId) {
      return `${scenario.name}: the language or currency is not the sales channel's`;
    }
    const token = asked.header('sw-context-token');
    if (token) return this.plays.get(token) ?? `${scenario.name}: an unknown context token ${token}`;
    if (asked.method !== 'GET' || asked.path !== '/context') return `${scenario.name}: a call without a context`;
    if (this.plays.size >= MAX_PLAYS) return 'too many contexts for one run';
    this.started += 1;
    const play: Play = {
      scenario,
      token: `player-${scenario.name}-${this.started}`,
      position: 0,
      values: new Map(),
    };
    this.plays.set(play.token, play);
    return play;
  }

  /**
   * What answers a request: a read recorded since the last write played (the state as it is now), the next write, or a
   * read recorded earlier (newest first). Only a write moves the play on.
   */
  private next(play: Play, asked: { method: string; path: string; query: Record<string, string>; body: unknown }) {
    const { exchanges } = play.scenario;
    let write = play.position;
    while (write < exchanges.length && exchanges[write]!.read) write++;
    const order = [
      ...range(play.position, write),
      ...(write < exchanges.length ? [write] : []),
      ...range(0, play.position).reverse(),
    ];
    for (const index of order) {
      const exchange = exchanges[index]!;
      if (!exchange.read && index !== write) continue;
      const values = new Map(play.values);
      if (!requestMatches(exchange, asked, values, play.token)) continue;
      play.values = values;
      if (index === write) play.position = write + 1;
      return exchange;
    }
    return null;
  }

  private refuse(response: ServerResponse, problem: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem);
    send(response, 599, { errors: [{ status: '599', code: 'RECORDING__UNEXPECTED_REQUEST' }] });
  }
}

function requestMatches(
  exchange: ScenarioExchange,
  asked: { method: string; path: string; query: Record<string, string>; body: unknown },
  values: Map<string, string>,
  token: string,
): boolean {
  return (
    exchange.method === asked.method &&
    exchange.path === asked.path &&
    isDeepStrictEqual(exchange.query ?? {}, asked.query) &&
    shapeMatches(exchange.body, asked.body, values, token, 0)
  );
}

/** Whether a value has the recorded shape; captures fill `values`. */
function shapeMatches(
  pattern: unknown,
  value: unknown,
  values: Map<string, string>,
  token: string,
  depth: number,
): boolean {
  if (depth > 20) return false;
  if (typeof pattern === 'string' && PLACEHOLDER.test(pattern)) {
    const [kind, name] = pattern.slice(2, -2).split(':') as [string, string | undefined];
    if (kind === 'any') return value !== undefined;
    if (kind === 'token') return value === token;
    if (typeof value !== 'string' || !name) return false;
    const known = values.get(name);
    if (kind === 'id') return known !== undefined && value === playerIdOf(known);
    if (known !== undefined) return known === value;
    values.set(name, value);
    return true;
  }
  if (Array.isArray(pattern)) {
    return (
      Array.isArray(value) &&
      value.length === pattern.length &&
      pattern.every((entry, index) => shapeMatches(entry, value[index], values, token, depth + 1))
    );
  }
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(pattern);
    if (!isDeepStrictEqual(new Set(keys), new Set(Object.keys(value)))) return false;
    return keys.every((key) =>
      shapeMatches(
        (pattern as Record<string, unknown>)[key],
        (value as Record<string, unknown>)[key],
        values,
        token,
        depth + 1,
      ),
    );
  }
  return isDeepStrictEqual(pattern, value);
}

/** The recorded answer with the play's values in its placeholders. */
function fill(body: unknown, play: Play): unknown {
  return JSON.parse(
    JSON.stringify(body ?? null).replace(PLACEHOLDERS, (_whole, placeholder: string) => {
      if (placeholder === 'token') return play.token;
      const [kind, name] = placeholder.split(':') as [string, string];
      const value = play.values.get(name) ?? '';
      return kind === 'id' ? playerIdOf(value) : value.replace(/["\\]/g, '');
    }),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 65_536) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
