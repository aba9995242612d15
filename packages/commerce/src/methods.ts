import type { CountryCode, CurrencyCode } from '@shop/i18n';
import type { ShippingTariff } from '../../domain/src/shipping';

/**
 * Shipping and payment methods, as configuration in code: the shop has a handful, they change with a release, and a
 * Shopware adapter reads its own. Ids are stable (they are stored on contexts and orders).
 */
export type ShippingMethodType = 'delivery' | 'pickup' | 'service-point';

export interface ShippingMethodDefinition {
  id: string;
  /** Stable reference for the storefront (icons, texts). */
  reference: string;
  type: ShippingMethodType;
  position: number;
  /** For service points: who runs them (DHL Packstation in Germany, PostNL/bpost elsewhere). */
  servicePointsProvider: string | null;
  countries: readonly CountryCode[];
  tariffs: Partial<Record<CurrencyCode, ShippingTariff>>;
}

const EU = ['NL', 'BE', 'DE', 'FR', 'AT', 'LU'] as const;

export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  {
    id: 'shipping-home-delivery',
    reference: 'home-delivery',
    type: 'delivery',
    position: 1,
    servicePointsProvider: null,
    countries: [...EU, 'GB'],
    tariffs: {
      EUR: {
        currency: 'EUR',
        ranges: [
          { quantityStart: 1, quantityEnd: 4, priceMinor: 495 },
          { quantityStart: 5, quantityEnd: null, priceMinor: 695 },
        ],
        freeFromMinor: 5000,
      },
      GBP: {
        currency: 'GBP',
        ranges: [
          { quantityStart: 1, quantityEnd: 4, priceMinor: 495 },
          { quantityStart: 5, quantityEnd: null, priceMinor: 695 },
        ],
        freeFromMinor: 6000,
      },
    },
  },
  {
    id: 'shipping-store-pickup',
    reference: 'store-pickup',
    type: 'pickup',
    position: 2,
    servicePointsProvider: 'stores',
    // The shop's stores are in the Netherlands and Belgium.
    countries: ['NL', 'BE'],
    tariffs: {
      EUR: { currency: 'EUR', ranges: [{ quantityStart: 1, quantityEnd: null, priceMinor: 0 }], freeFromMinor: null },
    },
  },
  {
    id: 'shipping-service-point',
    reference: 'service-point',
    type: 'service-point',
    position: 3,
    servicePointsProvider: 'parcel',
    countries: EU,
    tariffs: {
      EUR: {
        currency: 'EUR',
        ranges: [{ quantityStart: 1, quantityEnd: null, priceMinor: 395 }],
        freeFromMinor: 5000,
      },
    },
  },
];

export interface PaymentMethodDefinition {
  id: string;
  reference: string;
  countries: readonly CountryCode[];
}

/**
 * Payment methods per country, in the order a careful shop offers them: the local favourite first (iDEAL in the
 * Netherlands, Bancontact in Belgium, PayPal in Germany and Austria, cards — Cartes Bancaires — in France and
 * Luxembourg and Britain), then cards, PayPal and Klarna (pay later) where Klarna serves shoppers. EPS for Austria.
 * The order below is per country through `PAYMENT_METHOD_ORDER`.
 */
export const PAYMENT_METHODS: readonly PaymentMethodDefinition[] = [
  { id: 'payment-ideal', reference: 'ideal', countries: ['NL'] },
  { id: 'payment-bancontact', reference: 'bancontact', countries: ['BE'] },
  { id: 'payment-eps', reference: 'eps', countries: ['AT'] },
  { id: 'payment-card', reference: 'card', countries: [...EU, 'GB'] },
  { id: 'payment-paypal', reference: 'paypal', countries: [...EU, 'GB'] },
  { id: 'payment-klarna', reference: 'klarna', countries: ['NL', 'BE', 'DE', 'AT', 'GB'] },
];

export const PAYMENT_METHOD_ORDER: Readonly<Record<CountryCode, readonly string[]>> = {
  NL: ['payment-ideal', 'payment-card', 'payment-paypal', 'payment-klarna'],
  BE: ['payment-bancontact', 'payment-card', 'payment-paypal', 'payment-klarna'],
  DE: ['payment-paypal', 'payment-klarna', 'payment-card'],
  AT: ['payment-eps', 'payment-paypal', 'payment-klarna', 'payment-card'],
  FR: ['payment-card', 'payment-paypal'],
  LU: ['payment-card', 'payment-paypal'],
  GB: ['payment-card', 'payment-paypal', 'payment-klarna'],
};

export function paymentMethodsFor(country: CountryCode): PaymentMethodDefinition[] {
  return PAYMENT_METHOD_ORDER[country].map((id) => PAYMENT_METHODS.find((method) => method.id === id)!);
}

export function shippingMethodsFor(country: CountryCode, currency: CurrencyCode): ShippingMethodDefinition[] {
  return SHIPPING_METHODS.filter((method) => method.countries.includes(country) && method.tariffs[currency]);
}
