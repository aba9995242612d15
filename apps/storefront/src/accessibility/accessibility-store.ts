import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type AccessibilityPreferences,
  applyPreferences,
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  storedPreferences,
} from './preferences';

export interface AccessibilityState extends AccessibilityPreferences {
  /** Changes one or more preferences; they apply to the page at once. */
  change: (preferences: Partial<AccessibilityPreferences>) => void;
  /** Back to the defaults (reduced motion follows the device again). */
  reset: () => void;
}

/**
 * The display preferences (src/accessibility/preferences.ts) as a zustand store kept in localStorage. Loaded with the
 * settings dialog, in the browser only: it reads the stored preferences when it is created, and every change is
 * written to `<html>` at once (before that, the head's script has applied what was stored).
 */
export const useAccessibilityPreferences = create<AccessibilityState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      change: (preferences) => set(preferences),
      reset: () => set(DEFAULT_PREFERENCES),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ largerText, strongerContrast, underlineLinks, reducedMotion }) => ({
        largerText,
        strongerContrast,
        underlineLinks,
        reducedMotion,
      }),
      merge: (persisted, current) => ({ ...current, ...storedPreferences(persisted) }),
    },
  ),
);

if (typeof document !== 'undefined') {
  applyPreferences(document.documentElement, useAccessibilityPreferences.getState());
  useAccessibilityPreferences.subscribe((state) => applyPreferences(document.documentElement, state));
}
