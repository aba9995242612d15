/**
 * Dates of the customer area in the store's locale. The server and the browser must write the same text (hydration),
 * so the time zone is fixed: calendar dates (`YYYY-MM-DD`: voucher validity) are read as such (UTC), timestamps
 * (orders, shipments) in the shop's own zone.
 */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `2026-03-01` → `1 March 2026` (en-GB), `1 maart 2026` (nl-NL); an unreadable value as it is. */
export function formatDate(value: string, locale: string): string {
  const calendar = isCalendarDate(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: calendar ? 'UTC' : SHOP_TIME_ZONE,
  }).format(date);
}
