/**
 * Customer account rules (spec commerce §3–§5, storefront §6), shared by the engine, the gateway and the storefront's
 * forms: password rules, the birthday sent as year/month/day, the customer settings kept as JSON strings in custom
 * fields (look-book wishlist, favourite stores), and the address book's order.
 */

/** The spec's English text says "at least 8 characters"; the upper bound keeps hashing cheap and bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordErrorCode = 'password-too-short' | 'password-too-long';

/** Why a new password is refused; null when it can be used. Length counts characters, not UTF-16 units. */
export function validatePassword(password: string): PasswordErrorCode | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password-too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'password-too-long';
  return null;
}

export type BirthdayErrorCode = 'invalid-birthday';

/** The oldest birthday a form takes: earlier years are typing errors. */
const OLDEST_BIRTH_YEAR = 1900;

/**
 * A birthday from the year, month and day a form sends (spec §3: "sent as birthdayYear, birthdayMonth, birthdayDay"):
 * `null` when none is given, `YYYY-MM-DD` for a real calendar date before `today`, else an error (one part missing,
 * 31 February, a date in the future or before 1900).
 */
export function birthdayFromParts(
  parts: { year?: number | null | undefined; month?: number | null | undefined; day?: number | null | undefined },
  today: Date,
): { birthday: string | null } | { error: BirthdayErrorCode } {
  const { year, month, day } = parts;
  const given = [year, month, day].filter((part) => part !== null && part !== undefined);
  if (given.length === 0) return { birthday: null };
  if (given.length < 3 || !given.every((part) => Number.isInteger(part))) return { error: 'invalid-birthday' };
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (!real || year! < OLDEST_BIRTH_YEAR || date.getTime() >= todayUtc) return { error: 'invalid-birthday' };
  return { birthday: date.toISOString().slice(0, 10) };
}

/** A stored date read back: its first 10 characters (spec §3), or null when it is not a date. */
export function birthdayDate(stored: string | null | undefined): string | null {
  const date = stored?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** The birthday as shown: day first (`31-12-1990`). */
export function formatBirthday(stored: string | null | undefined): string | null {
  const date = birthdayDate(stored);
  if (!date) return null;
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** The custom fields holding customer settings (spec storefront §6), each a JSON string of a list of ids. */
export const LOOKBOOK_WISHLIST_FIELD = 'customer_settings_lookbook_wishlist';
export const FAVOURITE_STORES_FIELD = 'customer_settings_stores';
/** On an address: the chosen service point as a JSON string. */
export const SERVICE_POINT_FIELD = 'shipping_address_service_point';

/** How many ids one settings list keeps: the oldest go when a new one would pass it. */
export const MAX_SETTINGS_ENTRIES = 200;

/**
 * A settings list as stored: a JSON string of an array of strings (an array itself is taken too). Anything else —
 * missing, not JSON, not an array — reads as empty (spec §4: "tolerates invalid data and treats it as empty");
 * entries that are not non-empty strings are dropped, duplicates kept once.
 */
export function parseSettingsList(stored: unknown): string[] {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((entry): entry is string => typeof entry === 'string' && entry.length > 0))];
}

/** Toggling (spec §4): removes the id when it is on the list, else adds it to the end (within the bound). */
export function toggleListEntry(list: readonly string[], id: string, max = MAX_SETTINGS_ENTRIES): string[] {
  if (list.includes(id)) return list.filter((entry) => entry !== id);
  return [...list, id].slice(-max);
}

/** The address book as shown: the default billing address, then the default shipping address, then the others. */
export function sortAddressesDefaultFirst<T extends { id: string }>(
  addresses: readonly T[],
  defaults: { billing: string | null; shipping: string | null },
): T[] {
  const rank = (address: T) => (address.id === defaults.billing ? 0 : address.id === defaults.shipping ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b));
}

/** The addresses that are neither the default billing nor the default shipping address (spec §3). */
export function otherAddresses<T extends { id: string }>(
  addresses: readonly T[],
  defaults: { billing: string | null; shipping: string | null },
): T[] {
  return addresses.filter((address) => address.id !== defaults.billing && address.id !== defaults.shipping);
}
