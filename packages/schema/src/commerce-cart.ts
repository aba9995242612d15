import { moneyTypeDefs } from './money';

/**
 * The commerce subschema's carts, checkout and payment hand-off (spec commerce §2–§5, §7–§9).
 *
 * The session: every call acts on the caller's sales-channel context, named by the Bearer token of the request (the
 * storefront turns its HttpOnly `contextToken` cookie into that header). The token is never a field: when a mutation
 * needs a context and the caller has none (or an unknown one), the gateway creates a guest context and answers its
 * token in the `x-shop-context-token` response header, which the storefront turns into the cookie and other channels
 * keep. Queries never create a context: without one, `context` and `cart` answer null.
 *
 * User errors are data (`errors: [UserError!]!`, translated, with the input field they are about); system failures are
 * GraphQL errors.
 */
export const commerceCartTypeDefs = /* GraphQL */ `
${moneyTypeDefs}
  "A problem with the caller's input: shown to the shopper next to the field it names."
  type UserError {
    "Stable code, e.g. CART_ITEM_NOT_FOUND, INVALID_ADDRESS, OUT_OF_STOCK."
    code: String!
    "In the request's language."
    message: String!
    "The input field, as a path joined by dots (\`address.zipcode\`), when the error is about one."
    field: String
    "With TOO_MANY_ATTEMPTS: how many seconds to wait before trying again."
    retryAfter: Int
  }

  "How the shopper sees a cart error (spec §5): some are never shown, some are good news."
  enum CartErrorVisibility {
    HIDDEN
    SUCCESS
    ERROR
  }

  "A notice about the cart, keyed by code and the line it is about (spec commerce §3 cart errors)."
  type CartError {
    key: ID!
    code: String!
    "The message key (translated when a translation exists)."
    messageKey: String!
    "The message key's translation in the request's language, else the raw message (spec §8)."
    message: String!
    visibility: CartErrorVisibility!
  }

  type CalculatedTax {
    tax: Money!
    "Percent."
    taxRate: Float!
    price: Money!
  }

  type TaxRule {
    taxRate: Float!
    percentage: Float!
  }

  type CartItemPrice {
    unitPrice: Money!
    quantity: Int!
    totalPrice: Money!
    calculatedTaxes: [CalculatedTax!]!
    taxRules: [TaxRule!]!
  }

  type CartItemOption {
    group: String!
    option: String!
  }

  type CartItemPayload {
    "The product (model and colour) SKU of the line's variant."
    productNumber: ID!
    options: [CartItemOption!]!
    "Units at the distribution centre."
    stock: Int!
  }

  enum CartItemType {
    PRODUCT
    PROMOTION
    CUSTOM
  }

  enum DeliveryPromiseKind {
    "The variant's own delivery time (a pre-order)."
    VARIANT
    "1–3 days."
    SHORT
    "5–8 days: the cart holds more SKUs than the distribution centre has in stock."
    LONG
  }

  "When the order arrives (spec commerce §4 delivery promise)."
  type DeliveryPromise {
    kind: DeliveryPromiseKind!
    minDays: Int
    maxDays: Int
    "The variant's delivery time, for VARIANT."
    deliveryTime: String
    "The promise in the request's language, e.g. \`Delivered in 1-3 days\`."
    text: String!
  }

  type CartItem {
    id: ID!
    "The variant SKU."
    referencedId: ID!
    type: CartItemType!
    quantity: Int!
    "Size label of the variant (\`38\`, \`One size\`)."
    label: String!
    "Null for a promotion line (a redeemed voucher)."
    payload: CartItemPayload
    "Negative for a promotion line."
    price: CartItemPrice!
    removable: Boolean!
    stackable: Boolean!
    "ISO timestamp of the line's last change."
    modified: String!
    "The line's delivery promise; null for a promotion line."
    deliveryPromise: DeliveryPromise
    "The product of the line (resolved from the catalog)."
    product: Product
  }

  "Shipping costs of a delivery."
  type ShippingCosts {
    quantity: Int!
    unitPrice: Money!
    totalPrice: Money!
  }

  type CartDelivery {
    shippingMethod: ShippingMethod!
    shippingCosts: ShippingCosts!
  }

  "A cart's totals, with the display rules of spec commerce §9 (Belgian rounding, VAT label)."
  type CartPrice {
    "The items' total."
    positionPrice: Money!
    "Items plus shipping, VAT included."
    totalPrice: Money!
    netPrice: Money!
    "The VAT contained in the total."
    tax: Money!
    taxRate: Float!
    "\`incl. 21% VAT\` in the request's language."
    vatLabel: String!
    "The total as shown: in Belgium a whole-number total without decimals."
    totalFormatted: String!
    "The items' total as shown (same rule)."
    positionPriceFormatted: String!
    "Whether discounts are shown (hidden in Belgium during a sale period while that flag is on; it stays off)."
    showDiscount: Boolean!
    "In Belgium during a sale period only the items' total is shown as the subtotal."
    onlyItemsTotalAtSubtotal: Boolean!
  }

  type Cart {
    "Always \`frontend-cart\`."
    name: String!
    items: [CartItem!]!
    "Units in the cart (the mini cart's count)."
    itemCount: Int!
    price: CartPrice!
    deliveries: [CartDelivery!]!
    "The shipping costs of the cart's delivery; null when nothing ships."
    shippingCosts: Money
    "Free shipping: the shipping costs are zero (spec §9)."
    freeShipping: Boolean!
    "How much more to spend for free shipping with the chosen method; null when it is free already or never."
    freeShippingRemaining: Money
    deliveryPromise: DeliveryPromise
    errors: [CartError!]!
  }

  enum ShippingMethodType {
    DELIVERY
    PICKUP
    SERVICE_POINT
  }

  type ShippingMethod {
    id: ID!
    "Stable reference (\`home-delivery\`, \`store-pickup\`, \`service-point\`)."
    reference: String!
    type: ShippingMethodType!
    name: String!
    description: String!
    position: Int!
    "Who runs the pickup points: \`stores\` or a parcel carrier (\`dhl\` in Germany and Austria, \`postnl\` elsewhere)."
    servicePointsProvider: String
    "Whether the method ships this cart to the store's country."
    active: Boolean!
    "What it costs for the current cart; null when it does not ship it."
    shippingCosts: Money
    selected: Boolean!
  }

  type PaymentMethod {
    id: ID!
    "Stable reference (\`ideal\`, \`bancontact\`, \`card\`, \`paypal\`, \`klarna\`, \`eps\`)."
    reference: String!
    name: String!
    description: String!
    selected: Boolean!
  }

  type Address {
    salutationKey: String
    firstName: String!
    lastName: String!
    street: String!
    houseNumber: String!
    "House-number addition (Dutch \`toevoeging\`, Belgian box number)."
    houseNumberAddition: String
    zipcode: String!
    city: String!
    country: Country!
    phoneNumber: String
    "The house number under the spec's (Shopware's) name (tabletop registration mapping)."
    additionalAddressLine1: String
    "The house-number addition under the spec's name; null when none."
    additionalAddressLine2: String
    company: String
  }

  input AddressInput {
    salutationKey: String
    firstName: String!
    lastName: String!
    street: String!
    houseNumber: String!
    houseNumberAddition: String
    zipcode: String!
    city: String!
    "ISO code; must be the store's country."
    countryIso: String!
    phoneNumber: String
    company: String
  }

  "A place to pick an order up: one of the shop's stores or a carrier's service point (spec commerce §3)."
  type ServicePoint {
    id: ID!
    provider: String!
    "Slug of the title (title plus street plus house number when titles repeat)."
    reference: String!
    title: String!
    street: String!
    houseNumber: String!
    postcode: String!
    city: String!
    country: String!
    lat: Float!
    lng: Float!
    "Metres from the searched place, when a place was searched."
    distance: Int
    telephone: String
    "\`store\`, \`parcelshop\`, \`packstation\`."
    locationType: String!
    additionalInformation: String
    openingDays: [OpeningDay!]!
  }

  type OpeningDay {
    "1 Monday … 7 Sunday."
    day: Int!
    "Weekday name in the request's language."
    dayName: String!
    open: Boolean!
    periods: [OpeningPeriod!]!
  }

  type OpeningPeriod {
    "HH:MM."
    start: String!
    end: String!
  }

  "Where the chosen delivery goes when it is not the shipping address."
  type PickupChoice {
    servicePoint: ServicePoint!
    "DHL customer number (Postnummer) for a Packstation."
    dhlCustomerNumber: String
  }

  enum OrderState {
    OPEN
    PAID
    CANCELLED
    FAILED
  }

  "The caller's last order's state (spec commerce §3 cartStatus)."
  type CartStatus {
    status: OrderState!
    orderNumber: String!
    "The last order's payment failed or was cancelled and its lines are back in the cart."
    recover: Boolean!
  }

  "A placed order (spec commerce §3 placed order result)."
  type PlacedOrder {
    id: ID!
    orderNumber: String!
    deepLinkCode: String!
    state: OrderState!
    "ISO timestamp."
    createdAt: String!
    email: String!
    billingZipcode: String!
    items: [OrderLine!]!
    itemsTotal: Money!
    shippingCosts: Money!
    "Free shipping: the order's shipping costs are zero (spec §9)."
    freeShipping: Boolean!
    totalPrice: Money!
    tax: Money!
    shippingMethod: ShippingMethod!
    paymentMethod: PaymentMethod!
    shippingAddress: Address
    billingAddress: Address!
    pickup: PickupChoice
    deliveryPromise: DeliveryPromise!
  }

  type OrderLine {
    referencedId: ID!
    label: String!
    quantity: Int!
    unitPrice: Money!
    totalPrice: Money!
    "The ordered product (resolved from the catalog)."
    product: Product
  }

  "The caller's sales-channel context (spec commerce §3 Context)."
  type Context {
    cart: Cart!
    cartStatus: CartStatus
    "The country the context sells to."
    countryIso: String!
    currency: CurrencyCode!
    shippingMethod: ShippingMethod!
    paymentMethod: PaymentMethod!
    email: String
    billingAddress: Address
    "Where a home delivery goes; the billing address when null."
    shippingAddress: Address
    pickup: PickupChoice
    "The last order placed with this context."
    lastOrder: PlacedOrder
    "What still stops placing an order: empty when the checkout is complete."
    missing: [CheckoutRequirement!]!
  }

  enum CheckoutRequirement {
    CART_ITEMS
    EMAIL
    BILLING_ADDRESS
    PICKUP_POINT
    DHL_CUSTOMER_NUMBER
    STOCK
  }

  input CartItemInput {
    "The variant SKU."
    referencedId: ID!
    "Default 1; an item already in the cart is raised by this much."
    quantity: Int
  }

  input UpdateCartItemInput {
    id: ID!
    "0 removes the line."
    quantity: Int!
  }

  type CartPayload {
    cart: Cart
    errors: [UserError!]!
  }

  type ContextPayload {
    context: Context
    errors: [UserError!]!
  }

  input CheckoutContactInput {
    email: String!
  }

  input CheckoutAddressesInput {
    billingAddress: AddressInput!
    "A different address for home delivery; null ships to the billing address."
    shippingAddress: AddressInput
  }

  input PickupInput {
    servicePointId: ID!
    "Required for a DHL Packstation (Germany)."
    dhlCustomerNumber: String
  }

  input PlaceOrderInput {
    "The same key twice gives the same order (a retried click, a lost answer)."
    idempotencyKey: String!
  }

  type PlaceOrderPayload {
    order: PlacedOrder
    errors: [UserError!]!
  }

  input HandlePaymentInput {
    orderId: ID!
    "Where the payment service sends the shopper after paying: \`/checkout/success/\` gets \`?order={orderNumber}\`."
    finishUrl: String!
    "Where it sends the shopper otherwise: \`/checkout/payment/\` gets \`?status=cancelled|failed\`."
    errorUrl: String!
  }

  type HandlePaymentPayload {
    "The payment service's page."
    redirectUrl: String
    errors: [UserError!]!
  }

  extend type Query {
    "The caller's context; null when the caller has none yet (spec: getContext)."
    context: Context
    "The caller's cart; null without a context (spec: getCart)."
    cart: Cart
    "Shipping methods for the caller's cart (the store's, without a context), the selected one marked."
    shippingMethods(onlyAvailable: Boolean = true): [ShippingMethod!]!
    "Payment methods of the store's country, the selected one first."
    paymentMethods: [PaymentMethod!]!
    "Pickup points near a postcode or place: the shop's stores (\`stores\`) or a carrier's points."
    servicePoints(provider: String!, query: String!): [ServicePoint!]!
    "One of the caller's orders by number (the finish page); null when it is not the caller's."
    order(orderNumber: String!): PlacedOrder
  }

  type Mutation {
    "Adds variants to the cart (spec: addToCart); one already in the cart gets its quantity raised."
    addToCart(items: [CartItemInput!]!): CartPayload!
    updateCartItem(item: UpdateCartItemInput!): CartPayload!
    deleteCartItem(id: ID!): CartPayload!
    updateShippingMethod(id: ID!): ContextPayload!
    updatePaymentMethod(id: ID!): ContextPayload!
    "The guest's e-mail address for the order."
    updateContact(input: CheckoutContactInput!): ContextPayload!
    "The billing address and, when different, the home-delivery address (spec: updateShippingAddress)."
    updateAddresses(input: CheckoutAddressesInput!): ContextPayload!
    "The store or service point for a pickup or service-point delivery."
    updatePickup(input: PickupInput!): ContextPayload!
    placeOrder(input: PlaceOrderInput!): PlaceOrderPayload!
    "Starts the payment of an open order at the payment service: answers the page to send the shopper to."
    handlePayment(input: HandlePaymentInput!): HandlePaymentPayload!
    """
    Copies the lines saved behind a cart restore link (its token, from a cancelled payment's return address or a mail)
    into the caller's own cart, starting a guest session when the caller has none (spec: restoreCart). Never hands
    over another session; opening a link again doubles nothing. Errors: CART_LINK_NOT_FOUND (also for a session
    token), CART_LINK_EXPIRED.
    """
    restoreCart(token: String!): ContextPayload!
  }
`;
