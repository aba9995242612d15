import { world } from './world';

/**
 * Monday 22 December 2025, 10:30 in Amsterdam: the stores' exceptions and "open now" are judged at this moment (the
 * stores' exceptions are counted from the day the gateway starts). Sessions need the real clock (the engine compares
 * a context's expiry with the database's), so the favourites run on a second gateway with it.
 */
export const NOW = new Date('2025-12-22T09:30:00Z');

export const STORE_FIELDS = `
  id reference title street houseNumber postcode city country countryName lat lng mapUrl telephone
  distance distanceFormatted favourite
  openingDays { day dayName open periods { start end } }
  openingDayExceptions { date dateFormatted day dayName open reason reasonCode periods { start end } }
  openingStatus { state time label hoursText periods { start end } exception { reasonCode } }
`;
export const LIST = `query L($near: String, $lat: Float, $lng: Float) {
  storeLocations(near: $near, lat: $lat, lng: $lng) { origin { label lat lng } message stores { ${STORE_FIELDS} } } }`;

export interface StoreAnswer {
  id: string;
  reference: string;
  title: string;
  country: string;
  countryName: string;
  lat: number;
  lng: number;
  mapUrl: string;
  distance: number | null;
  distanceFormatted: string | null;
  favourite: boolean;
  openingDays: { day: number; dayName: string; open: boolean; periods: { start: string; end: string }[] }[];
  openingDayExceptions: {
    date: string;
    dateFormatted: string;
    day: number;
    dayName: string;
    open: boolean;
    reason: string;
    reasonCode: string;
    periods: { start: string; end: string }[];
  }[];
  openingStatus: {
    state: string;
    time: string | null;
    label: string;
    hoursText: string;
    periods: { start: string; end: string }[];
    exception: { reasonCode: string } | null;
  };
}
export interface ListAnswer {
  storeLocations: {
    origin: { label: string; lat: number; lng: number } | null;
    message: string | null;
    stores: StoreAnswer[];
  };
}

/** The store codes holding units of a product (over its sizes), from the demo world the gateway seeded. */
export function storeStockOf(productSku: string) {
  const rows = world.stock.filter(
    (entry) => entry.sku.startsWith(`${productSku}.`) && entry.locationCode.startsWith('store-') && entry.qty > 0,
  );
  const byStore = new Map<string, number>();
  for (const row of rows) byStore.set(row.locationCode, (byStore.get(row.locationCode) ?? 0) + row.qty);
  return { rows, byStore };
}
