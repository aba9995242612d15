import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What the shopper chooses on the hosted test payment page, as a real payment service page offers. */
export type PaymentOutcome = 'paid' | 'cancelled' | 'failed';

/** The webhook's body (JSON): one event per outcome; `eventId` makes a replay recognisable. */
export interface PaymentWebhookEvent {
  eventId: string;
  paymentId: string;
  outcome: PaymentOutcome;
}

export interface SignedWebhook {
  /** The raw JSON body, exactly as signed. */
  body: string;
  /** Hex HMAC-SHA256 of the body with the shared secret (the `x-test-psp-signature` header). */
  signature: string;
}

/**
 * The embedded test payment service: a hosted page per payment (served by the gateway at `pageBaseUrl/{paymentId}`)
 * and webhooks signed with HMAC-SHA256, as a real payment service would send them.
 */
export class TestPaymentService {
  readonly #secret: string;
  readonly pageBaseUrl: string;

  constructor({ secret, pageBaseUrl }: { secret: string; pageBaseUrl: string }) {
    if (secret.length < 16) throw new RangeError('The webhook secret needs at least 16 characters');
    this.#secret = secret;
    this.pageBaseUrl = pageBaseUrl.replace(/\/+$/, '');
  }

  hostedPageUrl(paymentId: string): string {
    return `${this.pageBaseUrl}/${encodeURIComponent(paymentId)}`;
  }

  sign(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('hex');
  }

  verify(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The webhook the service sends when the shopper chose an outcome on the hosted page. */
  webhook(paymentId: string, outcome: PaymentOutcome, eventId: string = randomUUID()): SignedWebhook {
    const body = JSON.stringify({ eventId, paymentId, outcome } satisfies PaymentWebhookEvent);
    return { body, signature: this.sign(body) };
  }
}
