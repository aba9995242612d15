import { randomBytes, randomUUID } from 'node:crypto';
import type { CommerceCountryCode, CommerceOrderState, CurrencyCode, Database, Language } from '@shop/db';
import {
  type AddressInput,
  type CheckoutRequirement,
  isValidEmail,
  isValidLineQuantity,
  lineQuantityAfterAdding,
  MAX_LINE_QUANTITY,
  missingForCheckout,
  normalizeAddress,
  shippingCosts,
  VAT_RATES,
  type VoucherRedeemProblem,
  validateAddress,
  validatePickup,
  vatIncluded,
  voucherDiscount,
  voucherRedeemProblem,
} from '@shop/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Voucher } from './model';
import { copySavedLines, saveCartLink, savedCartLines } from './cart-links';
import { CommerceError, type CommerceErrorCode } from './errors';
import { accrueOrderPoints, findVoucher } from './loyalty';
import {
  paymentMethodsFor,
  SHIPPING_METHODS,
  type ShippingMethodDefinition,
  type ShippingMethodType,
  shippingMethodsFor,
} from './methods';
import type { PriceSource, VariantPrice } from './price-source';
import { PARCEL_CARRIERS, type ServicePoint, type ServicePointDirectory, type ServicePointHit } from './service-points';
import type { PaymentOutcome, PaymentWebhookEvent, TestPaymentService } from './test-payment-service';

/** Amounts are integer minor units (cents, pence) of the cart's or order's currency; prices include VAT. */
export interface CalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: { tax: number; taxRate: number; price: number }[];
  taxRules: { taxRate: number; percentage: number }[];
}

export interface CartItem {
  id: string;
  /** The variant SKU. */
  referencedId: string;
  type: 'product';
  quantity: number;
  payload: { productNumber: string; options: { group: string; option: string }[]; stock: number };
  /** `stock`: units at the distribution centres; `deliveryTime`: the variant's pre-order delivery time, if any. */
  deliveryInformation: { stock: number; deliveryTime: string | null };
  price: CalculatedPrice;
  removable: true;
  stackable: true;
  modified: Date;
}

/** A redeemed voucher as a cart line: its value off the items (never more than they cost). */
export interface PromotionCartItem {
  id: string;
  /** The voucher's code. */
  referencedId: string;
  type: 'promotion';
  quantity: 1;
  voucher: Voucher;
  /** Negative: what the voucher takes off. */
  price: CalculatedPrice;
  removable: true;
  stackable: false;
  /** When the cart last changed (the voucher's line has no time of its own). */
  modified: Date;
}

/** Any line of a cart: a product, or a promotion (a redeemed voucher). */
export type CartLine = CartItem | PromotionCartItem;

export interface CartError {
  code: string;
  /** Unique per error (code plus the line it is about). */
  key: string;
  messageKey: string;
  message: string;
  level: 'error' | 'warning' | 'notice';
}

export interface ShippingMethodSummary {
  id: string;
  reference: string;
  type: ShippingMethodType;
}

export interface Cart {
  name: 'frontend-cart';
  token: string;
  currency: CurrencyCode;
  items: CartItem[];
  /** The redeemed voucher's line (at most one); `price.totalPrice` has it taken off already. */
  promotions: PromotionCartItem[];
  /** `positionPrice`: the products' total, before a voucher; `totalPrice`: what is paid (products − voucher + shipping). */
  price: { positionPrice: number; totalPrice: number; netPrice: number; taxRate: number; tax: number };
  deliveries: {
    shippingMethod: ShippingMethodSummary;
    shippingCosts: { quantity: 1; unitPrice: number; totalPrice: number };
  }[];
  /** Keyed by `key`. */
  errors: Record<string, CartError>;
}

/** A postal address as the checkout takes it (validated by @shop/domain's `validateAddress`). */
export interface Address extends AddressInput {
  /** ISO code; must be the context's country. */
  countryIso: CommerceCountryCode;
}

/** The pickup point chosen for a pickup or service-point delivery. */
export interface PickupChoice {
  servicePoint: ServicePoint;
  /** The shopper's DHL customer number, for a Packstation. */
  dhlCustomerNumber: string | null;
}

export interface OrderLine {
  referencedId: string;
  productNumber: string;
  quantity: number;
  options: { group: string; option: string }[];
  /** The variant's pre-order delivery time when it was ordered; null when its stock was taken. */
  deliveryTime: string | null;
  unitPrice: number;
  totalPrice: number;
  /** The unit price before a sale when it was ordered (the unit price when it was not on sale). */
  regularUnitPrice: number;
}

export interface OrderSummary {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
  state: CommerceOrderState;
  currency: CurrencyCode;
  totalPrice: number;
  itemsTotal: number;
  shippingCosts: number;
  /** What a redeemed voucher took off (0 without one). */
  discount: number;
  voucherId: string | null;
  tax: number;
  createdAt: Date;
  email: string;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  pickup: PickupChoice | null;
  shippingMethodId: string;
  paymentMethodId: string;
  lines: OrderLine[];
}

export interface Context {
  token: string;
  kind: 'guest' | 'customer';
  /** The logged-in customer; null for a guest. */
  customerId: string | null;
  /** When a customer's session stops counting; null for a guest's. */
  expiresAt: Date | null;
  /** The voucher redeemed in the cart. */
  voucherId: string | null;
  salesChannel: { countryId: CommerceCountryCode; currency: CurrencyCode; language: Language };
  shippingMethodId: string;
  paymentMethodId: string;
  email: string | null;
  billingAddress: Address | null;
  /** A different address for home delivery; null ships to the billing address. */
  shippingAddress: Address | null;
  pickup: PickupChoice | null;
  lastOrder: OrderSummary | null;
  /** The last order's state; `recover` when its payment failed or was cancelled and its cart was put back. */
  cartStatus: { status: CommerceOrderState; orderNumber: string; recover: boolean } | null;
}

export interface StoreSelection {
  country: CommerceCountryCode;
  currency: CurrencyCode;
  language: Language;
}

/** Engine errors of a voucher that cannot be redeemed, by the domain's reason. */
const VOUCHER_ERRORS: Record<VoucherRedeemProblem, CommerceErrorCode> = {
  'not-yours': 'voucher-not-found',
  'wrong-currency': 'voucher-not-found',
  redeemed: 'voucher-redeemed',
  'not-yet-valid': 'voucher-not-yet-valid',
  expired: 'voucher-expired',
  'minimum-not-reached': 'voucher-minimum-not-reached',
};

export interface ShippingMethodOffer extends ShippingMethodSummary {
  position: number;
  servicePointsProvider: string | null;
  /** Available for this context's country and cart. */
  active: boolean;
  /** The costs for the current cart; null when the method does not ship it. */
  shippingCosts: number | null;
  selected: boolean;
}

export interface PaymentMethodOffer {
  id: string;
  reference: string;
  selected: boolean;
}

export interface WebhookResult {
  /** Whether this event changed the payment and order (false for replays, late and out-of-order events). */
  applied: boolean;
  orderId: string;
  orderNumber: string;
  state: CommerceOrderState;
  /** Where the hosted page sends the shopper: the finish URL with `order`, or the error URL with `status`. */
  redirectUrl: string;
}

type Db = Kysely<Database> | Transaction<Database>;
type ContextRow = Awaited<ReturnType<typeof selectContext>>;

const CART_NAME = 'frontend-cart';
/** Ids of promotion lines: the prefix and the voucher's id (product lines have UUIDs). */
const PROMOTION_LINE_PREFIX = 'promotion-';
/** Attempts to take a line's stock when the distribution centre picked first was emptied meanwhile. */
const RESERVE_ATTEMPTS = 3;

const NO_SERVICE_POINTS: ServicePointDirectory = { search: async () => [], byId: async () => null };

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A context counts until it ends (logout, rotation, account deletion) or expires (a customer's, after 7 days). */
function selectContext(db: Db, token: string, lock = false) {
  let query = db
    .selectFrom('commerce_context')
    .selectAll()
    .where('token', '=', token)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The embedded commerce engine: contexts, carts, orders and payments on PostgreSQL. Every method takes the context
 * token the storefront keeps in its cookie. Knows nothing of GraphQL.
 */
export class CommerceEngine {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly priceSource: PriceSource,
    /**
     * Where orders are paid: the embedded test payment service, or null when no payment provider is configured (a
     * production start without TEST_PAYMENTS and without a real provider): no order is then placed or paid.
     */
    private readonly payments: TestPaymentService | null,
    private readonly servicePoints: ServicePointDirectory = NO_SERVICE_POINTS,
    /** The engine's clock: loyalty points, voucher validity and order dates follow it (tests move it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ── Contexts ─────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * The context of a token; a new guest context (with a new token) when the token is missing or unknown. A token is
   * never chosen by the caller: an unknown one is replaced.
   */
  async getOrCreateContext(token: string | null | undefined, store: StoreSelection): Promise<Context> {
    if (token) {
      const row = await selectContext(this.db, token);
      if (row) return this.toContext(row);
    }
    const created = await this.db
      .insertInto('commerce_context')
      .values({
        token: newToken(),
        country: store.country,
        currency: store.currency,
        language: store.language,
        shipping_method_id: null,
        payment_method_id: null,
        shipping_address: null,
        last_order_id: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.toContext(created);
  }

  async getContext(token: string): Promise<Context> {
    return this.toContext(await this.requireContext(this.db, token));
  }

  /**
   * Opens a cart restore link (a cancelled payment's return address, a mail): copies the lines saved behind it into
   * the caller's own context (`intoToken`; a new guest context in `store` when null) and answers that context. The
   * link never hands over a session: not the one it was made from, not a customer's; the caller's login is left as it
   * is. Opening it again changes nothing (see `copySavedLines`). A session token is refused like any unknown link
   * (`cart-link-not-found`); an old link is `cart-link-expired`; either way nothing is changed or created.
   */
  async restoreCart(linkToken: string, intoToken: string | null, store: StoreSelection): Promise<Context> {
    const lines = await savedCartLines(this.db, linkToken, this.now());
    const into = intoToken ? await this.getContext(intoToken) : await this.getOrCreateContext(null, store);
    await copySavedLines(this.db, this.priceSource, lines, {
      token: into.token,
      currency: into.salesChannel.currency,
    });
    return this.getContext(into.token);
  }

  /**
   * A restore link's token for a context's cart as it is now (see `saveCartLink`); null when the cart is empty. For
   * the places that send a shopper back to their cart from outside the shop: the payment page's return address, mails.
   */
  async createCartLink(contextToken: string): Promise<string | null> {
    return saveCartLink(this.db, contextToken, this.now());
  }

  async updateShippingMethod(token: string, id: string): Promise<Context> {
    const row = await this.requireContext(this.db, token);
    if (!shippingMethodsFor(row.country, row.currency).some((method) => method.id === id)) {
      throw new CommerceError('shipping-method-not-available', `Shipping method ${id} is not available`);
    }
    return this.updateContext(token, { shipping_method_id: id });
  }

  async updatePaymentMethod(token: string, id: string): Promise<Context> {
    const row = await this.requireContext(this.db, token);
    if (!paymentMethodsFor(row.country).some((method) => method.id === id)) {
      throw new CommerceError('payment-method-not-available', `Payment method ${id} is not available`);
    }
    return this.updateContext(token, { payment_method_id: id });
  }

  /** The home-delivery address when it differs from the billing address (spec: updateShippingAddress). */
  async updateShippingAddress(token: string, address: Address): Promise<Context> {
    const row = await this.requireContext(this.db, token);
    return this.updateContext(token, { shipping_address: JSON.stringify(checkedAddress(address, row.country)) });
  }

  /** The guest's e-mail address for the order. */
  async updateContact(token: string, email: string): Promise<Context> {
    await this.requireContext(this.db, token);
    if (!isValidEmail(email)) {
      throw new CommerceError('invalid-email', 'The e-mail address is not valid', { fields: ['email'] });
    }
    return this.updateContext(token, { email: email.trim() });
  }

  /**
   * The billing address and, when different, the home-delivery address (null: deliver to the billing address). Both
   * are judged before either is stored; `details.issues` lists every problem with its field (`billingAddress.zipcode`).
   */
  async updateAddresses(
    token: string,
    { billingAddress, shippingAddress }: { billingAddress: Address; shippingAddress: Address | null },
  ): Promise<Context> {
    const row = await this.requireContext(this.db, token);
    const issues = [
      ...validateAddress(billingAddress, row.country).map((issue) => ({ ...issue, path: 'billingAddress' })),
      ...(shippingAddress ? validateAddress(shippingAddress, row.country) : []).map((issue) => ({
        ...issue,
        path: 'shippingAddress',
      })),
    ];
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    return this.updateContext(token, {
      billing_address: JSON.stringify(normalizeAddress(billingAddress)),
      shipping_address: shippingAddress ? JSON.stringify(normalizeAddress(shippingAddress)) : null,
    });
  }

  /** The store or service point a pickup or service-point delivery goes to. */
  async updatePickup(
    token: string,
    { servicePointId, dhlCustomerNumber }: { servicePointId: string; dhlCustomerNumber?: string | null },
  ): Promise<Context> {
    const row = await this.requireContext(this.db, token);
    const point = await this.servicePoints.byId(servicePointId);
    const provider = this.pickupProvider(row);
    if (!point || point.country !== row.country || (provider !== null && point.provider !== provider)) {
      throw new CommerceError('service-point-not-found', `No pickup point ${servicePointId} here`, {
        fields: ['servicePointId'],
      });
    }
    const number = dhlCustomerNumber?.trim() || null;
    const problem = validatePickup({ locationType: point.locationType, dhlCustomerNumber: number });
    if (problem) throw new CommerceError('invalid-pickup', problem, { fields: ['dhlCustomerNumber'], reason: problem });
    const choice: PickupChoice = { servicePoint: point, dhlCustomerNumber: number };
    return this.updateContext(token, { pickup: JSON.stringify(choice) });
  }

  /** Pickup points of a provider near a postcode or place in the context's (or store's) country. */
  async searchServicePoints(country: CommerceCountryCode, provider: string, query: string): Promise<ServicePointHit[]> {
    return this.servicePoints.search(provider, country, query);
  }

  /** An order of this context by its number (the finish page); null when the context did not place it. */
  async getOrderOfContext(token: string, orderNumber: string): Promise<OrderSummary | null> {
    const row = await this.db
      .selectFrom('commerce_order')
      .select('id')
      .where('order_number', '=', orderNumber)
      .where('context_token', '=', token)
      .executeTakeFirst();
    return row ? this.getOrder(row.id) : null;
  }

  /** `cart`: the context's cart when the caller has it already (saves building it again). */
  async getShippingMethods(token: string, onlyAvailable = true, known?: Cart): Promise<ShippingMethodOffer[]> {
    const row = await this.requireContext(this.db, token);
    const cart = known ?? (await this.buildCart(this.db, row));
    const quantity = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    const selected = this.selectedShippingMethod(row);
    const offers = SHIPPING_METHODS.map((method) => {
      const tariff = method.countries.includes(row.country) ? method.tariffs[row.currency] : undefined;
      const costs = tariff ? shippingCosts(tariff, quantity, cart.price.positionPrice) : null;
      return {
        id: method.id,
        reference: method.reference,
        type: method.type,
        position: method.position,
        servicePointsProvider: providerIn(method, row.country),
        active: costs !== null,
        shippingCosts: costs,
        selected: method.id === selected.id,
      };
    });
    return onlyAvailable ? offers.filter((offer) => offer.active) : offers;
  }

  /** The context country's payment methods, the selected one first. */
  async getPaymentMethods(token: string): Promise<PaymentMethodOffer[]> {
    const row = await this.requireContext(this.db, token);
    const selectedId = this.selectedPaymentMethodId(row);
    const methods = paymentMethodsFor(row.country).map((method) => ({
      id: method.id,
      reference: method.reference,
      selected: method.id === selectedId,
    }));
    return [...methods.filter((method) => method.selected), ...methods.filter((method) => !method.selected)];
  }

  // ── Cart ─────────────────────────────────────────────────────────────────────────────────────────────────────────

  async getCart(token: string): Promise<Cart> {
    return this.buildCart(this.db, await this.requireContext(this.db, token));
  }

  /**
   * Adds variants by SKU; one already in the cart gets its quantity raised (by one, for the default quantity). A line
   * holds at most MAX_LINE_QUANTITY units, counted on the sum: an add that would pass it is refused with a RangeError
   * (the gateway's "Please choose a quantity between 1 and 99."), and so is the whole call: the cart stays as it was.
   */
  async addToCart(token: string, items: readonly { referencedId: string; quantity?: number }[]): Promise<Cart> {
    const row = await this.requireContext(this.db, token);
    const prices = await this.priceSource.prices(
      items.map((item) => item.referencedId),
      row.currency,
    );
    await this.db.transaction().execute(async (trx) => {
      // One add of a cart at a time (the context's row locked first): two concurrent adds of several lines in
      // different orders would otherwise lock the lines crosswise and deadlock.
      await this.requireContext(trx, token, true);
      for (const item of items) {
        const price = prices.get(item.referencedId);
        if (!price) throw new CommerceError('product-not-found', `No product ${item.referencedId}`);
        if (price.orderable === false) {
          throw new CommerceError('product-not-orderable', `${item.referencedId} cannot be ordered now`);
        }
        const quantity = item.quantity ?? 1;
        if (!isValidLineQuantity(quantity)) {
          throw new RangeError(`Quantity must be 1 to ${MAX_LINE_QUANTITY}, got ${quantity}`);
        }
        const line = await trx
          .selectFrom('commerce_cart_item')
          .select('quantity')
          .where('context_token', '=', token)
          .where('referenced_id', '=', price.sku)
          .forUpdate()
          .executeTakeFirst();
        if (lineQuantityAfterAdding(line?.quantity ?? 0, quantity) === null) {
          throw new RangeError(`A cart line holds at most ${MAX_LINE_QUANTITY} units`);
        }
        const written = await trx
          .insertInto('commerce_cart_item')
          .values({
            id: randomUUID(),
            context_token: token,
            referenced_id: price.sku,
            product_number: price.productNumber,
            quantity,
            payload: JSON.stringify({ options: price.options ?? [] }),
          })
          .onConflict((conflict) =>
            conflict
              .columns(['context_token', 'referenced_id'])
              .doUpdateSet({
                quantity: sql`commerce_cart_item.quantity + excluded.quantity`,
                modified_at: sql`now()`,
              })
              // A line a concurrent add made after the read above (nothing to lock then): the sum is checked again here,
              // in the same statement that writes it.
              .where(sql<number>`commerce_cart_item.quantity + excluded.quantity`, '<=', MAX_LINE_QUANTITY),
          )
          .returning('id')
          .executeTakeFirst();
        if (!written) throw new RangeError(`A cart line holds at most ${MAX_LINE_QUANTITY} units`);
      }
    });
    return this.getCart(token);
  }

  /** Sets a line's quantity; 0 or less removes it. */
  async updateCartItem(token: string, item: { id: string; quantity: number }): Promise<Cart> {
    if (item.quantity <= 0) return this.deleteCartItem(token, item.id);
    if (!isValidLineQuantity(item.quantity)) {
      throw new RangeError(`Quantity must be 1 to ${MAX_LINE_QUANTITY}, got ${item.quantity}`);
    }
    await this.requireContext(this.db, token);
    const result = await this.db
      .updateTable('commerce_cart_item')
      .set({ quantity: item.quantity, modified_at: sql`now()` })
      .where('context_token', '=', token)
      .where('id', '=', item.id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new CommerceError('cart-item-not-found', `No cart item ${item.id}`);
    return this.getCart(token);
  }

  async deleteCartItem(token: string, id: string): Promise<Cart> {
    // A promotion line is the redeemed voucher: removing it takes the voucher out of the cart.
    if (id.startsWith(PROMOTION_LINE_PREFIX)) {
      const row = await this.requireContext(this.db, token);
      if (row.voucher_id && id === `${PROMOTION_LINE_PREFIX}${row.voucher_id}`) return this.removeVoucher(token);
      throw new CommerceError('cart-item-not-found', `No cart item ${id}`);
    }
    await this.requireContext(this.db, token);
    const result = await this.db
      .deleteFrom('commerce_cart_item')
      .where('context_token', '=', token)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new CommerceError('cart-item-not-found', `No cart item ${id}`);
    return this.getCart(token);
  }

  // ── Vouchers ─────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Redeems one of the logged-in customer's vouchers (by its code) in the cart: it must be theirs, redeemable now,
   * unused, and the items must reach its minimum. One per cart: a second one replaces the first.
   */
  async redeemVoucher(token: string, code: string): Promise<Cart> {
    const row = await this.requireContext(this.db, token);
    if (!row.customer_id) throw new CommerceError('not-logged-in', 'Only a logged-in customer redeems vouchers');
    const voucher = await findVoucher(this.db, { barcode: code.trim() });
    // Someone else's code answers as an unknown one: the answer tells nothing about other accounts.
    if (!voucher || voucher.customerId !== row.customer_id) {
      throw new CommerceError('voucher-not-found', `No voucher ${code}`, { fields: ['code'] });
    }
    const cart = await this.buildCart(this.db, { ...row, voucher_id: null });
    const problem = voucherRedeemProblem(
      voucher,
      { customerId: row.customer_id, currency: row.currency, itemsTotalMinor: cart.price.positionPrice },
      this.now(),
    );
    if (problem) throw new CommerceError(VOUCHER_ERRORS[problem], `Voucher ${code}: ${problem}`, { fields: ['code'] });
    await this.db
      .updateTable('commerce_context')
      .set({ voucher_id: voucher.id, updated_at: sql`now()` })
      .where('token', '=', token)
      .execute();
    return this.getCart(token);
  }

  /** Takes the redeemed voucher out of the cart (nothing happens without one). */
  async removeVoucher(token: string): Promise<Cart> {
    await this.requireContext(this.db, token);
    await this.db
      .updateTable('commerce_context')
      .set({ voucher_id: null, updated_at: sql`now()` })
      .where('token', '=', token)
      .execute();
    return this.getCart(token);
  }

  // ── Orders ───────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Turns the cart into an order, exactly once per idempotency key (a repeated call answers the same order). In one
   * transaction: the context row is locked (one placement per context at a time), each line's stock is taken from a
   * distribution centre with a conditional `UPDATE … SET qty = qty - n WHERE qty >= n` (the row lock makes concurrent
   * checkouts wait and re-check), the order and its lines are written, the cart is emptied and the order becomes the
   * context's last order. Any line without stock rolls everything back (`product-out-of-stock`).
   */
  async placeOrder(
    token: string,
    {
      idempotencyKey,
      storeCode = null,
    }: { idempotencyKey: string /** The web store's code. */; storeCode?: string | null },
  ): Promise<OrderSummary> {
    if (!idempotencyKey) throw new RangeError('An idempotency key is required');
    // Without a payment provider an order could never be paid: none is taken (and no stock is held for it).
    this.paymentProvider();
    // Prices come from outside (the catalog, maybe the same PGlite database, which has one connection): asked before
    // the transaction, so that the price source never waits for the transaction that waits for it.
    const before = await this.requireContext(this.db, token);
    const cartSkus = await this.db
      .selectFrom('commerce_cart_item')
      .select('referenced_id')
      .where('context_token', '=', token)
      .execute();
    const prices = await this.fetchPrices(
      cartSkus.map((line) => line.referenced_id),
      before.currency,
    );
    const orderId = await this.db.transaction().execute(async (trx) => {
      const row = await this.requireContext(trx, token, true);
      const existing = await trx
        .selectFrom('commerce_order')
        .select(['id', 'context_token'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (existing) return this.sameContext(existing, token);

      const cart = await this.buildCart(trx, row, prices);
      if (cart.items.length === 0) throw new CommerceError('cart-empty', 'The cart is empty');
      // Stock is taken line by line below (and refused there under concurrency); what else is missing refuses now.
      const missing = this.missing(row, cart).filter((requirement) => requirement !== 'stock');
      if (missing.length > 0) {
        throw new CommerceError('checkout-incomplete', `Missing ${missing.join(', ')}`, { missing });
      }
      const unpriced = Object.values(cart.errors).find((error) => error.code === 'product-not-found');
      if (unpriced) throw new CommerceError('product-not-found', unpriced.message);
      const delivery = cart.deliveries[0];
      if (!delivery) throw new CommerceError('shipping-method-not-available', 'No shipping method ships this cart');
      // A voucher that stopped counting (expired, used elsewhere, minimum no longer reached) refuses the order: the
      // shopper sees the cart's notice and removes it or orders more, rather than paying more than shown.
      const voucherProblem = Object.values(cart.errors).find((error) => error.code.startsWith('voucher-'));
      if (voucherProblem) {
        throw new CommerceError('voucher-not-valid', voucherProblem.message, {
          reason: voucherProblem.code,
          fields: ['voucher'],
        });
      }
      const promotion = cart.promotions[0] ?? null;
      const discount = promotion ? -promotion.price.totalPrice : 0;

      const id = randomUUID();
      const inserted = await trx
        .insertInto('commerce_order')
        .values({
          id,
          order_number: sql<string>`nextval('commerce_order_number_seq')::text`,
          idempotency_key: idempotencyKey,
          context_token: token,
          country: row.country,
          currency: row.currency,
          items_total_minor: cart.price.positionPrice,
          shipping_costs_minor: delivery.shippingCosts.totalPrice,
          total_minor: cart.price.totalPrice,
          tax_minor: cart.price.tax,
          tax_rate: cart.price.taxRate,
          shipping_method_id: delivery.shippingMethod.id,
          payment_method_id: this.selectedPaymentMethodId(row),
          shipping_address: row.shipping_address === null ? null : JSON.stringify(row.shipping_address),
          billing_address: JSON.stringify(row.billing_address),
          email: row.email,
          // A pickup point only goes with a pickup or service-point delivery.
          pickup: this.pickupProvider(row) && row.pickup ? JSON.stringify(row.pickup) : null,
          deep_link_code: randomBytes(16).toString('base64url'),
          customer_id: row.customer_id,
          store_code: storeCode,
          language: row.language,
          voucher_id: promotion?.voucher.id ?? null,
          discount_minor: discount,
          created_at: this.now(),
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        // Another context used the key (ours would have been found above, under the context lock).
        const other = await trx
          .selectFrom('commerce_order')
          .select(['id', 'context_token'])
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        return this.sameContext(other, token);
      }

      // A stable order of rows to lock, so that two checkouts never wait for each other in a circle.
      const lines = [...cart.items].sort((a, b) => (a.referencedId < b.referencedId ? -1 : 1));
      let position = 0;
      for (const item of lines) {
        // A pre-order (the variant has a delivery time) takes no stock: it ships when the stock arrives.
        const preOrder = item.deliveryInformation.deliveryTime !== null;
        const location = preOrder ? null : await this.reserveStock(trx, item.referencedId, item.quantity);
        if (!preOrder && !location) {
          throw new CommerceError('product-out-of-stock', `Not enough stock of ${item.referencedId}`, {
            referencedId: item.referencedId,
          });
        }
        await trx
          .insertInto('commerce_order_line')
          .values({
            order_id: id,
            position: position++,
            referenced_id: item.referencedId,
            product_number: item.payload.productNumber,
            quantity: item.quantity,
            unit_price_minor: item.price.unitPrice,
            total_price_minor: item.price.totalPrice,
            payload: JSON.stringify({
              options: item.payload.options,
              deliveryTime: item.deliveryInformation.deliveryTime,
              // The price before a sale, for the order history's regular and sale prices.
              regularPrice: prices.get(item.referencedId)?.regularPriceMinor ?? item.price.unitPrice,
            }),
            stock_location_code: location,
          })
          .execute();
      }
      if (promotion) {
        // The voucher is used by this order; a concurrent order with the same voucher finds it taken and refuses.
        const taken = await trx
          .updateTable('commerce_voucher')
          .set({ redeemed_order_id: id, redeemed_at: this.now() })
          .where('id', '=', promotion.voucher.id)
          .where('redeemed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!taken) {
          throw new CommerceError('voucher-not-valid', 'The voucher has been used already', {
            reason: 'voucher-redeemed',
            fields: ['voucher'],
          });
        }
      }
      await trx.deleteFrom('commerce_cart_item').where('context_token', '=', token).execute();
      await trx
        .updateTable('commerce_context')
        .set({ last_order_id: id, voucher_id: null, updated_at: sql`now()` })
        .where('token', '=', token)
        .execute();
      return id;
    });
    return this.getOrder(orderId);
  }

  async getOrder(id: string): Promise<OrderSummary> {
    const row = await this.db.selectFrom('commerce_order').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new CommerceError('order-not-found', `No order ${id}`);
    const lines = await this.db
      .selectFrom('commerce_order_line')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('position')
      .execute();
    return {
      id: row.id,
      orderNumber: row.order_number,
      deepLinkCode: row.deep_link_code,
      state: row.state,
      currency: row.currency,
      totalPrice: row.total_minor,
      itemsTotal: row.items_total_minor,
      shippingCosts: row.shipping_costs_minor,
      discount: row.discount_minor,
      voucherId: row.voucher_id,
      tax: row.tax_minor,
      createdAt: row.created_at,
      email: row.email ?? '',
      billingAddress: row.billing_address as Address | null,
      shippingAddress: row.shipping_address as Address | null,
      pickup: row.pickup as PickupChoice | null,
      shippingMethodId: row.shipping_method_id,
      paymentMethodId: row.payment_method_id,
      lines: lines.map(toOrderLine),
    };
  }

  /** What still stops this context's order (empty when it can be placed); `cart` as for `getShippingMethods`. */
  async checkoutMissing(token: string, known?: Cart): Promise<CheckoutRequirement[]> {
    const row = await this.requireContext(this.db, token);
    return this.missing(row, known ?? (await this.buildCart(this.db, row)));
  }

  // ── Payment ──────────────────────────────────────────────────────────────────────────────────────────────────────

  /** Starts a payment of an open order at the test payment service: answers its hosted page. */
  async handlePayment(
    token: string,
    input: { orderId: string; finishUrl: string; errorUrl: string },
  ): Promise<{ redirectUrl: string; paymentId: string }> {
    const payments = this.paymentProvider();
    await this.requireContext(this.db, token);
    const order = await this.db
      .selectFrom('commerce_order')
      .select(['id', 'state', 'payment_method_id'])
      .where('id', '=', input.orderId)
      .where('context_token', '=', token)
      .executeTakeFirst();
    if (!order) throw new CommerceError('order-not-found', `No order ${input.orderId}`);
    if (order.state === 'paid') throw new CommerceError('order-already-paid', 'The order has been paid');
    if (order.state !== 'open') throw new CommerceError('order-not-payable', `The order is ${order.state}`);
    const paymentId = randomUUID();
    await this.db
      .insertInto('commerce_payment')
      .values({
        id: paymentId,
        order_id: order.id,
        method_id: order.payment_method_id,
        finish_url: input.finishUrl,
        error_url: input.errorUrl,
      })
      .execute();
    return { redirectUrl: payments.hostedPageUrl(paymentId), paymentId };
  }

  /**
   * Applies a signed webhook of the test payment service. The first final outcome of a payment wins: a replayed
   * event (same id), a second outcome for the same payment, or an outcome for an order that is no longer open
   * changes nothing. A failed or cancelled payment cancels the order, gives its stock back and puts its lines back in
   * the context's cart ("We have saved your shopping cart").
   */
  async handlePaymentWebhook(body: string, signature: string): Promise<WebhookResult> {
    if (!this.paymentProvider().verify(body, signature)) {
      throw new CommerceError('invalid-webhook-signature', 'The webhook signature does not match');
    }
    const event = parseWebhook(body);
    return this.db.transaction().execute(async (trx) => {
      const payment = await trx
        .selectFrom('commerce_payment')
        .selectAll()
        .where('id', '=', event.paymentId)
        .forUpdate()
        .executeTakeFirst();
      if (!payment) throw new CommerceError('payment-not-found', `No payment ${event.paymentId}`);
      const order = await trx
        .selectFrom('commerce_order')
        .selectAll()
        .where('id', '=', payment.order_id)
        .forUpdate()
        .executeTakeFirstOrThrow();

      const recorded = await trx
        .insertInto('commerce_payment_event')
        .values({
          event_id: event.eventId,
          payment_id: payment.id,
          outcome: event.outcome,
          applied: payment.state === 'open' && order.state === 'open',
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('applied')
        .executeTakeFirst();
      const applied = recorded?.applied ?? false;
      let state = order.state;
      if (applied) {
        state = event.outcome;
        await trx
          .updateTable('commerce_payment')
          .set({ state, updated_at: sql`now()` })
          .where('id', '=', payment.id)
          .execute();
        await trx
          .updateTable('commerce_order')
          .set({ state, ...ORDER_STATUSES[event.outcome], updated_at: sql`now()` })
          .where('id', '=', order.id)
          .execute();
        // Points are earned in the same transaction as the payment: a paid order never lacks them, and never gets
        // them twice (only the first final outcome is applied; the ledger's unique index guards the rest).
        if (state === 'paid') await accrueOrderPoints(trx, order, this.now());
        else await this.releaseAndRestore(trx, order.id, order.context_token);
      }
      return {
        applied,
        orderId: order.id,
        orderNumber: order.order_number,
        state,
        redirectUrl:
          state === 'paid'
            ? withQuery(payment.finish_url, 'order', order.order_number)
            : withQuery(payment.error_url, 'status', state),
      };
    });
  }

  /** A payment of the test payment service with what its hosted page shows; null when unknown. */
  async getPayment(paymentId: string): Promise<{
    id: string;
    state: CommerceOrderState;
    methodId: string;
    orderNumber: string;
    amount: number;
    currency: CurrencyCode;
    language: Language;
  } | null> {
    const row = await this.db
      .selectFrom('commerce_payment as p')
      .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
      .innerJoin('commerce_context as c', 'c.token', 'o.context_token')
      .select(['p.id', 'p.state', 'p.method_id', 'o.order_number', 'o.total_minor', 'o.currency', 'c.language'])
      .where('p.id', '=', paymentId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      state: row.state,
      methodId: row.method_id,
      orderNumber: row.order_number,
      amount: row.total_minor,
      currency: row.currency,
      language: row.language,
    };
  }

  /**
   * What the gateway's hosted test page does when the shopper chooses: sends the signed webhook, answers where to go.
   * A payment that did not go through sends the shopper back with a restore link of the saved cart (`token`): one who
   * comes back in another browser (a banking app opens the return address in its own) still finds their cart.
   */
  async completeTestPayment(paymentId: string, outcome: PaymentOutcome): Promise<WebhookResult> {
    const { body, signature } = this.paymentProvider().webhook(paymentId, outcome);
    const result = await this.handlePaymentWebhook(body, signature);
    if (result.state !== 'cancelled' && result.state !== 'failed') return result;
    const order = await this.db
      .selectFrom('commerce_order')
      .select('context_token')
      .where('id', '=', result.orderId)
      .executeTakeFirstOrThrow();
    const link = await this.createCartLink(order.context_token);
    return link ? { ...result, redirectUrl: withQuery(result.redirectUrl, 'token', link) } : result;
  }

  // ── Internals ────────────────────────────────────────────────────────────────────────────────────────────────────

  private paymentProvider(): TestPaymentService {
    if (!this.payments) throw new CommerceError('payments-unavailable', 'No payment provider is configured');
    return this.payments;
  }

  private async requireContext(db: Db, token: string, lock = false) {
    const row = await selectContext(db, token, lock);
    if (!row) throw new CommerceError('context-not-found', 'Unknown context token');
    return row;
  }

  private async updateContext(
    token: string,
    values: {
      shipping_method_id?: string;
      payment_method_id?: string;
      shipping_address?: string | null;
      billing_address?: string | null;
      email?: string;
      pickup?: string | null;
    },
  ): Promise<Context> {
    const row = await this.db
      .updateTable('commerce_context')
      .set({ ...values, updated_at: sql`now()` })
      .where('token', '=', token)
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.toContext(row);
  }

  private missing(row: NonNullable<ContextRow>, cart: Cart): CheckoutRequirement[] {
    const pickup = row.pickup as PickupChoice | null;
    return missingForCheckout({
      itemCount: cart.items.length,
      outOfStock: cart.items.some(
        (item) => item.deliveryInformation.deliveryTime === null && item.payload.stock < item.quantity,
      ),
      email: row.email,
      hasBillingAddress: row.billing_address !== null,
      pickupProvider: this.pickupProvider(row),
      pickup: pickup
        ? {
            provider: pickup.servicePoint.provider,
            locationType: pickup.servicePoint.locationType,
            dhlCustomerNumber: pickup.dhlCustomerNumber,
          }
        : null,
    });
  }

  /** The provider whose points the chosen shipping method delivers to; null for home delivery. */
  private pickupProvider(row: NonNullable<ContextRow>): string | null {
    return providerIn(this.selectedShippingMethod(row), row.country);
  }

  private sameContext(order: { id: string; context_token: string }, token: string): string {
    if (order.context_token !== token) {
      throw new CommerceError('idempotency-key-reused', 'The idempotency key belongs to another context');
    }
    return order.id;
  }

  private selectedShippingMethod(row: NonNullable<ContextRow>): ShippingMethodDefinition {
    const available = shippingMethodsFor(row.country, row.currency);
    return available.find((method) => method.id === row.shipping_method_id) ?? available[0]!;
  }

  private selectedPaymentMethodId(row: NonNullable<ContextRow>): string {
    const available = paymentMethodsFor(row.country);
    return (available.find((method) => method.id === row.payment_method_id) ?? available[0]!).id;
  }

  /** Takes `quantity` units of a SKU from one distribution centre; answers its code, or null when none has enough. */
  private async reserveStock(trx: Transaction<Database>, sku: string, quantity: number): Promise<string | null> {
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
      const candidate = await trx
        .selectFrom('commerce_stock as s')
        .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
        .select('s.location_code')
        .where('l.kind', '=', 'dc')
        .where('s.sku', '=', sku)
        .where('s.qty', '>=', quantity)
        .orderBy('s.qty', 'desc')
        .orderBy('s.location_code')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return null;
      // The row lock serialises concurrent takers; the condition is re-checked on the row as the last one left it.
      const taken = await trx
        .updateTable('commerce_stock')
        .set({ qty: sql`qty - ${quantity}` })
        .where('sku', '=', sku)
        .where('location_code', '=', candidate.location_code)
        .where('qty', '>=', quantity)
        .returning('location_code')
        .executeTakeFirst();
      if (taken) return taken.location_code;
    }
    return null;
  }

  private async releaseAndRestore(trx: Transaction<Database>, orderId: string, token: string): Promise<void> {
    const lines = await trx
      .selectFrom('commerce_order_line')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('referenced_id')
      .execute();
    for (const line of lines) {
      if (line.stock_location_code === null) continue; // a pre-order line took no stock
      await trx
        .updateTable('commerce_stock')
        .set({ qty: sql`qty + ${line.quantity}` })
        .where('sku', '=', line.referenced_id)
        .where('location_code', '=', line.stock_location_code)
        .execute();
    }
    // The order's voucher is free again and goes back into the cart with its lines (unless another one was chosen).
    const order = await trx
      .selectFrom('commerce_order')
      .select('voucher_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.voucher_id) {
      await trx
        .updateTable('commerce_voucher')
        .set({ redeemed_order_id: null, redeemed_at: null })
        .where('id', '=', order.voucher_id)
        .where('redeemed_order_id', '=', orderId)
        .execute();
      await trx
        .updateTable('commerce_context')
        .set({ voucher_id: order.voucher_id })
        .where('token', '=', token)
        .where('voucher_id', 'is', null)
        .execute();
    }
    const ordered = [...lines].sort((a, b) => a.position - b.position);
    for (const line of ordered) {
      await trx
        .insertInto('commerce_cart_item')
        .values({
          id: randomUUID(),
          context_token: token,
          referenced_id: line.referenced_id,
          product_number: line.product_number,
          quantity: line.quantity,
          payload: JSON.stringify(line.payload),
        })
        // A line the shopper added again meanwhile stays as it is.
        .onConflict((conflict) => conflict.columns(['context_token', 'referenced_id']).doNothing())
        .execute();
    }
  }

  private async fetchPrices(skus: string[], currency: CurrencyCode): Promise<Map<string, VariantPrice>> {
    return skus.length ? this.priceSource.prices(skus, currency) : new Map();
  }

  /** The cart as stored, priced now; `knownPrices` (asked before a transaction) instead of asking the price source. */
  private async buildCart(
    db: Db,
    row: NonNullable<ContextRow>,
    knownPrices?: Map<string, VariantPrice>,
  ): Promise<Cart> {
    const lines = await db
      .selectFrom('commerce_cart_item')
      .selectAll()
      .where('context_token', '=', row.token)
      .orderBy('position')
      .execute();
    const skus = lines.map((line) => line.referenced_id);
    const prices = knownPrices ?? (await this.fetchPrices(skus, row.currency));
    const stock = new Map<string, number>();
    if (skus.length) {
      const stockRows = await db
        .selectFrom('commerce_stock as s')
        .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
        .where('l.kind', '=', 'dc')
        .where('s.sku', 'in', skus)
        .groupBy('s.sku')
        .select((eb) => ['s.sku', eb.fn.sum<number>('s.qty').as('qty')])
        .execute();
      for (const stockRow of stockRows) stock.set(stockRow.sku, Number(stockRow.qty));
    }
    const taxRate = VAT_RATES[row.country];
    const errors: Record<string, CartError> = {};
    const items: CartItem[] = lines.map((line) => {
      const price = prices.get(line.referenced_id);
      const unitPrice = price?.unitPriceMinor ?? 0;
      const totalPrice = unitPrice * line.quantity;
      const available = stock.get(line.referenced_id) ?? 0;
      if (!price) {
        addError(errors, 'product-not-found', line.referenced_id, `${line.referenced_id} is no longer sold`);
      } else if (!price.deliveryTime && available < line.quantity) {
        addError(errors, 'product-out-of-stock', line.referenced_id, `Only ${available} of ${line.referenced_id} left`);
      }
      const payload = line.payload as { options?: { group: string; option: string }[] };
      return {
        id: line.id,
        referencedId: line.referenced_id,
        type: 'product',
        quantity: line.quantity,
        payload: { productNumber: line.product_number, options: payload.options ?? [], stock: available },
        deliveryInformation: { stock: available, deliveryTime: price?.deliveryTime ?? null },
        price: {
          unitPrice,
          quantity: line.quantity,
          totalPrice,
          calculatedTaxes: [{ tax: vatIncluded(totalPrice, taxRate), taxRate, price: totalPrice }],
          taxRules: [{ taxRate, percentage: 100 }],
        },
        removable: true,
        stackable: true,
        modified: line.modified_at,
      };
    });
    const positionPrice = items.reduce((sum, item) => sum + item.price.totalPrice, 0);
    const quantity = items.reduce((sum, item) => sum + item.quantity, 0);

    const deliveries: Cart['deliveries'] = [];
    if (
      row.shipping_method_id &&
      !shippingMethodsFor(row.country, row.currency).some((m) => m.id === row.shipping_method_id)
    ) {
      addError(
        errors,
        'shipping-method-blocked',
        row.shipping_method_id,
        'The chosen shipping method is not available',
      );
    }
    if (row.payment_method_id && !paymentMethodsFor(row.country).some((m) => m.id === row.payment_method_id)) {
      addError(errors, 'payment-method-blocked', row.payment_method_id, 'The chosen payment method is not available');
    }
    const method = this.selectedShippingMethod(row);
    const tariff = method.tariffs[row.currency];
    const costs = tariff && items.length > 0 ? shippingCosts(tariff, quantity, positionPrice) : null;
    if (items.length > 0 && costs !== null) {
      deliveries.push({
        shippingMethod: { id: method.id, reference: method.reference, type: method.type },
        shippingCosts: { quantity: 1, unitPrice: costs, totalPrice: costs },
      });
    } else if (items.length > 0) {
      addError(errors, 'shipping-method-blocked', method.id, 'The shipping method does not ship this cart');
    }
    const promotions = items.length > 0 ? await this.cartPromotions(db, row, positionPrice, taxRate, errors) : [];
    const discount = promotions.reduce((sum, promotion) => sum - promotion.price.totalPrice, 0);
    const totalPrice = positionPrice - discount + (costs ?? 0);
    const tax = vatIncluded(totalPrice, taxRate);
    return {
      name: CART_NAME,
      token: row.token,
      currency: row.currency,
      items,
      promotions,
      price: { positionPrice, totalPrice, netPrice: totalPrice - tax, taxRate, tax },
      deliveries,
      errors,
    };
  }

  /**
   * The redeemed voucher's line, judged now: a voucher that stopped counting (expired, used for another order, the
   * items below its minimum) gives no discount and a cart error instead; one that counts adds the success notice.
   */
  private async cartPromotions(
    db: Db,
    row: NonNullable<ContextRow>,
    itemsTotal: number,
    taxRate: number,
    errors: Record<string, CartError>,
  ): Promise<PromotionCartItem[]> {
    if (!row.voucher_id) return [];
    const voucher = await findVoucher(db, { id: row.voucher_id });
    if (!voucher) return [];
    const problem = voucherRedeemProblem(
      voucher,
      { customerId: row.customer_id ?? '', currency: row.currency, itemsTotalMinor: itemsTotal },
      this.now(),
    );
    if (problem) {
      addError(
        errors,
        `voucher-${problem}`,
        voucher.barcode,
        `The voucher ${voucher.barcode} cannot be used: ${problem}`,
      );
      return [];
    }
    const discount = voucherDiscount(voucher.valueMinor, itemsTotal);
    const notice = 'promotion-discount-added';
    errors[`${notice}-${voucher.barcode}`] = {
      code: notice,
      key: `${notice}-${voucher.barcode}`,
      messageKey: notice,
      message: 'A discount has been added to your shopping cart.',
      level: 'notice',
    };
    return [
      {
        id: `${PROMOTION_LINE_PREFIX}${voucher.id}`,
        referencedId: voucher.barcode,
        type: 'promotion',
        quantity: 1,
        voucher,
        price: {
          unitPrice: -discount,
          quantity: 1,
          totalPrice: -discount,
          calculatedTaxes: [{ tax: -vatIncluded(discount, taxRate), taxRate, price: -discount }],
          taxRules: [{ taxRate, percentage: 100 }],
        },
        removable: true,
        stackable: false,
        modified: row.updated_at,
      },
    ];
  }

  private async toContext(row: NonNullable<ContextRow>): Promise<Context> {
    const lastOrder = row.last_order_id ? await this.getOrder(row.last_order_id) : null;
    return {
      token: row.token,
      kind: row.kind,
      customerId: row.customer_id,
      expiresAt: row.expires_at,
      voucherId: row.voucher_id,
      salesChannel: { countryId: row.country, currency: row.currency, language: row.language },
      shippingMethodId: this.selectedShippingMethod(row).id,
      paymentMethodId: this.selectedPaymentMethodId(row),
      email: row.email,
      billingAddress: row.billing_address as Address | null,
      shippingAddress: row.shipping_address as Address | null,
      pickup: row.pickup as PickupChoice | null,
      lastOrder,
      cartStatus: lastOrder
        ? {
            status: lastOrder.state,
            orderNumber: lastOrder.orderNumber,
            recover: lastOrder.state === 'failed' || lastOrder.state === 'cancelled',
          }
        : null,
    };
  }
}

/** An address the store can ship to, normalized; `details.issues` lists every problem with its field. */
function checkedAddress(address: Address, country: CommerceCountryCode): Address {
  const issues = validateAddress(address, country);
  if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
  return normalizeAddress(address);
}

/** Who runs a method's pickup points in a country: the shop's stores, the country's parcel carrier, or none. */
export function providerIn(method: ShippingMethodDefinition, country: CommerceCountryCode): string | null {
  if (method.servicePointsProvider === 'parcel') return PARCEL_CARRIERS[country];
  return method.servicePointsProvider;
}

/** An order line as stored, as the engine answers it. */
export function toOrderLine(line: Selectable<Database['commerce_order_line']>): OrderLine {
  return {
    referencedId: line.referenced_id,
    productNumber: line.product_number,
    quantity: line.quantity,
    options: (line.payload as { options?: OrderLine['options'] }).options ?? [],
    deliveryTime: (line.payload as { deliveryTime?: string | null }).deliveryTime ?? null,
    unitPrice: line.unit_price_minor,
    totalPrice: line.total_price_minor,
    regularUnitPrice: (line.payload as { regularPrice?: number }).regularPrice ?? line.unit_price_minor,
  };
}

/** What a final payment outcome does to the order's approval and allocation (issue 6: fulfilment statuses). */
const ORDER_STATUSES: Record<PaymentOutcome, { approval_status: string; allocation_status?: string }> = {
  paid: { approval_status: 'approved', allocation_status: 'allocated' },
  cancelled: { approval_status: 'cancelled' },
  failed: { approval_status: 'failed' },
};

function addError(errors: Record<string, CartError>, code: string, subject: string, message: string): void {
  const key = `${code}-${subject}`;
  errors[key] = { code, key, messageKey: code, message, level: 'error' };
}

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

function parseWebhook(body: string): PaymentWebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new CommerceError('invalid-webhook', 'The webhook body is not JSON');
  }
  const event = parsed as Partial<PaymentWebhookEvent> | null;
  if (
    !event ||
    typeof event.eventId !== 'string' ||
    typeof event.paymentId !== 'string' ||
    !['paid', 'cancelled', 'failed'].includes(event.outcome as string)
  ) {
    throw new CommerceError('invalid-webhook', 'The webhook body lacks eventId, paymentId or outcome');
  }
  return event as PaymentWebhookEvent;
}
