import { msg } from '@lingui/core/macro';
import type {
  CommerceEngine,
  Customer,
  CustomerAccounts,
  MailOutbox,
  Newsletter,
  NewsletterSignupResult,
  OutgoingMail,
  PasswordRecovery,
} from '@shop/commerce';
import type { CommerceCountryCode, Language } from '@shop/db';
import { formatMoney } from '@shop/domain';
import type { Store } from '@shop/i18n';
import { i18nFor } from '../i18n';
import type { Logger } from '../logger';
import {
  newsletterConfirmationMail,
  orderConfirmationMail,
  passwordRecoveryMail,
  type RenderedMail,
} from './templates';

const SHOP_NAME = msg({ message: 'Shoes & Fashion', comment: "The shop's name, shown as the logo text" });

export interface MailerDependencies {
  outbox: MailOutbox;
  engine: CommerceEngine;
  accounts: CustomerAccounts;
  newsletter: Newsletter;
  stores: readonly Store[];
  /** Product names by product SKU in a store's language (the catalog's). */
  productNames: (skus: readonly string[], store: Store) => Promise<Map<string, string>>;
  logger: Logger;
}

/**
 * Renders the shop's mails in the recipient's language and puts them in the outbox (which sends them when SMTP is
 * configured). Work the caller should not wait for runs in the background (`later`): the answer of a recovery
 * request must not depend on whether a mail was made. `idle()` waits for that work (shutdown, tests).
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

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

  /** The recovery mail of a request, when it made a token (nothing is sent for an unknown address). */
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
   * A customer switched the newsletter on (registration, profile): the double opt-in mail with a new settings link,
   * when the address is pending or subscribed (nothing otherwise).
   */
  async newsletterConfirmation(customer: Customer): Promise<void> {
    const link = await this.deps.newsletter.newLink(customer.email);
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
      this.storeOf(subscriber.country as CommerceCountryCode, subscriber.language);
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
    const recipient = await this.deps.accounts.orderMailRecipient(orderId);
    if (!recipient) return;
    const order = await this.deps.engine.getOrder(orderId);
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
  private storeOf(country: CommerceCountryCode, language: Language): Store {
    const { stores } = this.deps;
    return (
      stores.find((store) => store.country === country && store.language === language) ??
      stores.find((store) => store.country === country) ??
      stores[0]!
    );
  }

  private async send(to: string, kind: string, language: Language, rendered: RenderedMail): Promise<void> {
    const mail: OutgoingMail = { to, kind, language, ...rendered };
    const stored = await this.deps.outbox.send(mail);
    this.deps.logger.info({ mailId: stored.id, kind, sent: stored.sentAt !== null }, 'mail');
  }
}
