/**
 * The third parties the shop may load scripts from, one entry each: the third-party loader refuses a script from any
 * other origin, and the Content-Security-Policy (content-security-policy.ts) allows exactly these. A new third-party
 * script is added here first.
 */
export interface ThirdParty {
  /** Script sources as CSP host sources (an origin, or an origin with a path prefix ending in `/`). */
  scriptSources: readonly string[];
  /** Whether its scripts wait for consent and the loader's delay (everything but the bot check). */
  needsConsent: boolean;
}

export const THIRD_PARTIES = {
  /** Google Tag Manager (`GTM_ID`), and Google's tags it loads (gtag.js from the same hosts). */
  tagManager: {
    scriptSources: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
    needsConsent: true,
  },
  /** The social feed block (Flockler embed, spec §4). */
  socialFeed: { scriptSources: ['https://plugins.flockler.com'], needsConsent: true },
  /**
   * reCAPTCHA v3 (spec §7): protects the account and newsletter forms, so it is a necessary service, loaded by its own
   * module when a protected form needs it, not by the third-party loader.
   */
  botCheck: {
    scriptSources: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    needsConsent: false,
  },
} as const satisfies Record<string, ThirdParty>;

export type ThirdPartyName = keyof typeof THIRD_PARTIES;

/** Whether a script URL is one of a third party's sources (CSP host-source matching: origin, wildcard, path prefix). */
export function isScriptOf(thirdParty: ThirdParty, src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  return thirdParty.scriptSources.some((source) => {
    const { origin: sourceOrigin, path } = splitSource(source);
    const host = sourceOrigin.slice('https://'.length);
    const hostMatches = host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
    return hostMatches && url.port === '' && url.pathname.startsWith(path);
  });
}

function splitSource(source: string): { origin: string; path: string } {
  const slash = source.indexOf('/', 'https://'.length);
  return slash < 0 ? { origin: source, path: '/' } : { origin: source.slice(0, slash), path: source.slice(slash) };
}
