import type { MailTransport } from '@shop/commerce';
import nodemailer from 'nodemailer';

/** Sends the outbox's mails over SMTP (production): `smtp://user:pass@host:587` or `smtps://…`. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
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
