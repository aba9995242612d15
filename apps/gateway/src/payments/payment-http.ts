// What the payment routes share, the test payment service's pages and a real provider's routes alike: their type,
// the follow-up of an applied outcome, and reading a small request body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CommerceOrders } from '@shop/commerce';

/** A payment route set: answers a request that is its own and says so, or answers false for other paths. */
export type PaymentPages = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

export interface PaymentHooks {
  /** An order's payment has just become paid (once per order: replays and late events are not applied). */
  onPaid?: (orderId: string) => void;
}

/** A paid order is confirmed by mail; a cancelled or failed payment gave its stock back: the catalog follows. */
export function outcomeFollowUp(
  engine: { orders: CommerceOrders },
  onStockChanged: (skus: readonly string[]) => Promise<void>,
  hooks: PaymentHooks,
) {
  return async (result: { applied: boolean; state: string; orderId: string }) => {
    if (!result.applied) return;
    if (result.state === 'paid') {
      hooks.onPaid?.(result.orderId);
      return;
    }
    const order = await engine.orders.getOrder(result.orderId);
    await onStockChanged(order.lines.map((line) => line.referencedId));
  };
}

/** A webhook or form body is small: anything larger is refused (null) before it is held in memory. */
const MAX_BODY_BYTES = 4096;

export async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
