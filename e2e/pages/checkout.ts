import type { Locator, Page } from '@playwright/test';
import { storeUrl } from '../fixtures';
import { AddressFields } from './address-fields';

/** The words of the checkout in the two stores the journeys use. */
export const CHECKOUT_WORDS = {
  en: {
    email: 'Email address',
    toShipment: 'Continue to shipment',
    toPayment: 'Continue to payment',
    placeOrder: 'Place order and pay',
    thanks: 'Thank you for your order!',
    paymentMethod: 'Payment method',
    cancelled:
      'You canceled the payment or something went wrong during the payment. We have saved your shopping cart. This way you can still order.',
    failed:
      'The payment with the selected payment method has unfortunately failed. Click below to continue and choose another payment method.',
  },
  'nl-nl': {
    email: 'E-mailadres',
    toShipment: 'Verder naar verzending',
    toPayment: 'Verder naar betalen',
    placeOrder: 'Bestellen en betalen',
    thanks: 'Bedankt voor je bestelling!',
    paymentMethod: 'Betaalmethode',
    cancelled:
      'Je hebt de betaling geannuleerd of er is iets misgegaan tijdens de betaling. We hebben je winkelmand bewaard. Zo kun je alsnog bestellen.',
    failed:
      'De betaling met de gekozen betaalmethode is helaas mislukt. Klik hieronder om verder te gaan en een andere betaalmethode te kiezen.',
  },
} as const;

export type CheckoutStore = keyof typeof CHECKOUT_WORDS;

/** The checkout's steps (`/checkout/`, `shipment/`, `payment/`) and the finish page. */
export class CheckoutPage {
  readonly words: (typeof CHECKOUT_WORDS)[CheckoutStore];
  /** Contact step. */
  readonly email: Locator;
  readonly toShipment: Locator;
  /** Shipment step. */
  readonly address: AddressFields;
  readonly savedAddresses: Locator;
  readonly toPayment: Locator;
  /** Payment step. */
  readonly placeOrder: Locator;
  readonly paymentMethods: Locator;
  /** The order's lines beside every step. */
  readonly summary: Locator;

  constructor(
    readonly page: Page,
    readonly store: CheckoutStore,
    /** Another shop's storefront port (the Mollie journeys' shop); default: the journeys' shop. */
    readonly port?: number,
  ) {
    this.words = CHECKOUT_WORDS[store];
    this.email = page.getByLabel(this.words.email);
    this.toShipment = page.getByRole('button', { name: this.words.toShipment });
    this.address = new AddressFields(page, store);
    this.savedAddresses = page.getByLabel('Use one of your addresses');
    this.toPayment = page.getByRole('button', { name: this.words.toPayment });
    this.placeOrder = page.getByRole('button', { name: this.words.placeOrder });
    this.paymentMethods = page.getByRole('group', { name: this.words.paymentMethod }).getByRole('radio');
    this.summary = page.getByRole('complementary');
  }

  async open(visit: (url: string) => Promise<unknown>) {
    await visit(storeUrl(this.store, '/checkout/', this.port));
  }

  /** The test payment service's button for an outcome, on its hosted page. */
  paymentOutcome(outcome: 'paid' | 'cancelled' | 'failed'): Locator {
    return this.page.locator(`button[name="outcome"][value="${outcome}"]`);
  }
}
