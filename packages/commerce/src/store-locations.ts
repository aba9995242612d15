import { findPlace, type OpeningDayException, storeReferences } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { OpeningDay, Place } from './service-points';

export type { OpeningDayException } from '@shop/domain';

/**
 * One of the shop's physical stores (spec commerce §3 store): its address and position, telephone, usual opening
 * days and the dates that differ. `id` is the code of its stock location (`commerce_stock_location`, kind `store`),
 * so the store's stock is the stock at that location.
 */
export interface StoreLocationEntry {
  id: string;
  title: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: CountryCode;
  lat: number;
  lng: number;
  telephone: string | null;
  /** IANA time zone of its clock: opening hours are local times. */
  timeZone: string;
  openingDays: OpeningDay[];
  /** Dates with other hours or closed (public holidays, stocktaking, late openings), `YYYY-MM-DD` local dates. */
  openingDayExceptions: OpeningDayException[];
}

export interface StoreLocation extends StoreLocationEntry {
  /** Slug of the title, or of title, street and house number when titles repeat (the domain's rule). */
  reference: string;
}

/** Where the shop's stores come from: the embedded directory, or the store system's API in production. */
export interface StoreDirectory {
  /** Every store, in no particular order (the gateway orders them). */
  list(): Promise<StoreLocation[]>;
  byReference(reference: string): Promise<StoreLocation | null>;
}

/** A searched place, found. */
export interface GeocodedPlace {
  label: string;
  country: CountryCode;
  lat: number;
  lng: number;
}

/** Turns a postcode or place name into a position: the embedded place list, or a geocoding service in production. */
export interface Geocoder {
  /** The place a query means, trying `countries` in their order; null when it is not known. */
  locate(query: string, countries: readonly CountryCode[]): Promise<GeocodedPlace | null>;
}

/** A list of stores with their references: the domain's rule applied over the whole list (titles may repeat). */
export function withStoreReferences<E extends Omit<StoreLocationEntry, 'openingDayExceptions'>>(
  entries: readonly E[],
): (E & { reference: string })[] {
  const references = storeReferences(entries);
  return entries.map((entry, index) => ({ ...entry, reference: references[index]! }));
}

/** The embedded store directory: a fixed list whose references the domain's rule gives, over the whole list. */
export class InMemoryStoreDirectory implements StoreDirectory {
  readonly #stores: StoreLocation[];
  readonly #byReference: Map<string, StoreLocation>;

  constructor(entries: readonly StoreLocationEntry[]) {
    this.#stores = withStoreReferences(entries);
    this.#byReference = new Map(this.#stores.map((store) => [store.reference, store]));
  }

  async list(): Promise<StoreLocation[]> {
    return [...this.#stores];
  }

  async byReference(reference: string): Promise<StoreLocation | null> {
    return this.#byReference.get(reference) ?? null;
  }
}

/** Geocoding over a list of known places (the same list the service-point search uses). */
export class PlaceListGeocoder implements Geocoder {
  constructor(private readonly places: readonly Place[]) {}

  async locate(query: string, countries: readonly CountryCode[]): Promise<GeocodedPlace | null> {
    const place = findPlace(this.places, query.slice(0, 100), countries);
    return place ? { label: place.city, country: place.country, lat: place.lat, lng: place.lng } : null;
  }
}
