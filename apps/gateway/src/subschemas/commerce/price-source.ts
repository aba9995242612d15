import type { IndexView, ProductIndex } from '@shop/catalog';
import type { PriceSource, VariantPrice } from '@shop/commerce';
import { isOrderable, sizeOptionState } from '@shop/domain';
import type { CurrencyCode, Store } from '@shop/i18n';

/** A variant SKU is its product's SKU (model and colour, `20413.102`) plus the size code: `20413.102.38`. */
export function productSkuOfVariant(variantSku: string): string {
  return variantSku.split('.').slice(0, 2).join('.');
}

/**
 * The commerce engine's prices from the catalog index: the variant's product price in the context's currency, its
 * size as the line's option, its pre-order delivery time, and whether it can be bought now (the catalog's size
 * state: not coming soon, not sold out). The engine never imports the catalog; the gateway joins them here.
 */
export class CatalogPriceSource implements PriceSource {
  constructor(
    private readonly index: ProductIndex,
    private readonly viewOf: (currency: CurrencyCode) => IndexView,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async prices(skus: readonly string[], currency: CurrencyCode): Promise<Map<string, VariantPrice>> {
    const productSkus = [...new Set(skus.map(productSkuOfVariant))];
    const products = await this.index.productsBySkus(productSkus, this.viewOf(currency));
    const wanted = new Set(skus);
    const now = this.now();
    const prices = new Map<string, VariantPrice>();
    for (const product of products) {
      if (!product) continue;
      for (const variant of product.variants) {
        if (!wanted.has(variant.sku)) continue;
        prices.set(variant.sku, {
          sku: variant.sku,
          productNumber: product.sku,
          unitPriceMinor: product.price.amount,
          regularPriceMinor: product.regularPrice.amount,
          options: [{ group: 'Size', option: variant.size }],
          deliveryTime: variant.deliveryTime,
          orderable: isOrderable(sizeOptionState(variant, product, now)),
        });
      }
    }
    return prices;
  }
}

/** The catalog view the engine's prices are read in: the currency's store language does not matter for prices. */
export function priceViewFor(stores: readonly Store[]) {
  return (currency: CurrencyCode): IndexView => {
    const store = stores.find((candidate) => candidate.currency === currency) ?? stores[0]!;
    return { language: store.language, currency, country: store.country };
  };
}
