/**
 * Code 128 (ISO/IEC 15417), the barcode printed on a loyalty voucher (spec commerce §3 Voucher: text, barcode). Pure:
 * the text becomes symbol values and the widths of its bars and spaces; drawing them (an SVG) is the UI's part.
 *
 * Code set B carries printable ASCII; runs of digits go into code set C (two digits a symbol), which keeps numeric
 * codes short enough for a phone screen at the scanner.
 */

/** Bar and space widths (in modules) of symbol values 0–105 and the stop (106); each symbol is 11 modules wide. */
const PATTERNS: readonly string[] = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

export const CODE128_START_B = 104;
export const CODE128_START_C = 105;
export const CODE128_STOP = 106;
const CODE_B = 100;
const CODE_C = 99;

/** The light margin each side of the symbol, in modules (the standard asks for at least 10). */
export const CODE128_QUIET_ZONE = 10;

export interface Code128 {
  /** Symbol values: the start code, the data (with code set switches), the check symbol and the stop code. */
  values: number[];
  /** Widths in modules, bar first, then space, bar … ending with the stop's closing bar. */
  widths: number[];
  /** The symbol's width in modules, quiet zones not included. */
  modules: number;
}

/** The widths of one symbol value. */
export function code128Pattern(value: number): number[] {
  const pattern = PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`No Code 128 symbol ${value}`);
  return [...pattern].map(Number);
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

function digitRun(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end += 1;
  return end - from;
}

/**
 * The Code 128 of a text of printable ASCII (space to `~`), or null for an empty text or one with other characters
 * (they have no place in a voucher code; a null draws no barcode rather than a wrong one).
 */
export function encodeCode128(text: string): Code128 | null {
  if (text.length === 0 || !/^[\x20-\x7e]+$/.test(text)) return null;
  const values: number[] = [];
  let set: 'B' | 'C' | null = null;
  let index = 0;
  while (index < text.length) {
    const run = digitRun(text, index);
    // Code set C pays off for 4 digits at an end of the text (one switch) and for 6 or more in the middle (two).
    const atAnEnd = index === 0 || index + run === text.length;
    if (set !== 'C' && run >= (atAnEnd ? 4 : 6)) {
      if (run % 2 === 1) {
        // An odd run: its first digit in set B, the even rest in set C.
        if (set === null) values.push(CODE128_START_B);
        values.push(text.charCodeAt(index) - 32);
        set = 'B';
        index += 1;
      }
      values.push(set === null ? CODE128_START_C : CODE_C);
      set = 'C';
    }
    if (set === 'C') {
      if (digitRun(text, index) >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      values.push(CODE_B);
      set = 'B';
    }
    if (set === null) {
      values.push(CODE128_START_B);
      set = 'B';
    }
    values.push(text.charCodeAt(index) - 32);
    index += 1;
  }
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  values.push(check, CODE128_STOP);
  const widths = values.flatMap(code128Pattern);
  return { values, widths, modules: widths.reduce((sum, width) => sum + width, 0) };
}
