import { createHash } from 'node:crypto';
import {
  type CheckoutRequirement,
  isValidEmail,
  missingForCheckout,
  normalizeAddress,
  validateAddress,
  validatePickup,
} from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { Address, Cart, Context, PickupChoice } from '../model';
import { PARCEL_CARRIERS, type ServicePointDirectory, type ServicePointHit } from '../service-points';
import type { CommerceCarts, CommerceContexts } from '../upstream';
import { pickupShippingAddress, type ShopwareCountries, toShopwareAddress } from './addresses';
import { SERVICE_POINTS_PROVIDER_FIELD, shippingTypeOf } from './cart-mapping';
import type { CheckoutDraft, ShopwareCheckoutStore } from './checkout-store';
import type { SessionCalls, ShopwareStoreRef } from './session-calls';
import type { OperationRequest } from './transport';

type SwShippingMethod = components['schemas']['ShippingMethod'];
type RegisterBody = OperationRequest<'register post /account/register'>['body'];

export interface ShopwareCheckoutDeps {
  calls: SessionCalls;
  store: ShopwareCheckoutStore;
  countries: ShopwareCountries;
  carts: Pick<CommerceCarts, 'getCart'>;
  contexts: Pick<CommerceContexts, 'getContext'>;
  /** The shop's pickup points (its stores and the carriers' points): Shopware has none. */
  servicePoints: ServicePointDirectory;
  /** The storefront URL Shopware's guest registration names (one of the sales channel's domains). */
  storefrontUrl: (ref: ShopwareStoreRef) => string;
}

/** Whose pickup points a shipping method delivers to: `stores` for a store pickup, a carrier for a service point. */
export function pickupProviderOf(method: SwShippingMethod | undefined, country: CountryCode): string | null {
  const type = shippingTypeOf(method);
  if (type === 'delivery') return null;
  const provider = method?.customFields?.[SERVICE_POINTS_PROVIDER_FIELD];
  if (typeof provider !== 'string' || provider === '') return type === 'pickup' ? 'stores' : PARCEL_CARRIERS[country];
  return provider === 'parcel' ? PARCEL_CARRIERS[country] : provider;
}

/**
 * The checkout's contact, addresses and pickup point on Shopware. Shopware keeps a guest's e-mail address and addresses
 * only on a customer: a guest order needs a guest customer (`/account/register` with `guest: true`), and registering
 * one changes the context. So the shop keeps what the shopper fills in (commerce_shopware_checkout, by session) until
 * the order, and `ensureGuestCustomer` registers the guest customer from it just before `/checkout/order` (again when
 * the shopper changed something since). Shopware's own checks of the data apply then; the shop's come first, so the
 * shopper hears about a mistake when they make it.
 */
export class ShopwareCheckout {
  constructor(private readonly deps: ShopwareCheckoutDeps) {}

  async updateContact(token: string, email: string): Promise<Context> {
    await this.deps.calls.session(token);
    if (!isValidEmail(email)) {
      throw new CommerceError('invalid-email', 'The e-mail address is not valid', { fields: ['email'] });
    }
    await this.deps.store.saveDraft(token, { email: email.trim() });
    return this.deps.contexts.getContext(token);
  }

  async updateAddresses(
    token: string,
    { billingAddress, shippingAddress }: { billingAddress: Address; shippingAddress: Address | null },
  ): Promise<Context> {
    const country = await this.countryOf(token);
    const issues = [
      ...validateAddress(billingAddress, country).map((issue) => ({ ...issue, path: 'billingAddress' })),
      ...(shippingAddress ? validateAddress(shippingAddress, country) : []).map((issue) => ({
        ...issue,
        path: 'shippingAddress',
      })),
    ];
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    await this.deps.store.saveDraft(token, {
      billingAddress: normalizeAddress(billingAddress),
      shippingAddress: shippingAddress ? normalizeAddress(shippingAddress) : null,
    });
    return this.deps.contexts.getContext(token);
  }

  async updateShippingAddress(token: string, address: Address): Promise<Context> {
    const issues = validateAddress(address, await this.countryOf(token));
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    await this.deps.store.saveDraft(token, { shippingAddress: normalizeAddress(address) });
    return this.deps.contexts.getContext(token);
  }

  /** A point of the provider the selected shipping method delivers to, in the store's country. */
  async updatePickup(
    token: string,
    { servicePointId, dhlCustomerNumber }: { servicePointId: string; dhlCustomerNumber?: string | null },
  ): Promise<Context> {
    const { data, ref } = await this.readContext(token);
    const provider = pickupProviderOf(data.shippingMethod, ref.store.country);
    const point = await this.deps.servicePoints.byId(servicePointId);
    if (!point || point.country !== ref.store.country || (provider !== null && point.provider !== provider)) {
      throw new CommerceError('service-point-not-found', `No pickup point ${servicePointId} here`, {
        fields: ['servicePointId'],
      });
    }
    const number = dhlCustomerNumber?.trim() || null;
    const problem = validatePickup({ locationType: point.locationType, dhlCustomerNumber: number });
    if (problem) throw new CommerceError('invalid-pickup', problem, { fields: ['dhlCustomerNumber'], reason: problem });
    await this.deps.store.saveDraft(token, { pickup: { servicePoint: point, dhlCustomerNumber: number } });
    return this.deps.contexts.getContext(token);
  }

  searchServicePoints(country: CountryCode, provider: string, query: string): Promise<ServicePointHit[]> {
    return this.deps.servicePoints.search(provider, country, query);
  }

  async checkoutMissing(token: string, known?: Cart): Promise<CheckoutRequirement[]> {
    const [cart, draft, { data, ref }] = await Promise.all([
      known ?? this.deps.carts.getCart(token),
      this.deps.store.draft(token),
      this.readContext(token),
    ]);
    const pickup = draft.pickup;
    return missingForCheckout({
      itemCount: cart.items.length,
      outOfStock: cart.items.some((item) => item.payload.stock < item.quantity),
      // A logged-in customer's address and e-mail are Shopware's; a guest's are the shop's until the order.
      email: draft.email ?? (data.customer && !data.customer.guest ? data.customer.email : null),
      hasBillingAddress: draft.billingAddress !== null || Boolean(data.customer && !data.customer.guest),
      pickupProvider: pickupProviderOf(data.shippingMethod, ref.store.country),
      pickup: pickup
        ? {
            provider: pickup.servicePoint.provider,
            locationType: pickup.servicePoint.locationType,
            dhlCustomerNumber: pickup.dhlCustomerNumber,
          }
        : null,
    });
  }

  /** The context with what the shop keeps of its checkout: the e-mail address, addresses and pickup point. */
  async withDraft(context: Context): Promise<Context> {
    const draft = await this.deps.store.draft(context.token);
    return {
      ...context,
      email: draft.email ?? context.email,
      billingAddress: draft.billingAddress,
      shippingAddress: draft.shippingAddress,
      pickup: draft.pickup,
    };
  }

  /**
   * A guest session's Shopware guest customer, registered from the checkout the shop kept: once, and again when the
   * contact or addresses changed since. A logged-in customer's session needs none. Answers the draft.
   */
  async ensureGuestCustomer(token: string): Promise<CheckoutDraft> {
    const session = await this.deps.calls.session(token);
    const draft = await this.deps.store.draft(token);
    if (session.customerId) return draft;
    const { email, billingAddress } = draft;
    if (!email || !billingAddress) throw new CommerceError('checkout-incomplete', 'checkout-incomplete');
    const digest = guestDigest(draft);
    if (draft.guestCustomerId && draft.guestDigest === digest) return draft;
    const ref = this.deps.calls.storeByCode(session.storeCode);
    const countryId = await this.deps.countries.idOf(token, billingAddress.countryIso);
    const shipping = draft.pickup
      ? pickupShippingAddress(draft.pickup, billingAddress, countryId)
      : draft.shippingAddress
        ? toShopwareAddress(
            draft.shippingAddress,
            await this.deps.countries.idOf(token, draft.shippingAddress.countryIso),
          )
        : undefined;
    const body = {
      guest: true,
      email,
      firstName: billingAddress.firstName,
      lastName: billingAddress.lastName,
      // The shopper accepts the privacy terms on the shop's checkout page, before the order is placed.
      acceptedDataProtection: true,
      storefrontUrl: this.deps.storefrontUrl(ref),
      // The OpenAPI document types a new address as the stored entity (with its ids); the API takes the fields.
      billingAddress: toShopwareAddress(billingAddress, countryId) as unknown as RegisterBody['billingAddress'],
      ...(shipping ? { shippingAddress: shipping as unknown as RegisterBody['billingAddress'] } : {}),
    } satisfies Partial<RegisterBody>;
    const { data } = await this.deps.calls.call(
      token,
      'register post /account/register',
      // The OpenAPI document marks the password as required; Shopware takes none for a guest (`guest: true`).
      { body: body as RegisterBody },
      { area: 'checkout', idempotent: false },
    );
    return this.deps.store.saveDraft(token, { guestCustomerId: data.id, guestDigest: digest });
  }

  private async countryOf(token: string): Promise<CountryCode> {
    const session = await this.deps.calls.session(token);
    return this.deps.calls.storeByCode(session.storeCode).store.country;
  }

  private readContext(token: string) {
    return this.deps.calls.call(token, 'readContext get /context', {}, { area: 'context', idempotent: true });
  }
}

/** What a guest customer was made from: a change makes a new one. */
function guestDigest(draft: CheckoutDraft): string {
  const { email, billingAddress, shippingAddress, pickup } = draft;
  const made = { email, billingAddress, shippingAddress, pickup: pickupKey(pickup) };
  return createHash('sha256').update(JSON.stringify(made)).digest('base64url');
}

const pickupKey = (pickup: PickupChoice | null) =>
  pickup ? `${pickup.servicePoint.provider}:${pickup.servicePoint.id}:${pickup.dhlCustomerNumber ?? ''}` : null;
