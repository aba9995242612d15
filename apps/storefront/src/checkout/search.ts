/** The checkout's URL parameters: the payment service's return status and the finished order's number. */
export type PaymentReturnStatus = 'cancelled' | 'failed' | 'expired' | 'open';

const RETURN_STATUSES: readonly string[] = ['cancelled', 'failed', 'expired', 'open'];

export function parsePaymentSearch(search: Record<string, unknown>): { status?: PaymentReturnStatus } {
  const status = search.status;
  return typeof status === 'string' && RETURN_STATUSES.includes(status)
    ? { status: status as PaymentReturnStatus }
    : {};
}

export function parseOrderSearch(search: Record<string, unknown>): { order?: string } {
  const order = search.order;
  if (typeof order === 'string' && /^[\w-]{1,40}$/.test(order)) return { order };
  if (typeof order === 'number') return { order: String(order) };
  return {};
}
