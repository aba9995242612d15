import { Trans, useLingui } from '@lingui/react/macro';
import { type CountryCode, tabletopRegistration } from '@shop/domain';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccountCreatePageQuery } from '../account/public';
import { RegistrationMailSent, register, accountStyles as styles } from '../account/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import { TabletopRegisterForm } from './TabletopRegisterForm';
import { tabletopEntryOf } from './tabletop-form';

/** The country's name in the shopper's language. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * `/account/create/instore/`: the tabletop registration (spec commerce §1, §3, §5), the page a store's tablet opens.
 * A full account from the entered data, mapped by @shop/domain's `tabletopRegistration`. Issue 14: like the web
 * registration it answers the same for every address, so the account is made when the customer follows the mailed
 * link (on their own phone); nobody is logged in on the shared tablet, which shows to check the mail.
 */
export function TabletopRegisterPage({ data }: { data: AccountCreatePageQuery }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const country = store.country as CountryCode;
  const failedMessage = t`Your account could not be created right now. Please try again.`;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.title}>
        <Trans>Create your account in the store</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Fill in your details: your account is for the shop and for the store.</Trans>
      </p>
      {sentTo !== null ? (
        <RegistrationMailSent email={sentTo} />
      ) : (
        <TabletopRegisterForm
          country={country}
          countryName={countryName(country, store.locale)}
          salutations={data.storeConfig.salutations}
          onSubmit={async (values) => {
            try {
              const input = tabletopRegistration(tabletopEntryOf(values, country));
              const { errors } = await register(graphql, input);
              // Spec §5: the server's validation errors show as the first error message.
              if (errors.length > 0) return errors[0]?.message || failedMessage;
              setSentTo(input.email.trim());
              return null;
            } catch (error) {
              console.error('[instore] tabletop registration failed:', error);
              return failedMessage;
            }
          }}
        />
      )}
    </div>
  );
}
