import type { CountryCode } from '@shop/i18n';

/**
 * Belgian price display (spec §9). Belgium defines special sale periods (1 June to "31 June" — read as the end of
 * June — and 3 December to 31 December) in which the discount display is hidden; the shop's sale-period flag is
 * always off today, so the rule exists, is tested both ways, and changes nothing until the flag is turned on.
 */
/** The flag of the spec: "the sale-period flag is always false". */
export const BELGIAN_SALE_PERIOD_ENABLED = false;

/** Month (1–12) and day ranges, inclusive. */
const BELGIAN_SALE_PERIODS = [
  { from: { month: 6, day: 1 }, to: { month: 6, day: 30 } },
  { from: { month: 12, day: 3 }, to: { month: 12, day: 31 } },
] as const;

export function isInBelgianSalePeriod(date: Date): boolean {
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const key = month * 100 + day;
  return BELGIAN_SALE_PERIODS.some(
    ({ from, to }) => key >= from.month * 100 + from.day && key <= to.month * 100 + to.day,
  );
}

/** Whether discounts are hidden: only in Belgium, in a sale period, with the flag on. */
export function isDiscountHidden({
  country,
  now,
  salePeriodEnabled = BELGIAN_SALE_PERIOD_ENABLED,
}: {
  country: CountryCode;
  now: Date;
  salePeriodEnabled?: boolean | undefined;
}): boolean {
  return salePeriodEnabled && country === 'BE' && isInBelgianSalePeriod(now);
}
