import type { CustomerOrder } from '../model';

/**
 * The order history by a mailed e-mail token (`/account/orders/{token}`, the recovery mail's second link) has no
 * Store API equivalent: Shopware lists orders only in a logged-in customer's context (`/order`), and finds a guest's
 * single order only by its deep-link code with the e-mail address or postcode. The adapter mails no history token
 * (password recovery answers none), so a history link opens nothing: the shop answers it as an unknown link (null).
 */
export function ordersByEmailToken(_token: string): Promise<{ count: number; orders: CustomerOrder[] } | null> {
  return Promise.resolve(null);
}
