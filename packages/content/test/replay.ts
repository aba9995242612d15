import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A recorded HTTP exchange with the Prismic Document API. */
interface Exchange {
  request: { method: string; url: string };
  response: { status: number; body: unknown };
}

const directory = fileURLToPath(new URL('./fixtures/', import.meta.url));

export const exchanges: Exchange[] = readdirSync(directory)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(`${directory}${name}`, 'utf8')) as Exchange);

/** The request's identity: path and sorted query parameters, without the client's version marker. */
function keyOf(url: string): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams.entries()].filter(([name]) => name !== 'x-c').map(([k, v]) => `${k}=${v}`);
  return `${parsed.origin}${parsed.pathname}?${params.sort().join('&')}`;
}

/**
 * A fetch that answers from the recorded exchanges (no network) and remembers what was asked. An unrecorded request
 * answers 599 so a test sees it at once.
 */
export function replayFetch(options: { failWith?: number } = {}) {
  const requested: string[] = [];
  const byKey = new Map(exchanges.map((exchange) => [keyOf(exchange.request.url), exchange]));
  const fetch = async (input: string | URL, init?: { headers?: Record<string, string> }) => {
    const url = String(input);
    requested.push(url);
    void init;
    const exchange = byKey.get(keyOf(url));
    const isSearch = new URL(url).pathname.endsWith('/documents/search');
    if (options.failWith && isSearch) {
      return new Response(JSON.stringify({ message: 'Upstream unavailable' }), { status: options.failWith });
    }
    if (!exchange) return new Response(JSON.stringify({ message: `Not recorded: ${url}` }), { status: 599 });
    return new Response(JSON.stringify(exchange.response.body), {
      status: exchange.response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requested };
}
