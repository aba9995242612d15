import type { CountryCode } from '@shop/i18n';
/**
 * How an order's status is shown (spec commerce §4): a sale order is shipped once it has a shipment date and
 * processing until then; any other order type (a return, an exchange) is shown as that type. And where a shipped
 * parcel can be followed: the carrier's public track-and-trace page for the code and the delivery postcode.
 */

export type OrderDisplayStatus = { kind: 'shipped' } | { kind: 'processing' } | { kind: 'other'; orderType: string };

export const SALE_ORDER_TYPE = 'sale';

export function orderDisplayStatus(order: {
  orderType: string;
  shipmentDate: Date | string | null;
}): OrderDisplayStatus {
  if (order.orderType !== SALE_ORDER_TYPE) return { kind: 'other', orderType: order.orderType };
  return order.shipmentDate ? { kind: 'shipped' } : { kind: 'processing' };
}

export type Carrier = 'postnl' | 'bpost' | 'dhl' | 'colissimo' | 'post-lu' | 'royal-mail';

/** Who delivers parcels to homes in a country. */
export const HOME_CARRIERS: Readonly<Record<CountryCode, Carrier>> = {
  NL: 'postnl',
  BE: 'bpost',
  DE: 'dhl',
  AT: 'dhl',
  FR: 'colissimo',
  LU: 'post-lu',
  GB: 'royal-mail',
};

const CARRIERS = new Set<string>(Object.values(HOME_CARRIERS));

/**
 * The carrier of a shipment: the service-point provider when the order went to a carrier's point (PostNL, DHL
 * Packstation), else the country's home carrier (home delivery, and the parcel to one of the shop's stores).
 */
export function carrierFor(country: CountryCode, servicePointProvider: string | null = null): Carrier {
  if (servicePointProvider && CARRIERS.has(servicePointProvider)) return servicePointProvider as Carrier;
  return HOME_CARRIERS[country];
}

/** Postcodes go into URLs without spaces and in capitals (`3511 ab` → `3511AB`). */
const compactPostcode = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/** The carrier's public tracking page for a parcel. */
export function trackTraceUrl(
  carrier: Carrier,
  { code, postcode, country }: { code: string; postcode: string; country: CountryCode },
): string {
  const parcel = encodeURIComponent(code.trim());
  const zip = encodeURIComponent(compactPostcode(postcode));
  switch (carrier) {
    case 'postnl':
      return `https://jouw.postnl.nl/track-and-trace/${parcel}-${country}-${zip}`;
    case 'bpost':
      return `https://track.bpost.cloud/btr/web/#/search?itemCode=${parcel}&postalCode=${zip}`;
    case 'dhl':
      return `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${parcel}&zip=${zip}`;
    case 'colissimo':
      return `https://www.laposte.fr/outils/suivre-vos-envois?code=${parcel}`;
    case 'post-lu':
      return `https://www.post.lu/particuliers/colis-courrier/track-and-trace#/search?code=${parcel}&postalCode=${zip}`;
    case 'royal-mail':
      return `https://www.royalmail.com/track-your-item#/tracking-results/${parcel}`;
  }
}
