import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { CheckboxField } from '@shop/ui/form';
import { useEffect, useRef, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import {
  AddressFields,
  addressValues,
  checkoutErrorMessage,
  PickupPoints,
  type ShipmentValues,
  toAddressInput,
} from '../address/public';
import type { CheckoutServicePointFragment } from '../checkout/public';
import { ErrorMessages } from '../components/ErrorMessages';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import { type AddressEntryValues, type AddressSave, addressEntryResolver, ENTRY_FIELDS } from './address-entry';
import type { MyAddressFragment } from './customer.generated';
import styles from './customer.module.css';

export interface AddressFormProps {
  country: CountryCode;
  countryName: string;
  salutations: readonly { key: string; name: string }[];
  /** The address to edit; null for a new one. */
  address: MyAddressFragment | null;
  /** The carrier whose service points can be kept with an address; null: none in this store. */
  servicePointsProvider: string | null;
  searchServicePoints: (provider: string, query: string) => Promise<CheckoutServicePointFragment[]>;
  onSubmit: (save: AddressSave) => Promise<readonly UserErrorLike[]>;
  onCancel: () => void;
}

/** Adding or editing an address of the book: the checkout's address fields and an optional service point. */
export function AddressForm(props: AddressFormProps) {
  const { country, countryName, salutations, address, servicePointsProvider } = props;
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [points, setPoints] = useState<CheckoutServicePointFragment[]>(
    address?.servicePoint ? [address.servicePoint] : [],
  );
  const [searched, setSearched] = useState<string | null>(null);
  const [resolver] = useState(() => addressEntryResolver(country));
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressEntryValues>({
    defaultValues: {
      billingAddress: addressValues(address, country),
      withServicePoint: Boolean(address?.servicePoint),
      servicePointId: address?.servicePoint?.id ?? '',
    },
    resolver,
    reValidateMode: 'onChange',
  });
  useEffect(() => heading.current?.focus(), []);
  const withServicePoint = watch('withServicePoint');
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    let refusals: readonly UserErrorLike[];
    try {
      refusals = await props.onSubmit({
        address: toAddressInput(values.billingAddress),
        servicePointId: values.withServicePoint && values.servicePointId ? values.servicePointId : null,
      });
    } catch (error) {
      console.error('[customer] the address could not be saved:', error);
      refusals = [{ code: 'NETWORK', message: t`Your changes could not be saved. Please try again.` }];
    }
    // The gateway names the address's fields as `address.zipcode`: here they live under billingAddress.
    const mapped = refusals.map((refusal) => ({
      ...refusal,
      field: refusal.field?.replace(/^(input\.)?address\./, 'billingAddress.') ?? null,
    }));
    setGeneral(applyUserErrors(mapped, setError, (path) => ENTRY_FIELDS.test(path)));
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {address ? <Trans>Edit address</Trans> : <Trans>New address</Trans>}
      </h2>
      <ErrorMessages messages={general} />
      <AddressFields
        prefix="billingAddress"
        register={register as unknown as UseFormRegister<ShipmentValues>}
        errors={errors.billingAddress}
        country={country}
        countryName={countryName}
        salutations={salutations}
      />
      {servicePointsProvider && (
        <>
          <CheckboxField label={t`Keep a service point with this address`} {...register('withServicePoint')} />
          {withServicePoint && (
            <PickupPoints
              provider={servicePointsProvider}
              points={points}
              searched={searched}
              error={checkoutErrorMessage(i18n, errors.servicePointId?.message, country)}
              onSearch={async (query) => {
                setPoints(await props.searchServicePoints(servicePointsProvider, query));
                setSearched(query);
              }}
              choiceProps={() => register('servicePointId')}
            />
          )}
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save address</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
