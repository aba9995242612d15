/**
 * The site key the server wrote on the page; null in the embedded mode (and on the server). A module of its own: the
 * router reads it before hydrating, and the rest of reCAPTCHA (its loader) is no part of the first load.
 */
export function siteKeyOfDocument(): string | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.dataset.recaptchaSiteKey?.trim() || null;
}
