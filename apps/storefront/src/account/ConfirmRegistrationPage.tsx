import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, formPage } from '@shop/ui/form';
import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import styles from './account.module.css';
import { confirmRegistration } from './account-actions';

/**
 * `/account/confirm/{token}`: the registration mail's link lands here. The account is made when the
 * shopper presses the button (a POST from the page, never by opening the link: mail scanners open links too), and
 * nobody is logged in by it: the shopper then logs in with the password chosen at registration, so a link someone else
 * sent cannot put a visitor into that person's account.
 */
export function ConfirmRegistrationPage({ token }: { token: string }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const [state, setState] = useState<'ready' | 'busy' | 'done'>('ready');
  const [refusals, setRefusals] = useState<readonly { message: string }[]>([]);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'done') doneRef.current?.focus();
  }, [state]);
  const failed = t`Your account could not be created right now. Please try again.`;

  const confirm = async () => {
    setState('busy');
    setRefusals([]);
    try {
      const answer = await confirmRegistration(graphql, token);
      if (answer.success) {
        setState('done');
        return;
      }
      setRefusals(answer.errors.length > 0 ? answer.errors : [{ message: failed }]);
    } catch (error) {
      console.error('[account] confirming the registration failed:', error);
      setRefusals([{ message: failed }]);
    }
    setState('ready');
  };

  return (
    <div className={styles.page}>
      <h1 className={formPage.title}>
        <Trans>Confirm your e-mail address</Trans>
      </h1>
      {state === 'done' ? (
        <div className={styles.form} ref={doneRef} tabIndex={-1}>
          <Alert tone="success">
            <p className={formPage.text}>
              <Trans>Your account has been created. You can now log in with your password.</Trans>
            </p>
          </Alert>
          <ShopLink href="/account/" className={formPage.primary}>
            <Trans>Log in</Trans>
          </ShopLink>
        </div>
      ) : (
        <div className={styles.form}>
          {refusals.length > 0 && (
            <Alert tone="error">
              {refusals.map(({ message }) => (
                <p key={message} className={formPage.text}>
                  {message}
                </p>
              ))}
              <p className={formPage.text}>
                <ShopLink href="/account/create/" className={styles.link}>
                  <Trans>Register again</Trans>
                </ShopLink>
              </p>
            </Alert>
          )}
          <p className={formPage.text}>
            <Trans>Confirm that this is your e-mail address to create your account.</Trans>
          </p>
          <button
            type="button"
            className={formPage.primary}
            onClick={() => void confirm()}
            disabled={state === 'busy'}
            aria-busy={state === 'busy' || undefined}
          >
            <Trans>Create my account</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
