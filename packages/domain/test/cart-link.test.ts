import { describe, expect, it } from 'vitest';
import { CART_LINK_TOKEN_PREFIX, isCartLinkToken } from '../src/cart-link';

describe('cart restore tokens', () => {
  const random43 = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd'.padEnd(43, 'x');

  it.each([
    [`${CART_LINK_TOKEN_PREFIX}${random43}`, true],
    // A session token (plain base64url, 43 characters) is never one.
    [random43, false],
    [`cart.${random43}x`, false],
    [`cart.${random43.slice(1)}`, false],
    [`cart.${random43.slice(1)}.`, false],
    ['cart.', false],
    [`CART.${random43}`, false],
    [`cart.${random43}\n`, false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCartLinkToken(value)).toBe(expected);
  });
});
