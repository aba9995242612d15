import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CheckboxField, Fieldset } from '@shop/ui/form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { accountStyles as styles } from '../account/public';
import { ShopLink } from '../components/ShopLink';
import type { GraphqlQuery } from '../lib/graphql/query';
import { useGraphql } from '../lib/hooks/use-graphql';
import {
  NewsletterConfirmDocument,
  type NewsletterSettingsFieldsFragment,
  NewsletterUnsubscribeDocument,
  NewsletterUpdateSettingsDocument,
} from './newsletter.generated';
import own from './newsletter.module.css';

type Settings = NewsletterSettingsFieldsFragment;
type Preferences = Settings['preferences'];
/** What the last action did, for the message that follows it. */
type Outcome = 'confirmed' | 'saved' | 'unsubscribed' | 'failed' | null;

export interface NewsletterSettingsViewProps {
  /** The subscription of the link; null for an unknown or expired link. */
  settings: Settings | null;
  graphql: GraphqlQuery;
  hash: string;
}

/**
 * `/nieuwsbrief/instellingen/{hash}/` (spec §2; issue 7): the mail's link. Opening it changes nothing — a mail
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

  async function run(
    action: () => Promise<{ settings: Settings | null; errors: readonly { code: string }[] }>,
    success: Outcome,
  ) {
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

  const confirm = () =>
    run(async () => (await graphql(NewsletterConfirmDocument, { hash })).confirmNewsletter, 'confirmed');
  const unsubscribe = () =>
    run(async () => (await graphql(NewsletterUnsubscribeDocument, { hash })).unsubscribeNewsletter, 'unsubscribed');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!preferences) return;
    const { forHer, forHim, promotions } = preferences;
    void run(
      async () =>
        (await graphql(NewsletterUpdateSettingsDocument, { hash, input: { forHer, forHim, promotions } }))
          .updateNewsletterSettings,
      'saved',
    );
  };

  if (!settings) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Newsletter settings</Trans>
        </h1>
        <Alert tone="error">
          <Trans>
            This link to your newsletter settings is unknown or has expired. A link works for 30 days; the newest mail
            we sent you has the one that works.
          </Trans>
        </Alert>
        <p className={styles.text}>
          <Trans>Subscribe again with the form on our pages to get a new link.</Trans>
        </p>
        <p className={styles.text}>
          <ShopLink href="/" className={styles.link}>
            <Trans>Go to the home page</Trans>
          </ShopLink>
        </p>
      </div>
    );
  }

  const email = settings.email;
  const button = (label: string, onClick: () => void, kind: 'primary' | 'secondary' = 'primary') => (
    <button type="button" className={styles[kind]} onClick={onClick} aria-disabled={busy || undefined}>
      {label}
    </button>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Newsletter settings</Trans>
      </h1>
      <div ref={message} tabIndex={-1} className={own.message}>
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

      {(settings.status === 'PENDING' || settings.status === 'NONE') && (
        <>
          <p className={styles.text}>
            <Trans>
              Please confirm that you want to receive our newsletter at <strong>{email}</strong>.
            </Trans>
          </p>
          {button(t`Confirm my subscription`, confirm)}
        </>
      )}

      {settings.status === 'UNSUBSCRIBED' && (
        <>
          <p className={styles.text}>
            <Trans>
              <strong>{email}</strong> does not receive our newsletter.
            </Trans>
          </p>
          {button(t`Subscribe again`, confirm)}
        </>
      )}

      {settings.status === 'CONFIRMED' && preferences && (
        <>
          <p className={styles.text}>
            <Trans>
              You receive our newsletter at <strong>{email}</strong>.
            </Trans>
          </p>
          <form className={styles.form} onSubmit={save} noValidate aria-busy={busy || undefined}>
            <Fieldset legend={t`What would you like to hear about?`}>
              <CheckboxField
                label={t`Women's fashion and shoes`}
                checked={preferences.forHer}
                onChange={(event) => setPreferences({ ...preferences, forHer: event.target.checked })}
              />
              <CheckboxField
                label={t`Men's fashion and shoes`}
                checked={preferences.forHim}
                onChange={(event) => setPreferences({ ...preferences, forHim: event.target.checked })}
              />
              <CheckboxField
                label={t`Promotions and sales`}
                checked={preferences.promotions}
                onChange={(event) => setPreferences({ ...preferences, promotions: event.target.checked })}
              />
            </Fieldset>
            <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
              <Trans>Save my preferences</Trans>
            </button>
          </form>
          <h2 className={own.subtitle}>
            <Trans>Unsubscribe</Trans>
          </h2>
          <p className={styles.text}>
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
