import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import sharedStyles from './blocks.module.css';
import { DEFAULT_COOKIE_CHOICE } from './cookie-consent';
import styles from './interactive.module.css';
import { cx, RichText, useBlocks } from './shared';
import type { CookieChoice, CookieSettingsProps } from './types';

/**
 * The cookie settings (spec §4): enabled (the default, recommended) or disabled. Saving hands the choice to the app
 * (`onCookieChoiceChange`: it stores the cookie and pushes the `cookiePreference` event, see cookie-consent.ts) and
 * shows a confirmation with the accept or deny title and description that go with the choice.
 */
export function CookieSettings({
  title,
  acceptTitle,
  acceptDescription,
  denyTitle,
  denyDescription,
}: CookieSettingsProps) {
  const { t } = useLingui();
  const { cookieChoice, onCookieChoiceChange } = useBlocks();
  const [choice, setChoice] = useState<CookieChoice>(cookieChoice ?? DEFAULT_COOKIE_CHOICE);
  const [saved, setSaved] = useState<CookieChoice | null>(null);
  const name = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCookieChoiceChange?.(choice);
    setSaved(choice);
  };

  return (
    <section className={styles.cookieSettings}>
      <form onSubmit={onSubmit}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{title || t`Cookie settings`}</legend>
          <label className={styles.radio}>
            <input
              type="radio"
              name={name}
              value="enabled"
              checked={choice === 'enabled'}
              onChange={() => setChoice('enabled')}
            />
            <span>
              <Trans>Enabled (recommended)</Trans>
            </span>
          </label>
          <label className={styles.radio}>
            <input
              type="radio"
              name={name}
              value="disabled"
              checked={choice === 'disabled'}
              onChange={() => setChoice('disabled')}
            />
            <span>
              <Trans>Disabled</Trans>
            </span>
          </label>
        </fieldset>
        <button type="submit" className={cx(sharedStyles.button, sharedStyles.buttonCta)}>
          <Trans>Save settings</Trans>
        </button>
      </form>
      <div role="status" className={styles.confirmation}>
        {saved && (
          <div data-choice={saved}>
            <h3 className={styles.confirmationTitle}>{saved === 'enabled' ? acceptTitle : denyTitle}</h3>
            <RichText html={saved === 'enabled' ? acceptDescription : denyDescription} />
          </div>
        )}
      </div>
    </section>
  );
}
