import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressErrorCode, CheckoutRequirement, DeliveryPromise, PickupErrorCode } from '@shop/domain';

/**
 * The commerce subschema's words in the shopper's language: cart notices by message key (spec §8: translated when a
 * translation exists, else the raw message), delivery promises, method names, and the user errors of the checkout.
 */

const CART_ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  'product-out-of-stock': msg`Not enough of this item is in stock. Lower the quantity or choose another size.`,
  'product-not-found': msg`An item in your shopping cart is no longer available.`,
  'shipping-method-blocked': msg`The chosen shipping method is not available for this cart.`,
  'payment-method-blocked': msg`The chosen payment method is not available.`,
  'promotion-discount-added': msg`A discount has been added to your shopping cart.`,
  // A redeemed voucher that stopped counting (the cart takes nothing off until it is removed or counts again).
  'voucher-expired': msg`Your voucher has expired. Remove it to continue.`,
  'voucher-redeemed': msg`Your voucher has been used for another order. Remove it to continue.`,
  'voucher-not-yet-valid': msg`Your voucher cannot be used yet.`,
  'voucher-minimum-not-reached': msg`Your shopping cart does not reach the minimum amount of your voucher yet.`,
  'voucher-not-yours': msg`This voucher belongs to another account. Remove it to continue.`,
  'voucher-wrong-currency': msg`This voucher cannot be used in this shop. Remove it to continue.`,
};

/** A cart notice: the message key's translation, else the raw message. */
export function cartErrorMessage(i18n: I18n, messageKey: string, rawMessage: string): string {
  const descriptor = CART_ERROR_MESSAGES[messageKey];
  return descriptor ? i18n._(descriptor) : rawMessage;
}

export function deliveryPromiseText(i18n: I18n, promise: DeliveryPromise): string {
  switch (promise.kind) {
    case 'variant': {
      const time = promise.deliveryTime;
      return i18n._(msg`Pre Order: delivered in ${time}`);
    }
    case 'long':
      return i18n._(msg`Delivered in 5-8 days`);
    default:
      return i18n._(msg`Delivered in 1-3 days`);
  }
}

export function vatLabelText(i18n: I18n, rate: number): string {
  return i18n._(msg`incl. ${rate}% VAT`);
}

const SHIPPING_METHOD_NAMES: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'home-delivery': { name: msg`Home delivery`, description: msg`Delivered to your door.` },
  'store-pickup': {
    name: msg`Pick up in a store`,
    description: msg`Free: pick your order up in one of our stores.`,
  },
  'service-point': {
    name: msg`Pick up at a service point`,
    description: msg`Delivered to a parcel point or Packstation near you.`,
  },
};

export function shippingMethodWords(i18n: I18n, reference: string): { name: string; description: string } {
  const words = SHIPPING_METHOD_NAMES[reference];
  return words
    ? { name: i18n._(words.name), description: i18n._(words.description) }
    : { name: reference, description: '' };
}

/** Brand names stay as they are; the card is described in the shopper's language. */
const PAYMENT_BRANDS: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  klarna: 'Klarna',
  eps: 'EPS',
};

export function paymentMethodWords(i18n: I18n, reference: string): { name: string; description: string } {
  switch (reference) {
    case 'card':
      return { name: i18n._(msg`Credit card`), description: i18n._(msg`Visa, Mastercard or American Express.`) };
    case 'klarna':
      return { name: PAYMENT_BRANDS.klarna!, description: i18n._(msg`Pay later, within 30 days.`) };
    case 'ideal':
    case 'bancontact':
    case 'eps':
      return { name: PAYMENT_BRANDS[reference]!, description: i18n._(msg`Pay at once through your bank.`) };
    default:
      return { name: PAYMENT_BRANDS[reference] ?? reference, description: '' };
  }
}

const ADDRESS_ERRORS: Record<AddressErrorCode, MessageDescriptor> = {
  required: msg`This field is required.`,
  'invalid-zipcode': msg`Please enter a valid postcode.`,
  'invalid-phone': msg`Please enter a valid phone number`,
  'max-4': msg`Max 4 characters are allowed`,
  'max-3': msg`Max 3 characters are allowed`,
  'invalid-house-number': msg`Please enter the house number in digits only.`,
  'too-long': msg`This is too long.`,
  'wrong-country': msg`We cannot deliver to this country from this store.`,
};

export const addressErrorMessage = (i18n: I18n, code: AddressErrorCode) => i18n._(ADDRESS_ERRORS[code]);

const PICKUP_ERRORS: Record<PickupErrorCode, MessageDescriptor> = {
  'dhl-customer-number-required': msg`Your DHL customer number is required`,
  'invalid-dhl-customer-number': msg`A DHL customer number has 6 to 10 digits.`,
};

export const pickupErrorMessage = (i18n: I18n, code: PickupErrorCode) => i18n._(PICKUP_ERRORS[code]);

const REQUIREMENTS: Record<CheckoutRequirement, { field: string | null; message: MessageDescriptor }> = {
  'cart-items': { field: null, message: msg`Your shopping cart is empty.` },
  stock: { field: null, message: msg`Not enough of an item in your shopping cart is in stock.` },
  email: { field: 'email', message: msg`Please enter your e-mail address.` },
  'billing-address': { field: 'billingAddress', message: msg`Please enter your address.` },
  'pickup-point': { field: 'servicePointId', message: msg`Please choose where to pick up your order.` },
  'dhl-customer-number': { field: 'dhlCustomerNumber', message: msg`Your DHL customer number is required` },
};

export function requirementError(i18n: I18n, requirement: CheckoutRequirement) {
  const { field, message } = REQUIREMENTS[requirement];
  return { code: 'CHECKOUT_INCOMPLETE', message: i18n._(message), field };
}

/** User errors of the cart and checkout calls, by the engine's error code. */
const COMMERCE_ERRORS: Record<string, MessageDescriptor> = {
  'product-not-found': msg`This product is not available.`,
  'product-not-orderable': msg`This size cannot be ordered at the moment.`,
  'cart-item-not-found': msg`This item is no longer in your shopping cart.`,
  'cart-full': msg`Your shopping cart is full: it holds at most 100 different items. Remove one to add another.`,
  'cart-empty': msg`Your shopping cart is empty.`,
  'product-out-of-stock': msg`Sorry, an item in your shopping cart has just sold out. Please check your cart.`,
  'shipping-method-not-available': msg`This shipping method is not available.`,
  'payment-method-not-available': msg`This payment method is not available.`,
  'invalid-email': msg`Please enter a valid e-mail address.`,
  'service-point-not-found': msg`This pickup point is not available. Please choose another one.`,
  'idempotency-key-reused': msg`This order attempt belongs to another session. Please try again.`,
  'order-not-found': msg`We could not find this order.`,
  'order-already-paid': msg`You have already paid for your order, click below to complete.`,
  'order-not-payable': msg`This order can no longer be paid. Your shopping cart has been saved: please order again.`,
  'invalid-quantity': msg`Please choose a quantity between 1 and 99.`,
  'too-many-items': msg`Add at most 20 items at once.`,
  'invalid-redirect-url': msg`The return address must be on this shop's own site.`,
  'context-not-found': msg`This shopping cart link is no longer valid.`,
  'cart-link-not-found': msg`This shopping cart link is not valid.`,
  'cart-link-expired': msg`This shopping cart link has expired.`,
  'payments-unavailable': msg`Paying online is not possible at the moment, so we cannot take your order. Your shopping cart has been kept.`,
  'payment-provider-unavailable': msg`We cannot reach the payment service at the moment. Your order has been saved and not paid: please try again in a moment.`,
  'voucher-not-found': msg`We do not know this voucher code. Please check it and try again.`,
  'voucher-not-yet-valid': msg`This voucher cannot be used yet: it becomes available 14 days after you earned it.`,
  'voucher-expired': msg`This voucher has expired.`,
  'voucher-redeemed': msg`This voucher has been used already.`,
  'voucher-minimum-not-reached': msg`Your shopping cart does not reach the minimum amount of this voucher yet.`,
  'voucher-not-valid': msg`Your voucher can no longer be used. Remove it from your shopping cart to place your order.`,
  'voucher-login-required': msg`Please log in to redeem a voucher.`,
  // A remote shop system (the Shopware adapter): down or slow, or asking callers to wait.
  'commerce-unavailable': msg`Our shop system cannot be reached at the moment. Please try again in a few minutes.`,
  'commerce-busy': msg`It is very busy in our shop right now. Please try again in a moment.`,
  // What the Shopware adapter can answer in the checkout too (the same words as the account pages').
  'not-logged-in': msg`Please log in first.`,
  'invalid-credentials': msg`The e-mail address or password is incorrect.`,
  'address-not-found': msg`We could not find this address.`,
  // A payment flow the shop system does not have (Shopware: the test payment page, a provider's webhook to the shop).
  'payment-flow-unsupported': msg`This way of paying is not available in this shop.`,
};

export function commerceErrorMessage(i18n: I18n, code: string): string {
  const descriptor = COMMERCE_ERRORS[code];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Something went wrong. Please try again.`);
}
