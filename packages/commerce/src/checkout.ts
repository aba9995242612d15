import {
  type CheckoutRequirement,
  isValidEmail,
  missingForCheckout,
  normalizeAddress,
  shippingCosts,
  validateAddress,
  validatePickup,
} from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { buildCart } from './cart-pricing';
import {
  type ContextRow,
  checkedAddress,
  pickupProvider,
  providerIn,
  requireContext,
  selectedPaymentMethodId,
  selectedShippingMethod,
  updateContext,
} from './context-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import { PAYMENT_METHODS, paymentMethodsFor, SHIPPING_METHODS, shippingMethodsFor } from './methods';
import type { Address, Cart, Context, PaymentMethodOffer, PickupChoice, ShippingMethodOffer } from './model';
import type { ServicePointHit } from './service-points';

/** What the checkout chooses in a context: contact, addresses, pickup point, shipping and payment method. */
export class EmbeddedCheckout {
  constructor(private readonly deps: EngineDeps) {}

  async updateShippingMethod(token: string, id: string): Promise<Context> {
    const row = await requireContext(this.deps.db, token);
    if (!shippingMethodsFor(row.country, row.currency).some((method) => method.id === id)) {
      throw new CommerceError('shipping-method-not-available', `Shipping method ${id} is not available`);
    }
    return updateContext(this.deps.db, token, { shipping_method_id: id });
  }

  async updatePaymentMethod(token: string, id: string): Promise<Context> {
    const row = await requireContext(this.deps.db, token);
    if (!(await this.#offeredMethodIds(row)).includes(id)) {
      throw new CommerceError('payment-method-not-available', `Payment method ${id} is not available`);
    }
    return updateContext(this.deps.db, token, { payment_method_id: id });
  }

  /** The home-delivery address when it differs from the billing address (spec: updateShippingAddress). */
  async updateShippingAddress(token: string, address: Address): Promise<Context> {
    const row = await requireContext(this.deps.db, token);
    return updateContext(this.deps.db, token, {
      shipping_address: JSON.stringify(checkedAddress(address, row.country)),
    });
  }

  /** The guest's e-mail address for the order. */
  async updateContact(token: string, email: string): Promise<Context> {
    await requireContext(this.deps.db, token);
    if (!isValidEmail(email)) {
      throw new CommerceError('invalid-email', 'The e-mail address is not valid', { fields: ['email'] });
    }
    return updateContext(this.deps.db, token, { email: email.trim() });
  }

  /**
   * The billing address and, when different, the home-delivery address (null: deliver to the billing address). Both
   * are judged before either is stored; `details.issues` lists every problem with its field (`billingAddress.zipcode`).
   */
  async updateAddresses(
    token: string,
    { billingAddress, shippingAddress }: { billingAddress: Address; shippingAddress: Address | null },
  ): Promise<Context> {
    const row = await requireContext(this.deps.db, token);
    const issues = [
      ...validateAddress(billingAddress, row.country).map((issue) => ({ ...issue, path: 'billingAddress' })),
      ...(shippingAddress ? validateAddress(shippingAddress, row.country) : []).map((issue) => ({
        ...issue,
        path: 'shippingAddress',
      })),
    ];
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    return updateContext(this.deps.db, token, {
      billing_address: JSON.stringify(normalizeAddress(billingAddress)),
      shipping_address: shippingAddress ? JSON.stringify(normalizeAddress(shippingAddress)) : null,
    });
  }

  /** The store or service point a pickup or service-point delivery goes to. */
  async updatePickup(
    token: string,
    { servicePointId, dhlCustomerNumber }: { servicePointId: string; dhlCustomerNumber?: string | null },
  ): Promise<Context> {
    const row = await requireContext(this.deps.db, token);
    const point = await this.deps.servicePoints.byId(servicePointId);
    const provider = pickupProvider(row);
    if (!point || point.country !== row.country || (provider !== null && point.provider !== provider)) {
      throw new CommerceError('service-point-not-found', `No pickup point ${servicePointId} here`, {
        fields: ['servicePointId'],
      });
    }
    const number = dhlCustomerNumber?.trim() || null;
    const problem = validatePickup({ locationType: point.locationType, dhlCustomerNumber: number });
    if (problem) throw new CommerceError('invalid-pickup', problem, { fields: ['dhlCustomerNumber'], reason: problem });
    const choice: PickupChoice = { servicePoint: point, dhlCustomerNumber: number };
    return updateContext(this.deps.db, token, { pickup: JSON.stringify(choice) });
  }

  /** Pickup points of a provider near a postcode or place in the context's (or store's) country. */
  async searchServicePoints(country: CountryCode, provider: string, query: string): Promise<ServicePointHit[]> {
    return this.deps.servicePoints.search(provider, country, query);
  }

  /** `cart`: the context's cart when the caller has it already (saves building it again). */
  async getShippingMethods(token: string, onlyAvailable = true, known?: Cart): Promise<ShippingMethodOffer[]> {
    const row = await requireContext(this.deps.db, token);
    const cart = known ?? (await buildCart(this.deps, this.deps.db, row));
    const quantity = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    const selected = selectedShippingMethod(row);
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

  /** The payment methods offered in the context's store, the selected one first. */
  async getPaymentMethods(token: string): Promise<PaymentMethodOffer[]> {
    const row = await requireContext(this.deps.db, token);
    const offered = await this.#offeredMethodIds(row);
    const chosen = selectedPaymentMethodId(row);
    const selectedId = offered.includes(chosen) ? chosen : offered[0];
    const methods = offered.map((id) => ({
      id,
      reference: PAYMENT_METHODS.find((method) => method.id === id)!.reference,
      selected: id === selectedId,
    }));
    return [...methods.filter((method) => method.selected), ...methods.filter((method) => !method.selected)];
  }

  /**
   * The country's methods (methods.ts, in the country's order) that the provider has enabled for the cart's amount;
   * the country's list itself when the provider cannot be asked (paying then tells the shopper plainly).
   */
  async #offeredMethodIds(row: ContextRow): Promise<string[]> {
    const country = paymentMethodsFor(row.country).map((method) => method.id);
    const provider = this.deps.payments;
    if (!provider || provider.name === 'test') return country;
    const cart = await buildCart(this.deps, this.deps.db, row);
    try {
      const enabled = await provider.enabledMethods({
        amount: { amount: cart.price.totalPrice, currency: row.currency },
        language: row.language,
        country: row.country,
      });
      return country.filter((id) => enabled.includes(id));
    } catch (error) {
      if (error instanceof CommerceError) return country;
      throw error;
    }
  }

  /** What still stops this context's order (empty when it can be placed); `cart` as for `getShippingMethods`. */
  async checkoutMissing(token: string, known?: Cart): Promise<CheckoutRequirement[]> {
    const row = await requireContext(this.deps.db, token);
    return checkoutMissingOf(row, known ?? (await buildCart(this.deps, this.deps.db, row)));
  }
}

/** What still stops a context's order (empty when it can be placed). */
export function checkoutMissingOf(row: ContextRow, cart: Cart): CheckoutRequirement[] {
  const pickup = row.pickup as PickupChoice | null;
  return missingForCheckout({
    itemCount: cart.items.length,
    outOfStock: cart.items.some(
      (item) => item.deliveryInformation.deliveryTime === null && item.payload.stock < item.quantity,
    ),
    email: row.email,
    hasBillingAddress: row.billing_address !== null,
    pickupProvider: pickupProvider(row),
    pickup: pickup
      ? {
          provider: pickup.servicePoint.provider,
          locationType: pickup.servicePoint.locationType,
          dhlCustomerNumber: pickup.dhlCustomerNumber,
        }
      : null,
  });
}
