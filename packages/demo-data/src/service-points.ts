import { type OpeningDay, type Place, type ServicePoint, withStoreReferences } from '@shop/commerce';
import { DEMO_STORES } from './stores';

/**
 * The demo world's pickup points: the shop's own stores (pickup in a store, Netherlands and Belgium — the other stores
 * sell over the counter only) and each country's parcel carrier's points around its larger cities, with DHL
 * Packstations in Germany and Austria. Addresses are plausible but made up; coordinates are the cities' own. The
 * places (with the cities' other names) are also what the store locator's postcode and place search knows.
 */
export const DEMO_PLACES: readonly Place[] = [
  { country: 'NL', city: 'Amsterdam', postcodePrefixes: ['10', '11'], lat: 52.3728, lng: 4.8936 },
  { country: 'NL', city: 'Utrecht', postcodePrefixes: ['35'], lat: 52.0907, lng: 5.1214 },
  { country: 'NL', city: 'Rotterdam', postcodePrefixes: ['30', '31'], lat: 51.9244, lng: 4.4777 },
  { country: 'NL', city: 'Waalwijk', postcodePrefixes: ['514'], lat: 51.6826, lng: 5.0703 },
  {
    country: 'BE',
    city: 'Antwerpen',
    postcodePrefixes: ['20', '21'],
    aliases: ['Antwerp', 'Anvers'],
    lat: 51.2194,
    lng: 4.4025,
  },
  { country: 'BE', city: 'Gent', postcodePrefixes: ['90'], aliases: ['Ghent', 'Gand'], lat: 51.0543, lng: 3.7174 },
  {
    country: 'BE',
    city: 'Bruxelles',
    postcodePrefixes: ['10', '11', '12'],
    aliases: ['Brussel', 'Brussels'],
    lat: 50.8467,
    lng: 4.3525,
  },
  {
    country: 'DE',
    city: 'Köln',
    postcodePrefixes: ['50', '51'],
    aliases: ['Koeln', 'Cologne', 'Keulen'],
    lat: 50.9375,
    lng: 6.9603,
  },
  { country: 'DE', city: 'Berlin', postcodePrefixes: ['10', '12', '13', '14'], lat: 52.52, lng: 13.405 },
  {
    country: 'AT',
    city: 'Wien',
    postcodePrefixes: ['1'],
    aliases: ['Vienna', 'Vienne', 'Wenen'],
    lat: 48.2082,
    lng: 16.3738,
  },
  { country: 'FR', city: 'Lille', postcodePrefixes: ['59'], aliases: ['Rijsel'], lat: 50.6292, lng: 3.0573 },
  { country: 'FR', city: 'Paris', postcodePrefixes: ['75'], lat: 48.8566, lng: 2.3522 },
  {
    country: 'LU',
    city: 'Luxembourg',
    postcodePrefixes: ['1', '2'],
    aliases: ['Luxemburg'],
    lat: 49.6116,
    lng: 6.1319,
  },
];

const hours = (start: string, end: string) => [{ start, end }];
const week = (weekdays: OpeningDay['periods'], saturday: OpeningDay['periods'], sunday: OpeningDay['periods'] = []) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const periods = day <= 5 ? weekdays : day === 6 ? saturday : sunday;
    return { day, open: periods.length > 0, periods };
  });

const SHOP_HOURS = week(hours('09:00', '18:00'), hours('09:00', '17:00'));
const ALWAYS_OPEN = week(hours('00:00', '24:00'), hours('00:00', '24:00'), hours('00:00', '24:00'));

/** The shop's own stores in the Netherlands and Belgium, as pickup points (the store directory's references). */
function storePickupPoints(): ServicePoint[] {
  return withStoreReferences(DEMO_STORES)
    .filter((store) => store.country === 'NL' || store.country === 'BE')
    .map((store) => ({
      id: store.id,
      provider: 'stores',
      reference: store.reference,
      title: store.title,
      street: store.street,
      houseNumber: store.houseNumber,
      postcode: store.postcode,
      city: store.city,
      country: store.country,
      lat: store.lat,
      lng: store.lng,
      telephone: store.telephone,
      locationType: 'store',
      additionalInformation: null,
      openingDays: store.openingDays,
    }));
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const STREETS: Record<Place['country'], readonly string[]> = {
  NL: ['Marktstraat', 'Stationsweg', 'Kerkstraat'],
  BE: ['Marktstraat', 'Stationsstraat', 'Kerkstraat'],
  DE: ['Marktstraße', 'Bahnhofstraße', 'Kirchstraße'],
  AT: ['Marktgasse', 'Bahnhofstraße', 'Kirchengasse'],
  FR: ['Rue du Marché', 'Avenue de la Gare', "Rue de l'Église"],
  LU: ['Rue du Marché', 'Avenue de la Gare', "Rue de l'Église"],
  GB: ['Market Street', 'Station Road', 'Church Lane'],
};

/** The carrier points around each place: a parcel shop a little north-east and one south-west, plus a Packstation. */
function carrierPoints(): ServicePoint[] {
  const carriers = { NL: 'postnl', BE: 'bpost', DE: 'dhl', AT: 'dhl', FR: 'colissimo', LU: 'post-lu' } as const;
  const shops: Record<Place['country'], readonly string[]> = {
    NL: ['Tabakszaak', 'Bloemenwinkel', 'Boekhandel', 'Supermarkt', 'Drogisterij'],
    BE: ['Dagbladhandel', 'Bloemenwinkel', 'Boekhandel', 'Supermarkt', 'Drogisterij'],
    DE: ['Tabak & Lotto', 'Blumenladen', 'Buchhandlung', 'Supermarkt', 'Drogerie'],
    AT: ['Trafik', 'Blumenladen', 'Buchhandlung', 'Supermarkt', 'Drogerie'],
    FR: ['Tabac-presse', 'Fleuriste', 'Librairie', 'Supérette', 'Droguerie'],
    LU: ['Tabac-presse', 'Fleuriste', 'Librairie', 'Supermarché', 'Droguerie'],
    GB: ['Newsagent', 'Florist', 'Bookshop', 'Supermarket', 'Chemist'],
  };
  const points: ServicePoint[] = [];
  DEMO_PLACES.forEach((place, placeIndex) => {
    if (place.country === 'GB') return;
    const provider = carriers[place.country];
    const postcodeOf = (suffix: number) => postcodeIn(place, suffix);
    const offsets = [
      [0.006, 0.009],
      [-0.011, -0.007],
      [0.017, -0.014],
    ] as const;
    offsets.forEach(([dLat, dLng], index) => {
      const packstation = index === 2 && provider === 'dhl';
      const title = packstation
        ? `Packstation ${100 + placeIndex * 10 + index}`
        : `${shops[place.country][(placeIndex + index) % shops[place.country].length]} ${place.city} ${index + 1}`;
      points.push({
        id: `${provider}-${slug(place.city)}-${index + 1}`,
        provider,
        reference: slug(title),
        title,
        street: packstation ? 'Bahnhofstraße' : STREETS[place.country][index]!,
        houseNumber: String(3 + index * 14 + placeIndex),
        postcode: postcodeOf(index),
        city: place.city,
        country: place.country,
        lat: Math.round((place.lat + dLat) * 1e6) / 1e6,
        lng: Math.round((place.lng + dLng) * 1e6) / 1e6,
        telephone: null,
        locationType: packstation ? 'packstation' : 'parcelshop',
        // The carrier's own note, in its country's language.
        additionalInformation: packstation ? 'Rund um die Uhr geöffnet' : null,
        openingDays: packstation ? ALWAYS_OPEN : SHOP_HOURS,
      });
    });
  });
  return points;
}

function postcodeIn(place: Place, suffix: number): string {
  const prefix = place.postcodePrefixes[0]!;
  switch (place.country) {
    case 'NL':
      return `${prefix.padEnd(4, '1').slice(0, 2)}${String(11 + suffix).padStart(2, '0')} ${['AB', 'CD', 'EF'][suffix]}`;
    case 'DE':
    case 'FR':
      return `${prefix}${String(100 + suffix * 7).padStart(5 - prefix.length, '0')}`.slice(0, 5);
    case 'LU':
      return `L-${`${prefix}${String(10 + suffix).padStart(3, '0')}`.slice(0, 4)}`;
    default:
      return `${prefix}${String(10 + suffix * 10).padStart(4 - prefix.length, '0')}`.slice(0, 4);
  }
}

export const DEMO_SERVICE_POINTS: readonly ServicePoint[] = [...storePickupPoints(), ...carrierPoints()];
