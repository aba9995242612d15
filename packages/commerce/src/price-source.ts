import type { CurrencyCode } from '@shop/i18n';

/** A variant's price as the catalog holds it: gross consumer prices (VAT included), in minor units. */
export interface VariantPrice {
  /** The variant SKU (`20413.102.38`). */
  sku: string;
  /** The product SKU it belongs to (`20413.102`): the line's productNumber. */
  productNumber: string;
  /** What the shopper pays per unit. */
  unitPriceMinor: number;
  /** The price before a sale; equal to unitPriceMinor when not on sale. */
  regularPriceMinor: number;
  /** Size options of the variant, for the line's payload (`[{ group: 'Size', option: '38' }]`). */
  options?: { group: string; option: string }[];
  /** The variant's pre-order delivery time (`2-3 weeks`), when it is not stocked normally. */
  deliveryTime?: string | null;
  /** Whether the variant can be bought now (false for a coming-soon or sold-out size); true when absent. */
  orderable?: boolean;
}

/**
 * Where the engine gets prices from: the catalog. The engine does not import @shop/catalog; the gateway implements
 * this from the catalog index (a remote commerce system would price itself). SKUs the catalog does not sell in that
 * currency are missing from the answer.
 */
export interface PriceSource {
  prices(skus: readonly string[], currency: CurrencyCode): Promise<Map<string, VariantPrice>>;
}

/** A fixed price list: for tests and demos. `prices` per currency, by variant SKU. */
export class StaticPriceSource implements PriceSource {
  constructor(private readonly byCurrency: Partial<Record<CurrencyCode, readonly VariantPrice[]>>) {}

  async prices(skus: readonly string[], currency: CurrencyCode): Promise<Map<string, VariantPrice>> {
    const wanted = new Set(skus);
    return new Map(
      (this.byCurrency[currency] ?? []).filter((price) => wanted.has(price.sku)).map((price) => [price.sku, price]),
    );
  }
}
