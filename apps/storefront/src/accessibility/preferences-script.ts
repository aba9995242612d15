/**
 * The part of the accessibility settings every page carries (the root route's head): where the preferences are kept,
 * and the script that applies them before the first paint. Everything else loads with the settings dialog.
 */

/** Where the preferences are kept (localStorage; zustand's persist format `{ state, version }`). */
export const PREFERENCES_STORAGE_KEY = 'shop.accessibility';

/**
 * The same as `applyPreferences(document.documentElement, storedPreferences(stored.state))`, as a static inline
 * script for the document's head: stored preferences show from the first paint, without a flash. It is the same
 * text on every page (a CSP can allow it by its hash or the router's nonce), reads nothing but the stored booleans
 * (compared with `=== true`, so no stored text ever reaches the page) and fails silently (no storage, bad JSON).
 */
export const APPLY_STORED_PREFERENCES_SCRIPT = `try{var s=JSON.parse(localStorage.getItem("${PREFERENCES_STORAGE_KEY}")||"null"),p=s&&s.state,d=document.documentElement;if(p&&typeof p==="object"){if(p.largerText===true)d.setAttribute("data-text-size","larger");if(p.strongerContrast===true)d.setAttribute("data-contrast","more");if(p.underlineLinks===true)d.setAttribute("data-links","underline");if(typeof p.reducedMotion==="boolean")d.setAttribute("data-reduced-motion",p.reducedMotion?"true":"false")}}catch(e){}`;
