import { Trans } from '@lingui/react/macro';
import { pointAddress } from '../address/public';
import type { MyAddressFragment } from './customer.generated';
import styles from './customer.module.css';

/** An address of the book as text, with the service point kept with it. */
export function AddressText({ address }: { address: MyAddressFragment }) {
  const addition = address.houseNumberAddition ? ` ${address.houseNumberAddition}` : '';
  const point = address.servicePoint;
  return (
    <>
      <address>
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.firstName} {address.lastName}
        <br />
        {address.street} {address.houseNumber}
        {addition}
        <br />
        {address.zipcode} {address.city}
        <br />
        {address.country.name}
        {address.phoneNumber && (
          <>
            <br />
            {address.phoneNumber}
          </>
        )}
      </address>
      {point && (
        <p className={styles.muted}>
          <Trans>Service point:</Trans> {point.title}, {pointAddress(point)}
        </p>
      )}
    </>
  );
}

export type AddressAction = 'edit' | 'delete' | 'billing' | 'shipping';

/** An address of the book with its default badges and what can be done with it. */
export function AddressCard({
  address,
  busy,
  onAction,
}: {
  address: MyAddressFragment;
  busy: boolean;
  onAction: (action: AddressAction, address: MyAddressFragment) => void;
}) {
  const name = `${address.street} ${address.houseNumber}`;
  return (
    <li className={styles.card} aria-busy={busy || undefined}>
      {(address.isDefaultBilling || address.isDefaultShipping) && (
        <ul className={styles.badges}>
          {address.isDefaultBilling && (
            <li className={styles.badge}>
              <Trans>Default billing address</Trans>
            </li>
          )}
          {address.isDefaultShipping && (
            <li className={styles.badge}>
              <Trans>Default shipping address</Trans>
            </li>
          )}
        </ul>
      )}
      <AddressText address={address} />
      <div className={styles.actions}>
        <button type="button" className={styles.linkButton} disabled={busy} onClick={() => onAction('edit', address)}>
          <Trans>Edit</Trans>
          <span className="visually-hidden"> {name}</span>
        </button>
        <button type="button" className={styles.linkButton} disabled={busy} onClick={() => onAction('delete', address)}>
          <Trans>Delete</Trans>
          <span className="visually-hidden"> {name}</span>
        </button>
        {!address.isDefaultBilling && (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            onClick={() => onAction('billing', address)}
          >
            <Trans>Use as default billing address</Trans>
            <span className="visually-hidden"> ({name})</span>
          </button>
        )}
        {!address.isDefaultShipping && (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            onClick={() => onAction('shipping', address)}
          >
            <Trans>Use as default shipping address</Trans>
            <span className="visually-hidden"> ({name})</span>
          </button>
        )}
      </div>
    </li>
  );
}
