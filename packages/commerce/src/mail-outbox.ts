import { randomUUID } from 'node:crypto';
import type { Database, Language } from '@shop/db';
import type { Kysely } from 'kysely';

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

export interface StoredMail extends OutgoingMail {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

/** Delivers a mail (SMTP in production). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The mail outbox: every mail is stored in `commerce_mail` first, then handed to the transport when there is one
 * (SMTP in production) and marked sent, or with the transport's error. Without a transport (development, tests) mails
 * stay unsent and are read on the development mail page.
 */
export class MailOutbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: OutgoingMail): Promise<StoredMail> {
    const id = randomUUID();
    await this.db
      .insertInto('commerce_mail')
      .values({
        id,
        to_address: mail.to,
        kind: mail.kind,
        language: mail.language,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: this.now(),
        sent_at: null,
        error: null,
      })
      .execute();
    if (this.transport) {
      try {
        await this.transport.send(mail);
        await this.db.updateTable('commerce_mail').set({ sent_at: this.now() }).where('id', '=', id).execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await this.db.updateTable('commerce_mail').set({ error: message }).where('id', '=', id).execute();
        throw error;
      }
    }
    return (await this.get(id))!;
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
}

function toMail(row: {
  id: string;
  to_address: string;
  kind: string;
  language: Language;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
  sent_at: Date | null;
  error: string | null;
}): StoredMail {
  return {
    id: row.id,
    to: row.to_address,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    error: row.error,
  };
}
