import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/domain';
import { Alert, CheckboxField, Choice, Fieldset, TextField } from '@shop/ui/form';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AddressFields,
  addressValues,
  checkoutErrorMessage,
  PickupPoints,
  type ShipmentValues,
  shipmentResolver,
} from '../address/public';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import type {
  CheckoutCustomerAddressFragment,
  CheckoutServicePointFragment,
  CheckoutShippingMethodFragment,
} from './checkout.generated';
import styles from './checkout.module.css';
import { SavedAddressPicker } from './SavedAddresses';

export interface ShipmentFormProps {
  country: CountryCode;
  countryName: string;
  salutations: readonly { key: string; name: string }[];
  shippingMethods: readonly CheckoutShippingMethodFragment[];
  defaultValues: ShipmentValues;
  /** The pickup point chosen before, shown until the shopper searches. */
  chosenPoint: CheckoutServicePointFragment | null;
  searchServicePoints: (provider: string, query: string) => Promise<CheckoutServicePointFragment[]>;
  /** Saves the shipping method at once (the costs and totals follow); answers the gateway's refusals. */
  onMethodChange: (id: string) => Promise<readonly UserErrorLike[]>;
  /** Saves the step; answers the gateway's refusals (empty: saved, the caller moves on). */
  onSubmit: (values: ShipmentValues, pickup: boolean) => Promise<readonly UserErrorLike[]>;
  /** A logged-in customer's saved addresses (in the store's country), offered to fill the address fields with. */
  savedAddresses?: readonly CheckoutCustomerAddressFragment[] | undefined;
}

const FORM_FIELDS = /^(billingAddress|shippingAddress)\.\w+$|^(servicePointId|dhlCustomerNumber|shippingMethodId)$/;

/**
 * The shipment step (spec commerce §2): the billing address for the store's country, "deliver to another address",
 * the shipping methods with their costs, and for a pickup or a service point a search for a point to choose (a DHL
 * Packstation asks for the DHL customer number). Rules are checked as the gateway checks them; what the gateway still
 * refuses is shown next to its field, and what was typed stays.
 */
export function ShipmentForm(props: ShipmentFormProps) {
  const { country, countryName, salutations, shippingMethods, defaultValues, chosenPoint } = props;
  const { t, i18n } = useLingui();
  const [points, setPoints] = useState<CheckoutServicePointFragment[]>(chosenPoint ? [chosenPoint] : []);
  const [searched, setSearched] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const methodById = useMemo(() => new Map(shippingMethods.map((method) => [method.id, method])), [shippingMethods]);
  const pointsById = new Map(points.map((point) => [point.id, point]));
  // The resolver is made once; it reads the methods and the points found as they are when the form is checked.
  const current = useRef({ methodById, pointsById });
  current.current = { methodById, pointsById };
  const [resolver] = useState(() =>
    shipmentResolver({
      country,
      methodKind: (id) => {
        const type = current.current.methodById.get(id)?.type;
        return type && type !== 'DELIVERY' ? 'pickup' : 'delivery';
      },
      servicePoint: (id) => current.current.pointsById.get(id),
    }),
  );
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ShipmentValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
  });
  const methodId = watch('shippingMethodId');
  const method = methodById.get(methodId);
  const pickup = method !== undefined && method.type !== 'DELIVERY';
  const differentShipping = watch('differentShipping');
  const chosen = pointsById.get(watch('servicePointId'));
  const message = (code: string | undefined) => checkoutErrorMessage(i18n, code, country);
  const isField = (path: string) => FORM_FIELDS.test(path);
  const savedAddresses = props.savedAddresses ?? [];
  const fillFrom = (prefix: 'billingAddress' | 'shippingAddress') => (address: CheckoutCustomerAddressFragment) => {
    const values = addressValues(address, country);
    for (const field of Object.keys(values) as (keyof typeof values)[]) {
      setValue(`${prefix}.${field}`, values[field], { shouldDirty: true });
    }
  };

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await props.onSubmit(values, pickup);
    setGeneral(applyUserErrors(refusals, setError, isField));
  });

  const changeMethod = async (id: string) => {
    setValue('shippingMethodId', id);
    setGeneral([]);
    const next = methodById.get(id);
    if (next?.servicePointsProvider !== method?.servicePointsProvider) {
      setPoints([]);
      setSearched(null);
      setValue('servicePointId', '');
    }
    const refusals = await props.onMethodChange(id);
    setGeneral(applyUserErrors(refusals, setError, isField));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
      <Fieldset legend={t`Billing address`}>
        <SavedAddressPicker
          label={t`Use one of your addresses`}
          addresses={savedAddresses}
          onPick={fillFrom('billingAddress')}
        />
        <AddressFields
          prefix="billingAddress"
          register={register}
          errors={errors.billingAddress}
          country={country}
          countryName={countryName}
          salutations={salutations}
        />
      </Fieldset>

      <Fieldset legend={t`Shipping method`} error={message(errors.shippingMethodId?.message)}>
        {shippingMethods.map((option) => (
          <Choice
            key={option.id}
            name="shippingMethodId"
            value={option.id}
            checked={option.id === methodId}
            disabled={!option.active}
            onChange={() => void changeMethod(option.id)}
            label={option.name}
            aside={
              option.shippingCosts ? (
                option.shippingCosts.amount === 0 ? (
                  <Trans>Free</Trans>
                ) : (
                  option.shippingCosts.formatted
                )
              ) : undefined
            }
            details={option.description || undefined}
          />
        ))}
      </Fieldset>

      {pickup && method?.servicePointsProvider ? (
        <section className={styles.section} aria-label={t`Pickup point`}>
          <PickupPoints
            provider={method.servicePointsProvider}
            points={points}
            searched={searched}
            error={message(errors.servicePointId?.message)}
            onSearch={async (query) => {
              const found = await props.searchServicePoints(method.servicePointsProvider ?? '', query);
              setPoints(found);
              setSearched(query);
            }}
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
      ) : (
        <section className={styles.section} aria-label={t`Delivery address`}>
          <CheckboxField label={t`Deliver to another address`} {...register('differentShipping')} />
          {differentShipping && (
            <Fieldset legend={t`Delivery address`}>
              <SavedAddressPicker
                label={t`Deliver to one of your addresses`}
                addresses={savedAddresses}
                onPick={fillFrom('shippingAddress')}
              />
              <AddressFields
                prefix="shippingAddress"
                register={register}
                errors={errors.shippingAddress}
                country={country}
                countryName={countryName}
                salutations={salutations}
              />
            </Fieldset>
          )}
        </section>
      )}

      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        <Trans>Continue to payment</Trans>
      </button>
    </form>
  );
}
