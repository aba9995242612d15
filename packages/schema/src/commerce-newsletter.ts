/**
 * The commerce subschema's newsletter (spec storefront §3, §4, §5, §7; commerce §3, §7): the subscription
 * with double opt-in, the settings page's link (`/nieuwsbrief/instellingen/{hash}/`), the loyalty signup input and
 * the tablet's `ttAddNewsletterMember`.
 *
 * Subscribing answers the same for every well-formed input, known address or not: the confirmation mail goes out after
 * the answer (to confirm a new subscription, or with the settings link when the address is already subscribed). The
 * hash of a mail's link is the only key to a subscription; it works 30 days and a new request replaces it.
 *
 * Subscribing (and the tablet's and the loyalty signup) is protected by the bot check: the request carries a
 * reCAPTCHA v3 token in the `x-recaptcha-token` header (action `newsletter`), else the user error BOT_CHECK_FAILED.
 * Subscriptions are rate-limited per client and per address (TOO_MANY_ATTEMPTS).
 */
export const commerceNewsletterTypeDefs = /* GraphQL */ `
  "Where a subscription stands: NONE is a loyalty member who did not ask for the newsletter."
  enum NewsletterStatus {
    NONE
    "Asked for, not yet confirmed from the mail (double opt-in)."
    PENDING
    CONFIRMED
    UNSUBSCRIBED
  }

  "A newsletter list (spec §7: the locale's id and code, e.g. 1 NL, 3 BENL)."
  type NewsletterList {
    id: Int!
    code: String!
  }

  "What a subscriber wants to hear about."
  type NewsletterPreferences {
    forHer: Boolean!
    forHim: Boolean!
    promotions: Boolean!
  }

  "A subscription as its settings page shows it (by the mail link's hash)."
  type NewsletterSettings {
    status: NewsletterStatus!
    email: String!
    firstName: String!
    lastName: String!
    list: NewsletterList!
    "The language code of the subscription (mails, the settings page)."
    language: String!
    preferences: NewsletterPreferences!
  }

  "The newsletter form (spec §3 Newsletter subscriber, §7 Newsletter subscribe)."
  input NewsletterSubscriptionInput {
    email: String!
    firstName: String!
    lastName: String!
    "A salutation's key or id (storeConfig.salutations); the gender sent on is derived from it."
    salutation: String!
    "The locale's newsletter id (spec §7); the request store's when absent, refused when it is not the store's."
    listId: Int
    "The locale's newsletter code (NL, BENL, BEFR, DE, FR, EN); goes with listId."
    listCode: String
    """
    A newsletter source value (spec §7: source fixed to website); website when absent. Where the signup was made is the
    gateway's to say: in store (instore-{country}) only with an x-shop-branch that is one of the shop's stores,
    whatever this says; an in-store value without such a branch is refused.
    """
    source: String
  }

  "The loyalty signup (spec commerce §3 Newsletter (loyalty) input); field names as the spec has them."
  input LoyaltySignupInput {
    "The newsletter list id (spec §7); the request store's when absent."
    id: Int
    "The newsletter list code (NL, BENL, …), with id; the request store's when absent."
    language: String
    "ISO 3166-1 alpha-2; the request store's country when absent."
    country: String
    email: String!
    firstname: String!
    lastname: String!
    "YYYY-MM-DD."
    birthday: String
    "mr or mrs: the gender is derived from it."
    salutation: String
    """
    A newsletter source value: website, website-signup-newsletter-yes|no, website-checkout-newsletter-yes|no, instore,
    instore-{country}, … (docs/decisions/0032-newsletter.md). It gives the flow and the newsletter choice; in store or not follows the
    branch (an in-store value without a store's branch is refused).
    """
    source: String!
    "The store's branch code (in store); refused when it is not one of the shop's stores. x-shop-branch when absent."
    branchcode: String
    "The street."
    address: String
    housenumber: String
    city: String
  }

  input NewsletterPreferencesInput {
    forHer: Boolean
    forHim: Boolean
    promotions: Boolean
  }

  "The answer of a change made with a settings link: the subscription as it is now (null for an unknown or expired hash)."
  type NewsletterSettingsPayload {
    settings: NewsletterSettings
    errors: [UserError!]!
  }

  extend type Query {
    "A subscription by its mail link's hash; null when the hash is unknown or expired (30 days)."
    newsletterSettings(hash: String!): NewsletterSettings
  }

  extend type Mutation {
    "Subscribes (double opt-in): the same answer for a known and an unknown address; the mail follows."
    subscribeNewsletter(input: NewsletterSubscriptionInput!): SuccessPayload!
    "The loyalty signup (spec: newsletter subscribe (loyalty)): a newsletter subscription when its source asks for one."
    signUpLoyalty(input: LoyaltySignupInput!): SuccessPayload!
    "The in-store tablet's signup (spec: ttAddNewsletterMember): like signUpLoyalty, in store: needs a store's branch."
    ttAddNewsletterMember(input: LoyaltySignupInput!): SuccessPayload!
    "Confirms the subscription of the mail's link (or subscribes again after unsubscribing)."
    confirmNewsletter(hash: String!): NewsletterSettingsPayload!
    "Saves the preferences of the mail link's subscription."
    updateNewsletterSettings(hash: String!, input: NewsletterPreferencesInput!): NewsletterSettingsPayload!
    "Unsubscribes the mail link's subscription (a button on the page: opening the link changes nothing)."
    unsubscribeNewsletter(hash: String!): NewsletterSettingsPayload!
  }
`;
