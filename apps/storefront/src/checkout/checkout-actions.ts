import type { ShipmentValues } from '../address/public';
import { toAddressInput } from '../address/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { UserErrorLike } from '../lib/user-errors';
import {
  type CheckoutContextFragment,
  CheckoutHandlePaymentDocument,
  CheckoutPlaceOrderDocument,
  CheckoutUpdateAddressesDocument,
  CheckoutUpdateContactDocument,
  CheckoutUpdatePaymentMethodDocument,
  CheckoutUpdatePickupDocument,
  CheckoutUpdateShippingMethodDocument,
} from './checkout.generated';
import { attemptKey, endAttempt } from './payment-attempt';

/**
 * The checkout's mutations as the steps run them in the browser. Each step answer carries the checkout context after
 * it (the step shows it, the header's cart follows) and the gateway's refusals, in the shopper's language. They throw
 * when the gateway could not be reached (the step says so).
 */
export interface StepAnswer {
  context: CheckoutContextFragment | null;
  errors: readonly UserErrorLike[];
}

const answerOf = (payload: {
  context?: CheckoutContextFragment | null;
  errors: readonly UserErrorLike[];
}): StepAnswer => ({ context: payload.context ?? null, errors: payload.errors });

/** The contact step: the order's e-mail address. */
export async function saveContactEmail(graphql: GraphqlQuery, email: string): Promise<StepAnswer> {
  return answerOf((await graphql(CheckoutUpdateContactDocument, { input: { email } })).updateContact);
}

/** The shipping method, saved at once (the costs and totals follow). */
export async function saveShippingMethod(graphql: GraphqlQuery, id: string): Promise<StepAnswer> {
  return answerOf((await graphql(CheckoutUpdateShippingMethodDocument, { id })).updateShippingMethod);
}

/**
 * The shipment step: the method (when changed), the addresses, then the pickup point. Stops at the first refusal;
 * each context answered is handed to `onContext` as it comes. Answers the refusals (empty: saved).
 */
export async function saveShipment(
  graphql: GraphqlQuery,
  step: { values: ShipmentValues; pickup: boolean; savedMethodId: string },
  onContext: (context: CheckoutContextFragment) => void,
): Promise<readonly UserErrorLike[]> {
  const { values, pickup } = step;
  if (values.shippingMethodId !== step.savedMethodId) {
    const method = await saveShippingMethod(graphql, values.shippingMethodId);
    if (method.errors.length > 0) return method.errors;
  }
  const { updateAddresses } = await graphql(CheckoutUpdateAddressesDocument, {
    input: {
      billingAddress: toAddressInput(values.billingAddress),
      shippingAddress: values.differentShipping && !pickup ? toAddressInput(values.shippingAddress) : null,
    },
  });
  if (updateAddresses.context) onContext(updateAddresses.context);
  if (updateAddresses.errors.length > 0) return updateAddresses.errors;
  if (pickup) {
    const { updatePickup } = await graphql(CheckoutUpdatePickupDocument, {
      input: {
        servicePointId: values.servicePointId,
        dhlCustomerNumber: values.dhlCustomerNumber.trim() || null,
      },
    });
    if (updatePickup.context) onContext(updatePickup.context);
    if (updatePickup.errors.length > 0) return updatePickup.errors;
  }
  return [];
}

export async function savePaymentMethod(graphql: GraphqlQuery, id: string): Promise<StepAnswer> {
  return answerOf((await graphql(CheckoutUpdatePaymentMethodDocument, { id })).updatePaymentMethod);
}

export interface PaymentAttempt {
  methodId: string;
  /** The payment method the checkout has saved. */
  savedMethodId: string;
  /** The order this page placed already: a retry pays it instead of placing another. */
  placed: { current: string | null };
  baseUrl: string;
}

/**
 * "Place order and pay": saves a changed method, places the order once (with the attempt's idempotency key) and sends
 * the shopper to the payment provider. Answers the refusals' messages (empty: on the way to pay). Throws when the
 * gateway did not answer: the key stays, so the next click retries the same attempt.
 */
export async function placeOrderAndPay(graphql: GraphqlQuery, attempt: PaymentAttempt): Promise<string[]> {
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const messages = (errors: readonly UserErrorLike[]) => errors.map((error) => error.message);
  if (attempt.methodId !== attempt.savedMethodId) {
    const method = await savePaymentMethod(graphql, attempt.methodId);
    if (method.errors.length > 0) return messages(method.errors);
  }
  if (!attempt.placed.current) {
    const { placeOrder } = await graphql(CheckoutPlaceOrderDocument, {
      input: { idempotencyKey: attemptKey(storage) },
    });
    if (!placeOrder.order) {
      // Refused: this attempt is over, the next click is a new one.
      endAttempt(storage);
      return messages(placeOrder.errors);
    }
    attempt.placed.current = placeOrder.order.id;
    endAttempt(storage);
  }
  const { handlePayment } = await graphql(CheckoutHandlePaymentDocument, {
    input: {
      orderId: attempt.placed.current,
      finishUrl: `${attempt.baseUrl}/checkout/success/`,
      errorUrl: `${attempt.baseUrl}/checkout/payment/`,
    },
  });
  if (!handlePayment.redirectUrl) return messages(handlePayment.errors);
  window.location.assign(handlePayment.redirectUrl);
  return [];
}
