import { useLingui } from '@lingui/react/macro';
import { TextField } from '@shop/ui/form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ShipmentValues } from '../address/public';
import { PickupPoints } from '../address/public';
import type { CheckoutServicePointFragment } from './checkout.generated';
import styles from './checkout.module.css';

/** A pickup method's point: the search, the points found, and for a DHL Packstation the DHL customer number. */
export function PickupPointSection({
  provider,
  points,
  searched,
  chosen,
  register,
  errors,
  message,
  onSearch,
}: {
  provider: string;
  points: readonly CheckoutServicePointFragment[];
  searched: string | null;
  chosen: CheckoutServicePointFragment | undefined;
  register: UseFormRegister<ShipmentValues>;
  errors: FieldErrors<ShipmentValues>;
  message: (code: string | undefined) => string | undefined;
  onSearch: (query: string) => Promise<void>;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-label={t`Pickup point`}>
      <PickupPoints
        provider={provider}
        points={points}
        searched={searched}
        error={message(errors.servicePointId?.message)}
        onSearch={onSearch}
        choiceProps={() => register('servicePointId')}
      />
      {chosen?.locationType === 'packstation' && (
        <TextField
          label={t`DHL customer number`}
          hint={t`You need a DHL customer number (Postnummer) to collect a parcel from a Packstation.`}
          inputMode="numeric"
          error={message(errors.dhlCustomerNumber?.message)}
          {...register('dhlCustomerNumber')}
        />
      )}
    </section>
  );
}
