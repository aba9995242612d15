import type { CookieChoice } from './types';

/** The cookie that keeps the shopper's cookie settings choice (spec §9: enabled or disabled, 100 days). */
export const COOKIE_SETTINGS_NAME = 'cookie_settings';
export const COOKIE_SETTINGS_DAYS = 100;
const DAY_SECONDS = 24 * 60 * 60;

/** Enabled is the default (labelled recommended) until the shopper chooses otherwise (spec §4). */
export const DEFAULT_COOKIE_CHOICE: CookieChoice = 'enabled';

export const isCookieChoice = (value: unknown): value is CookieChoice => value === 'enabled' || value === 'disabled';

/** The stored choice from a `Cookie` header or `document.cookie`; the default when absent or invalid. */
export function readCookieChoice(cookieHeader: string | null | undefined): CookieChoice {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE_SETTINGS_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return isCookieChoice(value) ? value : DEFAULT_COOKIE_CHOICE;
    }
  }
  return DEFAULT_COOKIE_CHOICE;
}

/** A `Set-Cookie` / `document.cookie` string storing the choice for 100 days, for the whole site. */
export function cookieChoiceCookie(
  choice: CookieChoice,
  { now = new Date(), secure = true }: { now?: Date; secure?: boolean } = {},
): string {
  const maxAge = COOKIE_SETTINGS_DAYS * DAY_SECONDS;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return [
    `${COOKIE_SETTINGS_NAME}=${choice}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The `cookiePreference` tracking event (spec §7), pushed to the tag manager's dataLayer when a choice is saved. */
export interface CookiePreferenceEvent {
  event: 'cookiePreference';
  cookiePreference: CookieChoice;
  /** The consent the tag manager applies to analytics and marketing tags. */
  consent: 'granted' | 'denied';
}

export function cookiePreferenceEvent(choice: CookieChoice): CookiePreferenceEvent {
  return { event: 'cookiePreference', cookiePreference: choice, consent: choice === 'enabled' ? 'granted' : 'denied' };
}

/**
 * Saves a choice: writes the cookie and pushes the event. The document and the dataLayer are passed in, so this
 * runs in tests and never touches globals on the server.
 */
export function saveCookieChoice(
  choice: CookieChoice,
  target: { document: { cookie: string }; dataLayer?: unknown[] | undefined; now?: Date; secure?: boolean },
): CookiePreferenceEvent {
  target.document.cookie = cookieChoiceCookie(choice, {
    ...(target.now ? { now: target.now } : {}),
    ...(target.secure !== undefined ? { secure: target.secure } : {}),
  });
  const event = cookiePreferenceEvent(choice);
  target.dataLayer?.push(event);
  return event;
}
