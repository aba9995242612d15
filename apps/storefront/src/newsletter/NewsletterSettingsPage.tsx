import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CheckboxField, Fieldset, formPage } from '@shop/ui/form';
import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { accountStyles as styles } from '../account/public';
import { ShopLink } from '../components/ShopLink';
import type { GraphqlQuery } from '../lib/graphql/query';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { NewsletterSettingsFieldsFragment } from './newsletter.generated';
import own from './newsletter.module.css';
import {
  confirmNewsletter,
  type NewsletterAnswer,
  saveNewsletterPreferences,
  unsubscribeNewsletter,
} from './newsletter-actions';

type Settings = NewsletterSettingsFieldsFragment;
type Preferences = Settings['preferences'];
/** What the last action did, for the message that follows it. */
type Outcome = 'confirmed' | 'saved' | 'unsubscribed' | 'failed' | null;

/** An unknown or expired link: what to do for a new one. */
function UnknownLink() {
  return (
    <div className={styles.page}>
      <h1 className={formPage.title}>
        <Trans>Newsletter settings</Trans>
      </h1>
      <Alert tone="error">
        <Trans>
          This link to your newsletter settings is unknown or has expired. A link works for 30 days; the newest mail we
          sent you has the one that works.
        </Trans>
      </Alert>
      <p className={formPage.text}>
        <Trans>Subscribe again with the form on our pages to get a new link.</Trans>
      </p>
      <p className={formPage.text}>
        <ShopLink href="/" className={styles.link}>
          <Trans>Go to the home page</Trans>
        </ShopLink>
      </p>
    </div>
  );
}

/** What the last action did, announced; the focus goes there (the button pressed may be gone). */
function OutcomeMessage({ outcome, ref }: { outcome: Outcome; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className={own.message}>
      {outcome === 'failed' ? (
        <Alert tone="error">
          <Trans>Something went wrong. Please try again.</Trans>
        </Alert>
      ) : (
        <div role="status">
          {outcome === 'confirmed' && (
            <p className={own.done}>
              <Trans>Thank you! Your subscription is confirmed.</Trans>
            </p>
          )}
          {outcome === 'saved' && (
            <p className={own.done}>
              <Trans>Your preferences have been saved.</Trans>
            </p>
          )}
          {outcome === 'unsubscribed' && (
            <p className={own.done}>
              <Trans>You have been unsubscribed. You will no longer receive our newsletter.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The subscriber's preferences: what they want to hear about. */
function PreferencesForm({
  preferences,
  busy,
  onChange,
  onSave,
}: {
  preferences: Preferences;
  busy: boolean;
  onChange: (preferences: Preferences) => void;
  onSave: (event: FormEvent) => void;
}) {
  const { t } = useLingui();
  return (
    <form className={styles.form} onSubmit={onSave} noValidate aria-busy={busy || undefined}>
      <Fieldset legend={t`What would you like to hear about?`}>
        <CheckboxField
          label={t`Women's fashion and shoes`}
          checked={preferences.forHer}
          onChange={(event) => onChange({ ...preferences, forHer: event.target.checked })}
        />
        <CheckboxField
          label={t`Men's fashion and shoes`}
          checked={preferences.forHim}
          onChange={(event) => onChange({ ...preferences, forHim: event.target.checked })}
        />
        <CheckboxField
          label={t`Promotions and sales`}
          checked={preferences.promotions}
          onChange={(event) => onChange({ ...preferences, promotions: event.target.checked })}
        />
      </Fieldset>
      <button type="submit" className={formPage.primary} aria-disabled={busy || undefined}>
        <Trans>Save my preferences</Trans>
      </button>
    </form>
  );
}

export interface NewsletterSettingsViewProps {
  /** The subscription of the link; null for an unknown or expired link. */
  settings: Settings | null;
  graphql: GraphqlQuery;
  hash: string;
}

/**
 * `/nieuwsbrief/instellingen/{hash}/` (spec §2): the mail's link. Opening it changes nothing — a mail
 * scanner following the link neither confirms nor unsubscribes; the shopper does that with the buttons here:
 * confirm (double opt-in, or subscribe again), the preferences, unsubscribe.
 */
export function NewsletterSettingsView({ settings: initial, graphql, hash }: NewsletterSettingsViewProps) {
  const { t } = useLingui();
  const [settings, setSettings] = useState(initial);
  const [preferences, setPreferences] = useState<Preferences | null>(initial?.preferences ?? null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const message = useRef<HTMLDivElement>(null);

  // What an action changed is announced, and the focus goes there (the button pressed may be gone).
  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  async function run(action: () => Promise<NewsletterAnswer>, success: Outcome) {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await action();
      if (answer.errors.some((error) => error.code === 'INVALID_NEWSLETTER_LINK')) {
        setSettings(null);
      } else if (answer.settings) {
        setSettings(answer.settings);
        setPreferences(answer.settings.preferences);
        setOutcome(success);
      } else {
        setOutcome('failed');
      }
    } catch (error) {
      console.error('[newsletter] the settings could not be changed:', error);
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  const confirm = () => run(() => confirmNewsletter(graphql, hash), 'confirmed');
  const unsubscribe = () => run(() => unsubscribeNewsletter(graphql, hash), 'unsubscribed');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!preferences) return;
    void run(() => saveNewsletterPreferences(graphql, hash, preferences), 'saved');
  };

  if (!settings) return <UnknownLink />;

  const email = settings.email;
  const button = (label: string, onClick: () => void, kind: 'primary' | 'secondary' = 'primary') => (
    <button
      type="button"
      className={kind === 'primary' ? formPage.primary : styles.secondary}
      onClick={onClick}
      aria-disabled={busy || undefined}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.page}>
      <h1 className={formPage.title}>
        <Trans>Newsletter settings</Trans>
      </h1>
      <OutcomeMessage ref={message} outcome={outcome} />

      {(settings.status === 'PENDING' || settings.status === 'NONE') && (
        <>
          <p className={formPage.text}>
            <Trans>
              Please confirm that you want to receive our newsletter at <strong>{email}</strong>.
            </Trans>
          </p>
          {button(t`Confirm my subscription`, confirm)}
        </>
      )}

      {settings.status === 'UNSUBSCRIBED' && (
        <>
          <p className={formPage.text}>
            <Trans>
              <strong>{email}</strong> does not receive our newsletter.
            </Trans>
          </p>
          {button(t`Subscribe again`, confirm)}
        </>
      )}

      {settings.status === 'CONFIRMED' && preferences && (
        <>
          <p className={formPage.text}>
            <Trans>
              You receive our newsletter at <strong>{email}</strong>.
            </Trans>
          </p>
          <PreferencesForm preferences={preferences} busy={busy} onChange={setPreferences} onSave={save} />
          <h2 className={own.subtitle}>
            <Trans>Unsubscribe</Trans>
          </h2>
          <p className={formPage.text}>
            <Trans>No longer interested? You can unsubscribe at any time.</Trans>
          </p>
          {button(t`Unsubscribe from the newsletter`, unsubscribe, 'secondary')}
        </>
      )}
    </div>
  );
}

/** The page with the route's loader data. */
export function NewsletterSettingsPage({ settings, hash }: { settings: Settings | null; hash: string }) {
  return <NewsletterSettingsView key={hash} settings={settings} graphql={useGraphql()} hash={hash} />;
}
