/**
 * Cart restore links (a cancelled payment's return address, later mails): `?token=` carries a restore token of its
 * own, never a session token. Its shape keeps the two apart before anything is asked: `cart.` and 43 base64url
 * characters (32 random bytes). A session token is plain base64url and never contains a dot.
 */
export const CART_LINK_TOKEN_PREFIX = 'cart.';

const CART_LINK_TOKEN = /^cart\.[\w-]{43}$/;

/** Whether a value has the shape of a cart restore token (whether it is valid only the commerce engine knows). */
export function isCartLinkToken(value: string): boolean {
  return CART_LINK_TOKEN.test(value);
}
