/** Orders per "show more" on /customer/orders/. */
export const ORDERS_PAGE_SIZE = 10;
/** The most pages the URL may ask for at once. */
export const MAX_ORDER_PAGES = 10;

/** The `?page=` of the orders list: a whole number from 2 up, capped; anything else is page 1 (no parameter). */
export function parseOrdersSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page: Math.min(page, MAX_ORDER_PAGES) } : {};
}
