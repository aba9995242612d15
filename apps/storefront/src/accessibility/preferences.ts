/**
 * The shopper's display preferences (the footer's accessibility settings) and how they show on the page: as `data-`
 * attributes on `<html>`, which `src/styles/global.css` turns into larger text, stronger contrast, underlined links
 * and reduced motion. Loaded with the settings dialog; the root route imports only `preferences-script.ts` (the
 * script that applies stored preferences before the first paint).
 */

export { APPLY_STORED_PREFERENCES_SCRIPT, PREFERENCES_STORAGE_KEY } from './preferences-script';

export interface AccessibilityPreferences {
  largerText: boolean;
  strongerContrast: boolean;
  underlineLinks: boolean;
  /** `null` until the shopper chooses: the device's setting (`prefers-reduced-motion`) holds. */
  reducedMotion: boolean | null;
}

export const DEFAULT_PREFERENCES: AccessibilityPreferences = {
  largerText: false,
  strongerContrast: false,
  underlineLinks: false,
  reducedMotion: null,
};

/** The attributes on `<html>` (global.css and `usePrefersReducedMotion` of @shop/ui read them). */
export const PREFERENCE_ATTRIBUTES = {
  largerText: ['data-text-size', 'larger'],
  strongerContrast: ['data-contrast', 'more'],
  underlineLinks: ['data-links', 'underline'],
  reducedMotion: 'data-reduced-motion',
} as const;

/** What was stored, if it has the shape of preferences; anything else (an old format, hand edits) is the default. */
export function storedPreferences(value: unknown): AccessibilityPreferences {
  const state = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    largerText: state.largerText === true,
    strongerContrast: state.strongerContrast === true,
    underlineLinks: state.underlineLinks === true,
    reducedMotion: typeof state.reducedMotion === 'boolean' ? state.reducedMotion : null,
  };
}

/** Sets (or removes) the attributes of the preferences on an element: `document.documentElement`. */
export function applyPreferences(element: Element, preferences: AccessibilityPreferences): void {
  for (const key of ['largerText', 'strongerContrast', 'underlineLinks'] as const) {
    const [name, value] = PREFERENCE_ATTRIBUTES[key];
    if (preferences[key]) element.setAttribute(name, value);
    else element.removeAttribute(name);
  }
  if (preferences.reducedMotion === null) element.removeAttribute(PREFERENCE_ATTRIBUTES.reducedMotion);
  else element.setAttribute(PREFERENCE_ATTRIBUTES.reducedMotion, String(preferences.reducedMotion));
}

/** Whether the device asks for reduced motion (false where it cannot say). */
export function devicePrefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
