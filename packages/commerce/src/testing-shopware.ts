/**
 * The Shopware adapter's test helpers (`@shop/commerce/testing-shopware`), for the gateway's integration tests and the
 * browser journeys on COMMERCE=shopware: never imported by the apps' production code. Apart from `@shop/commerce/testing`
 * because these are modules of the test folder, which only a TypeScript-aware loader (vitest, vite) resolves, while
 * the recorded Mollie of the journeys runs `@shop/commerce/testing` on Node alone.
 */
export { CART_JOURNEY, CHANNEL_EN, recordedShopwareStores } from '../test/shopware/journeys/cart-journey';
// The recorded Store API of the Shopware adapter's tests, for the gateway's integration tests and the browser journeys
// on COMMERCE=shopware: the strict server, the typed exchange builder and the recorded shop's answers.
export { RecordedStoreApi } from '../test/shopware/recorded-store-api';
export { type Exchange, exchange, type RecordedChannel } from '../test/shopware/recording';
export {
  CHANNEL_NL,
  cart as recordedCart,
  guestContext as recordedGuestContext,
  PAYMENT_CARD_ID,
  PAYMENT_IDEAL_ID,
  PAYMENT_METHODS as RECORDED_PAYMENT_METHODS,
  type RecordedProduct,
  SHIPPING_METHODS as RECORDED_SHIPPING_METHODS,
  SHIPPING_PICKUP_ID,
  SHIPPING_STANDARD_ID,
} from '../test/shopware/recordings/shop';
// The scenario player for whole journeys (tokens and ids that vary, reads asked any number of times) and the recorded
// cart journey in two stores.
export { playerIdOf, type Scenario, type ScenarioExchange, ScenarioPlayer } from '../test/shopware/scenario-player';
