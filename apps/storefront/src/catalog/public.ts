// What other parts of the storefront use of the catalog pages: hreflang alternates, a page's store switch, and the
// gateway's segments in the shop's spelling.
export {
  alternatesOfPage,
  atPathInEveryStore,
  type HreflangAlternate,
  hreflangAlternates,
  hreflangLinks,
  type StoreAlternateLike,
} from './alternates';
export { type PageStoreSwitch, pageStoreSwitchOf } from './page-store-switch';
export { fromGatewaySegment, type GatewaySegment } from './segment';
