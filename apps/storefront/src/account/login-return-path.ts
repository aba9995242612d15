import { tabStorage } from './browser-storage';

/** Where a login lands when nothing else was asked for (spec commerce §2, §9). */
export const DEFAULT_REDIRECT_AFTER_LOGIN = '/customer/';

const KEY = 'shop.redirectAfterLogin';

/**
 * A path of this shop, or null: only a path starting with one slash counts (`//host` and `/\host` leave the shop, a
 * full URL is not taken), so a stored value can never send the shopper elsewhere.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or a new line inside `/\t/host`) are dropped by URL parsers: refused too.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f')) return null;
  return value;
}

/** Remembers where to go after the next login (a guard that sent the shopper to log in; a "log in to …" link). */
export function rememberRedirectAfterLogin(path: string, storage: Storage | undefined = tabStorage()): void {
  const safe = safeRedirectPath(path);
  if (!safe || !storage) return;
  try {
    storage.setItem(KEY, safe);
  } catch {
    // A full or refused storage: the login lands on the default.
  }
}

/** Where to go now that the shopper logged in: the remembered path (then forgotten), else the account's dashboard. */
export function takeRedirectAfterLogin(storage: Storage | undefined = tabStorage()): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(KEY) ?? null;
    storage?.removeItem(KEY);
  } catch {
    stored = null;
  }
  return safeRedirectPath(stored) ?? DEFAULT_REDIRECT_AFTER_LOGIN;
}
