import type { CountryCode } from '@shop/i18n';
/**
 * VAT per country: shop prices are consumer prices, VAT included; the VAT in a price is worked out from the
 * gross amount, rounded to the nearest minor unit.
 */

/** Standard VAT rates in percent. */
export const VAT_RATES: Readonly<Record<CountryCode, number>> = {
  NL: 21,
  BE: 21,
  DE: 19,
  FR: 20,
  AT: 20,
  LU: 17,
  GB: 20,
};

export function vatRate(country: CountryCode): number {
  return VAT_RATES[country];
}

/** The VAT contained in a gross amount (minor units): gross × rate / (100 + rate), rounded half up. */
export function vatIncluded(grossMinor: number, ratePercent: number): number {
  if (!Number.isSafeInteger(grossMinor)) throw new RangeError(`Amounts are whole minor units, got ${grossMinor}`);
  const sign = grossMinor < 0 ? -1 : 1;
  return sign * Math.round((Math.abs(grossMinor) * ratePercent) / (100 + ratePercent));
}

/**
 * The VAT label under cart totals: a message key and its value, translated by the presentation layer. The English
 * text is `incl. {rate}% VAT` (spec §9 mentions the label with 19 %: the German rate).
 */
export interface VatLabel {
  messageKey: 'cart.vat-label';
  rate: number;
  /** The English text, for logs and as the fallback when no translation exists. */
  text: string;
}

export function vatLabel(country: CountryCode): VatLabel {
  const rate = vatRate(country);
  return { messageKey: 'cart.vat-label', rate, text: `incl. ${rate}% VAT` };
}
