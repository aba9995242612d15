import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { countryName } from '@shop/i18n';
import { formPage } from '@shop/ui/form';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { AccountCreatePageQuery } from './account.generated';
import styles from './account.module.css';
import {
  emptyRegisterValues,
  registerFieldOf,
  registerResolver,
  toRegisterInput,
  withFallbackMessage,
} from './account-forms';
import { BillingAddressFieldset } from './BillingAddressFieldset';
import { register } from './login-and-register';
import { RegisterForm } from './RegisterForm';
import { RegistrationMailSent } from './RegistrationMailSent';

/**
 * `/account/create` (spec commerce §2): the registration. The answer is the same for every address (no
 * "account exists" to probe with), so the account is made when the address is confirmed: the page then says to check
 * the mail, whose link creates the account (`/account/confirm/{token}`); the shopper logs in after that.
 */
export function RegisterPage({ data }: { data: AccountCreatePageQuery }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const country = store.country as CountryCode;
  const failedMessage = t`Your account could not be created right now. Please try again.`;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 className={formPage.title}>
        <Trans>Create an account</Trans>
      </h1>
      <p className={formPage.text}>
        <Trans>
          Already have an account?{' '}
          <ShopLink href="/account/" className={styles.link}>
            Log in
          </ShopLink>
        </Trans>
      </p>
      {sentTo !== null ? (
        <RegistrationMailSent email={sentTo} />
      ) : (
        <RegisterForm
          country={country}
          salutations={data.storeConfig.salutations}
          defaultValues={emptyRegisterValues(country)}
          resolver={registerResolver(country)}
          addressFields={(form) => (
            <BillingAddressFieldset form={form} country={country} countryName={countryName(country, store.locale)} />
          )}
          fieldOf={registerFieldOf}
          botCheck
          onSubmit={async (values) => {
            try {
              const input = toRegisterInput(values);
              const { errors } = await register(graphql, input);
              if (errors.length > 0) return withFallbackMessage(errors, failedMessage);
              setSentTo(input.email.trim());
              return [];
            } catch (error) {
              console.error('[account] registration failed:', error);
              return [{ code: 'NETWORK', message: failedMessage }];
            }
          }}
        />
      )}
    </div>
  );
}
