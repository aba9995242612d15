import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpeningStatus } from '@shop/domain';

/** Why a store keeps other hours on a date, by the directory's reason code; an unknown code is shown as it came. */
const EXCEPTION_REASONS: Record<string, MessageDescriptor> = {
  'new-years-day': msg`New Year's Day`,
  epiphany: msg`Epiphany`,
  'good-friday': msg`Good Friday`,
  'easter-sunday': msg`Easter Sunday`,
  'easter-monday': msg`Easter Monday`,
  'kings-day': msg`King's Day`,
  'labour-day': msg`Labour Day`,
  'victory-day': msg`Victory in Europe Day`,
  'europe-day': msg`Europe Day`,
  'ascension-day': msg`Ascension Day`,
  'whit-monday': msg`Whit Monday`,
  'corpus-christi': msg`Corpus Christi`,
  'national-day': msg`National holiday`,
  'assumption-day': msg`Assumption Day`,
  'all-saints-day': msg`All Saints' Day`,
  'armistice-day': msg`Armistice Day`,
  'christmas-eve': msg`Christmas Eve`,
  'christmas-day': msg`Christmas Day`,
  'boxing-day': msg`Boxing Day`,
  'new-years-eve': msg`New Year's Eve`,
  stocktaking: msg`Stocktaking`,
  renovation: msg`Closed for renovation`,
  'shopping-sunday': msg`Shopping Sunday`,
};

export function exceptionReason(i18n: I18n, code: string): string {
  const descriptor = EXCEPTION_REASONS[code];
  return descriptor ? i18n._(descriptor) : code;
}

/** "Open until 18:00", "Opens at 13:00", "Closed now", "Closed today". */
export function openingStatusLabel(i18n: I18n, status: OpeningStatus): string {
  const time = status.time ?? '';
  switch (status.state) {
    case 'OPEN':
      return i18n._(msg`Open until ${time}`);
    case 'OPENS_LATER':
      return i18n._(msg`Opens at ${time}`);
    case 'CLOSED_NOW':
      return i18n._(msg`Closed now`);
    default:
      return i18n._(msg`Closed today`);
  }
}

/** A day's hours in a line: "10:00–12:30, 13:30–18:00", or "Closed". */
export function hoursText(i18n: I18n, periods: readonly { start: string; end: string }[]): string {
  if (periods.length === 0) return i18n._(msg({ message: 'Closed', comment: 'A store on a day it does not open' }));
  return periods.map((period) => `${period.start}–${period.end}`).join(', ');
}

export const myLocation = msg({ message: 'My location', comment: 'Where store distances are measured from' });

export function placeNotFound(i18n: I18n, query: string): string {
  return i18n._(msg`We could not find "${query}". Try a postcode or a city name.`);
}
