import { msg } from '@lingui/core/macro';

/**
 * The payment messages of spec commerce §8 and when each shows (docs/decisions/0022-checkout-in-the-storefront.md): the first two above the payment
 * step when the payment service sends the shopper back (`/checkout/payment/?status=…`), the others on
 * `/checkout/status/` by the last order's state.
 */
export const PAYMENT_MESSAGES = {
  /** `?status=failed` (and the status page after a failed payment): the lines are back; choose another method. */
  failed: msg`The payment with the selected payment method has unfortunately failed. Click below to continue and choose another payment method.`,
  /** `?status=cancelled`: the shopper cancelled on the payment page, or it broke off. */
  cancelled: msg`You canceled the payment or something went wrong during the payment. We have saved your shopping cart. This way you can still order.`,
  /** `?status=expired`: the shopper left the provider's page until the payment expired; the cart is back. */
  expired: msg`Your payment has expired because it was not completed in time. We have saved your shopping cart, so you can try again.`,
  /** `?status=open`: the provider has not decided yet (a bank transfer, a payment being processed). */
  open: msg`We have not yet received the outcome of your payment. Click below to check again.`,
  /** Status page, last order PAID. */
  paid: msg`You have already paid for your order, click below to complete.`,
  /** Status page, last order CANCELLED with the cart back. */
  cancelledBefore: msg`You have canceled your payment. Click below to try again.`,
  /** Status page: no order and an empty cart. */
  empty: msg`Oops, something went wrong and your shopping bag is empty. Click below to continue shopping.`,
};
