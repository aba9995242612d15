/** The checkout's URL parameters: the payment service's return status and the finished order's number. */
export type PaymentReturnStatus = 'cancelled' | 'failed';

export function parsePaymentSearch(search: Record<string, unknown>): { status?: PaymentReturnStatus } {
  const status = search.status;
  return status === 'cancelled' || status === 'failed' ? { status } : {};
}

export function parseOrderSearch(search: Record<string, unknown>): { order?: string } {
  const order = search.order;
  if (typeof order === 'string' && /^[\w-]{1,40}$/.test(order)) return { order };
  if (typeof order === 'number') return { order: String(order) };
  return {};
}
