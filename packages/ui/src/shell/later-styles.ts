import toast from '../cart/Toast.module.css';
import footer from './Footer.module.css';
import shared from './shared.module.css';

/**
 * The class names of parts a page may hydrate after the rest (the footer, the toasts). The server renders those parts with
 * the page, so their styles must be in the page's stylesheet rather than in the chunk the browser loads after
 * hydration: an app that hydrates the footer later passes these to whatever holds that part, which keeps them (and
 * their CSS) in its entry.
 */
export const footerStyles: readonly Readonly<Record<string, string>>[] = [footer, shared];

/** The class names of the cart's toasts (their live regions are in the page from the start). */
export const toastStyles: readonly Readonly<Record<string, string>>[] = [toast];
