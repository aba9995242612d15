import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { ADDRESS_NL, ERRORS, first, LOGIN, PASSWORD, second, sizeOf, third, type UserError } from './account-answers';
import { accountWorld } from './account-world';
import { config } from './harness';

describeEachDatabase('the commerce subschema: the customer profile', (getDb) => {
  const { world, shopper, register, addToCart, mailTo } = accountWorld(getDb);

  it('changes the password and logs in again with it; other sessions end', async () => {
    const phone = shopper();
    const { email } = await register(phone);
    const laptop = shopper();
    await laptop.call(LOGIN, { email, password: PASSWORD });
    const laptopToken = laptop.token;
    const CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { customer { email } context { loggedIn } ${ERRORS} } }`;
    type Change = { changePassword: { customer: unknown; context: unknown; errors: UserError[] } };
    const wrong = await laptop.call<Change>(CHANGE, {
      input: { password: 'not it at all', newPassword: 'new secret 123', newPasswordConfirm: 'new secret 123' },
    });
    expect(wrong.changePassword.errors).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Het wachtwoord is onjuist.', field: 'password' },
    ]);
    const changed = await laptop.call<Change>(CHANGE, {
      input: { password: PASSWORD, newPassword: 'new secret 123', newPasswordConfirm: 'new secret 123' },
    });
    expect(changed.changePassword).toEqual({ customer: { email }, context: { loggedIn: true }, errors: [] });
    expect(laptop.token).not.toBe(laptopToken);
    expect(laptop.session.kind).toBe('customer');
    expect((await laptop.call<{ customer: { email: string } }>('{ customer { email } }')).customer.email).toBe(email);
    expect((await laptop.raw('{ customer { email } }', {}, laptopToken)).data).toEqual({ customer: null });
    expect((await phone.raw('{ customer { email } }')).data).toEqual({ customer: null });
    const login = await shopper().call<{ login: { errors: UserError[] } }>(LOGIN, {
      email,
      password: 'new secret 123',
    });
    expect(login.login.errors).toEqual([]);
  });

  it('updates the profile (empty names keep the stored ones) and changes the e-mail address', async () => {
    const who = shopper();
    const { email } = await register(who);
    const update = await who.call<{ updateCustomer: { customer: Record<string, unknown>; errors: UserError[] } }>(
      `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { firstName lastName salutation { key } birthdayFormatted newsletter } ${ERRORS} } }`,
      {
        input: {
          firstName: '',
          lastName: 'Jansen',
          salutationKey: 'mr',
          birthdayYear: 1985,
          birthdayMonth: 2,
          birthdayDay: 3,
          newsletter: true,
        },
      },
    );
    expect(update.updateCustomer).toEqual({
      customer: {
        firstName: 'Anna',
        lastName: 'Jansen',
        salutation: { key: 'mr' },
        birthdayFormatted: '03-02-1985',
        newsletter: true,
      },
      errors: [],
    });
    expect(await mailTo(email, 'newsletter-confirmation')).toHaveLength(1);

    const CHANGE = `mutation E($input: ChangeEmailInput!) { changeEmail(input: $input) { customer { email } context { email } ${ERRORS} } }`;
    const changed = await who.call<{ changeEmail: unknown }>(CHANGE, {
      input: { email: `new.${email}`, emailConfirmation: `new.${email}`, password: PASSWORD },
    });
    expect(changed).toEqual({
      changeEmail: { customer: { email: `new.${email}` }, context: { email: `new.${email}` }, errors: [] },
    });
  });

  it('keeps an address book: defaults first, the others apart, a service point, deleting a default', async () => {
    const who = shopper();
    const { customer } = await register(who);
    const billingId = customer.defaultBillingAddressId as string;
    const ADD = `mutation A($input: CustomerAddressInput!) { addAddress(input: $input) { address { id street servicePoint { id } } customer { otherAddresses { id } } ${ERRORS} } }`;
    type Added = {
      addAddress: {
        address: { id: string; street: string };
        customer: { otherAddresses: { id: string }[] };
        errors: UserError[];
      };
    };
    const damrak = await who.call<Added>(ADD, {
      input: { address: { ...ADDRESS_NL, street: 'Damrak', houseNumber: '1', zipcode: '1012 LG', city: 'Amsterdam' } },
    });
    expect(damrak.addAddress.errors).toEqual([]);
    expect(damrak.addAddress.customer.otherAddresses).toEqual([{ id: damrak.addAddress.address.id }]);
    const points = await who.call<{ servicePoints: { id: string }[] }>(
      '{ servicePoints(provider: "postnl", query: "Utrecht") { id } }',
    );
    const neude = await who.call<Added>(ADD, {
      input: { address: { ...ADDRESS_NL, street: 'Neude' }, servicePointId: points.servicePoints[0]!.id },
    });
    expect(neude.addAddress.address).toMatchObject({
      street: 'Neude',
      servicePoint: { id: points.servicePoints[0]!.id },
    });
    const invalid = await who.call<Added>(ADD, { input: { address: { ...ADDRESS_NL, zipcode: '35' } } });
    expect(invalid.addAddress.errors).toEqual([
      { code: 'INVALID_ADDRESS', message: 'Vul een geldige postcode in.', field: 'address.zipcode' },
    ]);

    type Account = {
      setDefaultShippingAddress: {
        customer: { addresses: { id: string }[]; otherAddresses: { id: string }[] };
        context: { shippingAddress: { street: string } | null };
        errors: UserError[];
      };
    };
    const shipping = await who.call<Account>(
      `mutation D($id: ID!) { setDefaultShippingAddress(id: $id) { customer { addresses { id } otherAddresses { id } } context { shippingAddress { street } } ${ERRORS} } }`,
      { id: neude.addAddress.address.id },
    );
    expect(shipping.setDefaultShippingAddress).toEqual({
      customer: {
        addresses: [{ id: billingId }, { id: neude.addAddress.address.id }, { id: damrak.addAddress.address.id }],
        otherAddresses: [{ id: damrak.addAddress.address.id }],
      },
      // The checkout takes the new default over.
      context: { shippingAddress: { street: 'Neude' } },
      errors: [],
    });

    const deleted = await who.call<{ deleteAddress: { customer: Record<string, unknown>; errors: UserError[] } }>(
      `mutation X($id: ID!) { deleteAddress(id: $id) { customer { defaultBillingAddressId defaultShippingAddressId addresses { id } } ${ERRORS} } }`,
      { id: billingId },
    );
    expect(deleted.deleteAddress).toEqual({
      customer: {
        defaultBillingAddressId: null,
        defaultShippingAddressId: neude.addAddress.address.id,
        addresses: [{ id: neude.addAddress.address.id }, { id: damrak.addAddress.address.id }],
      },
      errors: [],
    });
    // Another customer cannot touch it.
    const stranger = shopper();
    await register(stranger);
    const foreign = await stranger.call<{ deleteAddress: { errors: UserError[] } }>(
      `mutation X($id: ID!) { deleteAddress(id: $id) { ${ERRORS} } }`,
      { id: damrak.addAddress.address.id },
    );
    expect(foreign.deleteAddress.errors[0]?.code).toBe('ADDRESS_NOT_FOUND');
  });

  it('keeps a wishlist of products: add, remove, merge a guest list, with the catalog product', async () => {
    const guest = shopper();
    expect(await guest.call('{ wishlist { count } }')).toEqual({ wishlist: null });
    const refused = await guest.call<{ addToWishlist: { wishlist: null; errors: UserError[] } }>(
      `mutation { addToWishlist(sku: "${first.sku}") { wishlist { count } ${ERRORS} } }`,
    );
    expect(refused.addToWishlist).toEqual({
      wishlist: null,
      errors: [{ code: 'NOT_LOGGED_IN', message: 'Log eerst in.', field: null }],
    });

    await register(guest);
    const WISHLIST = `wishlist { count items { sku addedAt product { sku name } } }`;
    type Change = Record<
      string,
      { wishlist: { count: number; items: { sku: string; product: { name: string } | null }[] }; errors: UserError[] }
    >;
    const added = await guest.call<Change>(`mutation { addToWishlist(sku: "${first.sku}") { ${WISHLIST} ${ERRORS} } }`);
    expect(added.addToWishlist).toMatchObject({
      wishlist: { count: 1, items: [{ sku: first.sku, product: { sku: first.sku, name: first.name.nl } }] },
      errors: [],
    });
    const unknown = await guest.call<Change>(`mutation { addToWishlist(sku: "99999.999") { ${WISHLIST} ${ERRORS} } }`);
    expect(unknown.addToWishlist).toMatchObject({
      wishlist: { count: 1 },
      errors: [{ code: 'PRODUCT_NOT_FOUND', field: 'sku' }],
    });

    const merged = await guest.call<Change>(
      `mutation M($skus: [ID!]!) { mergeWishlist(skus: $skus) { ${WISHLIST} ${ERRORS} } }`,
      { skus: [second.sku, '99999.999', first.sku, third.sku] },
    );
    expect(merged.mergeWishlist!.errors).toEqual([]);
    expect(merged.mergeWishlist!.wishlist.items.map((item) => item.sku)).toEqual([second.sku, third.sku, first.sku]);
    const removed = await guest.call<Change>(
      `mutation { removeFromWishlist(sku: "${second.sku}") { ${WISHLIST} ${ERRORS} } }`,
    );
    expect(removed.removeFromWishlist!.wishlist.items.map((item) => item.sku)).toEqual([third.sku, first.sku]);
    const read = await guest.call<{ wishlist: { count: number } }>('{ wishlist { count } }');
    expect(read.wishlist.count).toBe(2);
  });

  it('toggles the look-book wishlist and favourite stores on the account', async () => {
    const who = shopper();
    await register(who);
    const toggle = (field: string, argument: string, value: string) =>
      who.call<
        Record<string, { customer: { lookbookWishlist: string[]; favouriteStores: string[] }; errors: UserError[] }>
      >(`mutation { ${field}(${argument}: "${value}") { customer { lookbookWishlist favouriteStores } ${ERRORS} } }`);
    await toggle('toggleLookbookWishlist', 'uid', 'look-1');
    const two = await toggle('toggleLookbookWishlist', 'uid', 'look-2');
    expect(two.toggleLookbookWishlist!.customer.lookbookWishlist).toEqual(['look-1', 'look-2']);
    const off = await toggle('toggleLookbookWishlist', 'uid', 'look-1');
    expect(off.toggleLookbookWishlist!.customer.lookbookWishlist).toEqual(['look-2']);
    const store = await toggle('toggleFavouriteStore', 'reference', 'utrecht');
    expect(store.toggleFavouriteStore).toEqual({
      customer: { lookbookWishlist: ['look-2'], favouriteStores: ['utrecht'] },
      errors: [],
    });
    const guest = await shopper().call<{ toggleFavouriteStore: { customer: null; errors: UserError[] } }>(
      `mutation { toggleFavouriteStore(reference: "utrecht") { customer { favouriteStores } ${ERRORS} } }`,
    );
    expect(guest.toggleFavouriteStore.errors[0]?.code).toBe('NOT_LOGGED_IN');
  });

  it('mails the order confirmation in the customer language when the payment is in', async () => {
    const who = shopper();
    const { email } = await register(who);
    await addToCart(who, sizeOf(first).sku);
    const placed = await who.call<{ placeOrder: { order: { id: string; orderNumber: string }; errors: UserError[] } }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } ${ERRORS} } }`,
      { input: { idempotencyKey: `account-order-${Date.now()}` } },
    );
    // The customer's addresses and e-mail filled the checkout.
    expect(placed.placeOrder.errors).toEqual([]);
    const base = 'http://localhost:3000';
    const paid = await who.call<{ handlePayment: { redirectUrl: string } }>(
      `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl } }`,
      {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${base}/checkout/success/`,
          errorUrl: `${base}/checkout/payment/`,
        },
      },
    );
    const pageUrl = paid.handlePayment.redirectUrl.replace(
      config.testPayments.pageBaseUrl,
      `${world.url}/test-payment`,
    );
    expect(await mailTo(email, 'order-confirmation')).toEqual([]);
    const done = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    const [mail] = await mailTo(email, 'order-confirmation');
    expect(mail?.subject).toBe(`Je bestelling ${placed.placeOrder.order.orderNumber} is bevestigd`);
    const text = await (await fetch(`${world.url}${mail!.url}?format=text`)).text();
    expect(text).toContain(first.name.nl);
    expect(text).toContain(`${base}/customer/orders/${placed.placeOrder.order.id}`);
    // A replayed outcome sends nothing more.
    await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(await mailTo(email, 'order-confirmation')).toHaveLength(1);
  });
});
