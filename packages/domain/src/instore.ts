import type { AddressInput } from './address';

/**
 * In-store tablet mode (spec storefront §4, commerce §3 and §4): the rules the session service, the gateway and the
 * storefront share. No I/O.
 */

/** The statuses the spec names; a session service may answer others (the storefront then clears the tablet). */
export type InstoreStatus = 'OPEN' | 'EXPIRED' | 'CLOSED';

export const INSTORE_STATUSES: readonly InstoreStatus[] = ['OPEN', 'EXPIRED', 'CLOSED'];

/**
 * How often the tablet asks again whether its session still counts (and on each navigation at most this often): a
 * session that staff closed logs the tablet out within this time.
 */
export const INSTORE_RECHECK_INTERVAL_MS = 30_000;

/** The time to live staff get when they do not name one, and the longest they may ask for (a working day and a bit). */
export const INSTORE_DEFAULT_TTL_MINUTES = 12 * 60;
export const INSTORE_MAX_TTL_MINUTES = 24 * 60;

/**
 * The status a session has at `now`: a stored `OPEN` whose time to live has passed (`ttlDt` is the first moment it
 * no longer counts) is `EXPIRED`; every other status stays as stored.
 */
export function instoreStatusAt(stored: string, ttlDt: Date, now: Date): string {
  return stored === 'OPEN' && ttlDt.getTime() <= now.getTime() ? 'EXPIRED' : stored;
}

/**
 * What the tablet does with a session it reads (spec storefront §4): `OPEN` is kept (stored until its expiry),
 * `EXPIRED` and `CLOSED` are refreshed, anything else (an unknown status, or no session at all) clears the tablet.
 */
export function instoreStep(status: string | null | undefined): 'keep' | 'refresh' | 'clear' {
  if (status === 'OPEN') return 'keep';
  if (status === 'EXPIRED' || status === 'CLOSED') return 'refresh';
  return 'clear';
}

/** What the tablet does with a refresh's answer: only an `OPEN` session is kept; nothing is refreshed twice. */
export function instoreStepAfterRefresh(status: string | null | undefined): 'keep' | 'clear' {
  return status === 'OPEN' ? 'keep' : 'clear';
}

/** Session ids as a URL may carry them: plain, 8 to 128 characters (ours are 22; a remote service's may be UUIDs). */
export function isInstoreSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,128}$/.test(value);
}

/** A branch code's form (a store's code, e.g. `store-amsterdam`); whether it is a known store is the caller's to ask. */
export function isBranchCodeFormat(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(value);
}

// ── tabletop registration ──────────────────────────────────────────────────────────────────────────────────────────

/** What the customer types on the tablet (spec commerce §3 "Tabletop registration mapping"). */
export interface TabletopEntry {
  salutationKey: string;
  firstName: string;
  /** The last name's prefix (Dutch tussenvoegsel: "van", "de", "van der"); optional. */
  insertion: string;
  lastName: string;
  email: string;
  password: string;
  birthdayYear: number | null;
  birthdayMonth: number | null;
  birthdayDay: number | null;
  newsletter: boolean;
  street: string;
  houseNumber: string;
  /** The house-number addition (a box number in Belgium); optional. */
  houseNumberAddition: string;
  zipcode: string;
  city: string;
  countryIso: string;
  phoneNumber: string;
}

/** The spec's mapping in the spec's (Shopware's) terms. */
export interface TabletopAddressLines {
  /** Insertion plus last name, joined by a space. */
  lastName: string;
  /** The house number. */
  additionalAddressLine1: string;
  /** The house-number addition, null when none. */
  additionalAddressLine2: string | null;
}

/** A registration as the shop's API takes it (`RegisterCustomerInput`). */
export interface TabletopRegistration {
  salutationKey: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthdayYear: number | null;
  birthdayMonth: number | null;
  birthdayDay: number | null;
  newsletter: boolean;
  billingAddress: AddressInput;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Insertion and last name joined by one space; either may be empty ("van der" + "Berg" = "van der Berg"). */
export function joinInsertion(insertion: string, lastName: string): string {
  return [tidy(insertion), tidy(lastName)].filter(Boolean).join(' ');
}

/** The spec's mapping: house number to additionalAddressLine1, addition to additionalAddressLine2, joined last name. */
export function tabletopAddressLines(
  entry: Pick<TabletopEntry, 'insertion' | 'lastName' | 'houseNumber' | 'houseNumberAddition'>,
): TabletopAddressLines {
  const addition = tidy(entry.houseNumberAddition);
  return {
    lastName: joinInsertion(entry.insertion, entry.lastName),
    additionalAddressLine1: tidy(entry.houseNumber),
    additionalAddressLine2: addition === '' ? null : addition,
  };
}

/**
 * The registration the tablet sends: a full account (password, birthday, newsletter) whose billing address is the
 * entered address. Our `AddressInput` has Shopware's `additionalAddressLine1` and `additionalAddressLine2` as
 * `houseNumber` and `houseNumberAddition`; the customer's and the address's last name are both the joined one.
 */
export function tabletopRegistration(entry: TabletopEntry): TabletopRegistration {
  const lines = tabletopAddressLines(entry);
  const optional = (value: string) => (tidy(value) === '' ? null : tidy(value));
  const firstName = tidy(entry.firstName);
  return {
    salutationKey: entry.salutationKey,
    firstName,
    lastName: lines.lastName,
    email: entry.email.trim(),
    password: entry.password,
    birthdayYear: entry.birthdayYear,
    birthdayMonth: entry.birthdayMonth,
    birthdayDay: entry.birthdayDay,
    newsletter: entry.newsletter,
    billingAddress: {
      salutationKey: optional(entry.salutationKey),
      firstName,
      lastName: lines.lastName,
      street: tidy(entry.street),
      houseNumber: lines.additionalAddressLine1,
      houseNumberAddition: lines.additionalAddressLine2,
      zipcode: tidy(entry.zipcode),
      city: tidy(entry.city),
      countryIso: entry.countryIso,
      phoneNumber: optional(entry.phoneNumber),
    },
  };
}
