import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Database } from '@shop/db';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER, signClientAddress } from '@shop/domain/client-address';
import type { Kysely } from 'kysely';
import { createGateway, type Gateway } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string }; path?: unknown[] }[];
}

/** The secret the tests sign client addresses with, as the storefront does with CLIENT_ADDRESS_SECRET. */
export const CLIENT_ADDRESS_SECRET = 'test-client-address-secret-0123456789abcdef';

export const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  GATEWAY_PORT: '0',
  CLIENT_ADDRESS_SECRET,
  // The tests prove the upstreams' work and see their changes at once; response-cache.test.ts turns it on.
  RESPONSE_CACHE: 'off',
});

/** A running gateway on a free port, over the test database (migrated and seeded with the demo world), and a client. */
export async function startGateway(db: Kysely<Database>, options: Parameters<typeof createGateway>[2] = {}) {
  const gateway = await createGateway(config, createLogger('silent'), { db, ...options });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const post = async <T>(
    query: string,
    { store = 'nl-nl', variables = {} }: { store?: string; variables?: object } = {},
  ) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-store': store },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLResponse<T> };
  };
  return { gateway, url, post };
}

export type GatewayClient = Awaited<ReturnType<typeof startGateway>>;

let clientAddresses = 0;

/**
 * A client address no other caller of this test file has (198.18.0.0/15, the benchmarking range): rate limits count
 * per client, so two callers that drew the same random address shared a budget and a limit test failed now and then.
 */
export function uniqueClientAddress(): string {
  clientAddresses += 1;
  return `198.18.${Math.floor(clientAddresses / 250)}.${(clientAddresses % 250) + 1}`;
}

/**
 * A gateway with this configuration (the test defaults, overridden by `env`: `NODE_ENV: 'production'`, limits, …) on a
 * free port over the given database, and a client that posts JSON with optional extra headers.
 */
export async function startGatewayWith(
  db: Kysely<Database>,
  env: Record<string, string>,
  options: Omit<NonNullable<Parameters<typeof createGateway>[2]>, 'db'> = {},
) {
  const gateway = await createGateway(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      GATEWAY_PORT: '0',
      CLIENT_ADDRESS_SECRET,
      RESPONSE_CACHE: 'off',
      ...env,
    }),
    createLogger('silent'),
    { ...options, db },
  );
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  const post = async <T = Record<string, unknown>>(
    query: string,
    variables: object = {},
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-store': 'nl-nl', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLResponse<T> };
  };
  return { gateway, url, post };
}

let signedRequests = 0;

/**
 * The headers with which the storefront's server names a shopper's address: the address, a request id and the
 * signature over both (made now, with the tests' CLIENT_ADDRESS_SECRET). Each call is a new request id, so use the
 * headers for one request.
 */
export function clientAddressHeaders(address: string, secret = CLIENT_ADDRESS_SECRET): Record<string, string> {
  const requestId = `test-${++signedRequests}-${randomUUID()}`;
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    'x-request-id': requestId,
    [CLIENT_ADDRESS_SIGNATURE_HEADER]: signClientAddress(secret, { address, requestId }),
  };
}

/**
 * Follows the confirmation mail of a registration to `email` (registering only asks; the mailed link makes
 * the account), as the shopper would: the newest such mail in the development outbox, its link's token, then
 * `confirmRegistration`. The account then exists; log in to use it.
 */
export async function confirmRegistrationOf(
  { gateway, url }: { gateway: Gateway; url: string },
  email: string,
): Promise<void> {
  await gateway.mailer.idle();
  const listed = (await (await fetch(`${url}/dev/mails`, { headers: { accept: 'application/json' } })).json()) as {
    to: string;
    kind: string;
    url: string;
  }[];
  const mail = listed.find((entry) => entry.to === email && entry.kind === 'registration-confirmation');
  if (!mail) throw new Error(`No registration confirmation mail to ${email}`);
  const text = await (await fetch(`${url}${mail.url}?format=text`)).text();
  const token = /\/account\/confirm\/([\w-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`No confirmation link in the mail to ${email}`);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientAddressHeaders(uniqueClientAddress()) },
    body: JSON.stringify({
      query: 'mutation C($token: String!) { confirmRegistration(token: $token) { success errors { code message } } }',
      variables: { token },
    }),
  });
  const body = (await response.json()) as GraphQLResponse<{ confirmRegistration: { success: boolean } }>;
  if (!body.data?.confirmRegistration.success) throw new Error(`Confirming ${email} failed: ${JSON.stringify(body)}`);
}
