import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMETERS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyDummyPassword,
  verifyPassword,
} from '../src';
import { median, timed } from './account-fixtures';

describe('password hashes', () => {
  it('are Argon2id PHC strings at the OWASP parameters, salted anew each time', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const parsed = parsePasswordHash(stored)!;
    expect(parsed).toMatchObject({ algorithm: 'argon2id', version: 19, memoryKiB: 19456, passes: 2, parallelism: 1 });
    expect(parsed.salt).toHaveLength(ARGON2_PARAMETERS.saltBytes);
    expect(parsed.hash).toHaveLength(ARGON2_PARAMETERS.tagBytes);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verify the right password only, and refuse what is not a hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plain text')).toBe(false);
    expect(await verifyPassword('correct horse battery', stored.replace('argon2id', 'argon2i'))).toBe(false);
    expect(await verifyDummyPassword('correct horse battery')).toBe(false);
  });

  it('cost the same to check for an unknown account (a dummy hash at the same parameters)', async () => {
    const stored = await hashPassword('correct horse battery');
    // Interleaved rounds compared by their medians: the machine's load (other test files) weighs on both the same,
    // and one stalled round does not decide.
    const real: number[] = [];
    const dummy: number[] = [];
    for (let round = 0; round < 6; round++) {
      real.push(await timed(() => verifyPassword('a wrong guess', stored)));
      dummy.push(await timed(() => verifyDummyPassword('a wrong guess')));
    }
    expect(median(dummy) / median(real)).toBeGreaterThan(0.5);
    expect(median(dummy) / median(real)).toBeLessThan(2);
  });

  it('ask for a rehash when made with weaker parameters (and still verify)', async () => {
    const weak = `$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$${'A'.repeat(43)}`;
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
