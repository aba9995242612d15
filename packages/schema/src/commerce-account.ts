/**
 * The commerce subschema's customer accounts (spec commerce §2–§9, storefront §3, §4, §6): identity (register, login,
 * logout, password recovery and change, e-mail change, account deletion), the profile, the address book, orders and
 * the order history by e-mail token, the loyalty club and its vouchers, the product wishlist and the customer settings
 * kept in custom fields (look-book wishlist, favourite stores).
 *
 * The session works as for carts (see commerce-cart.ts): the token is the request's Bearer credential and never a
 * field. Login, registration and a password change answer a new token (rotation) in the `x-shop-context-token`
 * response header; logout and account deletion answer a fresh guest context's token the same way. A customer's
 * session lives 7 days.
 *
 * Rate limits count every attempt, also several in one request (aliases): a limited attempt answers the user error
 * TOO_MANY_ATTEMPTS. Login and password recovery answer the same for known and unknown e-mail addresses.
 */
export const commerceAccountTypeDefs = /* GraphQL */ `
  "A registered customer (spec commerce §3 Customer)."
  type Customer {
    id: ID!
    customerNumber: String!
    salutation: Salutation
    firstName: String!
    lastName: String!
    email: String!
    "ISO date (YYYY-MM-DD), the first 10 characters of the stored date; null when not given."
    birthday: String
    "The birthday as shown: day first (\`31-12-1990\`)."
    birthdayFormatted: String
    "Subscribed to the newsletter."
    newsletter: Boolean!
    "Always false: guests have no customer."
    guest: Boolean!
    "The shop's address the account was made at."
    storefrontUrl: String!
    defaultBillingAddressId: ID
    defaultShippingAddressId: ID
    defaultBillingAddress: CustomerAddress
    defaultShippingAddress: CustomerAddress
    "All addresses, the default ones first."
    addresses: [CustomerAddress!]!
    "The addresses that are neither the default billing nor the default shipping address."
    otherAddresses: [CustomerAddress!]!
    loyalty: LoyaltyAccount!
    "Vouchers the customer can still redeem (and those becoming available), soonest first."
    vouchers: [Voucher!]!
    "Look uids on the look-book wishlist (custom field customer_settings_lookbook_wishlist; invalid data reads as empty)."
    lookbookWishlist: [ID!]!
    "References of favourite stores (custom field customer_settings_stores; invalid data reads as empty)."
    favouriteStores: [ID!]!
  }

  "An address in a customer's address book (spec commerce §3 Address)."
  type CustomerAddress {
    id: ID!
    salutationKey: String
    firstName: String!
    lastName: String!
    street: String!
    houseNumber: String!
    houseNumberAddition: String
    zipcode: String!
    city: String!
    country: Country!
    phoneNumber: String
    company: String
    "The service point kept with this address (custom field shipping_address_service_point)."
    servicePoint: ServicePoint
    isDefaultBilling: Boolean!
    isDefaultShipping: Boolean!
  }

  "The loyalty club (spec commerce §1): 1 point per euro of a paid order, 200 points become a 10 euro voucher."
  type LoyaltyAccount {
    "Points not yet turned into a voucher."
    points: Int!
    "Points still needed for the next voucher."
    pointsToNextVoucher: Int!
    "Points per voucher (200)."
    pointsPerVoucher: Int!
    "A voucher's value."
    voucherValue: Money!
    "Points earned since the account was made, signup bonus included."
    lifetimePoints: Int!
  }

  "A loyalty voucher (spec commerce §3 Voucher)."
  type Voucher {
    id: ID!
    "What the voucher is, in the request's language."
    text: String!
    "The code to redeem it (also printed as a barcode)."
    barcode: String!
    "waarde."
    value: Money!
    "geldig_vanaf: ISO date from which it can be redeemed (14 days after it was earned)."
    validFrom: String!
    "geldig_tm: ISO date until which it can be redeemed (six months after validFrom)."
    validUntil: String!
    "klant: the customer number."
    customerNumber: String!
    "kaartnummer: the loyalty card number."
    cardNumber: String!
    "maximumAantalProducten; null for no limit."
    maximumProducts: Int
    "miniumPurchaseAmount: the cart's items must reach this; null for no minimum."
    minimumPurchaseAmount: Money
    "Redeemable now (valid from has passed, not yet expired, not used)."
    available: Boolean!
    "Used for an order."
    redeemed: Boolean!
  }

  enum OrderDisplayStatusKind {
    "A sale order with a shipment date."
    SHIPPED
    "A sale order without one."
    PROCESSING
    "Another order type: shown as that type."
    OTHER
  }

  "How an order's status is shown (spec commerce §4 order display status)."
  type OrderDisplayStatus {
    kind: OrderDisplayStatusKind!
    "In the request's language; for OTHER the order type."
    text: String!
  }

  enum CustomerOrderItemType {
    ARTICLE
    DELIVERY
    TRANSACTION_COSTS
    DISCOUNT
  }

  "A line of an order as the order history shows it."
  type CustomerOrderItem {
    type: CustomerOrderItemType!
    "The variant SKU (articles)."
    sku: ID
    barcode: String
    name: String!
    "The product SKU (articles)."
    productNo: ID
    size: String
    regularPrice: Money!
    salePrice: Money!
    quantity: Int!
    "The ordered product (resolved from the catalog)."
    product: Product
  }

  "An address as the order history shows it (Dutch name parts kept apart)."
  type OrderHistoryAddress {
    firstname: String!
    insertion: String
    lastname: String!
    street: String!
    houseNumber: String!
    houseNumberAddition: String
    zipcode: String!
    city: String!
    countryCode: String!
  }

  "An order of the customer, or of an e-mail address (spec commerce §3 Customer order and Order history entry)."
  type CustomerOrder {
    id: ID!
    number: String!
    "ISO timestamp."
    createdAt: String!
    "\`sale\` for web orders; other types (returns, exchanges) are shown as such."
    orderType: String!
    displayStatus: OrderDisplayStatus!
    state: OrderState!
    approvalStatus: String!
    allocationStatus: String!
    pickStatus: String!
    shipmentStatus: String!
    shipmentMethod: String!
    "ISO timestamp of the shipment, when shipped."
    shipmentDate: String
    "The store the order was placed in (the web store's code, or a branch for in-store orders)."
    storeCode: String!
    trackTraceUrl: String
    totalAmount: Money!
    netPrice: Money!
    shippingCosts: Money!
    email: String!
    invoiceAddress: OrderHistoryAddress!
    deliveryAddress: OrderHistoryAddress
    items: [CustomerOrderItem!]!
  }

  type CustomerOrderList {
    count: Int!
    orders: [CustomerOrder!]!
  }

  "A product on the customer's wishlist."
  type WishlistItem {
    "The product SKU (the product's parentId is derived from it one to one)."
    sku: ID!
    "ISO timestamp."
    addedAt: String!
    "The product (resolved from the catalog); null when the assortment no longer has it."
    product: Product
  }

  "The customer's product wishlist (spec commerce §3 Wishlist), newest first."
  type Wishlist {
    customerId: ID!
    items: [WishlistItem!]!
    count: Int!
  }

  input RegisterCustomerInput {
    "mr or mrs (storeConfig.salutations)."
    salutationKey: String!
    firstName: String!
    lastName: String!
    email: String!
    "At least 8 characters."
    password: String!
    birthdayYear: Int
    birthdayMonth: Int
    birthdayDay: Int
    newsletter: Boolean
    billingAddress: AddressInput!
  }

  input UpdateCustomerInput {
    salutationKey: String
    "Empty keeps the stored first name (spec §5)."
    firstName: String
    "Empty keeps the stored last name."
    lastName: String
    birthdayYear: Int
    birthdayMonth: Int
    birthdayDay: Int
    newsletter: Boolean
  }

  input ChangePasswordInput {
    password: String!
    newPassword: String!
    newPasswordConfirm: String!
  }

  input ChangeEmailInput {
    email: String!
    emailConfirmation: String!
    "The current password."
    password: String!
  }

  input ResetPasswordInput {
    "The hash from the recovery mail's link (/account/finish/{hash})."
    hash: String!
    newPassword: String!
    newPasswordConfirm: String!
  }

  input CustomerAddressInput {
    address: AddressInput!
    "A service point to keep with the address."
    servicePointId: ID
  }

  "The answer of a login, a registration or a change to the account."
  type AccountPayload {
    customer: Customer
    context: Context
    errors: [UserError!]!
  }

  type CustomerAddressPayload {
    address: CustomerAddress
    customer: Customer
    errors: [UserError!]!
  }

  type SuccessPayload {
    success: Boolean!
    errors: [UserError!]!
  }

  type WishlistPayload {
    wishlist: Wishlist
    errors: [UserError!]!
  }

  type CustomerSettingsPayload {
    customer: Customer
    errors: [UserError!]!
  }

  extend type Cart {
    "What the redeemed voucher takes off the items (its promotion line); null without one."
    discount: Money
  }

  extend type PlacedOrder {
    "What a redeemed voucher took off; null without one."
    discount: Money
  }

  extend type Context {
    "The logged-in customer; null for a guest."
    customer: Customer
    "A context token exists, a customer is loaded and it is not a guest (spec §4)."
    loggedIn: Boolean!
    "The voucher redeemed in the cart."
    voucher: Voucher
  }

  extend type Query {
    "The logged-in customer; null when not logged in (spec: getCustomer)."
    customer: Customer
    "The logged-in customer's orders, newest first; null when not logged in."
    customerOrders(first: Int = 20, offset: Int = 0): CustomerOrderList
    "One of the logged-in customer's orders by id or number; null when it is not theirs."
    customerOrder(id: ID!): CustomerOrder
    "The orders of the e-mail address a recovery mail's token was made for (spec: GetOrderHistory); null for an unknown or expired token."
    orderHistory(emailToken: String!): CustomerOrderList
    "The logged-in customer's wishlist; null when not logged in (spec: getWishlist)."
    wishlist: Wishlist
  }

  extend type Mutation {
    """
    Asks for an account (spec: registerCustomer): refused fields come back as errors; otherwise the answer is the same
    for every address (customer null, the caller's context unchanged, no errors): the address gets a mail with a link
    to confirm it (/account/confirm/{token}, a day), or, when it has an account already, a mail telling its owner. The
    account, with 50 loyalty points to start with, is made when the link is followed (confirmRegistration).
    """
    registerCustomer(input: RegisterCustomerInput!): AccountPayload!
    "Makes the account of a registration from its confirmation mail's token (once); then log in with its password."
    confirmRegistration(token: String!): SuccessPayload!
    "Logs in: the caller's cart comes along to a new session token (spec: login)."
    login(email: String!, password: String!): AccountPayload!
    "Logs out: a new, empty guest context. Without a customer: the error NOT_LOGGED_IN, \\"You're already logged out\\"."
    logout: ContextPayload!
    "Deletes the logged-in customer's account after checking the password; its orders stay, without the account."
    deleteCustomer(password: String!): ContextPayload!
    "Sends the password recovery mail when the address has an account; answers the same either way."
    sendPasswordRecoveryMail(email: String!): SuccessPayload!
    "Sets a new password with the recovery mail's hash (spec: resetPassword); the hash works once."
    resetPassword(input: ResetPasswordInput!): SuccessPayload!
    "Changes the password; the customer is logged in again with it (a new token; other sessions end)."
    changePassword(input: ChangePasswordInput!): AccountPayload!
    changeEmail(input: ChangeEmailInput!): AccountPayload!
    updateCustomer(input: UpdateCustomerInput!): AccountPayload!
    addAddress(input: CustomerAddressInput!): CustomerAddressPayload!
    updateAddress(id: ID!, input: CustomerAddressInput!): CustomerAddressPayload!
    deleteAddress(id: ID!): CustomerAddressPayload!
    setDefaultBillingAddress(id: ID!): AccountPayload!
    setDefaultShippingAddress(id: ID!): AccountPayload!
    "Adds a product (by product SKU) to the logged-in customer's wishlist."
    addToWishlist(sku: ID!): WishlistPayload!
    removeFromWishlist(sku: ID!): WishlistPayload!
    "Adds a guest's wishlist (kept in the browser) to the account after login; unknown products are skipped."
    mergeWishlist(skus: [ID!]!): WishlistPayload!
    "Adds a look to the look-book wishlist, or removes it when it is on it."
    toggleLookbookWishlist(uid: ID!): CustomerSettingsPayload!
    "Marks a store as favourite, or unmarks it when it is one (customers only)."
    toggleFavouriteStore(reference: ID!): CustomerSettingsPayload!
    "Redeems one of the customer's vouchers in the cart (by its code)."
    redeemVoucher(code: String!): CartPayload!
    "Takes the redeemed voucher out of the cart."
    removeVoucher: CartPayload!
  }
`;
