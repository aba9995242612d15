import { Trans, useLingui } from '@lingui/react/macro';
import { type Language, translatedPath } from '@shop/i18n';
import { Dialog } from '@shop/ui';
import { type ReactNode, useId } from 'react';
import { ShopLink } from '../components/ShopLink';
import styles from './AccessibilityDialog.module.css';
import { useAccessibilityPreferences } from './accessibility-store';
import { type AccessibilityPreferences, devicePrefersReducedMotion } from './preferences';

export interface AccessibilityDialogProps {
  open: boolean;
  onClose: () => void;
  /** The store's language: the customer-service page's path. */
  language: Language;
}

/**
 * The footer's accessibility settings (spec §2 "legal links with an accessibility button"): what the shop aims at
 * (WCAG 2.2 AA) and where to report a problem, and display preferences that apply at once and are kept in this
 * browser: larger text, stronger contrast, underlined links, reduced motion (on when the device asks for it, until
 * the shopper chooses).
 */
export default function AccessibilityDialog({ open, onClose, language }: AccessibilityDialogProps) {
  const { t } = useLingui();
  const preferences = useAccessibilityPreferences();
  const { change, reset } = preferences;
  const settingsId = useId();
  const reducedMotion = preferences.reducedMotion ?? devicePrefersReducedMotion();
  return (
    <Dialog open={open} onClose={onClose} title={t`Accessibility`}>
      <div className={styles.content}>
        <p>
          <Trans>
            We want everyone to be able to shop with us. Our web shop aims to meet the Web Content Accessibility
            Guidelines (WCAG) 2.2 at level AA.
          </Trans>
        </p>
        <p>
          <Trans>
            Is something hard to use or not working for you?{' '}
            <ShopLink href={translatedPath('customerService', language)} onClick={onClose}>
              Tell our customer service
            </ShopLink>{' '}
            and we will fix it.
          </Trans>
        </p>
        <section aria-labelledby={settingsId} className={styles.settings}>
          <h3 id={settingsId} className={styles.heading}>
            <Trans>Display</Trans>
          </h3>
          <p className={styles.note}>
            <Trans>Your choices apply at once and are kept in this browser.</Trans>
          </p>
          <Setting
            name="largerText"
            checked={preferences.largerText}
            onChange={change}
            label={t`Larger text`}
            description={<Trans>Shows all text a quarter larger.</Trans>}
          />
          <Setting
            name="strongerContrast"
            checked={preferences.strongerContrast}
            onChange={change}
            label={t`Stronger contrast`}
            description={<Trans>Darker text, borders and links.</Trans>}
          />
          <Setting
            name="underlineLinks"
            checked={preferences.underlineLinks}
            onChange={change}
            label={t`Underline links`}
            description={<Trans>Underlines every link, also in menus and lists.</Trans>}
          />
          <Setting
            name="reducedMotion"
            checked={reducedMotion}
            onChange={change}
            label={t`Reduce motion`}
            description={
              <Trans>Stops moving banners, sliders and animations. On by default when your device asks for it.</Trans>
            }
          />
          <button type="button" className={styles.reset} onClick={reset}>
            <Trans>Restore the default settings</Trans>
          </button>
        </section>
      </div>
    </Dialog>
  );
}

type BooleanPreference = 'largerText' | 'strongerContrast' | 'underlineLinks' | 'reducedMotion';

function Setting({
  name,
  checked,
  onChange,
  label,
  description,
}: {
  name: BooleanPreference;
  checked: boolean;
  onChange: (preferences: Partial<AccessibilityPreferences>) => void;
  label: string;
  description: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
      />
      <div>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      </div>
    </div>
  );
}
