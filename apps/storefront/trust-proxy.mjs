// TRUST_PROXY for server.mjs: whose X-Forwarded-For / -Proto / -Host srvx believes, and so which address the
// storefront names (signed) to the gateway as the shopper's, for its per-client rate limits.
//
//   false (default)   nobody's: the socket's peer is the shopper (the storefront faces the internet itself)
//   loopback          a proxy on this machine: the last X-Forwarded-For entry that is not a loopback address
//   a1,a2,...         proxies at these addresses: the last X-Forwarded-For entry that is not one of them
//   true              one proxy in front, at any address: the last X-Forwarded-For entry (the one it appended)
//
// srvx alone reads `true` as "every hop is a proxy" and takes the FIRST X-Forwarded-For entry, which the shopper
// writes: anyone could then name a new address per request and never be throttled. clientAddressBehindOneProxy
// corrects that for `true`.
import { isIP } from 'node:net';

/** srvx's `trustProxy` option from the TRUST_PROXY value; throws on anything else. */
export function parseTrustProxy(value = 'false') {
  const setting = value.trim();
  if (setting === 'false') return false;
  if (setting === 'true') return true;
  if (setting === 'loopback') return 'loopback';
  const addresses = setting
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length > 0 && addresses.every((address) => isIP(address))) return addresses;
  throw new Error(
    `TRUST_PROXY must be false, true, loopback or a comma-separated list of IP addresses, not "${value}"`,
  );
}

/** The last X-Forwarded-For entry when it is an IP address, else undefined. */
export function lastForwardedFor(header) {
  const last = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return last && isIP(last) ? last : undefined;
}

/** srvx middleware for TRUST_PROXY=true: the shopper is whom the one proxy in front saw (its appended entry). */
export function clientAddressBehindOneProxy(request, next) {
  const address = lastForwardedFor(request.headers.get('x-forwarded-for'));
  if (address) Object.defineProperty(request, 'ip', { value: address, enumerable: true, configurable: true });
  return next();
}
