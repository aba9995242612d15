import type { StoreCode } from '@shop/i18n';
import type { Logger } from './logger';

/**
 * Bot checks (spec §7, §8: reCAPTCHA v3). The storefront sends a token in the `x-recaptcha-token` request header with
 * the protected operations (registration, login, password recovery, newsletter); the gateway asks a verifier whether
 * it is a human's. Two adapters: Google's siteverify (when `RECAPTCHA_SECRET` is set) and an embedded verifier for
 * local runs, which accepts the embedded storefront's fixed token and can be switched to refuse everything (tests).
 */

export const BOT_CHECK_HEADER = 'x-recaptcha-token';

/** What the embedded storefront sends when no site key is configured (no Google script is loaded). */
export const EMBEDDED_BOT_CHECK_TOKEN = 'embedded-recaptcha-token';

/** The reCAPTCHA actions of the protected operations (the storefront executes with the same names). */
export type BotCheckAction = 'login' | 'register' | 'password_recovery' | 'newsletter';

export interface BotCheckRequest {
  token: string | null;
  action: BotCheckAction;
  /** The caller's IP address (Google's `remoteip`). */
  clientAddress: string;
  store: StoreCode;
}

export interface BotCheckResult {
  human: boolean;
  /** Why not, for the log: missing-token, wrong-action, low-score, the verifier's error codes, unavailable. */
  reason?: string;
  score?: number;
}

export interface BotVerifier {
  verify(request: BotCheckRequest): Promise<BotCheckResult>;
}

export type EmbeddedBotCheckMode = 'accept' | 'reject';

/**
 * The embedded verifier: accepts exactly the embedded storefront's token, or nothing when switched to `reject` —
 * for the whole gateway or for one store (a browser journey switches one store so that journeys running beside it
 * in other stores are not refused).
 */
export class EmbeddedBotVerifier implements BotVerifier {
  private readonly byStore = new Map<StoreCode, EmbeddedBotCheckMode>();

  constructor(private mode: EmbeddedBotCheckMode = 'accept') {}

  /** Switches the mode for every store, or for one store (`null` returns that store to the general mode). */
  setMode(mode: EmbeddedBotCheckMode | null, store?: StoreCode): void {
    if (store) {
      if (mode) this.byStore.set(store, mode);
      else this.byStore.delete(store);
    } else if (mode) {
      this.mode = mode;
      this.byStore.clear();
    }
  }

  modes(): { mode: EmbeddedBotCheckMode; stores: Partial<Record<StoreCode, EmbeddedBotCheckMode>> } {
    return { mode: this.mode, stores: Object.fromEntries(this.byStore) };
  }

  async verify({ token, store }: BotCheckRequest): Promise<BotCheckResult> {
    if (!token) return { human: false, reason: 'missing-token' };
    if ((this.byStore.get(store) ?? this.mode) === 'reject') return { human: false, reason: 'embedded-reject' };
    return token === EMBEDDED_BOT_CHECK_TOKEN ? { human: true } : { human: false, reason: 'unknown-token' };
  }
}

export interface GoogleVerifierOptions {
  secret: string;
  /** Scores from 0 (a bot) to 1 (a human); below this the check fails. */
  minScore: number;
  timeoutMs: number;
  /** Google's endpoint (tests point it elsewhere). */
  url?: string;
  fetch?: typeof fetch;
  logger?: Logger;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google's siteverify for reCAPTCHA v3: the token must be valid, made for this operation's action and score at least
 * the threshold. When Google cannot be asked (timeout, network, not JSON) the check fails: a protected operation is
 * refused rather than left open to bots (the shopper is told to try again).
 */
export class GoogleRecaptchaVerifier implements BotVerifier {
  constructor(private readonly options: GoogleVerifierOptions) {}

  async verify({ token, action, clientAddress }: BotCheckRequest): Promise<BotCheckResult> {
    if (!token) return { human: false, reason: 'missing-token' };
    if (token.length > 4000) return { human: false, reason: 'malformed-token' };
    const body = new URLSearchParams({ secret: this.options.secret, response: token });
    if (clientAddress && clientAddress !== 'unknown') body.set('remoteip', clientAddress);
    let answer: SiteverifyAnswer;
    try {
      const response = await (this.options.fetch ?? fetch)(this.options.url ?? SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = (await response.json()) as SiteverifyAnswer;
    } catch (error) {
      this.options.logger?.error({ err: error }, 'bot check: siteverify failed');
      return { human: false, reason: 'unavailable' };
    }
    if (!answer.success) return { human: false, reason: (answer['error-codes'] ?? ['invalid-token']).join(',') };
    if (answer.action !== action) return { human: false, reason: 'wrong-action', ...scoreOf(answer) };
    const score = typeof answer.score === 'number' ? answer.score : 0;
    if (score < this.options.minScore) return { human: false, reason: 'low-score', score };
    return { human: true, score };
  }
}

const scoreOf = (answer: SiteverifyAnswer) => (typeof answer.score === 'number' ? { score: answer.score } : {});

export interface BotCheckConfig {
  /** Google's secret key; the embedded verifier when absent. */
  secret: string | undefined;
  minScore: number;
  timeoutMs: number;
  embeddedMode: EmbeddedBotCheckMode;
}

/** The verifier the configuration asks for. */
export function createBotVerifier(config: BotCheckConfig, logger?: Logger): BotVerifier {
  return config.secret
    ? new GoogleRecaptchaVerifier({
        secret: config.secret,
        minScore: config.minScore,
        timeoutMs: config.timeoutMs,
        ...(logger ? { logger } : {}),
      })
    : new EmbeddedBotVerifier(config.embeddedMode);
}
