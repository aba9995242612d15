// A cached page cannot carry a per-response nonce: every shopper would get the same one. When a page is stored, its
// Content-Security-Policy trades the render's nonce for the SHA-256 hashes of exactly the inline scripts that carried
// that nonce. The nonce was fresh and random for that one render, so a script injected into the page's data (a
// product text, a content block) cannot carry it and is never hashed: it stays blocked, as it was under the nonce.
import { createHash } from 'node:crypto';

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/]{22}={0,2})'/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The nonce a Content-Security-Policy names (src/tracking/content-security-policy.ts), if any. */
export function nonceOf(policy) {
  return NONCE_SOURCE.exec(policy ?? '')?.[1];
}

function hasNonce(attributes, nonce) {
  const match = /\bnonce\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match !== null && (match[2] ?? match[3] ?? match[4]) === nonce;
}

/** The CSP hash sources of the inline scripts (with a body; `src` ones are covered by 'self') carrying the nonce. */
export function inlineScriptHashes(html, nonce) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body === '' || /\bsrc\s*=/i.test(attributes) || !hasNonce(attributes, nonce)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's policy for sharing: the nonce source replaced by the hashes of the scripts that carried it. Undefined
 * when the policy has no nonce (nothing to replace: the policy is shared as it is).
 */
export function hashedPolicy(policy, html) {
  const nonce = nonceOf(policy);
  if (!nonce) return undefined;
  const hashes = inlineScriptHashes(html, nonce);
  // With no inline script at all, no inline script may run: the nonce source simply goes.
  return policy.replace(NONCE_SOURCE, hashes.join(' ')).replace(/ {2,}/g, ' ');
}
