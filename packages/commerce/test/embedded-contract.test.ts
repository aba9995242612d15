import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll } from 'vitest';
import { createEmbeddedCommerce, InMemoryStoreDirectory, PlaceListGeocoder, TestPaymentService } from '../src';
import { describeCommerceContract } from './contract';
import type { ContractSubject } from './contract/subject';
import { ADDRESS_NL, PRICES, SERVICE_POINTS, seedStock, WEBHOOK_SECRET } from './fixtures';

const HOURS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: day < 7, periods: [{ start: '09:00', end: '18:00' }] }));
const UTRECHT = {
  id: 'store-utrecht',
  title: 'Utrecht',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AA',
  city: 'Utrecht',
  country: 'NL' as const,
  lat: 52.09,
  lng: 5.12,
  telephone: null,
  timeZone: 'Europe/Amsterdam',
  openingDays: HOURS,
  openingDayExceptions: [],
};

describeEachDatabase('the embedded commerce engine', (getDb) => {
  // The engine's clock: the system's, moved ahead when a test waits for a voucher to count.
  let offsetMs = 0;
  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 500, '20413.102.39': 500, '40001.900': 500 });
  });

  describeCommerceContract('embedded', (): ContractSubject => {
    const commerce = createEmbeddedCommerce({
      db: getDb(),
      priceSource: PRICES,
      payments: new TestPaymentService({ secret: WEBHOOK_SECRET, pageBaseUrl: 'http://localhost:4000/test-payment/' }),
      servicePoints: SERVICE_POINTS,
      stores: { directory: new InMemoryStoreDirectory([UTRECHT]), geocoder: new PlaceListGeocoder([]) },
      now: () => new Date(Date.now() + offsetMs),
    });
    return {
      commerce,
      store: { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: 'http://localhost:3000' },
      newsletterStore: { code: 'nl-nl', country: 'NL', language: 'nl' },
      skus: ['20413.102.38', '20413.102.39', '40001.900'],
      unknownSku: '99999.999.99',
      address: ADDRESS_NL,
      urls: { finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' },
      advanceClock: (ms) => {
        offsetMs += ms;
      },
    };
  });
});
