import type { components } from '@shopware/api-client/store-api-types';
import type { RecordedChannel } from '../recording';

/**
 * The recorded Shopware shop: one sales channel (the Dutch store), its ids, its products, and builders of the answers
 * the Store API gives (written by hand from the Store API reference; there is no live Shopware here).
 */
type Schemas = components['schemas'];

export const CHANNEL_NL: RecordedChannel = {
  accessKey: 'SWSCRECORDEDNLACCESSKEY0001',
  languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
  currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
};

const SALES_CHANNEL_ID = '98432def39fc4624b33213a56b8c944d';
export const COUNTRY_NL_ID = '3c1b8e7f0b2f4f6e9c3c5a0d7e6f1a2b';
export const SHIPPING_STANDARD_ID = '8b4f1d6c2e3a4b5c9d0e1f2a3b4c5d6e';
export const SHIPPING_PICKUP_ID = '1a2b3c4d5e6f40718293a4b5c6d7e8f9';
export const PAYMENT_IDEAL_ID = 'c0ffee00c0ffee00c0ffee00c0ffee01';
export const PAYMENT_CARD_ID = 'c0ffee00c0ffee00c0ffee00c0ffee02';

export interface RecordedProduct {
  id: string;
  sku: string;
  name: string;
  size: string;
  unitPrice: number;
}

export const PRODUCTS = {
  shirt38: { id: '0190a1b2c3d47e8f9a0b1c2d3e4f5a01', sku: '20413.102.38', name: 'Shirt', size: '38', unitPrice: 59.95 },
  shirt39: { id: '0190a1b2c3d47e8f9a0b1c2d3e4f5a02', sku: '20413.102.39', name: 'Shirt', size: '39', unitPrice: 59.95 },
  scarf: {
    id: '0190a1b2c3d47e8f9a0b1c2d3e4f5a03',
    sku: '40001.900',
    name: 'Scarf',
    size: 'One size',
    unitPrice: 19.95,
  },
} satisfies Record<string, RecordedProduct>;

const rounding = {
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
  decimals: 2,
  interval: 0.01,
  roundForNet: true,
} as const;

const round = (amount: number) => Math.round(amount * 100) / 100;
/** Dutch VAT (21 %) included in a gross amount. */
const vatOf = (gross: number) => round((gross * 21) / 121);

function shippingMethod(id: string, technicalName: string, type: string, position: number): Schemas['ShippingMethod'] {
  return {
    id,
    name: technicalName,
    technicalName,
    position,
    deliveryTimeId: '5f6e7d8c9b0a41b2c3d4e5f6a7b8c9d0',
    customFields: { shop_shipping_type: type },
    translated: {
      deliveryTimeId: '5f6e7d8c9b0a41b2c3d4e5f6a7b8c9d0',
      description: '',
      mediaId: '',
      name: technicalName,
      taxType: 'auto',
      technicalName,
      trackingUrl: '',
    },
  };
}

export const SHIPPING_METHODS = [
  shippingMethod(SHIPPING_STANDARD_ID, 'home-delivery', 'delivery', 1),
  shippingMethod(SHIPPING_PICKUP_ID, 'store-pickup', 'pickup', 2),
];

function paymentMethod(id: string, technicalName: string, position: number): Schemas['PaymentMethod'] {
  return {
    id,
    name: technicalName,
    technicalName,
    position,
    translated: {
      description: '',
      distinguishableName: technicalName,
      mediaId: '',
      name: technicalName,
      shortName: technicalName,
      technicalName,
    },
  };
}

export const PAYMENT_METHODS = [
  paymentMethod(PAYMENT_IDEAL_ID, 'ideal', 1),
  paymentMethod(PAYMENT_CARD_ID, 'creditcard', 2),
];

/** A guest's sales-channel context in the Dutch store. */
export function guestContext(
  token: string,
  chosen: { shippingMethodId?: string; paymentMethodId?: string } = {},
): Schemas['SalesChannelContext'] {
  const shipping = SHIPPING_METHODS.find((method) => method.id === (chosen.shippingMethodId ?? SHIPPING_STANDARD_ID));
  const payment = PAYMENT_METHODS.find((method) => method.id === (chosen.paymentMethodId ?? PAYMENT_IDEAL_ID));
  return {
    apiAlias: 'sales_channel_context',
    token,
    customer: null,
    itemRounding: rounding,
    totalRounding: rounding,
    languageInfo: { localeCode: 'nl-NL', name: 'Nederlands' },
    shippingMethod: shipping,
    paymentMethod: payment,
    salesChannel: {
      id: SALES_CHANNEL_ID,
      name: 'Webshop NL',
      countryId: COUNTRY_NL_ID,
      currencyId: CHANNEL_NL.currencyId,
      customerGroupId: 'cfbd5018d38d41d8adca10d94fc8bdd6',
      languageId: CHANNEL_NL.languageId,
      navigationCategoryId: 'a1b2c3d4e5f60718a9b0c1d2e3f4a5b6',
      paymentMethodId: PAYMENT_IDEAL_ID,
      shippingMethodId: SHIPPING_STANDARD_ID,
      translated: {
        businessTimeZone: 'Europe/Amsterdam',
        countryId: COUNTRY_NL_ID,
        currencyId: CHANNEL_NL.currencyId,
        customerGroupId: 'cfbd5018d38d41d8adca10d94fc8bdd6',
        footerCategoryId: '',
        footerCategoryVersionId: '',
        hreflangDefaultDomainId: '',
        languageId: CHANNEL_NL.languageId,
        mailHeaderFooterId: '',
        name: 'Webshop NL',
        navigationCategoryId: 'a1b2c3d4e5f60718a9b0c1d2e3f4a5b6',
        navigationCategoryVersionId: '',
        paymentMethodId: PAYMENT_IDEAL_ID,
        serviceCategoryId: '',
        serviceCategoryVersionId: '',
        shippingMethodId: SHIPPING_STANDARD_ID,
        shortName: 'NL',
        taxCalculationType: 'horizontal',
      },
    },
  };
}

function calculatedPrice(unitPrice: number, quantity: number): Schemas['CalculatedPrice'] {
  const totalPrice = round(unitPrice * quantity);
  return {
    apiAlias: 'calculated_price',
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax: vatOf(totalPrice), taxRate: 21, price: totalPrice }],
    taxRules: [{ taxRate: 21, name: 'Standard rate' }],
    listPrice: null,
    referencePrice: null,
    regulationPrice: null,
  };
}

function productLine(product: RecordedProduct, quantity: number): Schemas['LineItem'] {
  return {
    id: product.id,
    referencedId: product.id,
    type: 'product',
    label: product.name,
    quantity,
    cover: null,
    good: true,
    removable: true,
    stackable: true,
    // The OpenAPI document types a line's payload as the product resource; the cart sends its flat line payload.
    payload: {
      id: product.id,
      type: 'product',
      name: product.name,
      productNumber: product.sku,
      stock: 500,
      taxId: '4926035368e34d9fa695e017d7a231b9',
      options: [{ group: 'Maat', option: product.size }],
    } as unknown as Schemas['LineItem']['payload'],
    deliveryInformation: { apiAlias: 'cart_delivery_information', stock: 500, weight: 0, freeDelivery: false },
    price: calculatedPrice(product.unitPrice, quantity),
  };
}

/** A cart with these lines, priced as Shopware prices it (21 % VAT included; home delivery at 4.95 when not empty). */
export function cart(token: string, lines: readonly [RecordedProduct, number][]): Schemas['Cart'] {
  const positionPrice = round(lines.reduce((sum, [product, quantity]) => sum + product.unitPrice * quantity, 0));
  const shipping = lines.length > 0 ? 4.95 : 0;
  const totalPrice = round(positionPrice + shipping);
  return {
    apiAlias: 'cart',
    name: token,
    token,
    lineItems: lines.map(([product, quantity]) => productLine(product, quantity)),
    errors: [],
    deliveries:
      lines.length > 0 ? [{ shippingMethod: SHIPPING_METHODS[0], shippingCosts: calculatedPrice(shipping, 1) }] : [],
    price: {
      apiAlias: 'cart_price',
      positionPrice,
      totalPrice,
      netPrice: round(totalPrice - vatOf(totalPrice)),
      rawTotal: totalPrice,
      taxStatus: 'gross',
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax: vatOf(totalPrice), taxRate: 21, price: totalPrice }],
      taxRules: [{ taxRate: 21, name: 'Standard rate' }],
    },
  };
}
