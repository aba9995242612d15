import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The shopper's address as the storefront's server forwards it to the gateway, signed: the gateway counts
 * its per-client rate limits by this address only when the signature is valid and fresh, so a caller that is not the
 * storefront (or has no secret) cannot name an address of its choice to dodge them.
 *
 * Server-only (node:crypto): imported as `@shop/domain/client-address`, never from the package's index, which the
 * browser bundle reads.
 */

/** The shopper's IP address. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-ip';
/** `v1.{unix seconds}.{HMAC-SHA256, base64url}` over the version, the address, the time and the request id. */
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-shop-client-signature';
/** How far a signature's time may lie from the gateway's clock (either way: the two hosts' clocks differ a little). */
export const CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS = 60;
/** The shortest secret either app accepts. */
export const CLIENT_ADDRESS_SECRET_MIN_LENGTH = 32;

const VERSION = 'v1';

function mac(secret: string, address: string, seconds: number, requestId: string): Buffer {
  return createHmac('sha256', secret).update(`${VERSION}\n${address}\n${seconds}\n${requestId}`).digest();
}

/** The signature header's value for an address forwarded in the request `requestId` at `now`. */
export function signClientAddress(
  secret: string,
  { address, requestId, now = new Date() }: { address: string; requestId: string; now?: Date },
): string {
  const seconds = Math.floor(now.getTime() / 1000);
  return `${VERSION}.${seconds}.${mac(secret, address, seconds, requestId).toString('base64url')}`;
}

/**
 * Whether `signature` signs `address` for the request `requestId` with `secret`, made within the allowed age of `now`
 * (compared in constant time). Anything missing or malformed is simply not valid.
 */
export function verifyClientAddress(
  secret: string | undefined,
  {
    address,
    requestId,
    signature,
    now = new Date(),
  }: { address: string | null; requestId: string; signature: string | null; now?: Date },
): boolean {
  if (!secret || !address || !signature || !isIP(address)) return false;
  const match = /^v1\.(\d{1,12})\.([\w-]{43})$/.exec(signature);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - seconds) > CLIENT_ADDRESS_SIGNATURE_MAX_AGE_SECONDS) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, address, seconds, requestId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
