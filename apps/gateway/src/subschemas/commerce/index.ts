import { makeExecutableSchema } from '@graphql-tools/schema';
import { msg } from '@lingui/core/macro';
import { type CommerceUpstream, storeConfiguration } from '@shop/commerce';
import { countryName, type Store } from '@shop/i18n';
import { commerceTypeDefs, type SubschemaSource } from '@shop/schema';
import { cacheTag, tagAnswer } from '../../cache/cache-tags';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { COMMERCE_ENUM_VALUES, type CommerceResolvers } from '../../graphql';
import { SALUTATION_NAMES } from './account-wording';
import { accountResolvers } from './accounts';
import { cartResolvers } from './cart';
import { loyaltyResolvers } from './loyalty';
import { newsletterResolvers } from './newsletter';
import { orderResolvers } from './orders';
import { withOutageErrors } from './outage';
import type { CommercePolicy } from './policy';
import { storeResolvers } from './stores';

export const MAX_SKUS_PER_STOCK_QUERY = 100;

const storeView = (store: Store) => ({
  code: store.code,
  name: store.name,
  countryCode: store.country,
  lang: store.language,
  language: store.locale,
  baseUrl: store.baseUrl,
  currency: store.currency,
});

/**
 * Each store's configuration in its own words, worked out once per store (it only changes with a deployment): the
 * page route asks it with every page (the newsletter block's salutations), and a page the response cache has not seen
 * would otherwise build its display names and currency format again.
 */
function storeConfigurations() {
  const byStore = new Map<string, ReturnType<typeof storeConfigOf>>();
  return {
    of(store: Store, i18n: GatewayContext['i18n']) {
      let config = byStore.get(store.code);
      if (!config) {
        config = storeConfigOf(store, i18n);
        byStore.set(store.code, config);
      }
      return config;
    },
  };
}

/** A store's configuration: its countries, currency, languages and salutations, named in the store's language. */
function storeConfigOf(store: Store, i18n: GatewayContext['i18n']) {
  const config = storeConfiguration(store);
  const languageNames = new Intl.DisplayNames([store.locale], { type: 'language' });
  const currencyNames = new Intl.DisplayNames([store.locale], { type: 'currency' });
  const symbol =
    new Intl.NumberFormat(store.locale, { style: 'currency', currency: config.currency.iso })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? config.currency.iso;
  return {
    countries: config.countries.map((country) => ({
      ...country,
      name: countryName(country.iso, store.locale),
    })),
    currency: { ...config.currency, symbol, name: currencyNames.of(config.currency.iso) ?? config.currency.iso },
    languages: config.languages.map((language) => ({
      ...language,
      name: languageNames.of(language.code) ?? language.code,
    })),
    salutations: config.salutations.map((salutation) => ({
      ...salutation,
      name: i18n._(SALUTATION_NAMES[salutation.key]),
    })),
  };
}

/**
 * The commerce subschema over a commerce upstream (the embedded engine or a remote shop's adapter) and the gateway's
 * policy around it: store configuration and stock, carts, checkout and payment, customer accounts.
 */
export function createCommerceSubschema(commerce: CommerceUpstream, policy: CommercePolicy): SubschemaSource {
  const carts = cartResolvers(commerce, policy);
  const customers = accountResolvers(commerce, policy);
  const customerOrders = orderResolvers(commerce, policy);
  const loyalty = loyaltyResolvers(commerce, policy);
  const subscriptions = newsletterResolvers(commerce, policy);
  const storeLocations = storeResolvers(commerce);
  const storeConfigs = storeConfigurations();
  const resolvers: CommerceResolvers<GatewayContext> = {
    ...carts,
    ...customers,
    ...customerOrders,
    ...loyalty,
    ...subscriptions,
    ...storeLocations,
    ...COMMERCE_ENUM_VALUES,
    Mutation: { ...carts.Mutation, ...customers.Mutation, ...loyalty.Mutation, ...subscriptions.Mutation },
    Context: { ...carts.Context, ...customers.Context, ...loyalty.Context },
    Customer: { ...customers.Customer, ...loyalty.Customer },
    Query: {
      ...carts.Query,
      ...customers.Query,
      ...customerOrders.Query,
      ...subscriptions.Query,
      ...storeLocations.Query,
      storeConfig: (_root, _args, { store, i18n, cacheTags }) => {
        // The store's settings, the same for every shopper: shared with the layout.
        tagAnswer(cacheTags, cacheTag.layout);
        return storeConfigs.of(store, i18n);
      },
      currentStore: (_root, _args, { store }) => storeView(store),
      stores: (_root, _args, { stores }) => stores.map(storeView),
      stockData: async (_root, { skus }, { i18n }) => {
        if (skus.length === 0) throw badUserInput(i18n._(msg`Give at least one SKU.`), 'skus');
        if (skus.length > MAX_SKUS_PER_STOCK_QUERY) {
          throw badUserInput(i18n._(msg`Ask for at most ${MAX_SKUS_PER_STOCK_QUERY} SKUs at once.`), 'skus');
        }
        return commerce.stores.stock.stockBySkus(skus);
      },
      // Stock for all merged products in one query: the gateway batches the keys of a whole result into one call.
      // Null for a SKU the catalog does not know (the merge only asks for known ones; asked directly, an unknown SKU
      // became a product without the catalog's non-null fields: an internal error). The catalog's per-request loader
      // answers, so the merge's own lookup of the same SKUs is reused.
      _commerceProductsBySkus: async (_root, { skus }, gateway) => {
        const [stocks, known] = await Promise.all([
          commerce.stores.stock.stockByProductSkus(skus),
          policy.knownProducts(skus, gateway),
        ]);
        return skus.map((sku, position) => (known.has(sku) ? { sku, stock: stocks[position] } : null));
      },
    },
    StockData: {
      // Only the key: the stitched gateway fills in the catalog's fields of the product; null when the catalog does
      // not know the SKU (`product` is nullable; a key alone would fail on the catalog's non-null fields).
      product: async (stockData, _args, gateway) => {
        const sku = stockData.productNumber;
        return (await policy.knownProducts([sku], gateway)).has(sku) ? { sku } : null;
      },
    },
    Product: {
      ...storeLocations.Product,
      stock: async (product) => {
        if (product.stock) return product.stock;
        const [skuStock] = await commerce.stores.stock.stockByProductSkus([product.sku]);
        if (!skuStock) throw new Error(`No stock answer for ${product.sku}`);
        return skuStock;
      },
    },
  };
  return { schema: makeExecutableSchema({ typeDefs: commerceTypeDefs, resolvers: withOutageErrors(resolvers) }) };
}
