import { canonicalUrl } from '../lib/page-head';
import type { StoreLocationDetailQuery } from './stores.generated';

type Store = NonNullable<StoreLocationDetailQuery['storeLocation']>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * A store page's structured data: a schema.org Store with its address, position, telephone, weekly hours and the
 * coming exceptions (a closed day is a specification from 00:00 to 00:00, as schema.org describes it).
 */
export function storeJsonLd(store: Store, baseUrl: string, path: string, shopName: string): object {
  const weekly = store.openingDays.flatMap((day) =>
    day.periods.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[day.day - 1]}`,
      opens: period.start,
      closes: period.end,
    })),
  );
  const special = store.openingDayExceptions.flatMap((exception) =>
    (exception.open ? exception.periods : [{ start: '00:00', end: '00:00' }]).map((period) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.date,
      validThrough: exception.date,
      opens: period.start,
      closes: period.end,
    })),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoeStore',
    name: `${shopName} ${store.title}`,
    url: canonicalUrl(baseUrl, path),
    telephone: store.telephone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${store.street} ${store.houseNumber}`,
      postalCode: store.postcode,
      addressLocality: store.city,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    hasMap: store.mapUrl,
    openingHoursSpecification: weekly,
    specialOpeningHoursSpecification: special,
  };
}
