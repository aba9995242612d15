/**
 * The same JavaScript numbers from both engines. Left alone, pg returns int8 and numeric as strings, while PGlite
 * returns int8 as a number (a bigint past 2^53) and numeric as a string: `count(*)` would differ by engine.
 *
 * - int8 (`count(*)`, `sum()` of integers, bigint columns) becomes a number. The shop's counts and sums of minor units
 *   stay far below 2^53; a larger value throws instead of silently losing digits.
 * - numeric (`avg()`, `sum()` of bigints) becomes a number. The schema stores no numeric columns (money is integer
 *   minor units), so numeric only comes from aggregates; cast to text in SQL where exact decimals matter.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The int8 value ${text} does not fit in a JavaScript number: cast it to text in SQL`);
  }
  return value;
}

/** Text-format parsers by type OID, for PGlite's `parsers` option and pg's `TypeOverrides`. */
export const typeParsers: Readonly<Record<number, (text: string) => number>> = {
  [INT8_OID]: parseInt8,
  [NUMERIC_OID]: Number,
};
