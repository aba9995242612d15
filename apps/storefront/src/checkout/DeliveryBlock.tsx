import { Trans } from '@lingui/react/macro';
import { pointAddress } from '../address/public';
import type { CheckoutAddressFragment, CheckoutServicePointFragment } from './checkout.generated';
import styles from './checkout.module.css';

/** An order's address as the shopper typed it. */
export function AddressBlock({ address }: { address: CheckoutAddressFragment }) {
  const addition = address.houseNumberAddition ? ` ${address.houseNumberAddition}` : '';
  return (
    <address className={styles.address}>
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
  );
}

/** How an order travels: the method, and the pickup point or the delivery address. */
export function DeliveryBlock({
  method,
  address,
  pickup,
}: {
  method: { name: string; type: string };
  address: CheckoutAddressFragment | null;
  pickup: { servicePoint: CheckoutServicePointFragment; dhlCustomerNumber?: string | null } | null;
}) {
  const number = pickup?.dhlCustomerNumber ?? '';
  return (
    <div>
      <p className={styles.strong}>{method.name}</p>
      {method.type !== 'DELIVERY' && pickup ? (
        <p>
          {pickup.servicePoint.title}
          <br />
          {pointAddress(pickup.servicePoint)}
          {number && (
            <>
              <br />
              <Trans>DHL customer number {number}</Trans>
            </>
          )}
        </p>
      ) : (
        address && <AddressBlock address={address} />
      )}
    </div>
  );
}
