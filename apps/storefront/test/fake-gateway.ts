import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the gateway: a real HTTP server on a free port that records what it receives and answers what the
 * test tells it to (by default a Home-shaped result for the store it was asked about).
 */
export interface ReceivedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface GatewayAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeGateway {
  url: string;
  received: ReceivedRequest[];
  /** How the next requests are answered; `'unreachable'` drops the connection, `'silent'` never answers. */
  answer: ((request: ReceivedRequest) => GatewayAnswer) | 'unreachable' | 'silent';
  close(): Promise<void>;
}

/** The default answer: a Home result for the store the request names. */
export function answerHome(request: ReceivedRequest): GatewayAnswer {
  return { body: homeResult(String(request.headers['x-shop-store'])) };
}

function homeResult(storeCode: string) {
  return {
    data: {
      currentStore: { __typename: 'Store', code: storeCode, name: `Store ${storeCode}` },
      products: [
        product('SKU-1', 'Court Classic', '€ 89,95', '€ 89,95', true),
        product('SKU-2', 'Trail Runner', '€ 79,95', '€ 119,95', true),
        product('SKU-3', 'City Loafer', '€ 99,95', '€ 99,95', false),
      ],
    },
  };
}

function product(sku: string, name: string, price: string, regularPrice: string, available: boolean) {
  return {
    __typename: 'Product',
    sku,
    name,
    brand: 'Testbrand',
    url: name.toLowerCase().replaceAll(' ', '-'),
    price: { __typename: 'Money', formatted: price },
    regularPrice: { __typename: 'Money', formatted: regularPrice },
    stock: { __typename: 'StockData', available },
  };
}

export async function startFakeGateway(): Promise<FakeGateway> {
  const gateway: Omit<FakeGateway, 'url' | 'close'> = {
    received: [],
    answer: answerHome,
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received = { method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() };
    gateway.received.push(received);
    if (gateway.answer === 'unreachable') {
      request.socket.destroy();
      return;
    }
    if (gateway.answer === 'silent') return;
    const { status = 200, headers = {}, body = {} } = gateway.answer(received);
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
