import { isGeoPoint } from '@shop/domain';

/** The store list's URL state: a searched postcode or place (`?near=`), or a position (`?lat=&lng=`). */
export interface StoresSearch {
  near?: string;
  lat?: number;
  lng?: number;
}

/** The longest search the list takes (the gateway refuses longer ones). */
export const MAX_NEAR_LENGTH = 100;

/**
 * Rounds a coordinate to 3 decimals (about 100 m): enough to sort stores by distance, and the URL (history, shared
 * links, logs) does not carry the shopper's exact position.
 */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/**
 * `?near=` (trimmed, at most 100 characters) or `?lat=&lng=` (both, on earth; a position wins over a search); anything
 * else is dropped, never an error page.
 */
export function parseStoresSearch(search: Record<string, unknown>): StoresSearch {
  const lat = Number(search.lat);
  const lng = Number(search.lng);
  if (search.lat !== undefined && search.lng !== undefined && isGeoPoint(lat, lng)) {
    return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
  }
  const near = typeof search.near === 'string' || typeof search.near === 'number' ? String(search.near).trim() : '';
  return near ? { near: near.slice(0, MAX_NEAR_LENGTH) } : {};
}
