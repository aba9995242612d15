import { beforeAll, it as vitestIt } from 'vitest';
import type { AccountStore, Address, CommerceUpstream, NewsletterStore, RegisterInput, WebhookResult } from '../../src';

/**
 * What a commerce upstream under contract test brings: the upstream and the shop data its tests may count on. An
 * implementation's test builds it (the embedded engine seeds a database; a remote shop's adapter points at a test
 * shop); the suite itself only calls the upstream.
 */
export interface ContractSubject {
  commerce: CommerceUpstream;
  store: AccountStore;
  newsletterStore: NewsletterStore;
  /**
   * Variant SKUs sold in the store, each with at least 20 units in stock and no delivery time; at least two, the first
   * priced at 10.00 or more.
   */
  skus: readonly [string, string, ...string[]];
  /** A SKU the shop does not sell. */
  unknownSku: string;
  /** A complete address in the store's country. */
  address: Address;
  /** The hosted payment page's return addresses. */
  urls: { finishUrl: string; errorUrl: string };
  /** Moves the shop's clock ahead (an earned voucher counts after a waiting period). */
  advanceClock(ms: number): void;
  /**
   * The shopper at the payment provider, and back at the shop: what the shop then knows of the payment. Absent: the
   * embedded test payment page (`completeTestPayment`). A shop system that pays through its own payment apps (Shopware)
   * reads the outcome the provider reported to it when the shopper comes back (`returnFromProvider`).
   */
  pay?(paymentId: string, outcome: PaymentPageOutcome): Promise<WebhookResult>;
}

export type PaymentPageOutcome = 'paid' | 'failed' | 'cancelled';

/** The contract's areas, one `describe` each; `makeSubject` is called once per area that has a test to run. */
export const CONTRACT_AREAS = ['carts', 'checkout', 'accounts', 'loyalty', 'newsletter-stores'] as const;
export type ContractArea = (typeof CONTRACT_AREAS)[number];

export type MakeSubject = (area: ContractArea) => ContractSubject | Promise<ContractSubject>;

/**
 * What an implementation does not keep yet: whole areas, or single tests by their area and name (`carts: adds lines
 * by SKU, …`). Those tests are registered as todo, never as passing; a name that matches no test is an error, so the
 * list cannot outlive the tests it names. The embedded engine passes none: its run is whole.
 */
export interface ContractOptions {
  pendingAreas?: readonly ContractArea[];
  pendingTests?: readonly string[];
  /** Filled in as tests register: every `area: name`, to check `pendingTests` against. */
  registered?: Set<string>;
}

type TestBody = () => Promise<void>;

/**
 * An area's `it`: pending tests become `it.todo`; the subject is made (before the area's tests, handed to `made`)
 * only when the area has a test to run.
 */
export function contractArea(
  area: ContractArea,
  makeSubject: MakeSubject,
  options: ContractOptions,
  made: (subject: ContractSubject) => void,
) {
  const areaPending = options.pendingAreas?.includes(area) ?? false;
  const isPending = (name: string) => areaPending || (options.pendingTests?.includes(`${area}: ${name}`) ?? false);
  let live = false;
  const it = (name: string, body: TestBody) => {
    options.registered?.add(`${area}: ${name}`);
    if (isPending(name)) {
      vitestIt.todo(`${name} (pending for this implementation)`);
      return;
    }
    if (!live) {
      live = true;
      beforeAll(async () => {
        made(await makeSubject(area));
      });
    }
    vitestIt(name, body);
  };
  return it;
}

export const PASSWORD = 'correct horse battery';

let emails = 0;
export const newEmail = () =>
  `contract.${Date.now()}.${++emails}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export const registration = (subject: ContractSubject, email = newEmail()): RegisterInput => ({
  salutationKey: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  email,
  password: PASSWORD,
  billingAddress: subject.address,
});

/** A new guest context in the subject's store: its token. */
export async function guest(subject: ContractSubject): Promise<string> {
  return (await subject.commerce.contexts.getOrCreateContext(null, subject.store)).token;
}

/** A registered customer, confirmed by the mailed link's token and logged in: its id, token and e-mail address. */
export async function customer(subject: ContractSubject) {
  const { commerce, store } = subject;
  const email = newEmail();
  const request = await commerce.registrations.requestRegistration(registration(subject, email), store);
  if (request.kind !== 'new') throw new Error(`A new address answered ${request.kind}`);
  await commerce.registrations.confirmRegistration(request.token);
  const { customer, context } = await commerce.logins.login(email, PASSWORD, store, null);
  return { id: customer.id, token: context.token, email };
}

/** A context ready to order: the e-mail address and billing address filled in. */
export async function readyForCheckout(subject: ContractSubject, token: string): Promise<void> {
  await subject.commerce.checkout.updateContact(token, 'anna@example.com');
  await subject.commerce.checkout.updateAddresses(token, { billingAddress: subject.address, shippingAddress: null });
}

/** Places the context's cart as an order and pays it with the outcome at the payment provider. */
export async function orderAndPay(subject: ContractSubject, token: string, outcome: PaymentPageOutcome = 'paid') {
  const { commerce } = subject;
  const order = await commerce.orders.placeOrder(token, { idempotencyKey: `contract-${Math.random()}` });
  const { paymentId } = await commerce.payments.handlePayment(token, { orderId: order.id, ...subject.urls });
  const result = subject.pay
    ? await subject.pay(paymentId, outcome)
    : await commerce.payments.completeTestPayment(paymentId, outcome);
  return { order, paymentId, result };
}

/** The code a rejected call was refused with (a CommerceError's code, or the error's name). */
export async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).name;
  }
  throw new Error('The call was not refused');
}
