import { pageNonce } from '../lib/page-nonce';
import { siteKeyOfDocument } from './site-key';

/**
 * reCAPTCHA v3 in the browser (spec §4, §7, §8): a token for each protected operation (login, registration, password
 * recovery, newsletter), sent to the gateway in the `x-recaptcha-token` header. With a site key (`RECAPTCHA_SITE_KEY`,
 * written on `<html data-recaptcha-site-key>`) Google's script is loaded — only when a protected form is first used
 * (focus or submit), never with the page, so it costs the first load nothing. Without a site key the shop runs in the
 * embedded mode: no third-party script, a fixed token the gateway's embedded verifier accepts.
 *
 * Failures are only logged (spec §4, §8: 'No key provided', 'No version provided', 'Failed to load script', 'Failed to
 * execute'); the operation is then sent without a token and the gateway answers its translated bot-check refusal.
 */

/** The request header the gateway reads (src/app/gateway-proxy.server.ts passes it on). */
export const BOT_CHECK_HEADER = 'x-recaptcha-token';

/** What the embedded storefront sends (the gateway's embedded verifier accepts exactly this). */
export const EMBEDDED_BOT_CHECK_TOKEN = 'embedded-recaptcha-token';

/** The reCAPTCHA actions, the same names the gateway checks. */
export type BotCheckAction = 'login' | 'register' | 'password_recovery' | 'newsletter';

export const RECAPTCHA_VERSION = 3;
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The spec's four failures (§8), logged as they are. */
export const RECAPTCHA_ERRORS = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadScript: 'Failed to load script',
  execute: 'Failed to execute',
} as const;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface RecaptchaSettings {
  /** Google's site key; undefined or null: the embedded mode. */
  siteKey: string | null | undefined;
  version?: number | undefined;
}

export { siteKeyOfDocument } from './site-key';

/** Loads a script by URL (a `<script>` in the head); tests give their own. */
export type ScriptLoader = (src: string) => Promise<void>;

const appendScript: ScriptLoader = (src) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = (error) => {
      script.remove();
      reject(error);
    };
    document.head.append(script);
  });

let scriptLoader: ScriptLoader = appendScript;
let loading: Promise<Grecaptcha | null> | undefined;
let loadedFor: string | undefined;

function log(message: string, error?: unknown) {
  console.error(`[recaptcha] ${message}`, ...(error === undefined ? [] : [error]));
}

/**
 * Loads Google's script once (the first protected form that is used). Answers null — logged — without a key, without
 * version 3, or when the script cannot be loaded (a later call tries again).
 */
export function loadRecaptcha(settings: RecaptchaSettings): Promise<Grecaptcha | null> {
  const siteKey = settings.siteKey?.trim();
  if (!siteKey) {
    log(RECAPTCHA_ERRORS.noKey);
    return Promise.resolve(null);
  }
  if ((settings.version ?? RECAPTCHA_VERSION) !== RECAPTCHA_VERSION) {
    log(RECAPTCHA_ERRORS.noVersion);
    return Promise.resolve(null);
  }
  if (loading && loadedFor === siteKey) return loading;
  loadedFor = siteKey;
  const failed = (error?: unknown) => {
    log(RECAPTCHA_ERRORS.loadScript, error);
    loading = undefined;
    return null;
  };
  loading = scriptLoader(`${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`).then(() => {
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) return failed();
    return new Promise<Grecaptcha>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
  }, failed);
  return loading;
}

/** Starts loading Google's script when a protected form is first used (focus), so the submit does not wait for it. */
export function prepareRecaptcha(settings: RecaptchaSettings = { siteKey: siteKeyOfDocument() }): void {
  if (settings.siteKey) void loadRecaptcha(settings);
}

/**
 * A token for an action: the embedded token without a site key; Google's with one; null (logged) when reCAPTCHA
 * fails — the gateway then refuses the operation with its own message.
 */
export async function recaptchaToken(
  action: BotCheckAction,
  settings: RecaptchaSettings = { siteKey: siteKeyOfDocument() },
): Promise<string | null> {
  if (!settings.siteKey) return EMBEDDED_BOT_CHECK_TOKEN;
  const grecaptcha = await loadRecaptcha(settings);
  if (!grecaptcha) return null;
  try {
    return await grecaptcha.execute(settings.siteKey, { action });
  } catch (error) {
    log(RECAPTCHA_ERRORS.execute, error);
    return null;
  }
}

/** The request headers of a protected operation: the token, when there is one. */
export async function botCheckHeaders(
  action: BotCheckAction,
  settings?: RecaptchaSettings,
): Promise<Record<string, string>> {
  const token = await recaptchaToken(action, settings);
  return token ? { [BOT_CHECK_HEADER]: token } : {};
}

/** For tests: forget a loaded script, and load scripts with `loader` (the page's `<script>` by default). */
export function resetRecaptchaForTests(loader: ScriptLoader = appendScript): void {
  loading = undefined;
  loadedFor = undefined;
  scriptLoader = loader;
}
