import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/domain';
import { Alert, Choice, Fieldset } from '@shop/ui/form';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { login, withFallbackMessage } from '../account/public';
import { addressValues, pointAddress, toAddressInput } from '../address/public';
import { useCartSummary } from '../cart/public';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { UserErrorLike } from '../lib/user-errors';
import { pushDataLayer } from '../tracking/public';
import { type CheckoutStep, CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary, SummaryLines, Totals } from './CheckoutSummary';
import { ContactForm, ReturningCustomerLogin } from './ContactStep';
import {
  type CheckoutAddressFragment,
  type CheckoutContactStepQuery,
  type CheckoutContextFragment,
  CheckoutHandlePaymentDocument,
  type CheckoutOrderQuery,
  type CheckoutPaymentQuery,
  CheckoutPlaceOrderDocument,
  type CheckoutServicePointFragment,
  CheckoutServicePointsDocument,
  type CheckoutShipmentQuery,
  CheckoutUpdateAddressesDocument,
  CheckoutUpdateContactDocument,
  CheckoutUpdatePaymentMethodDocument,
  CheckoutUpdatePickupDocument,
  CheckoutUpdateShippingMethodDocument,
} from './checkout.generated';
import styles from './checkout.module.css';
import { attemptKey, endAttempt } from './payment-attempt';
import { PAYMENT_MESSAGES } from './payment-messages';
import { trackPurchase } from './purchase-event';
import { ShipmentForm } from './ShipmentForm';
import type { PaymentReturnStatus } from './search';

const useStore = () => useRouteContext({ from: '__root__', select: (context) => context.store });
const useBaseUrl = () => useRouteContext({ from: '__root__', select: (context) => context.baseUrl });

/** The country's name in the shopper's language. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** A step's context: the loader's, then each saved step's answer; the header's cart indicator follows it. */
function useStepContext(loaded: CheckoutContextFragment) {
  const [context, setContext] = useState(loaded);
  const setCart = useCartSummary((state) => state.setCart);
  useEffect(() => setContext(loaded), [loaded]);
  useEffect(() => setCart(context.cart), [context.cart, setCart]);
  return [context, setContext] as const;
}

const failed = (message: string): UserErrorLike[] => [{ code: 'NETWORK', message }];

function StepFrame({
  step,
  title,
  cart,
  notice,
  children,
}: {
  step: CheckoutStep;
  title: ReactNode;
  cart: CheckoutContextFragment['cart'];
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <CheckoutSteps current={step} />
      {notice}
      <div className={styles.columns}>
        <div className={styles.stepColumn}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
        <CheckoutSummary cart={cart} />
      </div>
    </div>
  );
}

// ── /checkout/ ─────────────────────────────────────────────────────────────────────────────────────────────────────

export function ContactPage({
  data,
}: {
  data: { context: CheckoutContextFragment; customer: CheckoutContactStepQuery['customer'] };
}) {
  const { t } = useLingui();
  const store = useStore();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const router = useRouter();
  const [context, setContext] = useStepContext(data.context);
  const customer = data.customer;
  const country = store.country as CountryCode;
  const cannotSave = t`Your details could not be saved. Please try again.`;
  const saveEmail = async (email: string): Promise<readonly UserErrorLike[]> => {
    const { updateContact } = await graphql(CheckoutUpdateContactDocument, { input: { email } });
    if (updateContact.context) setContext(updateContact.context);
    if (updateContact.errors.length === 0) await navigate({ to: '/checkout/shipment/' });
    return updateContact.errors;
  };
  return (
    <StepFrame step="contact" title={<Trans>Your email address</Trans>} cart={context.cart}>
      {!customer && (
        <ReturningCustomerLogin
          country={country}
          onLogin={async (values) => {
            const failedMessage = t`You could not be logged in right now. Please try again.`;
            try {
              const outcome = await login(graphql, values);
              if (outcome.errors.length > 0) return withFallbackMessage(outcome.errors, failedMessage);
              // Logged in: the order's e-mail address is the account's, and the next step offers its addresses.
              const refusals = outcome.customer ? await saveEmail(outcome.customer.email) : [];
              // Refused or not moved on: the step shows the logged-in customer, with the refusal.
              if (refusals.length > 0 || !outcome.customer) await router.invalidate();
              return refusals;
            } catch (error) {
              console.error('[checkout] login failed:', error);
              return [{ code: 'NETWORK', message: failedMessage }];
            }
          }}
        />
      )}
      <ContactForm
        key={customer?.email ?? 'guest'}
        country={country}
        email={customer?.email ?? context.email ?? ''}
        accountEmail={customer !== null}
        onSubmit={async (email) => {
          try {
            return await saveEmail(email);
          } catch {
            return failed(cannotSave);
          }
        }}
      />
    </StepFrame>
  );
}

// ── /checkout/shipment/ ────────────────────────────────────────────────────────────────────────────────────────────

export function ShipmentPage({ data }: { data: CheckoutShipmentQuery & { context: CheckoutContextFragment } }) {
  const { t } = useLingui();
  const store = useStore();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const [context, setContext] = useStepContext(data.context);
  const country = store.country as CountryCode;
  const methods = data.shippingMethods;
  const selected =
    methods.find((method) => method.selected) ?? methods.find((method) => method.id === context.shippingMethod.id);
  const provider = selected?.servicePointsProvider;
  const chosenPoint = context.pickup && context.pickup.servicePoint.provider === provider ? context.pickup : null;
  const cannotSave = t`Your details could not be saved. Please try again.`;
  // A logged-in customer's addresses the store delivers to: the default billing one fills an empty form.
  const savedAddresses = (data.customer?.addresses ?? []).filter((address) => address.country.iso === country);
  const defaultBilling = savedAddresses.find((address) => address.isDefaultBilling) ?? null;
  const defaultShipping = savedAddresses.find((address) => address.isDefaultShipping) ?? null;
  return (
    <StepFrame step="shipment" title={<Trans>Shipment</Trans>} cart={context.cart}>
      <ShipmentForm
        country={country}
        countryName={countryName(country, store.locale)}
        salutations={data.storeConfig.salutations}
        shippingMethods={methods}
        chosenPoint={chosenPoint?.servicePoint ?? null}
        savedAddresses={savedAddresses}
        defaultValues={{
          billingAddress: addressValues(context.billingAddress ?? defaultBilling, country),
          differentShipping: context.shippingAddress !== null,
          shippingAddress: addressValues(context.shippingAddress ?? defaultShipping, country),
          shippingMethodId: selected?.id ?? context.shippingMethod.id,
          servicePointId: chosenPoint?.servicePoint.id ?? '',
          dhlCustomerNumber: chosenPoint?.dhlCustomerNumber ?? '',
        }}
        searchServicePoints={async (pointsProvider, query) => {
          const { servicePoints } = await graphql(CheckoutServicePointsDocument, { provider: pointsProvider, query });
          return servicePoints as CheckoutServicePointFragment[];
        }}
        onMethodChange={async (id) => {
          try {
            const { updateShippingMethod } = await graphql(CheckoutUpdateShippingMethodDocument, { id });
            if (updateShippingMethod.context) setContext(updateShippingMethod.context);
            return updateShippingMethod.errors;
          } catch {
            return failed(cannotSave);
          }
        }}
        onSubmit={async (values, pickup) => {
          try {
            if (values.shippingMethodId !== context.shippingMethod.id) {
              const { updateShippingMethod } = await graphql(CheckoutUpdateShippingMethodDocument, {
                id: values.shippingMethodId,
              });
              if (updateShippingMethod.errors.length > 0) return updateShippingMethod.errors;
            }
            const { updateAddresses } = await graphql(CheckoutUpdateAddressesDocument, {
              input: {
                billingAddress: toAddressInput(values.billingAddress),
                shippingAddress: values.differentShipping && !pickup ? toAddressInput(values.shippingAddress) : null,
              },
            });
            if (updateAddresses.context) setContext(updateAddresses.context);
            if (updateAddresses.errors.length > 0) return updateAddresses.errors;
            if (pickup) {
              const { updatePickup } = await graphql(CheckoutUpdatePickupDocument, {
                input: {
                  servicePointId: values.servicePointId,
                  dhlCustomerNumber: values.dhlCustomerNumber.trim() || null,
                },
              });
              if (updatePickup.context) setContext(updatePickup.context);
              if (updatePickup.errors.length > 0) return updatePickup.errors;
            }
            await navigate({ to: '/checkout/payment/' });
            return [];
          } catch {
            return failed(cannotSave);
          }
        }}
      />
    </StepFrame>
  );
}

// ── /checkout/payment/ ─────────────────────────────────────────────────────────────────────────────────────────────

function AddressBlock({ address }: { address: CheckoutAddressFragment }) {
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

function DeliveryBlock({
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

export function PaymentPage({
  data,
  status,
}: {
  data: CheckoutPaymentQuery & { context: CheckoutContextFragment };
  status: PaymentReturnStatus | undefined;
}) {
  const { t, i18n } = useLingui();
  const graphql = useGraphql();
  const baseUrl = useBaseUrl();
  const [context, setContext] = useStepContext(data.context);
  const [methodId, setMethodId] = useState(
    data.paymentMethods.find((method) => method.selected)?.id ?? context.paymentMethod.id,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const placed = useRef<string | null>(null);
  const billing = context.billingAddress;

  const changeMethod = async (id: string) => {
    setMethodId(id);
    setErrors([]);
    try {
      const { updatePaymentMethod } = await graphql(CheckoutUpdatePaymentMethodDocument, { id });
      if (updatePaymentMethod.context) setContext(updatePaymentMethod.context);
      setErrors(updatePaymentMethod.errors.map((error) => error.message));
    } catch {
      setErrors([t`The payment method could not be saved. Please try again.`]);
    }
  };

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    try {
      if (methodId !== context.paymentMethod.id) {
        const { updatePaymentMethod } = await graphql(CheckoutUpdatePaymentMethodDocument, { id: methodId });
        if (updatePaymentMethod.errors.length > 0) {
          setErrors(updatePaymentMethod.errors.map((error) => error.message));
          return;
        }
      }
      if (!placed.current) {
        const { placeOrder } = await graphql(CheckoutPlaceOrderDocument, {
          input: { idempotencyKey: attemptKey(storage) },
        });
        if (!placeOrder.order) {
          // Refused: this attempt is over, the next click is a new one.
          endAttempt(storage);
          setErrors(placeOrder.errors.map((error) => error.message));
          return;
        }
        placed.current = placeOrder.order.id;
        endAttempt(storage);
      }
      const { handlePayment } = await graphql(CheckoutHandlePaymentDocument, {
        input: {
          orderId: placed.current,
          finishUrl: `${baseUrl}/checkout/success/`,
          errorUrl: `${baseUrl}/checkout/payment/`,
        },
      });
      if (!handlePayment.redirectUrl) {
        setErrors(handlePayment.errors.map((error) => error.message));
        return;
      }
      window.location.assign(handlePayment.redirectUrl);
    } catch {
      // No answer: the key stays, so the next click retries the same attempt.
      setErrors([t`Your order could not be placed right now. Please try again.`]);
    } finally {
      setBusy(false);
    }
  };

  const notice = status ? (
    <Alert tone={status === 'failed' ? 'error' : 'info'}>
      <p>{i18n._(PAYMENT_MESSAGES[status])}</p>
    </Alert>
  ) : null;

  return (
    <StepFrame step="payment" title={<Trans>Payment</Trans>} cart={context.cart} notice={notice}>
      <div className={styles.form}>
        {errors.length > 0 && (
          <Alert tone="error">
            {errors.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Alert>
        )}
        <Fieldset legend={t`Payment method`}>
          {data.paymentMethods.map((method) => (
            <Choice
              key={method.id}
              name="paymentMethod"
              value={method.id}
              checked={method.id === methodId}
              onChange={() => void changeMethod(method.id)}
              label={method.name}
              details={method.description || undefined}
            />
          ))}
        </Fieldset>
        <section className={styles.review} aria-labelledby="checkout-review">
          <h2 id="checkout-review" className={styles.subtitle}>
            <Trans>Check your order</Trans>
          </h2>
          <div className={styles.reviewGrid}>
            <div>
              <h3 className={styles.minor}>
                <Trans>Contact</Trans>
              </h3>
              <p>{context.email}</p>
              <ShopLink href="/checkout/" className={styles.link}>
                <Trans>Change email address</Trans>
              </ShopLink>
            </div>
            {billing && (
              <div>
                <h3 className={styles.minor}>
                  <Trans>Billing address</Trans>
                </h3>
                <AddressBlock address={billing} />
                <ShopLink href="/checkout/shipment/" className={styles.link}>
                  <Trans>Change address</Trans>
                </ShopLink>
              </div>
            )}
            <div>
              <h3 className={styles.minor}>
                <Trans>Delivery</Trans>
              </h3>
              <DeliveryBlock
                method={context.shippingMethod}
                address={context.shippingAddress ?? billing}
                pickup={context.pickup}
              />
              <ShopLink href="/checkout/shipment/" className={styles.link}>
                <Trans>Change delivery</Trans>
              </ShopLink>
            </div>
          </div>
        </section>
        <button type="button" className={styles.primary} onClick={() => void pay()} disabled={busy} aria-busy={busy}>
          <Trans>Place order and pay</Trans>
        </button>
      </div>
    </StepFrame>
  );
}

// ── /checkout/status/ ──────────────────────────────────────────────────────────────────────────────────────────────

export function StatusPage({ context }: { context: CheckoutContextFragment | null }) {
  const { i18n } = useLingui();
  const status = context?.cartStatus;
  const hasItems = (context?.cart.itemCount ?? 0) > 0;
  let message: ReactNode;
  let action: ReactNode;
  if (status?.status === 'PAID') {
    message = i18n._(PAYMENT_MESSAGES.paid);
    action = (
      <ShopLink href={`/checkout/success/?order=${encodeURIComponent(status.orderNumber)}`} className={styles.primary}>
        <Trans>Complete</Trans>
      </ShopLink>
    );
  } else if (status?.status === 'FAILED' && hasItems) {
    message = i18n._(PAYMENT_MESSAGES.failed);
    action = (
      <ShopLink href="/checkout/payment/" className={styles.primary}>
        <Trans>Choose another payment method</Trans>
      </ShopLink>
    );
  } else if (status?.status === 'CANCELLED' && hasItems) {
    message = i18n._(PAYMENT_MESSAGES.cancelledBefore);
    action = (
      <ShopLink href="/checkout/payment/" className={styles.primary}>
        <Trans>Try again</Trans>
      </ShopLink>
    );
  } else if (status?.status === 'OPEN') {
    message = <Trans>We have not yet received the outcome of your payment. Click below to check again.</Trans>;
    action = (
      <a href="/checkout/status/" className={styles.primary}>
        <Trans>Check again</Trans>
      </a>
    );
  } else if (hasItems) {
    message = <Trans>Your shopping bag is waiting for you. Click below to continue your order.</Trans>;
    action = (
      <ShopLink href="/checkout/" className={styles.primary}>
        <Trans>Continue to checkout</Trans>
      </ShopLink>
    );
  } else {
    message = i18n._(PAYMENT_MESSAGES.empty);
    action = (
      <ShopLink href="/" className={styles.primary}>
        <Trans>Continue shopping</Trans>
      </ShopLink>
    );
  }
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>
        <Trans>Your order</Trans>
      </h1>
      <p>{message}</p>
      {action}
    </div>
  );
}

// ── /checkout/success/ ─────────────────────────────────────────────────────────────────────────────────────────────

export function SuccessPage({ order }: { order: CheckoutOrderQuery['order'] }) {
  const { t } = useLingui();
  useEffect(() => {
    if (order) trackPurchase(order, pushDataLayer, typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  }, [order]);
  if (!order) {
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title}>
          <Trans>We cannot find this order</Trans>
        </h1>
        <p>
          <Trans>
            This order number is unknown, or the order was placed in another browser. Your order confirmation e-mail has
            all the details.
          </Trans>
        </p>
        <ShopLink href="/" className={styles.primary}>
          <Trans>Go to the home page</Trans>
        </ShopLink>
      </div>
    );
  }
  const orderNumber = order.orderNumber;
  const email = order.email;
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <div className={styles.stepColumn}>
          <h1 className={styles.title}>
            <Trans>Thank you for your order!</Trans>
          </h1>
          <p>
            <Trans>
              Your order number is <strong>{orderNumber}</strong>. We have sent a confirmation to {email}.
            </Trans>
          </p>
          <p className={styles.promise}>{order.deliveryPromise.text}</p>
          <div className={styles.reviewGrid}>
            <div>
              <h2 className={styles.minor}>
                <Trans>Delivery</Trans>
              </h2>
              <DeliveryBlock
                method={order.shippingMethod}
                address={order.shippingAddress ?? order.billingAddress}
                pickup={order.pickup}
              />
            </div>
            <div>
              <h2 className={styles.minor}>
                <Trans>Billing address</Trans>
              </h2>
              <AddressBlock address={order.billingAddress} />
            </div>
            <div>
              <h2 className={styles.minor}>
                <Trans>Payment method</Trans>
              </h2>
              <p>{order.paymentMethod.name}</p>
            </div>
          </div>
          <ShopLink href="/" className={styles.primary}>
            <Trans>Continue shopping</Trans>
          </ShopLink>
        </div>
        <aside className={styles.summary} aria-label={t`Your order`}>
          <h2 className={styles.summaryTitle}>
            <Trans>Order {orderNumber}</Trans>
          </h2>
          <SummaryLines
            lines={order.items.map((line) => ({
              key: line.referencedId,
              name: line.product?.name ?? line.referencedId,
              brand: line.product?.brand?.name,
              url: line.product?.url,
              size: line.label,
              quantity: line.quantity,
              total: line.totalPrice.formatted,
              image: line.product?.image,
            }))}
          />
          <Totals
            rows={[
              { label: t`Subtotal`, value: order.itemsTotal.formatted },
              {
                label: t`Shipping`,
                value: order.freeShipping ? t`Free` : order.shippingCosts.formatted,
              },
              { label: t`Total`, value: order.totalPrice.formatted, total: true },
              { label: t`Of which VAT`, value: order.tax.formatted },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
