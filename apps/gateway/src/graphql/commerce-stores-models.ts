import type { LocationStock, StoreLocation } from '@shop/commerce';

/** A store as the store resolvers pass it: the directory's store with its distance from the list's origin. */
export interface StoreLocationModel extends StoreLocation {
  /** Whole metres from the searched place or position; null without one. */
  distance: number | null;
}

export interface StoreLocationListModel {
  origin: { label: string; lat: number; lng: number } | null;
  message: string | null;
  stores: StoreLocationModel[];
}

export interface StoreStockModel {
  store: StoreLocationModel;
  qty: number;
  locations: LocationStock[];
}

export interface ProductStoreStockModel {
  storeCount: number;
  stores: StoreStockModel[];
}
