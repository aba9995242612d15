import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { CheckboxField, Fieldset, formPage } from '@shop/ui/form';
import { useMemo, useRef, useState } from 'react';
import { type UseFormSetValue, useForm } from 'react-hook-form';
import {
  AddressFields,
  type AddressValues,
  addressValues,
  checkoutErrorMessage,
  type ShipmentValues,
  shipmentResolver,
} from '../address/public';
import { ErrorMessages } from '../components/ErrorMessages';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import type {
  CheckoutCustomerAddressFragment,
  CheckoutServicePointFragment,
  CheckoutShippingMethodFragment,
} from './checkout.generated';
import styles from './checkout.module.css';
import { PickupPointSection } from './PickupPointSection';
import { SavedAddressPicker } from './SavedAddresses';
import { ShippingMethods } from './ShippingMethods';

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
 * The form's rules and the points found: the resolver is made once; it reads the methods and the points found as they
 * are when the form is checked.
 */
function useShipmentRules({
  country,
  shippingMethods,
  chosenPoint,
  searchServicePoints,
}: Pick<ShipmentFormProps, 'country' | 'shippingMethods' | 'chosenPoint' | 'searchServicePoints'>) {
  const [points, setPoints] = useState<CheckoutServicePointFragment[]>(chosenPoint ? [chosenPoint] : []);
  const [searched, setSearched] = useState<string | null>(null);
  const methodById = useMemo(() => new Map(shippingMethods.map((method) => [method.id, method])), [shippingMethods]);
  const pointsById = new Map(points.map((point) => [point.id, point]));
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
  const searchPoints = async (provider: string, query: string) => {
    setPoints(await searchServicePoints(provider, query));
    setSearched(query);
  };
  const forgetPoints = () => {
    setPoints([]);
    setSearched(null);
  };
  return { resolver, methodById, pointsById, points, searched, searchPoints, forgetPoints };
}

/** Fills an address of the form with a saved one. */
function fillAddress(
  setValue: UseFormSetValue<ShipmentValues>,
  prefix: 'billingAddress' | 'shippingAddress',
  values: AddressValues,
) {
  for (const field of Object.keys(values) as (keyof AddressValues)[]) {
    setValue(`${prefix}.${field}`, values[field], { shouldDirty: true });
  }
}

/**
 * The shipment step (spec commerce §2): the billing address for the store's country, "deliver to another address",
 * the shipping methods with their costs, and for a pickup or a service point a search for a point to choose (a DHL
 * Packstation asks for the DHL customer number). Rules are checked as the gateway checks them; what the gateway still
 * refuses is shown next to its field, and what was typed stays.
 */
export function ShipmentForm(props: ShipmentFormProps) {
  const { country, countryName, salutations, shippingMethods, defaultValues } = props;
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const { resolver, methodById, pointsById, points, searched, searchPoints, forgetPoints } = useShipmentRules(props);
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
  const fillFrom = (prefix: 'billingAddress' | 'shippingAddress') => (address: CheckoutCustomerAddressFragment) =>
    fillAddress(setValue, prefix, addressValues(address, country));

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
      forgetPoints();
      setValue('servicePointId', '');
    }
    const refusals = await props.onMethodChange(id);
    setGeneral(applyUserErrors(refusals, setError, isField));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorMessages messages={general} />
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

      <ShippingMethods
        methods={shippingMethods}
        selectedId={methodId}
        error={message(errors.shippingMethodId?.message)}
        onChange={(id) => void changeMethod(id)}
      />

      {pickup && method?.servicePointsProvider ? (
        <PickupPointSection
          provider={method.servicePointsProvider}
          points={points}
          searched={searched}
          chosen={chosen}
          register={register}
          errors={errors}
          message={message}
          onSearch={(query) => searchPoints(method.servicePointsProvider ?? '', query)}
        />
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

      <button type="submit" className={formPage.primary} disabled={isSubmitting}>
        <Trans>Continue to payment</Trans>
      </button>
    </form>
  );
}
