import { describe, expect, it } from 'vitest';
import { CODE128_START_B, CODE128_START_C, CODE128_STOP, code128Pattern, encodeCode128 } from '../src/barcode';

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('the Code 128 symbol table', () => {
  const data = Array.from({ length: 106 }, (_, value) => code128Pattern(value));

  it('has 106 symbols of 11 modules with three bars and three spaces, and a stop of 13', () => {
    for (const widths of data) {
      expect(widths).toHaveLength(6);
      expect(sum(widths)).toBe(11);
    }
    expect(sum(code128Pattern(CODE128_STOP))).toBe(13);
  });

  it('gives every symbol an even number of bar modules (the standard parity) and a pattern of its own', () => {
    for (const widths of [...data, code128Pattern(CODE128_STOP)]) {
      const bars = widths.filter((_, index) => index % 2 === 0);
      expect(sum(bars) % 2).toBe(0);
    }
    expect(new Set(data.map((widths) => widths.join(''))).size).toBe(106);
  });

  it('has no symbol 107', () => {
    expect(() => code128Pattern(107)).toThrow(RangeError);
  });
});

/** Reads the values back from the widths and the text from the values: a reader independent of the encoder's plan. */
function decode(widths: number[]): { values: number[]; text: string } {
  const table = new Map(Array.from({ length: 107 }, (_, value) => [code128Pattern(value).join(''), value]));
  const values: number[] = [];
  for (let index = 0; index < widths.length; ) {
    const size = widths.length - index === 7 ? 7 : 6;
    const value = table.get(widths.slice(index, index + size).join(''));
    if (value === undefined) throw new Error(`unreadable symbol at ${index}`);
    values.push(value);
    index += size;
  }
  let set = values[0] === CODE128_START_C ? 'C' : 'B';
  let text = '';
  for (const value of values.slice(1, -2)) {
    if (value === 99) set = 'C';
    else if (value === 100) set = 'B';
    else text += set === 'C' ? String(value).padStart(2, '0') : String.fromCharCode(value + 32);
  }
  const check = values.slice(0, -2).reduce((total, value, position) => total + value * Math.max(position, 1), 0) % 103;
  expect(values.at(-2)).toBe(check);
  expect(values.at(-1)).toBe(CODE128_STOP);
  return { values, text };
}

describe('encodeCode128', () => {
  it('encodes the textbook example PJJ123C in code set B with check symbol 55', () => {
    const code = encodeCode128('PJJ123C');
    expect(code?.values).toEqual([CODE128_START_B, 48, 42, 42, 17, 18, 19, 35, 55, CODE128_STOP]);
    expect(code?.modules).toBe(11 * 9 + 13);
  });

  it.each<[string, string, number[]]>([
    ['digits only, even', '20260412', [CODE128_START_C, 20, 26, 4, 12]],
    ['digits only, odd', '1234567', [CODE128_START_B, 17, 99, 23, 45, 67]],
    ['three digits stay in set B', 'A123', [CODE128_START_B, 33, 17, 18, 19]],
    ['a short run in the middle stays in B', 'AB1234CD', [CODE128_START_B, 33, 34, 17, 18, 19, 20, 35, 36]],
    ['a long run in the middle goes to C', 'LV-123456-X', [CODE128_START_B, 44, 54, 13, 99, 12, 34, 56, 100, 13, 56]],
    ['digits at the end go to C', 'LV1234', [CODE128_START_B, 44, 54, 99, 12, 34]],
    ['digits at the start, letters after', '1234AB', [CODE128_START_C, 12, 34, 100, 33, 34]],
  ])('%s: %s', (_name, text, start) => {
    const code = encodeCode128(text);
    expect(code).not.toBeNull();
    expect(code?.values.slice(0, -2)).toEqual(start);
    expect(decode(code?.widths ?? []).text).toBe(text);
    expect(code?.modules).toBe(sum(code?.widths ?? []));
  });

  it.each([
    ['', 'empty'],
    ['ünïcode', 'outside ASCII'],
    ['tab\there', 'a control character'],
  ])('draws nothing for %j (%s)', (text) => {
    expect(encodeCode128(text)).toBeNull();
  });

  it('reads back every printable character', () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    expect(decode(encodeCode128(printable)?.widths ?? []).text).toBe(printable);
  });
});
