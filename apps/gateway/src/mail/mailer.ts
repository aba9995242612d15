import { msg } from '@lingui/core/macro';
import type {
  CommerceUpstream,
  Customer,
  MailOutbox,
  NewsletterSignupResult,
  OutgoingMail,
  PasswordRecovery,
  RegistrationRequest,
  StoredMail,
} from '@shop/commerce';
import { formatMoney } from '@shop/domain';
import type { CountryCode, Language, Store } from '@shop/i18n';
import { i18nFor } from '../i18n';
import type { Logger } from '../logger';
import {
  newsletterConfirmationMail,
  orderConfirmationMail,
  passwordRecoveryMail,
  type RenderedMail,
  registrationAttemptMail,
  registrationConfirmationMail,
} from './templates';

const SHOP_NAME = msg({ message: 'Shoes & Fashion', comment: "The shop's name, shown as the logo text" });

export interface MailerDependencies {
  outbox: MailOutbox;
  /** Orders, their recipients and newsletter links. */
  commerce: CommerceUpstream;
  stores: readonly Store[];
  /** Product names by product SKU in a store's language (the catalog's). */
  productNames: (skus: readonly string[], store: Store) => Promise<Map<string, string>>;
  logger: Logger;
}

/**
 * Renders the shop's mails in the recipient's language and puts them in the outbox (which sends them when SMTP is
 * configured; `sweep()` retries failed deliveries). Work the caller should not wait for runs in the background
 * (`later`): the answer of a recovery request must not depend on whether a mail was made. `idle()` waits for that
 * work (shutdown, tests).
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();
  private sweeping = false;

  constructor(private readonly deps: MailerDependencies) {}

  /** Runs mail work after the current answer; a failure is logged, never thrown at the caller. */
  later(description: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.deps.logger.error({ err: error }, `mail: ${description} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * The outbox's upkeep in the background (at start and every minute: app.ts): `sweep()`, unless the previous sweep
   * is still running.
   */
  sweepLater(): void {
    if (this.sweeping) return;
    this.sweeping = true;
    this.later('outbox upkeep', async () => {
      try {
        await this.sweep();
      } finally {
        this.sweeping = false;
      }
    });
  }

  /** Retries the deliveries that are due and deletes the mails past their retention (see MailOutbox). */
  async sweep(): Promise<void> {
    for (const mail of await this.deps.outbox.deliverDue()) this.logDelivery(mail);
    const purged = await this.deps.outbox.purge();
    if (purged > 0) this.deps.logger.info({ purged }, 'mail: deleted mails past their retention');
  }

  /**
   * The recovery mail of a request, when it made a token (nothing is sent for an unknown address). An account's mail
   * is in its store's language with links on its store (the country and language it registered in), whichever store
   * the request came through: the request's store says nothing about the account's owner. An address without an
   * account gets the request store's.
   */
  async passwordRecovery(recovery: PasswordRecovery, requestStore: Store): Promise<void> {
    if (!recovery.resetToken && !recovery.orderHistoryToken) return;
    const store = recovery.customer
      ? this.storeOf(recovery.customer.country, recovery.customer.language)
      : requestStore;
    const i18n = i18nFor(store.language);
    const rendered = passwordRecoveryMail(i18n, {
      language: store.language,
      firstName: recovery.customer?.firstName ?? null,
      shopName: i18n._(SHOP_NAME),
      resetUrl: recovery.resetToken ? `${store.baseUrl}/account/finish/${recovery.resetToken}` : null,
      orderHistoryUrl: recovery.orderHistoryToken
        ? `${store.baseUrl}/account/orders/${recovery.orderHistoryToken}`
        : null,
    });
    await this.send(recovery.email, 'password-recovery', store.language, rendered);
  }

  /**
   * The mail of a registration request: the confirmation link for a new address, in the language and on the store it
   * was made in; for an address with an account, the owner is told (in the account's language and store) that someone
   * tried, with the ways to log in or set a new password.
   */
  async registration(request: RegistrationRequest): Promise<void> {
    if (request.kind === 'existing') {
      const { customer } = request;
      const store = this.storeOf(customer.country, customer.language);
      const i18n = i18nFor(store.language);
      const rendered = registrationAttemptMail(i18n, {
        language: store.language,
        firstName: customer.firstName,
        shopName: i18n._(SHOP_NAME),
        loginUrl: `${store.baseUrl}/account/`,
        recoverUrl: `${store.baseUrl}/account/recover/password/`,
      });
      await this.send(customer.email, 'registration-attempt', store.language, rendered);
      return;
    }
    const store =
      this.deps.stores.find((candidate) => candidate.baseUrl === request.store.baseUrl) ??
      this.storeOf(request.store.country, request.store.language);
    const i18n = i18nFor(store.language);
    const rendered = registrationConfirmationMail(i18n, {
      language: store.language,
      firstName: request.firstName,
      shopName: i18n._(SHOP_NAME),
      confirmUrl: `${store.baseUrl}/account/confirm/${request.token}`,
    });
    await this.send(request.email, 'registration-confirmation', store.language, rendered);
  }

  /**
   * A customer switched the newsletter on (registration, profile): the double opt-in mail with a new settings link,
   * when the address is pending or subscribed (nothing otherwise).
   */
  async newsletterConfirmation(customer: Customer): Promise<void> {
    const link = await this.deps.commerce.newsletter.newLink(customer.email);
    if (link) await this.newsletterLink(link);
  }

  /**
   * The double opt-in mail of a newsletter signup (or the settings link of a subscribed address), in the subscriber's
   * language, linking to `{store base URL}/nieuwsbrief/instellingen/{hash}/`. Nothing when the signup made no link.
   */
  async newsletterLink({ subscriber, token }: NewsletterSignupResult): Promise<void> {
    if (!token) return;
    const store =
      this.deps.stores.find((candidate) => candidate.code === subscriber.storeCode) ??
      this.storeOf(subscriber.country as CountryCode, subscriber.language);
    const i18n = i18nFor(subscriber.language);
    const rendered = newsletterConfirmationMail(i18n, {
      language: subscriber.language,
      firstName: subscriber.firstName || null,
      shopName: i18n._(SHOP_NAME),
      settingsUrl: `${store.baseUrl}/nieuwsbrief/instellingen/${token}/`,
      alreadySubscribed: subscriber.status === 'confirmed',
    });
    await this.send(subscriber.email, 'newsletter-confirmation', subscriber.language, rendered);
  }

  /** The order confirmation, when the order's payment is in. */
  async orderConfirmation(orderId: string): Promise<void> {
    const recipient = await this.deps.commerce.customers.orderMailRecipient(orderId);
    if (!recipient) return;
    const order = await this.deps.commerce.orders.getOrder(orderId);
    const store = this.storeOf(recipient.country, recipient.language);
    const i18n = i18nFor(store.language);
    const names = await this.deps.productNames(
      order.lines.map((line) => line.productNumber),
      store,
    );
    const money = (amount: number) => formatMoney({ amount, currency: order.currency }, store.locale);
    const rendered = orderConfirmationMail(i18n, {
      language: store.language,
      firstName: recipient.firstName,
      shopName: i18n._(SHOP_NAME),
      orderNumber: order.orderNumber,
      lines: order.lines.map((line) => ({
        name: names.get(line.productNumber) ?? line.productNumber,
        size: line.options[0]?.option ?? null,
        quantity: line.quantity,
        total: money(line.totalPrice),
      })),
      shippingCosts: money(order.shippingCosts),
      total: money(order.totalPrice),
      orderUrl: recipient.customerId ? `${store.baseUrl}/customer/orders/${order.id}` : null,
    });
    await this.send(recipient.email, 'order-confirmation', store.language, rendered);
  }

  /** The store of a country and language (its base URL for links); the country's first store, else the first. */
  private storeOf(country: CountryCode, language: Language): Store {
    const { stores } = this.deps;
    return (
      stores.find((store) => store.country === country && store.language === language) ??
      stores.find((store) => store.country === country) ??
      stores[0]!
    );
  }

  private async send(to: string, kind: string, language: Language, rendered: RenderedMail): Promise<void> {
    const mail: OutgoingMail = { to, kind, language, ...rendered };
    this.logDelivery(await this.deps.outbox.send(mail));
  }

  /** A mail's fate in the log: a failed attempt is a warning (it is retried), a given-up mail an error. */
  private logDelivery(mail: StoredMail): void {
    const fields = { mailId: mail.id, kind: mail.kind, status: mail.status, attempts: mail.attempts };
    if (mail.status === 'pending') {
      this.deps.logger.warn(
        { ...fields, error: mail.error, nextAttemptAt: mail.nextAttemptAt },
        'mail: not delivered yet',
      );
    } else if (mail.status === 'failed') {
      this.deps.logger.error({ ...fields, error: mail.error }, 'mail: not delivered, given up');
    } else {
      this.deps.logger.info({ ...fields, sent: mail.status === 'sent' }, 'mail');
    }
  }
}
