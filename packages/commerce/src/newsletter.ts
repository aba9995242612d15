import { randomUUID } from 'node:crypto';
import type { Database, NewsletterStatusColumn } from '@shop/db';
import {
  birthdayFromParts,
  DEFAULT_NEWSLETTER_SOURCE,
  isNewsletterEmail,
  isNewsletterList,
  type NewsletterGender,
  type NewsletterList,
  type NewsletterPreferences,
  newsletterList,
  parseNewsletterSource,
  readNewsletterPreferences,
} from '@shop/domain';
import { type Language, STORE_DEFINITIONS } from '@shop/i18n';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { CommerceError } from './errors';
import { newMailToken, tokenDigest } from './tokens';

const DAY = 24 * 60 * 60 * 1000;
/** A settings link (`/nieuwsbrief/instellingen/{token}/`) works 30 days; a new subscription request sends a new one. */
export const NEWSLETTER_LINK_MS = 30 * DAY;

const MAX_NAME = 100;
const MAX_FIELD = 100;

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<Database['commerce_newsletter_subscriber']>;

export type NewsletterStatus = NewsletterStatusColumn;

/** The store a signup is made in (its list, language, country unless the signup names others). */
export interface NewsletterStore {
  code: string;
  country: string;
  language: Language;
}

/** A subscription or loyalty signup (spec commerce §3 "Newsletter (loyalty) input", storefront §7). */
export interface NewsletterSignup {
  email: string;
  firstName: string;
  lastName: string;
  gender?: NewsletterGender | null | undefined;
  /** `YYYY-MM-DD`. */
  birthday?: string | null | undefined;
  /** A value of the source table (`packages/domain` newsletterSource); `website` when absent. */
  source?: string | null | undefined;
  /** The list (`id`, code as `language` in the spec's input); the store's list when absent. */
  list?: { id: number; code: string } | null | undefined;
  /** ISO country; the store's when absent. */
  country?: string | null | undefined;
  branchCode?: string | null | undefined;
  street?: string | null | undefined;
  houseNumber?: string | null | undefined;
  city?: string | null | undefined;
}

export interface NewsletterSubscriber {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: NewsletterGender | null;
  birthday: string | null;
  list: NewsletterList;
  language: Language;
  country: string;
  storeCode: string;
  source: string;
  branchCode: string | null;
  status: NewsletterStatus;
  preferences: NewsletterPreferences;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface NewsletterSignupResult {
  subscriber: NewsletterSubscriber;
  /** The settings link's token, for the mail (it travels only there); null when no mail is due (no newsletter asked). */
  token: string | null;
}

export type NewsletterIssueCode =
  | 'required'
  | 'too-long'
  | 'invalid-email'
  | 'invalid-source'
  | 'invalid-list'
  | 'invalid-birthday'
  | 'invalid-country';

export interface NewsletterIssue {
  field: string;
  code: NewsletterIssueCode;
}

const trimOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The store of a country and language (a customer's), for its list. */
export function newsletterStoreOf(country: string, language: Language): NewsletterStore {
  const store =
    STORE_DEFINITIONS.find((candidate) => candidate.country === country && candidate.language === language) ??
    STORE_DEFINITIONS.find((candidate) => candidate.country === country) ??
    STORE_DEFINITIONS[0]!;
  return { code: store.code, country: store.country, language: store.language };
}

/** The refused fields of a signup (empty when it may be stored). */
export function newsletterSignupIssues(input: NewsletterSignup, now: Date): NewsletterIssue[] {
  const issues: NewsletterIssue[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].trim();
    if (!value) issues.push({ field, code: 'required' });
    else if (value.length > MAX_NAME) issues.push({ field, code: 'too-long' });
  }
  if (!input.email.trim()) issues.push({ field: 'email', code: 'required' });
  else if (!isNewsletterEmail(input.email)) issues.push({ field: 'email', code: 'invalid-email' });
  if (input.source && !parseNewsletterSource(input.source)) issues.push({ field: 'source', code: 'invalid-source' });
  if (input.list && !isNewsletterList(input.list.id, input.list.code))
    issues.push({ field: 'id', code: 'invalid-list' });
  if (input.country && !/^[A-Za-z]{2}$/.test(input.country.trim())) {
    issues.push({ field: 'country', code: 'invalid-country' });
  }
  if (input.birthday) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.birthday.trim());
    const parsed = match
      ? birthdayFromParts({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, now)
      : { error: 'invalid-birthday' as const };
    if ('error' in parsed) issues.push({ field: 'birthday', code: 'invalid-birthday' });
  }
  for (const field of ['branchCode', 'street', 'houseNumber', 'city'] as const) {
    if ((input[field]?.trim().length ?? 0) > MAX_FIELD) issues.push({ field, code: 'too-long' });
  }
  return issues;
}

function toSubscriber(row: Row): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    birthday: row.birthday,
    list: { id: row.list_id, code: row.list_code as NewsletterList['code'] },
    language: row.language,
    country: row.country,
    storeCode: row.store_code,
    source: row.source,
    branchCode: row.branch_code,
    status: row.status,
    preferences: readNewsletterPreferences(row.preferences),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

const byEmail = (db: Db, email: string) =>
  db.selectFrom('commerce_newsletter_subscriber').selectAll().where(sql`lower(email)`, '=', email.trim().toLowerCase());

/**
 * Stores a signup in a transaction of the caller (accounts.ts signs a customer up inside the registration's). One row
 * per address: a signup asking for the newsletter makes it `pending` (double opt-in) unless it is `confirmed`, and
 * answers a new settings-link token (the older link stops working); a signup without the newsletter records a
 * loyalty member (`none`) and changes nothing about an existing row. A confirmed subscriber keeps the details they
 * confirmed: anyone can type an address, only its owner opens the mail.
 */
export async function signUpNewsletter(
  trx: Transaction<Database>,
  input: NewsletterSignup,
  store: NewsletterStore,
  at: Date,
): Promise<NewsletterSignupResult> {
  const issues = newsletterSignupIssues(input, at);
  if (issues.length > 0) throw new CommerceError('invalid-newsletter-signup', 'The signup is not complete', { issues });
  const source = (input.source?.trim() || DEFAULT_NEWSLETTER_SOURCE).toLowerCase();
  const wantsNewsletter = parseNewsletterSource(source)!.newsletter;
  const list = input.list ?? newsletterList(store.code)!;
  const email = input.email.trim();
  const details = {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    gender: input.gender ?? null,
    birthday: trimOrNull(input.birthday),
    list_id: list.id,
    list_code: list.code,
    language: store.language,
    country: (trimOrNull(input.country) ?? store.country).toUpperCase(),
    store_code: store.code,
    source,
    branch_code: trimOrNull(input.branchCode),
    street: trimOrNull(input.street),
    house_number: trimOrNull(input.houseNumber),
    city: trimOrNull(input.city),
  };
  const token = wantsNewsletter ? newMailToken() : null;
  const link = token
    ? { token_digest: tokenDigest(token), token_expires_at: new Date(at.getTime() + NEWSLETTER_LINK_MS) }
    : {};

  const existing = await byEmail(trx, email).forUpdate().executeTakeFirst();
  if (!existing) {
    await trx
      .insertInto('commerce_newsletter_subscriber')
      .values({
        id: randomUUID(),
        email,
        ...details,
        status: wantsNewsletter ? 'pending' : 'none',
        preferences: '{}',
        ...link,
        created_at: at,
        updated_at: at,
        confirmed_at: null,
        unsubscribed_at: null,
      })
      .execute();
  } else if (wantsNewsletter) {
    await trx
      .updateTable('commerce_newsletter_subscriber')
      .set({
        ...(existing.status === 'confirmed' ? {} : { ...details, status: 'pending' as const }),
        ...link,
        updated_at: at,
      })
      .where('id', '=', existing.id)
      .execute();
  }
  const row = await byEmail(trx, email).executeTakeFirstOrThrow();
  return { subscriber: toSubscriber(row), token };
}

/**
 * A customer's newsletter choice from the account (registration, profile): on asks for the newsletter like the form
 * does (pending until the mail's link confirms it, unless already subscribed); off unsubscribes the address.
 */
export async function setCustomerNewsletter(
  trx: Transaction<Database>,
  customer: {
    email: string;
    firstName: string;
    lastName: string;
    salutationKey: string | null;
    birthday: string | null;
  },
  subscribed: boolean,
  store: NewsletterStore,
  source: string,
  at: Date,
): Promise<void> {
  if (subscribed) {
    const current = await byEmail(trx, customer.email).executeTakeFirst();
    if (current?.status === 'pending' || current?.status === 'confirmed') return;
    await signUpNewsletter(
      trx,
      {
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        gender: customer.salutationKey === 'mr' ? 'male' : customer.salutationKey === 'mrs' ? 'female' : null,
        birthday: customer.birthday,
        source,
      },
      store,
      at,
    );
    return;
  }
  await trx
    .updateTable('commerce_newsletter_subscriber')
    .set({ status: 'unsubscribed', unsubscribed_at: at, updated_at: at })
    .where(sql`lower(email)`, '=', customer.email.trim().toLowerCase())
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
}

/** Whether an address is subscribed or asked to be (a customer's `newsletter` flag reads this). */
export const NEWSLETTER_ON_STATUSES: readonly NewsletterStatus[] = ['pending', 'confirmed'];

/**
 * Newsletter subscribers: signups with double opt-in (`pending` → `confirmed` → `unsubscribed`), the
 * settings link (only its digest is stored; 30 days; each new request for the address replaces it), preferences.
 * Knows nothing of GraphQL; the gateway renders and sends the mail with the token a signup answers.
 */
export class Newsletter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A subscription or loyalty signup (see `signUpNewsletter`). */
  signUp(input: NewsletterSignup, store: NewsletterStore): Promise<NewsletterSignupResult> {
    return this.db.transaction().execute((trx) => signUpNewsletter(trx, input, store, this.now()));
  }

  /**
   * A new settings link for an address that is pending or subscribed (a customer switched the newsletter on: their
   * mail); null when the address is neither.
   */
  async newLink(email: string): Promise<NewsletterSignupResult | null> {
    const row = await byEmail(this.db, email).executeTakeFirst();
    if (!row || !NEWSLETTER_ON_STATUSES.includes(row.status)) return null;
    const token = newMailToken();
    const at = this.now();
    await this.db
      .updateTable('commerce_newsletter_subscriber')
      .set({ token_digest: tokenDigest(token), token_expires_at: new Date(at.getTime() + NEWSLETTER_LINK_MS) })
      .where('id', '=', row.id)
      .execute();
    return { subscriber: toSubscriber(row), token };
  }

  /** The subscriber of a settings link; null for an unknown or expired one. */
  async byToken(token: string): Promise<NewsletterSubscriber | null> {
    const row = await this.rowOfToken(this.db, token);
    return row ? toSubscriber(row) : null;
  }

  async byEmail(email: string): Promise<NewsletterSubscriber | null> {
    const row = await byEmail(this.db, email).executeTakeFirst();
    return row ? toSubscriber(row) : null;
  }

  /** Confirms the subscription (double opt-in), or subscribes again after an unsubscription. */
  confirm(token: string): Promise<NewsletterSubscriber> {
    return this.change(token, (row, at) =>
      row.status === 'confirmed' ? {} : { status: 'confirmed' as const, confirmed_at: at, unsubscribed_at: null },
    );
  }

  /** Saves what the subscriber wants to hear about. */
  updatePreferences(token: string, preferences: Partial<NewsletterPreferences>): Promise<NewsletterSubscriber> {
    return this.change(token, (row) => ({
      preferences: JSON.stringify({ ...readNewsletterPreferences(row.preferences), ...definedFlags(preferences) }),
    }));
  }

  /** Unsubscribes; the link keeps working until it expires (to subscribe again from the same page). */
  unsubscribe(token: string): Promise<NewsletterSubscriber> {
    return this.change(token, (row, at) =>
      row.status === 'unsubscribed' ? {} : { status: 'unsubscribed' as const, unsubscribed_at: at },
    );
  }

  private async change(
    token: string,
    values: (row: Row, at: Date) => Partial<Omit<Row, 'preferences'>> & { preferences?: string },
  ): Promise<NewsletterSubscriber> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.rowOfToken(trx, token, true);
      if (!row) throw new CommerceError('invalid-newsletter-link', 'The newsletter link is unknown or expired');
      const at = this.now();
      await trx
        .updateTable('commerce_newsletter_subscriber')
        .set({ ...values(row, at), updated_at: at })
        .where('id', '=', row.id)
        .execute();
      const updated = await trx
        .selectFrom('commerce_newsletter_subscriber')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return toSubscriber(updated);
    });
  }

  private async rowOfToken(db: Db, token: string, lock = false): Promise<Row | undefined> {
    if (!token || token.length > 200) return undefined;
    let query = db
      .selectFrom('commerce_newsletter_subscriber')
      .selectAll()
      .where('token_digest', '=', tokenDigest(token))
      .where('token_expires_at', '>', this.now());
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }
}

function definedFlags(preferences: Partial<NewsletterPreferences>): Partial<NewsletterPreferences> {
  return Object.fromEntries(
    Object.entries(preferences).filter(([, value]) => typeof value === 'boolean'),
  ) as Partial<NewsletterPreferences>;
}
