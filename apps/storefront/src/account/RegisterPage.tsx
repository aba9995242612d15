import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/domain';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../hooks/use-graphql';
import type { AccountCreatePageQuery } from './account.generated';
import styles from './account.module.css';
import { toRegisterInput, withFallbackMessage } from './account-forms';
import { register } from './login';
import { RegisterForm } from './RegisterForm';
import { takeRedirectAfterLogin } from './redirect-after-login';

/** The country's name in the shopper's language. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * `/account/create` (spec commerce §2): the registration. The new customer is logged in at once (the queued
 * post-login actions run as after a login) and goes where the redirect-after-login says, else to the dashboard.
 */
export function RegisterPage({ data }: { data: AccountCreatePageQuery }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const country = store.country as CountryCode;
  const failedMessage = t`Your account could not be created right now. Please try again.`;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.title}>
        <Trans>Create an account</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>
          Already have an account?{' '}
          <ShopLink href="/account/" className={styles.link}>
            Log in
          </ShopLink>
        </Trans>
      </p>
      <RegisterForm
        country={country}
        countryName={countryName(country, store.locale)}
        salutations={data.storeConfig.salutations}
        onSubmit={async (values) => {
          try {
            const { errors } = await register(graphql, toRegisterInput(values));
            if (errors.length > 0) return withFallbackMessage(errors, failedMessage);
            await navigate({ href: takeRedirectAfterLogin() });
            return [];
          } catch (error) {
            console.error('[account] registration failed:', error);
            return [{ code: 'NETWORK', message: failedMessage }];
          }
        }}
      />
    </div>
  );
}
