import { normalizeAddress, sortAddressesDefaultFirst, validateAddress } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { AddressBookInput, Customer, CustomerAddress } from '../model';
import type { CommerceAddressBook } from '../upstream';
import {
  type AccountDeps,
  type ContextCaller,
  inSession,
  readCustomer,
  toShopAddress,
  toShopwareAddress,
} from './account-support';
import { asCustomer } from './customers';
import type { ShopwareStoreRef } from './session-calls';

type SwAddress = components['schemas']['CustomerAddress'];

/** A customer keeps at most this many addresses read at once. */
const MAX_ADDRESSES = 100;

/**
 * The address book of a Shopware customer (`/account/list-address`, `/account/address…`), by the customer's newest
 * session. Addresses are checked by the shop's rules before Shopware is asked. A service point kept with an address
 * is the embedded engine's (its service-point provider); the adapter refuses one plainly.
 */
export class ShopwareAddressBook implements CommerceAddressBook {
  constructor(private readonly deps: AccountDeps) {}

  async listAddresses(customerId: string): Promise<CustomerAddress[]> {
    return this.list(asCustomer(this.deps, customerId));
  }

  async addAddress(customerId: string, input: AddressBookInput, country: CountryCode): Promise<CustomerAddress> {
    const call = asCustomer(this.deps, customerId);
    const ref = await this.refOf(customerId);
    const body = await this.body(ref, input, country);
    const { data } = await call('createCustomerAddress post /account/address', { body }, this.write);
    return this.found(call, data.id);
  }

  async updateAddress(
    customerId: string,
    id: string,
    input: AddressBookInput,
    country: CountryCode,
  ): Promise<CustomerAddress> {
    const call = asCustomer(this.deps, customerId);
    const ref = await this.refOf(customerId);
    const body = await this.body(ref, input, country);
    await call(
      'updateCustomerAddress patch /account/address/{addressId}',
      { pathParams: { addressId: id }, body },
      this.write,
    );
    return this.found(call, id);
  }

  /**
   * Deletes an address. Shopware refuses to delete a default address (a customer always has both), so a default
   * the address was moves to the other default first (the default billing address, or the shipping one).
   */
  async deleteAddress(customerId: string, id: string): Promise<void> {
    const call = asCustomer(this.deps, customerId);
    const customer = await readCustomer(this.deps, call);
    const billing = customer.defaultBillingAddressId;
    const shipping = customer.defaultShippingAddressId;
    if (shipping === id && billing && billing !== id) {
      await call(
        'defaultShippingAddress patch /account/address/default-shipping/{addressId}',
        { pathParams: { addressId: billing } },
        this.write,
      );
    } else if (billing === id && shipping && shipping !== id) {
      await call(
        'defaultBillingAddress patch /account/address/default-billing/{addressId}',
        { pathParams: { addressId: shipping } },
        this.write,
      );
    }
    await call(
      'deleteCustomerAddress delete /account/address/{addressId}',
      { pathParams: { addressId: id } },
      this.write,
    );
  }

  /** Sets the default in the caller's own session when it has one (Shopware's context takes it over at once). */
  async setDefaultAddress(
    customerId: string,
    id: string,
    kind: 'billing' | 'shipping',
    token: string | null,
  ): Promise<Customer> {
    const own = token ? await this.deps.calls.deps.sessions.get(token) : null;
    const call =
      own?.customerId === customerId && token ? inSession(this.deps.calls, token) : asCustomer(this.deps, customerId);
    const request = { pathParams: { addressId: id } };
    if (kind === 'billing') {
      await call('defaultBillingAddress patch /account/address/default-billing/{addressId}', request, this.write);
    } else {
      await call('defaultShippingAddress patch /account/address/default-shipping/{addressId}', request, this.write);
    }
    return readCustomer(this.deps, call);
  }

  private readonly write = { area: 'address' as const, idempotent: false };

  private async refOf(customerId: string): Promise<ShopwareStoreRef> {
    const found = await this.deps.calls.deps.sessions.newestOfCustomer(customerId);
    if (!found) throw new CommerceError('not-logged-in');
    return this.deps.calls.storeByCode(found.session.storeCode);
  }

  private async body(ref: ShopwareStoreRef, input: AddressBookInput, country: CountryCode) {
    const issues = validateAddress(input.address, country).map((issue) => ({
      field: `address.${issue.field}`,
      code: issue.code,
    }));
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    if (input.servicePointId) throw new Error('The Shopware adapter keeps no service point with an address');
    return toShopwareAddress(this.deps, ref, normalizeAddress(input.address));
  }

  private async found(call: ContextCaller, id: string): Promise<CustomerAddress> {
    const address = (await this.list(call)).find((candidate) => candidate.id === id);
    if (!address) throw new CommerceError('address-not-found', `No address ${id}`, { fields: ['id'] });
    return address;
  }

  private async list(call: ContextCaller): Promise<CustomerAddress[]> {
    const [customer, addresses] = await Promise.all([
      readCustomer(this.deps, call),
      call(
        'listAddress post /account/list-address',
        { body: { limit: MAX_ADDRESSES } },
        { area: 'address', idempotent: true },
      ),
    ]);
    const defaults = { billing: customer.defaultBillingAddressId, shipping: customer.defaultShippingAddressId };
    const mapped = await Promise.all(
      addresses.data.elements.map((address) => this.toShopAddress(addresses.ref, address, defaults)),
    );
    return sortAddressesDefaultFirst(mapped, defaults);
  }

  private async toShopAddress(
    ref: ShopwareStoreRef,
    address: SwAddress,
    defaults: { billing: string | null; shipping: string | null },
  ): Promise<CustomerAddress> {
    const id = (address as { id: string }).id;
    return {
      ...(await toShopAddress(this.deps, ref, address)),
      id,
      customerId: address.customerId,
      servicePoint: null,
      isDefaultBilling: defaults.billing === id,
      isDefaultShipping: defaults.shipping === id,
    };
  }
}
