import { randomUUID } from 'node:crypto';
import { normalizeAddress, SERVICE_POINT_FIELD, sortAddressesDefaultFirst, validateAddress } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { sql } from 'kysely';
import { fillContextAddresses } from './customer-sessions';
import { requireCustomerById, toCustomer, toCustomerAddress } from './customer-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import type { AddressBookInput, Customer, CustomerAddress } from './model';
import type { ServicePoint } from './service-points';

/** A customer's addresses, their defaults and the service point kept with one. */
export class CustomerAddressBooks {
  constructor(private readonly deps: EngineDeps) {}

  /** The customer's addresses, the default billing one first, then the default shipping one, then the others. */
  async listAddresses(customerId: string): Promise<CustomerAddress[]> {
    const customer = await requireCustomerById(this.deps.db, customerId);
    const rows = await this.deps.db
      .selectFrom('commerce_customer_address')
      .select(['id', 'customer_id', 'address', 'custom_fields'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const defaults = { billing: customer.default_billing_address_id, shipping: customer.default_shipping_address_id };
    return sortAddressesDefaultFirst(
      rows.map((row) => toCustomerAddress(row, defaults)),
      defaults,
    );
  }

  /** Adds an address for the store's country; the first address also becomes the missing defaults. */
  async addAddress(customerId: string, input: AddressBookInput, country: CountryCode): Promise<CustomerAddress> {
    await requireCustomerById(this.deps.db, customerId);
    const values = await this.addressValues(input, country);
    const id = randomUUID();
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('commerce_customer_address')
        .values({ id, customer_id: customerId, ...values, created_at: this.deps.now() })
        .execute();
      await trx
        .updateTable('commerce_customer')
        .set({
          default_billing_address_id: sql`coalesce(default_billing_address_id, ${id})`,
          default_shipping_address_id: sql`coalesce(default_shipping_address_id, ${id})`,
        })
        .where('id', '=', customerId)
        .execute();
    });
    return this.requireAddress(customerId, id);
  }

  async updateAddress(
    customerId: string,
    id: string,
    input: AddressBookInput,
    country: CountryCode,
  ): Promise<CustomerAddress> {
    await this.requireAddress(customerId, id);
    const values = await this.addressValues(input, country);
    await this.deps.db
      .updateTable('commerce_customer_address')
      .set(values)
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .execute();
    return this.requireAddress(customerId, id);
  }

  /** Deletes an address; a default it was stops being one. */
  async deleteAddress(customerId: string, id: string): Promise<void> {
    await this.requireAddress(customerId, id);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('commerce_customer')
        .set({
          default_billing_address_id: sql`nullif(default_billing_address_id, ${id})`,
          default_shipping_address_id: sql`nullif(default_shipping_address_id, ${id})`,
        })
        .where('id', '=', customerId)
        .execute();
      await trx
        .deleteFrom('commerce_customer_address')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .execute();
    });
  }

  /**
   * Makes an address the default billing or shipping address. The caller's context (`token`) takes it over for the
   * checkout when it is in the context's country (spec §4: setting a default refreshes the context).
   */
  async setDefaultAddress(
    customerId: string,
    id: string,
    kind: 'billing' | 'shipping',
    token: string | null,
  ): Promise<Customer> {
    await this.requireAddress(customerId, id);
    await this.deps.db
      .updateTable('commerce_customer')
      .set(kind === 'billing' ? { default_billing_address_id: id } : { default_shipping_address_id: id })
      .where('id', '=', customerId)
      .execute();
    const customer = await requireCustomerById(this.deps.db, customerId);
    if (token) await fillContextAddresses(this.deps, this.deps.db, token, customer);
    return toCustomer(customer);
  }

  private async addressValues(input: AddressBookInput, country: CountryCode) {
    const issues = validateAddress(input.address, country).map((issue) => ({
      field: `address.${issue.field}`,
      code: issue.code,
    }));
    if (issues.length > 0) throw new CommerceError('invalid-address', 'The address is not complete', { issues });
    let point: ServicePoint | null = null;
    if (input.servicePointId) {
      point = await this.deps.servicePoints.byId(input.servicePointId);
      if (!point || point.country !== country) {
        throw new CommerceError('service-point-not-found', `No service point ${input.servicePointId}`, {
          fields: ['servicePointId'],
        });
      }
    }
    return {
      address: JSON.stringify(normalizeAddress(input.address)),
      custom_fields: JSON.stringify(point ? { [SERVICE_POINT_FIELD]: JSON.stringify(point) } : {}),
    };
  }

  private async requireAddress(customerId: string, id: string): Promise<CustomerAddress> {
    const address = (await this.listAddresses(customerId)).find((candidate) => candidate.id === id);
    if (!address) throw new CommerceError('address-not-found', `No address ${id}`, { fields: ['id'] });
    return address;
  }
}
