import type { Language } from '@shop/i18n';
import { lazy, Suspense, useCallback, useState } from 'react';

// The dialog and its store (zustand, localStorage) are not needed to show a page: they load with the first click.
const AccessibilityDialog = lazy(() => import('./AccessibilityDialog'));

/**
 * The footer's accessibility settings: `open` is the footer button's click (the button itself is the footer's plain
 * `<button>`), `dialog` the settings dialog, rendered once the shopper first asked for it.
 */
export function useAccessibilitySettings(language: Language) {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const dialog = wanted ? (
    <Suspense fallback={null}>
      <AccessibilityDialog open={isOpen} onClose={() => setOpen(false)} language={language} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
