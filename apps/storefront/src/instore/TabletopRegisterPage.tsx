import { Trans, useLingui } from '@lingui/react/macro';
import { tabletopRegistration } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { countryName } from '@shop/i18n';
import { formPage } from '@shop/ui/form';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccountCreatePageQuery } from '../account/public';
import { RegisterForm, RegistrationMailSent, register, accountStyles as styles } from '../account/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import { TabletopAddressFields } from './TabletopAddressFields';
import { emptyTabletopValues, tabletopEntryOf, tabletopResolver } from './tabletop-form';

/**
 * `/account/create/instore/`: the tabletop registration (spec commerce §1, §3, §5), the page a store's tablet opens.
 * A full account from the entered data, mapped by @shop/domain's `tabletopRegistration`. Like the web
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
      <h1 className={formPage.title}>
        <Trans>Create your account in the store</Trans>
      </h1>
      <p className={formPage.text}>
        <Trans>Fill in your details: your account is for the shop and for the store.</Trans>
      </p>
      {sentTo !== null ? (
        <RegistrationMailSent email={sentTo} />
      ) : (
        <RegisterForm
          country={country}
          salutations={data.storeConfig.salutations}
          defaultValues={emptyTabletopValues()}
          resolver={tabletopResolver(country)}
          addressFields={(form) => (
            <TabletopAddressFields form={form} country={country} countryName={countryName(country, store.locale)} />
          )}
          withInsertion
          focusRefusals
          label={t`Create an account in the store`}
          onSubmit={async (values) => {
            try {
              const input = tabletopRegistration(tabletopEntryOf(values, country));
              const { errors } = await register(graphql, input);
              // Spec §5: the server's validation errors show as the first error message.
              if (errors.length > 0) return [{ code: 'REFUSED', message: errors[0]?.message || failedMessage }];
              setSentTo(input.email.trim());
              return [];
            } catch (error) {
              console.error('[instore] tabletop registration failed:', error);
              return [{ code: 'NETWORK', message: failedMessage }];
            }
          }}
        />
      )}
    </div>
  );
}
