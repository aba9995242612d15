import { describeEachDatabase } from '@shop/db/testing';
import { expect, it, vi } from 'vitest';
import {
  MAIL_DELIVERY_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETENTION_DAYS,
  MAIL_RETRY_DELAYS_MS,
  MailOutbox,
  type MailTransport,
  type OutgoingMail,
} from '../src';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the test moves. */
function clock(start: Date) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let mails = 0;
/** A recovery mail with a one-time link in both bodies. */
const recoveryMail = (): OutgoingMail => {
  const token = `token-${++mails}-${'x'.repeat(32)}`;
  return {
    to: `anna.${mails}@example.com`,
    kind: 'password-recovery',
    language: 'nl',
    subject: 'Stel een nieuw wachtwoord in',
    text: `http://localhost:3000/account/finish/${token}`,
    html: `<a href="http://localhost:3000/account/finish/${token}">Stel een nieuw wachtwoord in</a>`,
  };
};

/** A transport that answers each attempt from a script (`ok`, or an error message), then delivers. */
function scriptedTransport(script: readonly (string | 'ok')[] = []) {
  const attempts: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      const outcome = script[attempts.length] ?? 'ok';
      attempts.push(mail);
      if (outcome !== 'ok') throw new Error(outcome);
    },
  };
  return { transport, attempts };
}

describeEachDatabase('the mail outbox', (getDb) => {
  /** The stored bodies of a mail, as in the table. */
  const storedBodies = (id: string) =>
    getDb()
      .selectFrom('commerce_mail')
      .select(['text_body', 'html_body'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps mails unsent with their bodies without a transport (the development mail page)', async () => {
    const outbox = new MailOutbox(getDb());
    const mail = recoveryMail();
    const kept = await outbox.send(mail);
    expect(kept).toMatchObject({ ...mail, status: 'unsent', attempts: 0, sentAt: null, nextAttemptAt: null });
    expect(await outbox.deliverDue()).toEqual([]);
    expect(await outbox.get(kept.id)).toEqual(kept);
    expect((await outbox.list()).map((entry) => entry.id)).toContain(kept.id);
    expect(await outbox.get('unknown')).toBeNull();
  });

  it('records only who got which mail without a transport when nothing will read the bodies (production)', async () => {
    const outbox = new MailOutbox(getDb(), { keepUnsentBodies: false });
    const mail = recoveryMail();
    const recorded = await outbox.send(mail);
    expect(recorded).toMatchObject({ to: mail.to, subject: mail.subject, status: 'unsent', text: null, html: null });
    expect(await storedBodies(recorded.id)).toEqual({ text_body: null, html_body: null });
  });

  it('delivers at once and keeps no body of a delivered mail: its one-time link is not stored', async () => {
    const { transport, attempts } = scriptedTransport();
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const outbox = new MailOutbox(getDb(), { transport, now: time.now });
    const mail = recoveryMail();
    const sent = await outbox.send(mail);
    expect(attempts).toEqual([mail]);
    expect(sent).toMatchObject({
      to: mail.to,
      kind: 'password-recovery',
      language: 'nl',
      subject: mail.subject,
      text: null,
      html: null,
      status: 'sent',
      attempts: 1,
      createdAt: time.now(),
      sentAt: time.now(),
      nextAttemptAt: null,
      error: null,
    });
    expect(await storedBodies(sent.id)).toEqual({ text_body: null, html_body: null });
    const link = mail.text.split('/').at(-1)!;
    const holding = await getDb()
      .selectFrom('commerce_mail')
      .select('id')
      .where((eb) => eb.or([eb('text_body', 'like', `%${link}%`), eb('html_body', 'like', `%${link}%`)]))
      .execute();
    expect(holding).toEqual([]);
  });

  it('retries a failed delivery after a delay, then forgets the bodies once it is sent', async () => {
    const { transport, attempts } = scriptedTransport(['SMTP down', 'SMTP still down', 'ok']);
    const time = clock(new Date('2025-03-02T10:00:00Z'));
    const outbox = new MailOutbox(getDb(), { transport, now: time.now });
    const mail = recoveryMail();
    const first = await outbox.send(mail);
    // A failed attempt is not the caller's problem: the mail waits for the next one, bodies and all.
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'SMTP down',
      sentAt: null,
      text: mail.text,
      html: mail.html,
      nextAttemptAt: new Date(time.now().getTime() + MAIL_RETRY_DELAYS_MS[0]!),
    });
    time.advance(MAIL_RETRY_DELAYS_MS[0]! - 1000);
    expect(await outbox.deliverDue()).toEqual([]);
    time.advance(1000);
    const [second] = await outbox.deliverDue();
    expect(second).toMatchObject({
      id: first.id,
      status: 'pending',
      attempts: 2,
      error: 'SMTP still down',
      nextAttemptAt: new Date(time.now().getTime() + MAIL_RETRY_DELAYS_MS[1]!),
    });
    time.advance(MAIL_RETRY_DELAYS_MS[1]!);
    const [third] = await outbox.deliverDue();
    expect(third).toMatchObject({
      id: first.id,
      status: 'sent',
      attempts: 3,
      error: null,
      sentAt: time.now(),
      nextAttemptAt: null,
      text: null,
      html: null,
    });
    expect(attempts).toEqual([mail, mail, mail]);
    expect(await outbox.deliverDue()).toEqual([]);
  });

  it(`gives a mail up after ${MAIL_MAX_ATTEMPTS} failed attempts, removing its bodies`, async () => {
    const { transport, attempts } = scriptedTransport(Array(10).fill('mailbox unavailable'));
    const time = clock(new Date('2025-03-03T10:00:00Z'));
    const outbox = new MailOutbox(getDb(), { transport, now: time.now });
    const { id } = await outbox.send(recoveryMail());
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      time.advance(delay);
      expect(await outbox.deliverDue()).toHaveLength(1);
    }
    expect(attempts).toHaveLength(MAIL_MAX_ATTEMPTS);
    expect(await outbox.get(id)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      error: 'mailbox unavailable',
      sentAt: null,
      nextAttemptAt: null,
      text: null,
      html: null,
    });
    time.advance(DAY);
    expect(await outbox.deliverDue()).toEqual([]);
    expect(attempts).toHaveLength(MAIL_MAX_ATTEMPTS);
  });

  it('retries a mail whose attempt was cut off once its lease has passed, and each due attempt only once', async () => {
    const time = clock(new Date('2025-03-04T10:00:00Z'));
    // A process that stops answering in the middle of the first attempt.
    let release: (() => void) | undefined;
    const stuck = new MailOutbox(getDb(), {
      transport: { send: () => new Promise<void>((resolve) => (release = resolve)) },
      now: time.now,
    });
    const mail = recoveryMail();
    const cutOff = stuck.send(mail);
    await vi.waitFor(() => expect(release).toBeDefined());
    const { id } = await getDb()
      .selectFrom('commerce_mail')
      .select('id')
      .where('to_address', '=', mail.to)
      .executeTakeFirstOrThrow();

    // Two other processes sweep at once: the mail is not theirs before the lease ends, then one of them sends it.
    const { transport, attempts } = scriptedTransport();
    const sweepers = [0, 1].map(() => new MailOutbox(getDb(), { transport, now: time.now }));
    expect(await sweepers[0]!.deliverDue()).toEqual([]);
    time.advance(MAIL_DELIVERY_LEASE_MS);
    const swept = await Promise.all(sweepers.map((sweeper) => sweeper.deliverDue()));
    expect(swept.flat()).toEqual([expect.objectContaining({ id, status: 'sent', attempts: 2 })]);
    expect(attempts).toEqual([mail]);

    release!();
    expect(await cutOff).toMatchObject({ id, status: 'sent', text: null, html: null });
  });

  it(`forgets every mail ${MAIL_RETENTION_DAYS} days after it was made`, async () => {
    // Before every other mail of this file, which must stay.
    const time = clock(new Date('2020-01-01T10:00:00Z'));
    const kept = new MailOutbox(getDb(), { now: time.now });
    const { transport } = scriptedTransport(['SMTP down']);
    const sending = new MailOutbox(getDb(), { transport, now: time.now });
    const old = [
      await kept.send(recoveryMail()),
      await sending.send(recoveryMail()),
      await sending.send(recoveryMail()),
    ];
    expect(old.map((mail) => mail.status)).toEqual(['unsent', 'pending', 'sent']);
    time.advance(MAIL_RETENTION_DAYS * DAY - 1000);
    const recent = await kept.send(recoveryMail());
    expect(await kept.purge()).toBe(0);
    time.advance(1001);
    expect(await kept.purge()).toBe(3);
    for (const mail of old) expect(await kept.get(mail.id)).toBeNull();
    expect(await kept.get(recent.id)).toMatchObject({ status: 'unsent' });
  });
});
