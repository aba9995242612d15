import { msg } from '@lingui/core/macro';
import type { CommerceUpstream, StoreLocation } from '@shop/commerce';
import {
  FAVOURITE_STORES_FIELD,
  isGeoPoint,
  localTime,
  openingStatus,
  orderStores,
  parseSettingsList,
  upcomingExceptions,
  weekdayOf,
} from '@shop/domain';
import { type CountryCode, countryName } from '@shop/i18n';
import { cacheTag, tagAnswer } from '../../cache/cache-tags';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import type { CommerceResolvers, StoreLocationModel } from '../../graphql';
import { currentContext } from './session';
import { exceptionReason, hoursText, myLocation, openingStatusLabel, placeNotFound } from './store-wording';

/** How far ahead a store page announces other hours. */
export const STORE_EXCEPTION_DAYS = 56;
/** The longest postcode or place search taken. */
export const MAX_STORE_SEARCH_LENGTH = 100;
const MAX_SKUS_PER_FIND_STOCKS = 100;

/** Countries the search tries, the request's first: a Belgian's `1000` is Brussels, a Dutch shopper's Amsterdam. */
const SEARCH_COUNTRIES: readonly CountryCode[] = ['NL', 'BE', 'DE', 'AT', 'FR', 'LU'];

type Resolvers = CommerceResolvers<GatewayContext>;

const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The commerce subschema's stores (SDL: packages/schema/src/commerce-stores.ts). */
export function storeResolvers(commerce: CommerceUpstream): Resolvers {
  /** The logged-in customer's favourite store references (none for a guest), once per request. */
  const favourites = (gateway: GatewayContext) =>
    gateway.memo('commerce.stores.favourites', async (): Promise<string[]> => {
      const context = await currentContext(commerce, gateway);
      if (context?.kind !== 'customer' || !context.customerId) return [];
      const customer = await commerce.customers.getCustomer(context.customerId);
      return customer ? parseSettingsList(customer.customFields[FAVOURITE_STORES_FIELD]) : [];
    });
  const allStores = (gateway: GatewayContext) =>
    gateway.memo('commerce.stores.all', () => commerce.stores.directory.list());
  const ordered = async (gateway: GatewayContext, stores: StoreLocation[], origin?: { lat: number; lng: number }) =>
    orderStores(stores, { origin, favourites: await favourites(gateway), country: gateway.store.country });

  return {
    Query: {
      storeLocations: async (_root, { near, lat, lng }, gateway) => {
        const { i18n, store } = gateway;
        // The shop's stores, the same for every shopper without a session (a customer's favourites come first).
        if (!gateway.token) tagAnswer(gateway.cacheTags, cacheTag.layout);
        const stores = await allStores(gateway);
        if (lat != null || lng != null) {
          if (!isGeoPoint(lat, lng)) {
            throw badUserInput(i18n._(msg`Give a latitude and a longitude on earth.`), 'lat');
          }
          const origin = { label: i18n._(myLocation), lat: lat!, lng: lng! };
          return { origin, message: null, stores: await ordered(gateway, stores, origin) };
        }
        const query = near?.trim() ?? '';
        if (!query) return { origin: null, message: null, stores: await ordered(gateway, stores) };
        if (query.length > MAX_STORE_SEARCH_LENGTH) {
          throw badUserInput(i18n._(msg`Search with a postcode or a city name.`), 'near');
        }
        const countries = [
          ...SEARCH_COUNTRIES.filter((country) => country === store.country),
          ...SEARCH_COUNTRIES.filter((country) => country !== store.country),
        ];
        const place = await commerce.stores.geocoder.locate(query, countries);
        if (!place)
          return { origin: null, message: placeNotFound(i18n, query), stores: await ordered(gateway, stores) };
        const origin = { label: place.label, lat: place.lat, lng: place.lng };
        return { origin, message: null, stores: await ordered(gateway, stores, origin) };
      },

      storeLocation: async (_root, { reference }) => {
        const store = await commerce.stores.directory.byReference(reference);
        return store ? { ...store, distance: null } : null;
      },

      findStocks: async (_root, { skus, unmanaged }, { i18n }) => {
        if (skus.length === 0) throw badUserInput(i18n._(msg`Give at least one SKU.`), 'skus');
        if (skus.length > MAX_SKUS_PER_FIND_STOCKS) {
          throw badUserInput(i18n._(msg`Ask for at most ${MAX_SKUS_PER_FIND_STOCKS} SKUs at once.`), 'skus');
        }
        return commerce.stores.stock.findStocks({ skus, unmanaged });
      },
    },

    Product: {
      storeStock: async (product, _args, gateway) => {
        const [rows, stores] = await Promise.all([
          commerce.stores.stock.findStocks({ skus: [product.sku], products: true, unmanaged: true }),
          allStores(gateway),
        ]);
        const byCode = new Map(stores.map((store) => [store.id, store]));
        const held = new Map<string, typeof rows>();
        for (const row of rows) {
          // A stock location without a store in the directory (closed, not listed) is nobody a shopper can visit.
          if (!byCode.has(row.code)) continue;
          held.set(row.code, [...(held.get(row.code) ?? []), row]);
        }
        const entries = (
          await ordered(
            gateway,
            [...held.keys()].map((code) => byCode.get(code)!),
          )
        ).map((store) => {
          const locations = held.get(store.id) ?? [];
          return { store, qty: locations.reduce((sum, row) => sum + row.qty, 0), locations };
        });
        return { storeCount: entries.length, stores: entries };
      },
    },

    ...storeTypeResolvers(favourites),
  };
}

type Favourites = (gateway: GatewayContext) => Promise<string[]>;

/** The fields of a store, its other opening days and its opening status. */
function storeTypeResolvers(favourites: Favourites): Resolvers {
  return {
    StoreLocation: {
      countryName: (store, _args, { store: shop }) => countryName(store.country, shop.locale),
      mapUrl: ({ lat, lng }) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
      distance: (store: StoreLocationModel) => store.distance ?? null,
      distanceFormatted: (store: StoreLocationModel, _args, { store: shop }) => {
        if (store.distance == null) return null;
        const metres = store.distance < 1000;
        return new Intl.NumberFormat(shop.locale, {
          style: 'unit',
          unit: metres ? 'meter' : 'kilometer',
          maximumFractionDigits: metres || store.distance >= 100_000 ? 0 : 1,
        }).format(metres ? Math.round(store.distance / 10) * 10 : store.distance / 1000);
      },
      favourite: async (store, _args, gateway) => (await favourites(gateway)).includes(store.reference),
      openingDayExceptions: (store, _args, { now }) =>
        upcomingExceptions(store.openingDayExceptions, localTime(now, store.timeZone).date, STORE_EXCEPTION_DAYS),
      openingStatus: (store, _args, { now }) => openingStatus(store, now, store.timeZone),
    },

    OpeningDayException: {
      dateFormatted: (exception, _args, { store }) =>
        new Intl.DateTimeFormat(store.locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(calendarDate(exception.date)),
      day: (exception) => weekdayOf(exception.date),
      dayName: (exception, _args, { store }) =>
        new Intl.DateTimeFormat(store.locale, { weekday: 'long', timeZone: 'UTC' }).format(
          calendarDate(exception.date),
        ),
      reason: (exception, _args, { i18n }) => exceptionReason(i18n, exception.reason),
      reasonCode: (exception) => exception.reason,
      periods: (exception) => (exception.open ? [...exception.periods] : []),
    },

    StoreOpeningStatus: {
      label: (status, _args, { i18n }) => openingStatusLabel(i18n, status),
      periods: (status) => [...status.today.periods],
      hoursText: (status, _args, { i18n }) => hoursText(i18n, status.today.periods),
      exception: (status) => status.today.exception,
    },
  };
}
