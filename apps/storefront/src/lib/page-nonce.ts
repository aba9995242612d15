/**
 * The page's Content-Security-Policy nonce, as the router wrote it into the head (`<meta property="csp-nonce">`);
 * undefined without one. Scripts the page adds later carry it: the tag manager passes it on to the tags it adds.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}
