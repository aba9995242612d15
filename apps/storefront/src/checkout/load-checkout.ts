import { redirect } from '@tanstack/react-router';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery, GraphqlQueryOptions } from '../lib/graphql/query';
import {
  CheckoutContactStepDocument,
  CheckoutContextDocument,
  type CheckoutContextFragment,
  CheckoutOrderDocument,
  CheckoutPaymentDocument,
  CheckoutShipmentDocument,
} from './checkout.generated';
import type { PaymentReturnStatus } from './search';

/** Every step asks the gateway afresh: the context changes with every saved step, and it has no key to cache by. */
const FRESH: GraphqlQueryOptions = { fresh: true };

const fresh: (graphql: GraphqlQuery) => GraphqlQuery = (graphql) => (document, variables) =>
  graphql(document, variables, FRESH);

const emptyCart = (context: CheckoutContextFragment | null) => !context || context.cart.itemCount === 0;

/** A step opened without what it builds on goes back to the first step that is missing something. */
function requireEarlierSteps(context: CheckoutContextFragment, step: 'shipment' | 'payment') {
  if (context.missing.includes('EMAIL')) throw redirect({ href: '/checkout/' });
  if (
    step === 'payment' &&
    context.missing.some(
      (need) => need === 'BILLING_ADDRESS' || need === 'PICKUP_POINT' || need === 'DHL_CUSTOMER_NUMBER',
    )
  ) {
    throw redirect({ href: '/checkout/shipment/' });
  }
}

/** `/checkout/`: the contact step (with the customer, when logged in). An empty cart goes to the cart page. */
export async function loadContactStep(graphql: GraphqlQuery) {
  const { context, customer } = await loadQuery(fresh(graphql), CheckoutContactStepDocument, {});
  if (emptyCart(context) || !context) throw redirect({ href: '/cart/' });
  return { context, customer };
}

export async function loadShipmentStep(graphql: GraphqlQuery) {
  const data = await loadQuery(fresh(graphql), CheckoutShipmentDocument, {});
  const { context } = data;
  if (emptyCart(context) || !context) throw redirect({ href: '/cart/' });
  requireEarlierSteps(context, 'shipment');
  return { ...data, context };
}

/**
 * `/checkout/payment/` (also the way back from the payment provider, `?status=cancelled|failed|expired|open`). The payment service's failure or
 * cancellation puts the lines back into the cart; a cart that is empty anyway is explained on the status page.
 */
export async function loadPaymentStep(graphql: GraphqlQuery, status: PaymentReturnStatus | undefined) {
  const data = await loadQuery(fresh(graphql), CheckoutPaymentDocument, {});
  const { context } = data;
  if (emptyCart(context) || !context) throw redirect({ href: status ? '/checkout/status/' : '/cart/' });
  requireEarlierSteps(context, 'payment');
  return { ...data, context };
}

/** `/checkout/status/`: the last order's state, whatever the cart holds. */
export async function loadStatusPage(graphql: GraphqlQuery) {
  return loadQuery(fresh(graphql), CheckoutContextDocument, {});
}

/** `/checkout/success/?order=…`: the order, when it is the caller's. */
export async function loadSuccessPage(graphql: GraphqlQuery, orderNumber: string | undefined) {
  if (!orderNumber) return { order: null };
  return loadQuery(fresh(graphql), CheckoutOrderDocument, { orderNumber });
}
