import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time tokens that travel in mails (password reset, order history by e-mail): 32 random bytes, base64url. Only
 * their SHA-256 digest is stored, so a copy of the database opens no account.
 */
export function newMailToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
