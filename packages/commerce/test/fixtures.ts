import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import {
  createEmbeddedCommerce,
  type EmbeddedCommerce,
  InMemoryServicePointDirectory,
  type Place,
  type PriceSource,
  type ServicePoint,
  StaticPriceSource,
  TestPaymentService,
  type VariantPrice,
} from '../src';

export const STORE_NL = { country: 'NL', currency: 'EUR', language: 'nl' } as const;
export const STORE_BE = { country: 'BE', currency: 'EUR', language: 'nl' } as const;
export const STORE_GB = { country: 'GB', currency: 'GBP', language: 'en' } as const;

const size = (option: string) => [{ group: 'Size', option }];

/** Sneakers at €89.95 (sizes 38–40), a sale boot at €59.95 (was €119.95), socks at €12.00. */
const EUR: VariantPrice[] = [
  {
    sku: '20413.102.38',
    productNumber: '20413.102',
    unitPriceMinor: 8995,
    regularPriceMinor: 8995,
    options: size('38'),
  },
  {
    sku: '20413.102.39',
    productNumber: '20413.102',
    unitPriceMinor: 8995,
    regularPriceMinor: 8995,
    options: size('39'),
  },
  {
    sku: '20413.102.40',
    productNumber: '20413.102',
    unitPriceMinor: 8995,
    regularPriceMinor: 8995,
    options: size('40'),
  },
  {
    sku: '30500.200.41',
    productNumber: '30500.200',
    unitPriceMinor: 5995,
    regularPriceMinor: 11995,
    options: size('41'),
  },
  { sku: '40001.900', productNumber: '40001.900', unitPriceMinor: 1200, regularPriceMinor: 1200 },
];
const GBP: VariantPrice[] = [
  {
    sku: '20413.102.38',
    productNumber: '20413.102',
    unitPriceMinor: 7995,
    regularPriceMinor: 7995,
    options: size('38'),
  },
];

export const PRICES = new StaticPriceSource({ EUR, GBP });

const HOURS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: day < 7, periods: [{ start: '09:00', end: '18:00' }] }));
const point = (
  id: string,
  provider: string,
  locationType: ServicePoint['locationType'],
  city: string,
  lat: number,
  lng: number,
  country: ServicePoint['country'],
): ServicePoint => ({
  id,
  provider,
  reference: id,
  title: id,
  street: 'Straat',
  houseNumber: '1',
  postcode: '0000',
  city,
  country,
  lat,
  lng,
  telephone: null,
  locationType,
  additionalInformation: null,
  openingDays: HOURS,
});
const PLACES: Place[] = [
  { country: 'NL', city: 'Utrecht', postcodePrefixes: ['35'], lat: 52.09, lng: 5.12 },
  { country: 'NL', city: 'Amsterdam', postcodePrefixes: ['10'], lat: 52.37, lng: 4.89 },
  { country: 'DE', city: 'Köln', postcodePrefixes: ['50'], lat: 50.94, lng: 6.96 },
];
/** A store and two PostNL points around Utrecht, one in Amsterdam, and a DHL Packstation in Cologne. */
export const SERVICE_POINTS = new InMemoryServicePointDirectory(
  [
    point('store-utrecht', 'stores', 'store', 'Utrecht', 52.089, 5.12, 'NL'),
    point('postnl-utrecht-far', 'postnl', 'parcelshop', 'Utrecht', 52.2, 5.2, 'NL'),
    point('postnl-utrecht-near', 'postnl', 'parcelshop', 'Utrecht', 52.091, 5.121, 'NL'),
    point('postnl-amsterdam', 'postnl', 'parcelshop', 'Amsterdam', 52.37, 4.9, 'NL'),
    point('dhl-packstation-koeln', 'dhl', 'packstation', 'Köln', 50.94, 6.95, 'DE'),
  ],
  PLACES,
);

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export function createEngine(db: Kysely<Database>, now?: () => Date, priceSource: PriceSource = PRICES) {
  const payments = new TestPaymentService({
    secret: WEBHOOK_SECRET,
    pageBaseUrl: 'http://localhost:4000/test-payment/',
  });
  const engine = createEmbeddedCommerce({ db, priceSource, payments, servicePoints: SERVICE_POINTS, now });
  return { engine, payments };
}

/** Two distribution centres and a store; stock per variant SKU. */
export async function seedStock(db: Kysely<Database>, stock: Record<string, number> = {}) {
  await db
    .insertInto('commerce_stock_location')
    .values([
      { code: 'stockdc', name: 'Distribution centre', kind: 'dc' },
      { code: 'stockdc-2', name: 'Second distribution centre', kind: 'dc' },
      { code: 'store-utrecht', name: 'Utrecht', kind: 'store' },
    ])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const rows = Object.entries(stock).map(([sku, qty]) => ({ sku, location_code: 'stockdc', qty }));
  if (rows.length) {
    await db
      .insertInto('commerce_stock')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['sku', 'location_code']).doUpdateSet({ qty: (eb) => eb.ref('excluded.qty') }),
      )
      .execute();
  }
}

export async function stockOf(db: Kysely<Database>, sku: string): Promise<number> {
  const rows = await db.selectFrom('commerce_stock').select('qty').where('sku', '=', sku).execute();
  return rows.reduce((sum, row) => sum + row.qty, 0);
}

export const ADDRESS_NL = {
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Oudegracht',
  houseNumber: '12',
  zipcode: '3511 AB',
  city: 'Utrecht',
  countryIso: 'NL' as const,
};

/** What a guest fills in before paying: an e-mail address and a billing address in the Netherlands. */
export async function readyForCheckout(engine: EmbeddedCommerce, token: string) {
  await engine.checkout.updateContact(token, 'anna@example.com');
  await engine.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
}
