import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AddressInput, addressFormSchema, type CountryCode } from '@shop/domain';
import { Dialog } from '@shop/ui';
import { Alert, CheckboxField } from '@shop/ui/form';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AddressFields,
  type AddressValues,
  addressValues,
  checkoutErrorMessage,
  PickupPoints,
  pointAddress,
  type ShipmentValues,
  toAddressInput,
} from '../address/public';
import { type CheckoutServicePointFragment, CheckoutServicePointsDocument } from '../checkout/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import {
  CustomerAddAddressDocument,
  type CustomerAddressesQuery,
  CustomerDeleteAddressDocument,
  CustomerSetDefaultBillingDocument,
  CustomerSetDefaultShippingDocument,
  CustomerUpdateAddressDocument,
  type MyAddressBookFragment,
  type MyAddressFragment,
} from './customer.generated';
import styles from './customer.module.css';
import { LoginNotice } from './LoginNotice';

/**
 * An address of the book as the form holds it. The fields sit under `billingAddress` so that the checkout's
 * `AddressFields` (the same fields, autocomplete and rules) serve here unchanged; they are sent as the one address.
 */
export interface AddressEntryValues {
  billingAddress: AddressValues;
  /** Keep a service point with the address (spec commerce §3: shipping_address_service_point). */
  withServicePoint: boolean;
  servicePointId: string;
}

const ENTRY_FIELDS = /^billingAddress\.\w+$|^servicePointId$/;

/** The address rules of the checkout (`addressFormSchema`, which the gateway judges with too), plus a chosen point. */
export function addressEntryResolver(country: CountryCode): Resolver<AddressEntryValues> {
  const schema = z.looseObject({ billingAddress: addressFormSchema(country) });
  const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<AddressEntryValues>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const errors: FieldErrors<AddressEntryValues> = { ...result.errors };
    if (values.withServicePoint && !values.servicePointId) {
      errors.servicePointId = { type: 'required', message: 'pickup-point-required' };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

export interface AddressSave {
  address: AddressInput;
  servicePointId: string | null;
}

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
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
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

function AddressText({ address }: { address: MyAddressFragment }) {
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

function AddressCard({
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

/** The country's name in the shopper's language. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

type Editing = { address: MyAddressFragment | null } | null;

interface Payload {
  customer?: MyAddressBookFragment | null;
  errors: readonly UserErrorLike[];
}

/**
 * `/customer/address/` (spec commerce §2, §4): the address book with adding, editing (a service point may be kept
 * with an address), deleting (after a confirmation) and choosing the default billing and shipping addresses. Every
 * change answers the whole book, which replaces the list (the list reloads); without one the page's loader runs again.
 */
export function AddressPage({ data }: { data: CustomerAddressesQuery }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const router = useRouter();
  const store = useRouteContext({ from: '__root__', select: (context) => context.store });
  const country = store.country as CountryCode;
  const [book, setBook] = useState(data.customer);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MyAddressFragment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setBook(data.customer), [data.customer]);
  if (!book) return <LoginNotice />;

  const provider =
    data.shippingMethods.find((method) => method.type === 'SERVICE_POINT' && method.servicePointsProvider)
      ?.servicePointsProvider ?? null;

  const takeOver = async (payload: Payload, done: string) => {
    if (payload.errors.length > 0) return payload.errors;
    if (payload.customer) setBook(payload.customer);
    else await router.invalidate();
    setStatus(done);
    return [];
  };

  const change = async (address: MyAddressFragment, run: () => Promise<Payload>, done: string) => {
    setBusyId(address.id);
    setStatus(null);
    setErrors([]);
    try {
      const refusals = await takeOver(await run(), done);
      setErrors(refusals.map((refusal) => refusal.message));
    } catch (error) {
      console.error('[customer] the address book could not be changed:', error);
      setErrors([t`Your changes could not be saved. Please try again.`]);
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (action: AddressAction, address: MyAddressFragment) => {
    if (action === 'edit') {
      setStatus(null);
      setEditing({ address });
    } else if (action === 'delete') {
      setDeleting(address);
    } else if (action === 'billing') {
      void change(
        address,
        async () => (await graphql(CustomerSetDefaultBillingDocument, { id: address.id })).setDefaultBillingAddress,
        t`Your default billing address has been changed.`,
      );
    } else {
      void change(
        address,
        async () => (await graphql(CustomerSetDefaultShippingDocument, { id: address.id })).setDefaultShippingAddress,
        t`Your default shipping address has been changed.`,
      );
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
      {errors.length > 0 && (
        <Alert tone="error">
          {errors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
      {editing ? (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          country={country}
          countryName={countryName(country, store.locale)}
          salutations={data.storeConfig.salutations}
          address={editing.address}
          servicePointsProvider={provider}
          searchServicePoints={async (pointsProvider, query) => {
            const { servicePoints } = await graphql(CheckoutServicePointsDocument, { provider: pointsProvider, query });
            return servicePoints as CheckoutServicePointFragment[];
          }}
          onCancel={closeForm}
          onSubmit={async (save) => {
            const id = editing.address?.id;
            const input = { address: save.address, servicePointId: save.servicePointId };
            const payload = id
              ? (await graphql(CustomerUpdateAddressDocument, { id, input })).updateAddress
              : (await graphql(CustomerAddAddressDocument, { input })).addAddress;
            const refusals = await takeOver(
              payload,
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
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t`Delete this address?`}>
        {deleting && <AddressText address={deleting} />}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.danger}
            onClick={() => {
              const address = deleting;
              setDeleting(null);
              if (!address) return;
              void change(
                address,
                async () => (await graphql(CustomerDeleteAddressDocument, { id: address.id })).deleteAddress,
                t`The address has been deleted.`,
              );
            }}
          >
            <Trans>Delete address</Trans>
          </button>
          <button type="button" className={styles.secondary} onClick={() => setDeleting(null)}>
            <Trans>Keep address</Trans>
          </button>
        </div>
      </Dialog>
    </div>
  );
}
