import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Argon2id (Node's built-in `crypto.argon2`) at OWASP's recommended parameters: 19 MiB of
 * memory, 2 passes, parallelism 1, a 16-byte random salt and a 32-byte tag. Stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, unpadded standard base64) so that the parameters travel with each
 * hash and can be raised later (`needsRehash`).
 */
export const ARGON2_PARAMETERS = {
  algorithm: 'argon2id',
  version: 19,
  memoryKiB: 19_456,
  passes: 2,
  parallelism: 1,
  saltBytes: 16,
  tagBytes: 32,
} as const;

interface ParsedHash {
  algorithm: string;
  version: number;
  memoryKiB: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

const PHC = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The parts of a stored PHC string; null when it is not one this module can verify. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [, algorithm, version, memory, passes, parallelism, salt, hash] = match;
  if (algorithm !== 'argon2id') return null;
  return {
    algorithm,
    version: Number(version),
    memoryKiB: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    salt: Buffer.from(salt!, 'base64'),
    hash: Buffer.from(hash!, 'base64'),
  };
}

/** Runs on libuv's thread pool: a login never blocks the event loop for the hash's ~40 ms. */
function derive(
  password: string,
  salt: Buffer,
  parameters: { memoryKiB: number; passes: number; parallelism: number; tagBytes: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: Buffer.from(password.normalize('NFC'), 'utf8'),
        nonce: salt,
        memory: parameters.memoryKiB,
        passes: parameters.passes,
        parallelism: parameters.parallelism,
        tagLength: parameters.tagBytes,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const p = ARGON2_PARAMETERS;
  const salt = randomBytes(p.saltBytes);
  const hash = await derive(password, salt, p);
  return `$${p.algorithm}$v=${p.version}$m=${p.memoryKiB},t=${p.passes},p=${p.parallelism}$${b64(salt)}$${b64(hash)}`;
}

/** Whether a password matches a stored hash, with its own parameters; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.version !== ARGON2_PARAMETERS.version || parsed.hash.length < 16) return false;
  const candidate = await derive(password, parsed.salt, { ...parsed, tagBytes: parsed.hash.length });
  return timingSafeEqual(candidate, parsed.hash);
}

/** A hash made with weaker (older) parameters than today's: replace it at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  const p = ARGON2_PARAMETERS;
  return (
    !parsed ||
    parsed.version !== p.version ||
    parsed.memoryKiB < p.memoryKiB ||
    parsed.passes < p.passes ||
    parsed.parallelism !== p.parallelism ||
    parsed.salt.length < p.saltBytes ||
    parsed.hash.length < p.tagBytes
  );
}

/**
 * A hash of no password at today's parameters (random salt and tag: nothing derives to it). Verifying costs what
 * verifying a real hash costs.
 */
const DUMMY_HASH = (() => {
  const p = ARGON2_PARAMETERS;
  const parameters = `m=${p.memoryKiB},t=${p.passes},p=${p.parallelism}`;
  return `$${p.algorithm}$v=${p.version}$${parameters}$${b64(randomBytes(p.saltBytes))}$${b64(randomBytes(p.tagBytes))}`;
})();

/**
 * Verifies the password against a hash of nothing: a login with an unknown e-mail address costs what one with a
 * known address costs, so the answer's timing does not tell whether an account exists.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
