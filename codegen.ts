import type { CodegenConfig } from '@graphql-codegen/cli';
import { printSchema } from 'graphql';
import { CATALOG_ENUM_VALUES, COMMERCE_ENUM_VALUES } from './apps/gateway/src/graphql/enum-values';
import { catalogTypeDefs } from './packages/schema/src/catalog';
import { commerceTypeDefs } from './packages/schema/src/commerce';
import { contentTypeDefs } from './packages/schema/src/content';
import { instoreTypeDefs } from './packages/schema/src/instore';
import { stitchedSchemaShape } from './packages/schema/src/stitch';

/**
 * Codegen for the whole repository:
 * - resolver types per subschema (apps/gateway/src/graphql/generated), used by the gateway's resolvers;
 * - the stitched schema as SDL (packages/schema/schema.graphql), for readers and tools;
 * - typed documents for the storefront's `.graphql` operations, checked against the stitched schema.
 * `npm test` runs this with `--check` and fails when a generated file is stale.
 */
const stitchedSdl = printSchema(stitchedSchemaShape());

/**
 * Enums whose values are the shop's own codes: their TypeScript type is the one of @shop/i18n, not a generated copy
 * (for the schemas that have them: the catalog's and commerce's, and the stitched one).
 */
const sharedEnums = { CurrencyCode: '@shop/i18n#CurrencyCode' };
/** `typescript` and `typescript-operations`, their re-exports of those enums made type-only (see the script). */
const typesWithSharedEnums = { './scripts/codegen-shared-enums.mjs': { wraps: 'typescript' } };
const operationsWithSharedEnums = { './scripts/codegen-shared-enums.mjs': { wraps: 'typescript-operations' } };

/** Resolver types; `mappers` name the objects an upstream returns before the gateway adds computed fields. */
const resolverConfig = (
  mappers: Record<string, string>,
  enumValues: Readonly<Record<string, string | Readonly<Record<string, string>>>> = {},
) => ({
  useTypeImports: true,
  enumsAsTypes: true,
  useIndexSignature: false,
  mappers,
  enumValues,
  scalars: { ID: 'string' },
});

/** Types of the storefront's operations: type-only imports, enums as string unions, ids as strings. */
const storefrontConfig = {
  useTypeImports: true,
  enumsAsTypes: true,
  enumValues: sharedEnums,
  scalars: { ID: 'string' },
};

const config: CodegenConfig = {
  overwrite: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'packages/schema/schema.graphql': { schema: stitchedSdl, plugins: ['schema-ast'] },
    'apps/gateway/src/graphql/generated/catalog.ts': {
      schema: catalogTypeDefs,
      plugins: [typesWithSharedEnums, 'typescript-resolvers'],
      config: resolverConfig(
        {
          Money: '../models#MoneyModel',
          Image: '../models#ImageModel',
          Product: '@shop/catalog#IndexedProduct',
          Variant: '../models#VariantModel',
          Category: '@shop/catalog#IndexedCategory',
          Brand: '@shop/catalog#IndexedBrand',
          SizeTable: '@shop/catalog#SizeTable as IndexedSizeTable',
          ProductSearchResult: '@shop/catalog#ProductSearchResult as IndexedSearchResult',
          Facets: '../models#FacetsModel',
          UrlHit: '@shop/catalog#UrlHit as IndexedUrlHit',
          QuickSearchResult: '../models#QuickSearchModel',
          SearchResult: '../models#SearchModel',
        },
        { ...sharedEnums, ...CATALOG_ENUM_VALUES },
      ),
    },
    'apps/gateway/src/graphql/generated/commerce.ts': {
      schema: commerceTypeDefs,
      plugins: [typesWithSharedEnums, 'typescript-resolvers'],
      config: resolverConfig(
        {
          Product: '../models#CommerceProductModel',
          StockData: '../models#StockDataModel',
          Money: '../models#MoneyModel',
          Context: '@shop/commerce#Context as EngineContext',
          Cart: '@shop/commerce#Cart as EngineCart',
          CartItem: '@shop/commerce#CartLine as EngineCartItem',
          CartError: '@shop/commerce#CartError as EngineCartError',
          CartPrice: '../models#CartPriceModel',
          DeliveryPromise: '@shop/domain#DeliveryPromise as DomainDeliveryPromise',
          ShippingMethod: '@shop/commerce#ShippingMethodOffer',
          PaymentMethod: '@shop/commerce#PaymentMethodOffer',
          Address: '@shop/commerce#Address as EngineAddress',
          PickupChoice: '@shop/commerce#PickupChoice as EnginePickupChoice',
          ServicePoint: '@shop/commerce#ServicePoint as EngineServicePoint',
          OpeningDay: '@shop/commerce#OpeningDay as EngineOpeningDay',
          PlacedOrder: '@shop/commerce#OrderSummary',
          OrderLine: '@shop/commerce#OrderLine as EngineOrderLine',
          Customer: '@shop/commerce#Customer as EngineCustomer',
          CustomerAddress: '@shop/commerce#CustomerAddress as EngineCustomerAddress',
          Voucher: '@shop/commerce#Voucher as EngineVoucher',
          LoyaltyAccount: '@shop/commerce#LoyaltyAccount as EngineLoyaltyAccount',
          CustomerOrder: '@shop/commerce#CustomerOrder as EngineCustomerOrder',
          CustomerOrderItem: '../models#CustomerOrderItemModel',
          OrderHistoryAddress: '@shop/commerce#Address as EngineAddress',
          WishlistItem: '@shop/commerce#WishlistItem as EngineWishlistItem',
          Wishlist: '@shop/commerce#Wishlist as EngineWishlist',
          StoreLocation: '../commerce-stores-models#StoreLocationModel',
          StoreLocationList: '../commerce-stores-models#StoreLocationListModel',
          ProductStoreStock: '../commerce-stores-models#ProductStoreStockModel',
          StoreStock: '../commerce-stores-models#StoreStockModel',
          OpeningDayException: '@shop/commerce#OpeningDayException as EngineOpeningDayException',
          StoreOpeningStatus: '@shop/domain#OpeningStatus as DomainOpeningStatus',
          LocationStock: '@shop/commerce#LocationStock as EngineLocationStock',
          NewsletterSettings: '@shop/commerce#NewsletterSubscriber as EngineNewsletterSubscriber',
        },
        { ...sharedEnums, ...COMMERCE_ENUM_VALUES },
      ),
    },
    'apps/gateway/src/graphql/generated/content.ts': {
      schema: contentTypeDefs,
      plugins: ['typescript', 'typescript-resolvers'],
      config: resolverConfig({
        ContentPage: '../content-models#ContentDocumentModel',
        Look: '../content-models#ContentDocumentModel',
        ContentPageRoute: '../content-models#ContentPageRouteModel',
        // The blocks are the content package's normalised blocks; a slider's looks are references until resolved.
        ShopTheLookSliderBlock: '@shop/content/blocks#ShopTheLookSliderBlock as ShopTheLookSliderBlockModel',
      }),
    },
    'apps/gateway/src/graphql/generated/instore.ts': {
      schema: instoreTypeDefs,
      plugins: ['typescript', 'typescript-resolvers'],
      config: resolverConfig({
        InstoreSession: '@shop/instore#InstoreSession as UpstreamInstoreSession',
        InstoreLocation: '@shop/instore#InstoreLocation as UpstreamInstoreLocation',
      }),
    },
    // The storefront's operations: the schema's enums and input types in one file, and each `.graphql` file's typed
    // documents in a `.generated.ts` module beside it. One module per operation file (not one for all) lets the bundler
    // put a document in the chunk of the code that uses it: a page's queries load with that page, not with every page.
    'apps/storefront/src/lib/graphql/generated/types.ts': {
      schema: stitchedSdl,
      plugins: [typesWithSharedEnums],
      config: { ...storefrontConfig, onlyOperationTypes: true },
    },
    'apps/storefront/src/': {
      schema: stitchedSdl,
      documents: ['apps/storefront/src/**/*.graphql'],
      preset: 'near-operation-file',
      presetConfig: { baseTypesPath: 'lib/graphql/generated/types.ts', extension: '.generated.ts' },
      plugins: [operationsWithSharedEnums, 'typed-document-node'],
      config: storefrontConfig,
    },
  },
};

export default config;
