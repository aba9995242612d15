import { describe, expect, it } from 'vitest';
import { blockWidthClass } from '../src/block-width';

describe('blockWidthClass (lowercased, first space replaced by a hyphen)', () => {
  it.each([
    ['Full width', 'full-width'],
    ['full-width', 'full-width'],
    ['Large', 'large'],
    ['MEDIUM', 'medium'],
    ['small', 'small'],
    ['Extra large width', 'extra-large width'],
    ['  Full width  ', 'full-width'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (width, expected) => {
    expect(blockWidthClass(width)).toBe(expected);
  });
});
