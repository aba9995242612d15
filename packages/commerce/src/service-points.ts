import type { CommerceCountryCode } from '@shop/db';

/** Opening hours of one weekday (1 Monday … 7 Sunday); periods as `HH:MM`. */
export interface OpeningDay {
  day: number;
  open: boolean;
  periods: { start: string; end: string }[];
}

/** A place to pick an order up (spec commerce §3 store or service point). */
export interface ServicePoint {
  id: string;
  /** `stores` (the shop's own) or the carrier running it (`postnl`, `bpost`, `dhl`, `colissimo`, `post-lu`). */
  provider: string;
  reference: string;
  title: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: CommerceCountryCode;
  lat: number;
  lng: number;
  telephone: string | null;
  /** `store`, `parcelshop` or `packstation` (a DHL locker: needs the shopper's DHL customer number). */
  locationType: 'store' | 'parcelshop' | 'packstation';
  additionalInformation: string | null;
  openingDays: OpeningDay[];
}

/** A known place a search can start from: a city with its postcodes (a prefix) and coordinates. */
export interface Place {
  country: CommerceCountryCode;
  city: string;
  /** Postcodes starting with one of these belong to the place (`10` for Amsterdam's 10xx). */
  postcodePrefixes: string[];
  lat: number;
  lng: number;
}

export interface ServicePointHit extends ServicePoint {
  /** Metres from the searched place. */
  distance: number;
}

/** Where service points come from: the embedded directory, or a carrier's API in production. */
export interface ServicePointDirectory {
  /** Points of a provider in a country near a postcode or place name, nearest first; empty when the place is unknown. */
  search(provider: string, country: CommerceCountryCode, query: string): Promise<ServicePointHit[]>;
  byId(id: string): Promise<ServicePoint | null>;
}

/** The carrier whose parcel points the service-point method uses in each country. */
export const PARCEL_CARRIERS: Readonly<Record<CommerceCountryCode, string | null>> = {
  NL: 'postnl',
  BE: 'bpost',
  DE: 'dhl',
  AT: 'dhl',
  FR: 'colissimo',
  LU: 'post-lu',
  GB: null,
};

/** How far from the searched place a point may be. */
const MAX_DISTANCE_METRES = 50_000;
const MAX_RESULTS = 10;

/**
 * The embedded service-point directory: a fixed list of points and places (the demo world's). A query is a postcode
 * (matched by its longest known prefix) or a place name (matched from its start, ignoring case and accents); the
 * points within 50 km of that place come back nearest first, at most 10.
 */
export class InMemoryServicePointDirectory implements ServicePointDirectory {
  readonly #byId: Map<string, ServicePoint>;

  constructor(
    private readonly points: readonly ServicePoint[],
    private readonly places: readonly Place[],
  ) {
    this.#byId = new Map(points.map((point) => [point.id, point]));
  }

  async search(provider: string, country: CommerceCountryCode, query: string): Promise<ServicePointHit[]> {
    const place = this.placeOf(country, query);
    if (!place) return [];
    return this.points
      .filter((point) => point.provider === provider && point.country === country)
      .map((point) => ({ ...point, distance: Math.round(distanceMetres(place, point)) }))
      .filter((point) => point.distance <= MAX_DISTANCE_METRES)
      .sort((a, b) => a.distance - b.distance || a.title.localeCompare(b.title))
      .slice(0, MAX_RESULTS);
  }

  async byId(id: string): Promise<ServicePoint | null> {
    return this.#byId.get(id) ?? null;
  }

  private placeOf(country: CommerceCountryCode, query: string): Place | null {
    const text = fold(query);
    if (!text) return null;
    const inCountry = this.places.filter((place) => place.country === country);
    const compact = text.replace(/^l-/, '').replace(/\s+/g, '');
    if (/^\d/.test(compact)) {
      let best: { place: Place; length: number } | null = null;
      for (const place of inCountry) {
        for (const prefix of place.postcodePrefixes) {
          if (compact.startsWith(prefix) && prefix.length > (best?.length ?? 0))
            best = { place, length: prefix.length };
        }
      }
      return best?.place ?? null;
    }
    return inCountry.find((place) => fold(place.city).startsWith(text)) ?? null;
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Great-circle distance (haversine). */
function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
