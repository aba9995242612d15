/**
 * The shop's physical stores in the commerce subschema (spec commerce §3 store, §7 findServicePoints with
 * provider stores and findStocks with unmanaged locations; storefront §2 /winkels/). Not `Query.stores`: those are the
 * nine web store views of the store switch.
 */
export const commerceStoresTypeDefs = /* GraphQL */ `
  "One of the shop's physical stores (spec commerce §3 store)."
  type StoreLocation {
    "The code of its stock location (also its branch code)."
    id: ID!
    "Slug of the title, or of title, street and house number when titles repeat: its page is /winkels/{reference}/."
    reference: ID!
    title: String!
    street: String!
    houseNumber: String!
    postcode: String!
    city: String!
    "ISO 3166-1 alpha-2 code."
    country: String!
    "The country's name in the request's language."
    countryName: String!
    lat: Float!
    lng: Float!
    "The store's position on OpenStreetMap: a plain link, no map script."
    mapUrl: String!
    telephone: String
    "Metres from the searched place or position; null without one."
    distance: Int
    "The distance in the request's language (850 m, 12,5 km); null without one."
    distanceFormatted: String
    "Whether it is one of the logged-in customer's favourite stores (Customer.favouriteStores)."
    favourite: Boolean!
    "The usual week, Monday first."
    openingDays: [OpeningDay!]!
    "The dates with other hours from today for eight weeks, by date (closed days, changed hours)."
    openingDayExceptions: [OpeningDayException!]!
    "Today on the store's own clock: open now, opening later, closed."
    openingStatus: StoreOpeningStatus!
  }

  "A date with other hours than its weekday's (spec commerce §3 openingDayExceptions)."
  type OpeningDayException {
    "YYYY-MM-DD, the store's local date."
    date: String!
    "The date in the request's language, e.g. donderdag 25 december."
    dateFormatted: String!
    "1 Monday … 7 Sunday."
    day: Int!
    "Weekday name in the request's language."
    dayName: String!
    open: Boolean!
    "Why, in the request's language (a holiday's name, Stocktaking, …)."
    reason: String!
    "The reason's code: christmas-day, easter-monday, stocktaking, renovation, …"
    reasonCode: String!
    periods: [OpeningPeriod!]!
  }

  enum StoreOpeningState {
    "Open now, until \`time\`."
    OPEN
    "Closed now, opens at \`time\` later today."
    OPENS_LATER
    "Was open today, closed for the rest of it."
    CLOSED_NOW
    "Not open today."
    CLOSED_TODAY
  }

  type StoreOpeningStatus {
    state: StoreOpeningState!
    "HH:MM: when it closes (OPEN) or opens (OPENS_LATER); null otherwise."
    time: String
    "The state in the request's language: Open until 18:00, Opens at 13:00, Closed now, Closed today."
    label: String!
    "Today's hours (the exception's when today has one)."
    periods: [OpeningPeriod!]!
    "Today's hours in the request's language: 10:00–12:30, 13:30–18:00, or Closed."
    hoursText: String!
    "The exception that sets today's hours, if any."
    exception: OpeningDayException
  }

  "Where the distances of a store list are measured from."
  type StoreSearchOrigin {
    "The place found for the search, or My location for a position."
    label: String!
    lat: Float!
    lng: Float!
  }

  type StoreLocationList {
    "The searched place or the given position; null without one (or when the search found no place)."
    origin: StoreSearchOrigin
    "Said when the searched postcode or place was not found (the list is then in its usual order)."
    message: String
    stores: [StoreLocation!]!
  }

  "A findStocks row (spec commerce §3 stock per location): units of a SKU at a location."
  type LocationStock {
    code: ID!
    name: String!
    qty: Int!
    sku: ID!
  }

  "A product's stock in the shop's stores."
  type ProductStoreStock {
    "Stores holding at least one size of the product (available in N stores)."
    storeCount: Int!
    "Those stores in the store list's order (the customer's favourites first), each with the sizes it holds."
    stores: [StoreStock!]!
  }

  type StoreStock {
    store: StoreLocation!
    "Units over the sizes it holds."
    qty: Int!
    "Its units per variant SKU (findStocks rows)."
    locations: [LocationStock!]!
  }

  extend type Product {
    "Stock in the shop's stores over all sizes (findStocks with unmanaged locations)."
    storeStock: ProductStoreStock!
  }

  extend type Query {
    """
    The shop's stores: the logged-in customer's favourites first, then nearest first from a postcode or place
    (near) or a position (lat and lng), else the request's country first.
    """
    storeLocations(near: String, lat: Float, lng: Float): StoreLocationList!
    "One store by its reference; null when there is none."
    storeLocation(reference: ID!): StoreLocation
    """
    findStocks (spec commerce §7): units per location and SKU, rows with units only. unmanaged true asks the stores,
    false the distribution centre. At most 100 SKUs.
    """
    findStocks(skus: [ID!]!, unmanaged: Boolean! = false): [LocationStock!]!
  }
`;
