import type { EngineDeps } from './engine-deps';
import type { OrderSummary } from './model';
import { getOrder, getOrderOfContext } from './order-store';
import { placeOrder } from './place-order';

/** Turning a context's cart into an order, and reading orders as placed. */
export class EmbeddedOrders {
  constructor(private readonly deps: EngineDeps) {}

  /**
   * Turns the cart into an order, exactly once per idempotency key (a repeated call answers the same order); see
   * place-order.ts. `storeCode`: the web store's code.
   */
  placeOrder(token: string, options: { idempotencyKey: string; storeCode?: string | null }): Promise<OrderSummary> {
    return placeOrder(this.deps, token, options);
  }

  getOrder(id: string): Promise<OrderSummary> {
    return getOrder(this.deps.db, id);
  }

  /** An order of this context by its number (the finish page); null when the context did not place it. */
  getOrderOfContext(token: string, orderNumber: string): Promise<OrderSummary | null> {
    return getOrderOfContext(this.deps.db, token, orderNumber);
  }
}
