import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { CustomerProfileQuery } from './customer.generated';
import styles from './customer.module.css';
import { changeEmail, changePassword, deleteAccount, updateProfile } from './customer-actions';
import { DeleteAccount } from './DeleteAccount';
import { EmailForm } from './EmailForm';
import { LoginNotice } from './LoginNotice';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

function Block({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}

/**
 * `/customer/edit/` (spec commerce §2, §4, §5): the personal details (salutation, names — an empty name keeps the
 * stored one —, the birthday day first, the newsletter), the e-mail address, the password and deleting the account.
 * The header's welcome follows a new first name; a password change keeps the customer logged in (the gateway rotates
 * the session); after deleting the account the shopper is a guest on the home page.
 */
export function EditPage({ data }: { data: CustomerProfileQuery }) {
  const graphql = useGraphql();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState(data.customer);
  useEffect(() => setCustomer(data.customer), [data.customer]);
  if (!customer) return <LoginNotice />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My details</Trans>
      </h1>
      <Block>
        <ProfileForm
          profile={customer}
          salutations={data.storeConfig.salutations}
          onSubmit={async (values) => {
            const answer = await updateProfile(graphql, values);
            if (answer.profile) setCustomer(answer.profile);
            return answer;
          }}
        />
      </Block>
      <Block>
        <EmailForm
          email={customer.email}
          onSubmit={async (values) => {
            const answer = await changeEmail(graphql, values);
            if (answer.profile) setCustomer(answer.profile);
            return answer.errors;
          }}
        />
      </Block>
      <Block>
        <PasswordForm onSubmit={(values) => changePassword(graphql, values)} />
      </Block>
      <DeleteAccount
        onDelete={async (values) => {
          const refusals = await deleteAccount(graphql, values);
          if (refusals.length === 0) await navigate({ to: '/' });
          return refusals;
        }}
      />
    </div>
  );
}
