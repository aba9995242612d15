import { distanceMetres, findPlace } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';

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
  country: CountryCode;
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
  country: CountryCode;
  city: string;
  /** Postcodes starting with one of these belong to the place (`10` for Amsterdam's 10xx). */
  postcodePrefixes: string[];
  /** Other names of the city (`Brussel`, `Brussels` for Bruxelles): a search by name finds these too. */
  aliases?: string[];
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
  search(provider: string, country: CountryCode, query: string): Promise<ServicePointHit[]>;
  byId(id: string): Promise<ServicePoint | null>;
}

/** The carrier whose parcel points the service-point method uses in each country. */
export const PARCEL_CARRIERS: Readonly<Record<CountryCode, string | null>> = {
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

  async search(provider: string, country: CountryCode, query: string): Promise<ServicePointHit[]> {
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

  private placeOf(country: CountryCode, query: string): Place | null {
    return findPlace(this.places, query, [country]);
  }
}
