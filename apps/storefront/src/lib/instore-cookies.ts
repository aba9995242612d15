import { isBranchCodeFormat } from '@shop/domain';

/**
 * The in-store cookies (spec commerce §4: "in-store tablet ordering is recognised from a cookie plus a store-location
 * cookie carrying a branch code"). The tablet's page writes them while its session counts (they expire with it); the
 * storefront's server reads them and tells the gateway the branch (`x-shop-branch`), which records it on orders placed
 * in the store. Not HttpOnly: the page sets and clears them.
 */
export const INSTORE_COOKIE = 'instore';
export const STORE_LOCATION_COOKIE = 'store_location';
/** The request header the gateway reads the branch from. */
export const BRANCH_HEADER = 'x-shop-branch';

/** The `document.cookie` strings that mark this browser as a tablet in the store with this branch code until `expires`. */
export function instoreCookies(branchCode: string, expires: Date, secure: boolean): string[] {
  const attributes = `Path=/; Expires=${expires.toUTCString()}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${INSTORE_COOKIE}=1; ${attributes}`,
    `${STORE_LOCATION_COOKIE}=${encodeURIComponent(branchCode)}; ${attributes}`,
  ];
}

/** The `document.cookie` strings that remove both. */
export function clearedInstoreCookies(): string[] {
  return [INSTORE_COOKIE, STORE_LOCATION_COOKIE].map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
}

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The branch a request is placed in: only with both cookies (the in-store flag and a store location of a branch
 * code's form). Whether the code is one of the shop's stores is the gateway's to check.
 */
export function branchOfCookies(header: string | null | undefined): string | undefined {
  if (cookieValue(header, INSTORE_COOKIE) !== '1') return undefined;
  const branch = cookieValue(header, STORE_LOCATION_COOKIE)?.trim();
  return branch && isBranchCodeFormat(branch) ? branch : undefined;
}
