import {
  birthdayFromParts,
  FAVOURITE_STORES_FIELD,
  LOOKBOOK_WISHLIST_FIELD,
  newsletterSource,
  parseSettingsList,
  toggleListEntry,
} from '@shop/domain';
import { sql } from 'kysely';
import {
  blank,
  customerIdOf,
  getCustomer,
  MAX_SETTING_ID,
  nameIssues,
  notLoggedIn,
  requireCustomerById,
  selectCustomer,
  toCustomer,
} from './customer-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import type { Customer, CustomerIssue, OrderMailRecipient, UpdateCustomerInput } from './model';
import { newsletterStoreOf, setCustomerNewsletter } from './newsletter';

/** Reading customers, and the profile and settings (kept in custom fields) they change. */
export class CustomerProfiles {
  constructor(private readonly deps: EngineDeps) {}

  async getCustomer(customerId: string): Promise<Customer | null> {
    const row = await selectCustomer(this.deps.db).where('id', '=', customerId).executeTakeFirst();
    return row ? toCustomer(row) : null;
  }

  /** The logged-in customer of a context token; null for a guest or an unknown token. */
  async customerOfContext(token: string): Promise<Customer | null> {
    const customerId = await customerIdOf(this.deps.db, token);
    return customerId ? getCustomer(this.deps.db, customerId) : null;
  }

  /** Who an order's confirmation goes to; null for an unknown order. */
  async orderMailRecipient(orderId: string): Promise<OrderMailRecipient | null> {
    const row = await this.deps.db
      .selectFrom('commerce_order as o')
      .innerJoin('commerce_context as c', 'c.token', 'o.context_token')
      .leftJoin('commerce_customer as k', 'k.id', 'o.customer_id')
      .select([
        'o.email',
        'o.country',
        'o.customer_id',
        'o.language as orderLanguage',
        'c.language as contextLanguage',
        'k.language as customerLanguage',
        'k.first_name',
        'o.billing_address',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (!row?.email) return null;
    const billing = row.billing_address as { firstName?: string } | null;
    return {
      email: row.email,
      language: row.customerLanguage ?? row.orderLanguage ?? row.contextLanguage,
      country: row.country,
      firstName: row.first_name ?? billing?.firstName ?? null,
      customerId: row.customer_id,
    };
  }

  /** Updates the profile: empty names keep the stored ones (spec §5); custom fields are merged. */
  async updateCustomer(customerId: string, input: UpdateCustomerInput): Promise<Customer> {
    const current = await requireCustomerById(this.deps.db, customerId);
    const issues: CustomerIssue[] = [];
    const salutation = blank(input.salutationKey) ? current.salutation : input.salutationKey!.trim();
    if (salutation !== null && salutation !== 'mr' && salutation !== 'mrs') {
      issues.push({ field: 'salutationKey', code: 'invalid-salutation' });
    }
    issues.push(...nameIssues(input.firstName, 'firstName', false), ...nameIssues(input.lastName, 'lastName', false));
    const parts = { year: input.birthdayYear, month: input.birthdayMonth, day: input.birthdayDay };
    const birthday = birthdayFromParts(parts, this.deps.now());
    if ('error' in birthday) issues.push({ field: 'birthday', code: birthday.error });
    if (issues.length > 0) throw new CommerceError('invalid-customer', 'The account details are not valid', { issues });
    const givenBirthday = 'birthday' in birthday && birthday.birthday !== null ? birthday.birthday : undefined;
    await this.deps.db
      .updateTable('commerce_customer')
      .set({
        salutation: salutation as 'mr' | 'mrs' | null,
        first_name: blank(input.firstName) ? current.first_name : input.firstName!.trim(),
        last_name: blank(input.lastName) ? current.last_name : input.lastName!.trim(),
        ...(givenBirthday ? { birthday: givenBirthday } : {}),
        ...(input.customFields
          ? { custom_fields: sql`custom_fields || ${JSON.stringify(input.customFields)}::jsonb` }
          : {}),
        updated_at: this.deps.now(),
      })
      .where('id', '=', customerId)
      .execute();
    if (typeof input.newsletter === 'boolean' && input.newsletter !== current.newsletter) {
      const updated = await requireCustomerById(this.deps.db, customerId);
      await this.deps.db.transaction().execute((trx) =>
        setCustomerNewsletter(
          trx,
          {
            email: updated.email,
            firstName: updated.first_name,
            lastName: updated.last_name,
            salutationKey: updated.salutation,
            birthday: updated.birthday,
          },
          input.newsletter!,
          newsletterStoreOf(updated.country, updated.language),
          // Switched on in the profile: the newsletter form's flow, from the web shop.
          newsletterSource({ flow: 'subscribe', newsletter: true, inStore: false }),
          this.deps.now(),
        ),
      );
    }
    return (await getCustomer(this.deps.db, customerId))!;
  }

  /** Adds a look to the look-book wishlist, or removes it when it is on it. */
  toggleLookbookWishlist(customerId: string, uid: string): Promise<Customer> {
    return this.toggleSetting(customerId, LOOKBOOK_WISHLIST_FIELD, uid, 'uid');
  }

  /** Marks a store as favourite, or unmarks it. */
  toggleFavouriteStore(customerId: string, reference: string): Promise<Customer> {
    return this.toggleSetting(customerId, FAVOURITE_STORES_FIELD, reference, 'reference');
  }

  private async toggleSetting(customerId: string, field: string, id: string, input: string): Promise<Customer> {
    const value = id.trim();
    if (!value || value.length > MAX_SETTING_ID) {
      throw new CommerceError('invalid-customer', `Invalid ${input}`, {
        issues: [{ field: input, code: value ? 'too-long' : 'required' }],
      });
    }
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('commerce_customer')
        .select('custom_fields')
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notLoggedIn();
      const list = toggleListEntry(parseSettingsList(row.custom_fields[field]), value);
      await trx
        .updateTable('commerce_customer')
        .set({
          custom_fields: sql`custom_fields || ${JSON.stringify({ [field]: JSON.stringify(list) })}::jsonb`,
          updated_at: this.deps.now(),
        })
        .where('id', '=', customerId)
        .execute();
    });
    return (await getCustomer(this.deps.db, customerId))!;
  }
}
