import type { CookieChoice } from '@shop/ui/blocks';
import {
  COOKIE_SETTINGS_DAYS,
  COOKIE_SETTINGS_NAME,
  type CookiePreferenceEvent,
  cookieChoiceCookie,
  cookiePreferenceEvent,
  isCookieChoice,
} from '@shop/ui/cookie-consent';

/**
 * The shopper's cookie consent as two cookies (spec §9, 100 days each): `cookie_settings` (`enabled` or `disabled`,
 * the choice made in the cookie message or the cookie settings block) and `cookie_message=hide` (the message was
 * answered). Only a stored `enabled` is consent: without a choice nothing third-party loads, even though the cookie
 * settings block preselects "Enabled (recommended)".
 */
export const COOKIE_MESSAGE_NAME = 'cookie_message';
export const COOKIE_MESSAGE_HIDDEN = 'hide';

export interface ConsentCookies {
  /** The stored choice; null before the shopper chose. */
  choice: CookieChoice | null;
  /** Whether the cookie message was answered (`cookie_message=hide`). */
  messageHidden: boolean;
}

/** Both cookies from a `Cookie` header or `document.cookie`. */
export function readConsentCookies(cookieHeader: string | null | undefined): ConsentCookies {
  const result: ConsentCookies = { choice: null, messageHidden: false };
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed value counts as absent.
    }
    if (name === COOKIE_SETTINGS_NAME && isCookieChoice(value)) result.choice = value;
    if (name === COOKIE_MESSAGE_NAME && value === COOKIE_MESSAGE_HIDDEN) result.messageHidden = true;
  }
  return result;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The `document.cookie` string that hides the cookie message for 100 days. */
export function cookieMessageCookie({ now = new Date(), secure = true }: { now?: Date; secure?: boolean } = {}) {
  const maxAge = COOKIE_SETTINGS_DAYS * DAY_SECONDS;
  return [
    `${COOKIE_MESSAGE_NAME}=${COOKIE_MESSAGE_HIDDEN}`,
    `Max-Age=${maxAge}`,
    `Expires=${new Date(now.getTime() + maxAge * 1000).toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export { type CookiePreferenceEvent, cookieChoiceCookie, cookiePreferenceEvent };

/** Whether the choice is consent for analytics, marketing and other third-party scripts. */
export const isConsent = (choice: CookieChoice | null | undefined): boolean => choice === 'enabled';
