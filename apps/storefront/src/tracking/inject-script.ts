import { pageNonce } from '../lib/page-nonce';

/** Adds a script to the document once per URL (a separate chunk: it loads when the first third-party script may). */
const loading = new Map<string, Promise<HTMLScriptElement>>();

export function injectScript(src: string): Promise<HTMLScriptElement> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      // Allowed by its host already; with the nonce the tag manager may hand it on to the tags it adds.
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve(script), { once: true });
      script.addEventListener(
        'error',
        () => {
          // A later attempt (another page) may try again.
          loading.delete(src);
          script.remove();
          reject(new Error(`Failed to load ${src}`));
        },
        { once: true },
      );
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
