import type { MailTransport } from '@shop/commerce';
import nodemailer from 'nodemailer';

/**
 * Sends the outbox's mails over SMTP (production): `smtp://user:pass@host:587` or `smtps://…`. An attempt gives up
 * within about two minutes (nodemailer waits up to ten for an idle socket by default), well inside the outbox's
 * delivery lease: a failed attempt is retried by the outbox's sweep, never twice at once.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
    },
  };
}
