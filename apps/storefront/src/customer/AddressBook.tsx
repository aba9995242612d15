import { Trans } from '@lingui/react/macro';
import { type AddressAction, AddressCard } from './AddressCard';
import type { MyAddressBookFragment, MyAddressFragment } from './customer.generated';
import styles from './customer.module.css';

/** The default billing address, the default shipping address (once when they are the same), then the others. */
export function defaultAddresses(book: MyAddressBookFragment): MyAddressFragment[] {
  const list = [book.defaultBillingAddress, book.defaultShippingAddress].filter(
    (address): address is MyAddressFragment => Boolean(address),
  );
  return list.filter((address, index) => list.findIndex((other) => other.id === address.id) === index);
}

export interface AddressBookProps {
  book: MyAddressBookFragment;
  busyId: string | null;
  onAction: (action: AddressAction, address: MyAddressFragment) => void;
}

/** The address book (spec commerce §2 /customer/address): the defaults marked, then the list without defaults. */
export function AddressBook({ book, busyId, onAction }: AddressBookProps) {
  const defaults = defaultAddresses(book);
  const others = book.otherAddresses;
  return (
    <>
      <section className={styles.section} aria-labelledby="default-addresses">
        <h2 id="default-addresses" className={styles.sectionTitle}>
          <Trans>Default addresses</Trans>
        </h2>
        {defaults.length === 0 ? (
          <p className={styles.muted}>
            <Trans>You have no default address yet.</Trans>
          </p>
        ) : (
          <ul className={styles.cards}>
            {defaults.map((address) => (
              <AddressCard key={address.id} address={address} busy={busyId === address.id} onAction={onAction} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="other-addresses">
        <h2 id="other-addresses" className={styles.sectionTitle}>
          <Trans>Other addresses</Trans>
        </h2>
        {others.length === 0 ? (
          <p className={styles.muted}>
            <Trans>You have no other addresses.</Trans>
          </p>
        ) : (
          <ul className={styles.cards}>
            {others.map((address) => (
              <AddressCard key={address.id} address={address} busy={busyId === address.id} onAction={onAction} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
