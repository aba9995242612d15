import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { countryName } from '@shop/i18n';
import { useRouteContext } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { findServicePoints } from '../address/public';
import { ErrorMessages } from '../components/ErrorMessages';
import { useGraphql } from '../lib/hooks/use-graphql';
import { AddressBook } from './AddressBook';
import type { AddressAction } from './AddressCard';
import { AddressForm } from './AddressForm';
import type { CustomerAddressesQuery, MyAddressFragment } from './customer.generated';
import styles from './customer.module.css';
import { deleteAddress, saveAddress, setDefaultBilling, setDefaultShipping } from './customer-actions';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { LoginNotice } from './LoginNotice';
import { useAddressBook } from './use-address-book';

type Editing = { address: MyAddressFragment | null } | null;

/**
 * `/customer/address/` (spec commerce §2, §4): the address book with adding, editing (a service point may be kept
 * with an address), deleting (after a confirmation) and choosing the default billing and shipping addresses. Every
 * change answers the whole book, which replaces the list (the list reloads); without one the page's loader runs again.
 */
export function AddressPage({ data }: { data: CustomerAddressesQuery }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const country = store.country as CountryCode;
  const { book, busyId, status, setStatus, errors, takeOver, change } = useAddressBook(data.customer);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MyAddressFragment | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  if (!book) return <LoginNotice />;

  const provider =
    data.shippingMethods.find((method) => method.type === 'SERVICE_POINT' && method.servicePointsProvider)
      ?.servicePointsProvider ?? null;

  const onAction = (action: AddressAction, address: MyAddressFragment) => {
    if (action === 'edit') {
      setStatus(null);
      setEditing({ address });
    } else if (action === 'delete') {
      setDeleting(address);
    } else if (action === 'billing') {
      const done = t`Your default billing address has been changed.`;
      void change(address, () => setDefaultBilling(graphql, address.id), done);
    } else {
      const done = t`Your default shipping address has been changed.`;
      void change(address, () => setDefaultShipping(graphql, address.id), done);
    }
  };

  const closeForm = () => {
    setEditing(null);
    // Focus goes back to the list the form came from.
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  return (
    <div className={styles.page}>
      <h1 ref={listHeading} tabIndex={-1} className={styles.title}>
        <Trans>My addresses</Trans>
      </h1>
      <p role="status" className={status ? styles.saved : undefined}>
        {status}
      </p>
      <ErrorMessages messages={errors} />
      {editing ? (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          country={country}
          countryName={countryName(country, store.locale)}
          salutations={data.storeConfig.salutations}
          address={editing.address}
          servicePointsProvider={provider}
          searchServicePoints={(pointsProvider, query) => findServicePoints(graphql, pointsProvider, query)}
          onCancel={closeForm}
          onSubmit={async (save) => {
            const id = editing.address?.id;
            const answer = await saveAddress(graphql, id, save);
            const refusals = await takeOver(
              answer,
              id ? t`The address has been changed.` : t`The address has been added.`,
            );
            if (refusals.length === 0) closeForm();
            return refusals;
          }}
        />
      ) : (
        <>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setStatus(null);
                setEditing({ address: null });
              }}
            >
              <Trans>Add an address</Trans>
            </button>
          </div>
          <AddressBook book={book} busyId={busyId} onAction={onAction} />
        </>
      )}
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(address) =>
          void change(address, () => deleteAddress(graphql, address.id), t`The address has been deleted.`)
        }
      />
    </div>
  );
}
