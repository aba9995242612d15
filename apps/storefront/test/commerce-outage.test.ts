import { describe, expect, it } from 'vitest';
import { GatewayQueryError } from '../src/lib/graphql/client.server';
import { isCommerceOutage } from '../src/lib/graphql/outage';

const graphqlError = (code: string) => ({ message: 'x', extensions: { code } });

describe('a gateway failure of the shop system behind it', () => {
  it.each([
    [
      'the server client, commerce unavailable',
      new GatewayQueryError('x', 200, [graphqlError('COMMERCE_UNAVAILABLE')]),
      true,
    ],
    ['the server client, commerce busy', new GatewayQueryError('x', 200, [graphqlError('COMMERCE_BUSY')]), true],
    [
      'the browser client (errors of Apollo)',
      { errors: [graphqlError('INTERNAL_SERVER_ERROR'), graphqlError('COMMERCE_UNAVAILABLE')] },
      true,
    ],
    ['an internal error', new GatewayQueryError('x', 200, [graphqlError('INTERNAL_SERVER_ERROR')]), false],
    ['no answer (a status)', new GatewayQueryError('x', 502), false],
    ['errors without extensions', { errors: [{ message: 'x' }, null] }, false],
    ['a plain error', new Error('COMMERCE_UNAVAILABLE'), false],
    ['nothing', null, false],
  ])('%s: %s', (_name, error, outage) => {
    expect(isCommerceOutage(error)).toBe(outage);
  });
});
