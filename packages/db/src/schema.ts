import type {
  CatalogBrandTable,
  CatalogCategoryTable,
  CatalogChangeTable,
  CatalogColorTable,
  CatalogFacetCountTable,
  CatalogIndexStateTable,
  CatalogListingTable,
  CatalogPageTable,
  CatalogPriceTable,
  CatalogProductTable,
  CatalogRelationTable,
  CatalogScopeStatsTable,
  CatalogSearchTable,
  CatalogSearchTermTable,
  CatalogSizeTable,
  CatalogSizeTableTable,
  CatalogSuggestionTable,
  CatalogTermTable,
  CatalogUrlEntryTable,
  CatalogVariantTable,
} from './tables/catalog';
import type {
  CommerceCartItemTable,
  CommerceCartLinkTable,
  CommerceContextTable,
  CommerceOrderLineTable,
  CommerceOrderTable,
  CommercePaymentEventTable,
  CommercePaymentTable,
  CommerceStockLocationTable,
  CommerceStockTable,
} from './tables/commerce';
import type {
  CommerceCustomerAddressTable,
  CommerceCustomerTable,
  CommerceCustomerTokenTable,
  CommerceLoyaltyEntryTable,
  CommerceMailTable,
  CommerceNewsletterSubscriberTable,
  CommercePendingRegistrationTable,
  CommerceRateLimitTable,
  CommerceVoucherTable,
  CommerceWishlistItemTable,
} from './tables/customers';
import type { InstoreSessionTable } from './tables/instore';
import type { ShopwareCheckoutTable, ShopwareOrderTable, ShopwareSessionTable } from './tables/shopware';

// The tables by area (src/tables): catalog (the product index), commerce (stock, carts, orders, payments), customers
// (accounts and what hangs on them: vouchers, wishlists, loyalty, mails, rate limits, the newsletter), instore.
export type * from './tables/catalog';
export type { LocalizedText, StockLocationKind } from './tables/columns';
export type * from './tables/commerce';
export type * from './tables/customers';
export type * from './tables/instore';
export type * from './tables/shopware';

/**
 * The tables as kysely sees them, named as in SQL (snake_case; no CamelCasePlugin, so a query reads like the SQL it
 * runs). Each engine owns the tables with its prefix: `catalog_*` for the product index, `commerce_*` for the embedded
 * commerce engine and the Shopware adapter's own rows (`commerce_shopware_*`). Keep this in step with `src/migrations`:
 * the migrations are the truth, this is their type.
 */
export interface Database {
  catalog_brand: CatalogBrandTable;
  catalog_category: CatalogCategoryTable;
  catalog_color: CatalogColorTable;
  catalog_size: CatalogSizeTable;
  catalog_size_table: CatalogSizeTableTable;
  catalog_product: CatalogProductTable;
  catalog_variant: CatalogVariantTable;
  catalog_price: CatalogPriceTable;
  catalog_relation: CatalogRelationTable;
  catalog_page: CatalogPageTable;
  catalog_search_term: CatalogSearchTermTable;
  catalog_index_state: CatalogIndexStateTable;
  catalog_change: CatalogChangeTable;
  catalog_search: CatalogSearchTable;
  catalog_listing: CatalogListingTable;
  catalog_facet_count: CatalogFacetCountTable;
  catalog_scope_stats: CatalogScopeStatsTable;
  catalog_url_entry: CatalogUrlEntryTable;
  catalog_suggestion: CatalogSuggestionTable;
  catalog_term: CatalogTermTable;
  commerce_stock_location: CommerceStockLocationTable;
  commerce_stock: CommerceStockTable;
  commerce_context: CommerceContextTable;
  commerce_cart_item: CommerceCartItemTable;
  commerce_cart_link: CommerceCartLinkTable;
  commerce_order: CommerceOrderTable;
  commerce_order_line: CommerceOrderLineTable;
  commerce_payment: CommercePaymentTable;
  commerce_payment_event: CommercePaymentEventTable;
  commerce_customer: CommerceCustomerTable;
  commerce_customer_address: CommerceCustomerAddressTable;
  commerce_customer_token: CommerceCustomerTokenTable;
  commerce_pending_registration: CommercePendingRegistrationTable;
  commerce_voucher: CommerceVoucherTable;
  commerce_wishlist_item: CommerceWishlistItemTable;
  commerce_loyalty_entry: CommerceLoyaltyEntryTable;
  commerce_mail: CommerceMailTable;
  commerce_rate_limit: CommerceRateLimitTable;
  commerce_newsletter_subscriber: CommerceNewsletterSubscriberTable;
  commerce_shopware_checkout: ShopwareCheckoutTable;
  commerce_shopware_order: ShopwareOrderTable;
  instore_session: InstoreSessionTable;
  commerce_shopware_session: ShopwareSessionTable;
}
