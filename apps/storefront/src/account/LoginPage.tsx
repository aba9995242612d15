import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { formPage } from '@shop/ui/form';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import styles from './account.module.css';
import { withFallbackMessage } from './account-forms';
import { LoginForm } from './LoginForm';
import { login } from './login-and-register';
import { takeRedirectAfterLogin } from './login-return-path';
import { useSessionStore } from './session-store';

/**
 * `/account/` (spec commerce §2): the login, with links to create an account and to recover the password. After the
 * login the shopper goes where the stored login return path says, else to the account's dashboard.
 */
export function LoginPage() {
  const { t } = useLingui();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const country = useRouteContext({ from: '__root__', select: (context) => context.store.country }) as CountryCode;
  const attempts = useSessionStore((state) => state.loginAttempts);
  const failedMessage = t`You could not be logged in right now. Please try again.`;
  return (
    <div className={styles.page}>
      <h1 className={formPage.title}>
        <Trans>Log in</Trans>
      </h1>
      <p className={formPage.text}>
        <Trans>Log in to see your orders, addresses, vouchers and wishlist.</Trans>
      </p>
      <LoginForm
        country={country}
        attempts={attempts}
        onSubmit={async (values) => {
          try {
            const { errors } = await login(graphql, values);
            if (errors.length > 0) return withFallbackMessage(errors, failedMessage);
            await navigate({ href: takeRedirectAfterLogin() });
            return [];
          } catch (error) {
            console.error('[account] login failed:', error);
            return [{ code: 'NETWORK', message: failedMessage }];
          }
        }}
        links={
          <ul className={styles.links}>
            <li>
              <ShopLink href="/account/recover/password/" className={styles.link}>
                <Trans>Forgotten your password?</Trans>
              </ShopLink>
            </li>
            <li>
              <ShopLink href="/account/create/" className={styles.link}>
                <Trans>New here? Create an account</Trans>
              </ShopLink>
            </li>
          </ul>
        }
      />
    </div>
  );
}
