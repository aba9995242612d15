import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerWishlist, type EmbeddedCommerce } from '../src';
import { clock, registration, STORE } from './account-fixtures';
import { ADDRESS_NL, createEngine, seedStock } from './fixtures';

describeEachDatabase('the address book, settings and wishlist', (getDb) => {
  let engine: EmbeddedCommerce;
  let accounts: EmbeddedCommerce;
  const time = clock();

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 50, '40001.900': 50 });
    ({ engine } = createEngine(getDb()));
    accounts = createEngine(getDb(), time.now).engine;
  });

  describe('the address book', () => {
    it('adds, updates, lists default-first and deletes; deleting a default clears it', async () => {
      const { customer, context } = await accounts.registrations.register(registration(), STORE, null);
      const billingId = customer.defaultBillingAddressId!;
      const second = await accounts.addressBook.addAddress(
        customer.id,
        { address: { ...ADDRESS_NL, street: 'Damrak', houseNumber: '1', zipcode: '1012lg', city: 'Amsterdam' } },
        'NL',
      );
      expect(second).toMatchObject({ zipcode: '1012 LG', isDefaultBilling: false, isDefaultShipping: false });
      const third = await accounts.addressBook.addAddress(
        customer.id,
        { address: { ...ADDRESS_NL, street: 'Neude' }, servicePointId: 'postnl-utrecht-near' },
        'NL',
      );
      expect(third.servicePoint).toMatchObject({ id: 'postnl-utrecht-near', provider: 'postnl' });
      const stored = await getDb()
        .selectFrom('commerce_customer_address')
        .select('custom_fields')
        .where('id', '=', third.id)
        .executeTakeFirstOrThrow();
      expect(typeof stored.custom_fields.shipping_address_service_point).toBe('string');

      const customerAfter = await accounts.addressBook.setDefaultAddress(
        customer.id,
        third.id,
        'shipping',
        context.token,
      );
      expect(customerAfter.defaultShippingAddressId).toBe(third.id);
      expect((await engine.contexts.getContext(context.token)).shippingAddress).toMatchObject({ street: 'Neude' });
      expect((await accounts.addressBook.listAddresses(customer.id)).map((address) => address.id)).toEqual([
        billingId,
        third.id,
        second.id,
      ]);

      const updated = await accounts.addressBook.updateAddress(
        customer.id,
        second.id,
        { address: { ...ADDRESS_NL, street: 'Rokin', houseNumber: '5' } },
        'NL',
      );
      expect(updated).toMatchObject({ street: 'Rokin', servicePoint: null });

      await accounts.addressBook.deleteAddress(customer.id, billingId);
      const after = await accounts.customers.getCustomer(customer.id);
      expect(after).toMatchObject({ defaultBillingAddressId: null, defaultShippingAddressId: third.id });
      expect((await accounts.addressBook.listAddresses(customer.id)).map((address) => address.id)).toEqual([
        third.id,
        second.id,
      ]);
      // A new address fills the missing default.
      const fourth = await accounts.addressBook.addAddress(customer.id, { address: ADDRESS_NL }, 'NL');
      expect(fourth).toMatchObject({ isDefaultBilling: true, isDefaultShipping: false });
    });

    it("refuses invalid addresses, other countries, unknown service points and other customers' addresses", async () => {
      const { customer } = await accounts.registrations.register(registration(), STORE, null);
      const { customer: other } = await accounts.registrations.register(registration(), STORE, null);
      await expect(
        accounts.addressBook.addAddress(customer.id, { address: { ...ADDRESS_NL, houseNumber: '12a' } }, 'NL'),
      ).rejects.toMatchObject({
        code: 'invalid-address',
        details: { issues: [{ field: 'address.houseNumber', code: 'invalid-house-number' }] },
      });
      await expect(accounts.addressBook.addAddress(customer.id, { address: ADDRESS_NL }, 'DE')).rejects.toMatchObject({
        code: 'invalid-address',
      });
      await expect(
        accounts.addressBook.addAddress(
          customer.id,
          { address: ADDRESS_NL, servicePointId: 'dhl-packstation-koeln' },
          'NL',
        ),
      ).rejects.toMatchObject({ code: 'service-point-not-found' });
      await expect(
        accounts.addressBook.deleteAddress(other.id, customer.defaultBillingAddressId!),
      ).rejects.toMatchObject({
        code: 'address-not-found',
      });
      await expect(
        accounts.addressBook.setDefaultAddress(other.id, customer.defaultBillingAddressId!, 'billing', null),
      ).rejects.toMatchObject({ code: 'address-not-found' });
    });
  });

  describe('customer settings in custom fields', () => {
    it('toggles look-book and favourite store lists, reading invalid stored data as empty', async () => {
      const { customer } = await accounts.registrations.register(registration(), STORE, null);
      await getDb()
        .updateTable('commerce_customer')
        .set({
          custom_fields: JSON.stringify({
            customer_settings_lookbook_wishlist: 'not json [',
            customer_settings_stores: '{"store":"utrecht"}',
          }),
        })
        .where('id', '=', customer.id)
        .execute();
      const first = await accounts.customers.toggleLookbookWishlist(customer.id, 'look-1');
      expect(first.customFields.customer_settings_lookbook_wishlist).toBe('["look-1"]');
      await accounts.customers.toggleLookbookWishlist(customer.id, 'look-2');
      const removed = await accounts.customers.toggleLookbookWishlist(customer.id, 'look-1');
      expect(removed.customFields.customer_settings_lookbook_wishlist).toBe('["look-2"]');
      const stores = await accounts.customers.toggleFavouriteStore(customer.id, 'utrecht-oudegracht');
      expect(stores.customFields).toMatchObject({
        customer_settings_stores: '["utrecht-oudegracht"]',
        customer_settings_lookbook_wishlist: '["look-2"]',
      });
      await expect(accounts.customers.toggleFavouriteStore(customer.id, 'x'.repeat(101))).rejects.toMatchObject({
        code: 'invalid-customer',
      });
    });
  });

  describe('the wishlist', () => {
    it('adds, removes and merges product SKUs, newest first', async () => {
      const { customer } = await accounts.registrations.register(registration(), STORE, null);
      const wishlistTime = clock(new Date('2025-01-01T12:00:00Z'));
      const wishlist = new CustomerWishlist(getDb(), wishlistTime.now);
      await wishlist.add(customer.id, '20413.102');
      wishlistTime.advance(1000);
      const two = await wishlist.add(customer.id, '30500.200');
      expect(two.items.map((item) => item.sku)).toEqual(['30500.200', '20413.102']);
      wishlistTime.advance(1000);
      // Adding again keeps its place.
      expect((await wishlist.add(customer.id, '20413.102')).items.map((item) => item.sku)).toEqual([
        '30500.200',
        '20413.102',
      ]);
      wishlistTime.advance(1000);
      const merged = await wishlist.merge(customer.id, ['40001.900', '20413.102', '50000.100', '40001.900']);
      expect(merged.items.map((item) => item.sku)).toEqual(['40001.900', '50000.100', '30500.200', '20413.102']);
      const removed = await wishlist.remove(customer.id, '30500.200');
      expect(removed).toMatchObject({ customerId: customer.id });
      expect(removed.items.map((item) => item.sku)).toEqual(['40001.900', '50000.100', '20413.102']);
      expect((await wishlist.get('someone-else')).items).toEqual([]);
    });
  });
});
