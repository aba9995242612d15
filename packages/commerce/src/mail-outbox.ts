import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import type { Language } from '@shop/i18n';
import type { Kysely, Selectable } from 'kysely';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long after a failed delivery attempt the next one is due: the first attempt is made at once, then one after
 * each of these delays (5 attempts within about 1.5 hours, while a password-reset link (2 hours) still works). The
 * last failure gives the mail up.
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE];
/** Delivery attempts per mail, the first included. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/**
 * An attempt holds its mail this long: a process that dies while sending leaves the mail to the next sweep after
 * it. Longer than an SMTP delivery may take (the gateway's transport times out well within it).
 */
export const MAIL_DELIVERY_LEASE_MS = 5 * MINUTE;
/** The outbox forgets a mail (whatever became of it) this many days after it was made: `purge()`. */
export const MAIL_RETENTION_DAYS = 30;
/** How many due mails one sweep takes at most. */
const SWEEP_BATCH = 100;
/** A transport's error is kept this long at most. */
const MAX_ERROR_LENGTH = 500;

/** A rendered mail (the gateway renders; the outbox keeps and sends). */
export interface OutgoingMail {
  to: string;
  /** `password-recovery`, `order-confirmation`, `newsletter-confirmation`. */
  kind: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
}

/**
 * What became of a mail: `unsent` (no transport: kept for the development mail page, or only recorded),
 * `pending` (a delivery attempt is due or under way), `sent`, `failed` (every attempt failed; given up).
 */
export type MailStatus = 'unsent' | 'pending' | 'sent' | 'failed';

export interface StoredMail extends Omit<OutgoingMail, 'text' | 'html'> {
  id: string;
  /** The bodies: null once the mail is delivered or given up (they hold one-time links). */
  text: string | null;
  html: string | null;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  /** The last failed attempt's error. */
  error: string | null;
}

/** Delivers a mail (SMTP in production). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailOutboxOptions {
  /** Delivers the mails (SMTP); without one, mails are not sent. */
  transport?: MailTransport | null;
  /**
   * Without a transport: keep the bodies for the development mail page (the default), or record only who got which
   * mail (production without SMTP: nothing would ever read the bodies, and they hold one-time links).
   */
  keepUnsentBodies?: boolean;
  now?: () => Date;
}

type MailRow = Selectable<Database['commerce_mail']>;

/**
 * The mail outbox (`commerce_mail`). Every mail is stored first, then handed to the transport when there is one:
 *
 * - **Delivered**, it keeps who got which mail and when, but no longer its bodies: they hold one-time links (password
 *   reset, order history, newsletter settings), and the shop keeps only digests of those tokens.
 * - **Failed**, it stays with its bodies and is retried by `deliverDue()` after `MAIL_RETRY_DELAYS_MS`, up to
 *   `MAIL_MAX_ATTEMPTS` attempts; then it is given up (bodies removed, the last error kept).
 * - **Without a transport** (development, tests) mails stay unsent, bodies included, for the development mail page.
 *
 * `purge()` deletes every mail older than `MAIL_RETENTION_DAYS`. Several processes may share one database: an
 * attempt claims its mail for `MAIL_DELIVERY_LEASE_MS` (`for update skip locked`), so each attempt is made once.
 */
export class MailOutbox {
  private readonly transport: MailTransport | null;
  private readonly keepUnsentBodies: boolean;
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    options: MailOutboxOptions = {},
  ) {
    this.transport = options.transport ?? null;
    this.keepUnsentBodies = options.keepUnsentBodies ?? true;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Stores a mail and, with a transport, makes the first delivery attempt at once. A failed attempt is not thrown:
   * the answer says `pending` (retried later) with the error.
   */
  async send(mail: OutgoingMail): Promise<StoredMail> {
    const id = randomUUID();
    const at = this.now();
    const keepBodies = this.transport !== null || this.keepUnsentBodies;
    await this.db
      .insertInto('commerce_mail')
      .values({
        id,
        to_address: mail.to,
        kind: mail.kind,
        language: mail.language,
        subject: mail.subject,
        text_body: keepBodies ? mail.text : null,
        html_body: keepBodies ? mail.html : null,
        created_at: at,
        sent_at: null,
        error: null,
        // The first attempt, claimed by this call.
        attempts: this.transport ? 1 : 0,
        next_attempt_at: this.transport ? new Date(at.getTime() + MAIL_DELIVERY_LEASE_MS) : null,
      })
      .execute();
    if (this.transport) await this.attempt(this.transport, id, 1, mail);
    return (await this.get(id))!;
  }

  /**
   * Makes the delivery attempts that are due (failed mails whose delay has passed, and mails whose attempt was cut
   * off), at most a batch per call; answers the mails as they are afterwards. Nothing without a transport.
   */
  async deliverDue(): Promise<StoredMail[]> {
    const transport = this.transport;
    if (!transport) return [];
    const at = this.now();
    const due = this.db
      .selectFrom('commerce_mail')
      .select('id')
      .where('next_attempt_at', '<=', at)
      .where('sent_at', 'is', null)
      .orderBy('next_attempt_at')
      .limit(SWEEP_BATCH)
      .forUpdate()
      .skipLocked();
    const claimed = await this.db
      .updateTable('commerce_mail')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(at.getTime() + MAIL_DELIVERY_LEASE_MS),
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
    const results: StoredMail[] = [];
    for (const row of claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())) {
      if (row.text_body === null || row.html_body === null) {
        // Nothing left to send (bodies removed): give it up.
        await this.finishFailed(row.id, row.attempts, row.error ?? 'The mail has no body to send', true);
      } else {
        await this.attempt(transport, row.id, row.attempts, {
          to: row.to_address,
          kind: row.kind,
          language: row.language,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
      }
      results.push((await this.get(row.id))!);
    }
    return results;
  }

  /** Deletes the mails made more than `MAIL_RETENTION_DAYS` ago; answers how many. */
  async purge(): Promise<number> {
    const before = new Date(this.now().getTime() - MAIL_RETENTION_DAYS * DAY);
    const deleted = await this.db.deleteFrom('commerce_mail').where('created_at', '<', before).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /** The newest mails first. */
  async list(limit = 100): Promise<StoredMail[]> {
    const rows = await this.db
      .selectFrom('commerce_mail')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toMail);
  }

  async get(id: string): Promise<StoredMail | null> {
    const row = await this.db.selectFrom('commerce_mail').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toMail(row) : null;
  }

  /** One delivery attempt (the `attempt`-th) of a claimed mail, and its outcome recorded. */
  private async attempt(transport: MailTransport, id: string, attempt: number, mail: OutgoingMail): Promise<void> {
    try {
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.finishFailed(id, attempt, message, attempt >= MAIL_MAX_ATTEMPTS);
      return;
    }
    // Delivered: only who got which mail and when is kept.
    await this.db
      .updateTable('commerce_mail')
      .set({ sent_at: this.now(), error: null, next_attempt_at: null, text_body: null, html_body: null })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A failed attempt: the next one is due after its delay, or the mail is given up (bodies removed). Only while the
   * mail is still this attempt's (a later claim or a delivery wins).
   */
  private async finishFailed(id: string, attempt: number, message: string, giveUp: boolean): Promise<void> {
    const next = giveUp ? null : new Date(this.now().getTime() + MAIL_RETRY_DELAYS_MS[attempt - 1]!);
    await this.db
      .updateTable('commerce_mail')
      .set({
        error: message.slice(0, MAX_ERROR_LENGTH),
        next_attempt_at: next,
        ...(giveUp ? { text_body: null, html_body: null } : {}),
      })
      .where('id', '=', id)
      .where('attempts', '=', attempt)
      .where('sent_at', 'is', null)
      .execute();
  }
}

function statusOf(row: MailRow): MailStatus {
  if (row.sent_at) return 'sent';
  if (row.next_attempt_at) return 'pending';
  if (row.attempts > 0) return 'failed';
  return 'unsent';
}

function toMail(row: MailRow): StoredMail {
  return {
    id: row.id,
    to: row.to_address,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: statusOf(row),
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.next_attempt_at,
    error: row.error,
  };
}
