/**
 * Test helpers of the commerce package (`@shop/commerce/testing`): never imported by the apps' production code.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('../test/mollie/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

export type RecordedMollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'failed' | 'expired';

/** A request the recorded Mollie server received: method, path with query, and the JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The recorded server's self-signed certificate (for `NODE_EXTRA_CA_CERTS` of a process that calls it). */
export const RECORDED_MOLLIE_CERTIFICATE = fileURLToPath(new URL('recorded-server.crt', FIXTURES));

export interface RecordedMollieOptions {
  /**
   * Where created payments send the shopper (`_links.checkout`): `{base}/{id}`. Default: Mollie's own checkout site,
   * as recorded. A journey points it at `RecordedMollieCheckout`, a hosted checkout page of its own.
   */
  checkoutBaseUrl?: string;
  /**
   * Set NODE_TLS_REJECT_UNAUTHORIZED=0 in this process while the server runs (default), for tests that run the Mollie
   * client in the same process. A server for another process (the journeys' gateway) leaves TLS alone.
   */
  relaxTlsInThisProcess?: boolean;
}

/**
 * An HTTPS server answering Mollie's Payments API (create, get and cancel a payment, create a refund, list methods)
 * from recorded responses (test/mollie/*.json, in the shapes Mollie documents): a created payment echoes the
 * request's amount, description, URLs and metadata as Mollie does; a test moves a payment's status (as a shopper
 * would at Mollie) and can make the next calls fail (5xx) or hang (a timeout). Its certificate is self-signed: the
 * client (which pins Mozilla's CA list) only accepts it with NODE_TLS_REJECT_UNAUTHORIZED=0, which `start` sets for
 * the test process and `close` restores.
 */
export class RecordedMollie {
  readonly requests: RecordedRequest[] = [];
  readonly #payments = new Map<string, Record<string, unknown>>();
  #failures: ('unavailable' | 'hang')[] = [];
  #next = 1;
  #server: Server | null = null;
  #hanging: ServerResponse[] = [];
  #tlsBefore: string | undefined;
  readonly #options: RecordedMollieOptions;

  constructor(options: RecordedMollieOptions = {}) {
    this.#options = { ...options };
  }

  /** Payments made from now on send the shopper to `{base}/{id}` (`RecordedMollieCheckout.start` calls it). */
  useCheckout(base: string): void {
    this.#options.checkoutBaseUrl = base;
  }

  /** Starts on a port (0: any free one) of 127.0.0.1; answers the API root for `apiUrl`. */
  async start(port = 0): Promise<string> {
    this.#tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    if (this.#options.relaxTlsInThisProcess !== false) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const server = createServer(
      {
        key: readFileSync(new URL('recorded-server.key', FIXTURES)),
        cert: readFileSync(new URL('recorded-server.crt', FIXTURES)),
      },
      (request, response) => void this.#answer(request, response),
    );
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  }

  async close(): Promise<void> {
    for (const response of this.#hanging) response.destroy();
    this.#hanging = [];
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    if (this.#options.relaxTlsInThisProcess === false) return;
    if (this.#tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = this.#tlsBefore;
  }

  /** What the shopper did at Mollie: the payment's new status. */
  setStatus(id: string, status: RecordedMollieStatus): void {
    const payment = this.#payments.get(id);
    if (!payment) throw new RangeError(`No recorded payment ${id}`);
    payment.status = status;
    payment.isCancelable = status === 'open';
    if (status !== 'open' && status !== 'pending') delete (payment._links as Record<string, unknown>).checkout;
  }

  /** The id of the payment made last (`tr_rec00001`, …). */
  lastPaymentId(): string {
    const ids = [...this.#payments.keys()];
    if (ids.length === 0) throw new RangeError('No payment has been made');
    return ids.at(-1)!;
  }

  payment(id: string): Record<string, unknown> | undefined {
    return this.#payments.get(id);
  }

  /** The next `count` requests answer 503 (the client retries these itself) or never answer. */
  failNext(count: number, how: 'unavailable' | 'hang' = 'unavailable'): void {
    this.#failures.push(...Array.from({ length: count }, () => how));
  }

  async #answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const url = new URL(request.url ?? '/', 'https://127.0.0.1');
    this.requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
    const failure = this.#failures.shift();
    if (failure === 'hang') {
      this.#hanging.push(response);
      return;
    }
    // Retry-After: 0 lets the client's own retries of a 5xx go at once.
    if (failure) return send(response, 503, fixture('errors.json').unavailable, { 'retry-after': '0' });
    if (!/^Bearer (test|live)_\w+$/.test(request.headers.authorization ?? '')) {
      return send(response, 401, fixture('errors.json').unauthorized);
    }
    send(response, ...this.#route(request.method ?? 'GET', url, body));
  }

  #route(method: string, url: URL, body: Record<string, unknown> | null): [number, unknown] {
    const errors = fixture('errors.json');
    if (method === 'GET' && url.pathname === '/v2/methods') {
      const currency = url.searchParams.get('amount[currency]') ?? 'EUR';
      return [200, fixture(currency === 'GBP' ? 'methods-gbp.json' : 'methods-eur.json')];
    }
    if (method === 'POST' && url.pathname === '/v2/payments' && body) return [201, this.#create(body)];
    const refund = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(url.pathname);
    if (method === 'POST' && refund && body) {
      const payment = this.#payments.get(refund[1]!);
      if (!payment) return [404, errors['not-found']];
      return [
        201,
        { ...fixture('refund.json'), amount: body.amount, description: body.description, paymentId: refund[1] },
      ];
    }
    const one = /^\/v2\/payments\/(tr_\w+)$/.exec(url.pathname);
    const payment = one ? this.#payments.get(one[1]!) : undefined;
    if (!payment) return [404, errors['not-found']];
    if (method === 'GET') return [200, payment];
    if (method === 'DELETE') {
      if (payment.status !== 'open') return [422, errors['not-cancelable']];
      this.setStatus(payment.id as string, 'canceled');
      return [200, payment];
    }
    return [404, errors['not-found']];
  }

  #create(body: Record<string, unknown>): Record<string, unknown> {
    const id = `tr_rec${String(this.#next++).padStart(5, '0')}`;
    const recorded = fixture('payment.json');
    const links = recorded._links as Record<string, { href: string; type: string }>;
    const payment = {
      ...recorded,
      id,
      amount: body.amount,
      description: body.description,
      method: body.method ?? null,
      metadata: body.metadata ?? null,
      locale: body.locale ?? recorded.locale,
      redirectUrl: body.redirectUrl,
      webhookUrl: body.webhookUrl,
      _links: {
        ...links,
        self: { ...links.self, href: `https://api.mollie.com/v2/payments/${id}` },
        checkout: {
          ...links.checkout,
          href: this.#options.checkoutBaseUrl
            ? `${this.#options.checkoutBaseUrl.replace(/\/+$/, '')}/${id}`
            : `https://www.mollie.com/checkout/select-method/${id.slice(3)}`,
        },
      },
    };
    this.#payments.set(id, payment);
    return payment;
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
  response.end(JSON.stringify(body));
}
