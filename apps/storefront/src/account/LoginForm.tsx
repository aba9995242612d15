import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { Alert, formPage, TextField } from '@shop/ui/form';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ShopLink } from '../components/ShopLink';
import { prepareRecaptcha } from '../recaptcha/public';
import styles from './account.module.css';
import {
  type AccountUserError,
  accountErrorMessage,
  applyAccountErrors,
  type LoginValues,
  loginResolver,
  plainFieldsOf,
} from './account-forms';

export interface LoginFormProps {
  country: CountryCode;
  /** Logs in; answers the gateway's refusals (empty: logged in, the caller moves on). */
  onSubmit: (values: LoginValues) => Promise<readonly AccountUserError[]>;
  /** Failed attempts so far (spec §3 client state `loginAttempts`): from 3 on, the form offers a new password. */
  attempts?: number | undefined;
  /** The e-mail address to start with (the checkout's contact address). */
  email?: string | undefined;
  /** Links under the form (create an account, forgot the password). */
  links?: ReactNode;
  /** The submit button's text (default "Log in"). */
  submitLabel?: ReactNode;
  /** Field ids must differ when two login forms could share a page. */
  idPrefix?: string | undefined;
}

/** After this many failed attempts the form points to the password recovery. */
export const RECOVERY_HINT_ATTEMPTS = 3;

const isLoginField = plainFieldsOf('email', 'password');

/**
 * The login form (spec commerce §2 `/account`, and the checkout's returning customers): e-mail and password, checked
 * before sending; the gateway's refusals (a wrong password: INVALID_CREDENTIALS, too many attempts) shown next to
 * their field or above the form. The fields keep what was typed.
 */
export function LoginForm({
  country,
  onSubmit,
  attempts = 0,
  email = '',
  links,
  submitLabel,
  idPrefix,
}: LoginFormProps) {
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { email, password: '' },
    resolver: loginResolver,
    reValidateMode: 'onChange',
  });
  const message = (code: string | undefined) => accountErrorMessage(i18n, code, country);
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await onSubmit({ email: values.email.trim(), password: values.password });
    setGeneral(
      applyAccountErrors(
        refusals,
        (name, error, options) => setError(name as keyof LoginValues, error, options),
        isLoginField,
      ),
    );
  });
  const id = (name: string) => (idPrefix ? `${idPrefix}-${name}` : undefined);
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      // A protected form: Google's script (with a site key) starts loading when it is first used.
      onFocus={() => prepareRecaptcha()}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text} className={formPage.text}>
              {text}
            </p>
          ))}
          {attempts >= RECOVERY_HINT_ATTEMPTS && (
            <p className={formPage.text}>
              <Trans>
                Forgotten your password?{' '}
                <ShopLink href="/account/recover/password/" className={styles.link}>
                  Request a new one
                </ShopLink>
                .
              </Trans>
            </p>
          )}
        </Alert>
      )}
      <TextField
        id={id('email')}
        label={t`Email address`}
        type="email"
        autoComplete="username"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id={id('password')}
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <button type="submit" className={formPage.primary} disabled={isSubmitting}>
        {submitLabel ?? <Trans>Log in</Trans>}
      </button>
      {links}
    </form>
  );
}
