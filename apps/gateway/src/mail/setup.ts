import type { ProductIndex } from '@shop/catalog';
import { type CommerceUpstream, MailOutbox, type MailTransport } from '@shop/commerce';
import type { Database } from '@shop/db';
import type { Store } from '@shop/i18n';
import type { Kysely } from 'kysely';
import type { GatewayConfig } from '../config';
import type { Logger } from '../logger';
import { Mailer } from './mailer';
import { smtpTransport } from './smtp';

/** The mail outbox and the mailer that renders into it, as the configuration asks. */
export function createMailing({
  db,
  config,
  options,
  logger,
  now,
  commerce,
  stores,
  productIndex,
}: {
  db: Kysely<Database>;
  config: GatewayConfig;
  options: { mailTransport?: MailTransport };
  logger: Logger;
  now: () => Date;
  commerce: CommerceUpstream;
  stores: readonly Store[];
  productIndex: ProductIndex;
}): { outbox: MailOutbox; mailer: Mailer } {
  // Mails: sent over SMTP when configured (a delivered mail keeps no body; failed ones are retried by the sweep
  // below), else kept in the outbox for /dev/mails outside production. In production without SMTP nothing would read
  // the bodies (they hold one-time links): only who got which mail is recorded.
  const mailTransport =
    options.mailTransport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : null);
  const outbox = new MailOutbox(db, {
    transport: mailTransport,
    keepUnsentBodies: config.environment !== 'production',
    now,
  });
  if (config.environment === 'production' && !mailTransport) {
    logger.warn(
      'SMTP_URL is not set: mails (password recovery, order confirmations, newsletter opt-in) are never sent',
    );
  }
  const mailer = new Mailer({
    outbox,
    commerce,
    stores,
    productNames: async (skus, store) => {
      const view = { language: store.language, currency: store.currency, country: store.country };
      const products = await productIndex.productsBySkus(skus, view);
      return new Map(products.flatMap((product) => (product ? [[product.sku, product.name] as const] : [])));
    },
    logger,
  });
  return { outbox, mailer };
}
