import { contentNotFound, currentCookieChoice } from '../content/public';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import { loadBlockSalutations } from '../newsletter/public';
import {
  CustomerAddressesDocument,
  CustomerDashboardDocument,
  CustomerOrderDocument,
  CustomerOrdersDocument,
  CustomerProfileDocument,
  OrderHistoryByTokenDocument,
} from './customer.generated';
import { MAX_ORDER_PAGES, ORDERS_PAGE_SIZE } from './search';

/**
 * The customer area's loaders. Account data changes by the customer's own mutations (and in other tabs): it is always
 * asked of the gateway, never answered from the browser's cache. The layout route (routes/customer.tsx) guards these
 * pages; a customer that is still null here (the session ended in between) gets the page's "log in" notice.
 */
const fresh: (graphql: GraphqlQuery) => GraphqlQuery = (graphql) => (document, variables) =>
  graphql(document, variables, { fresh: true });

/** The dashboard's latest orders. */
export const DASHBOARD_ORDERS = 3;

/**
 * The dashboard, with the cookie choice the account content page's blocks start from (a cookie settings block) and
 * the store's salutations when they include a newsletter block.
 */
export async function loadDashboard(graphql: GraphqlQuery) {
  const data = await loadQuery(fresh(graphql), CustomerDashboardDocument, { orders: DASHBOARD_ORDERS });
  const contentPage = data.contentPage && {
    ...data.contentPage,
    newsletterSalutations: await loadBlockSalutations(graphql, data.contentPage.blocks),
  };
  return { ...data, contentPage, cookieChoice: currentCookieChoice() };
}

export async function loadProfile(graphql: GraphqlQuery) {
  return loadQuery(fresh(graphql), CustomerProfileDocument, {});
}

export async function loadAddressBook(graphql: GraphqlQuery) {
  return loadQuery(fresh(graphql), CustomerAddressesDocument, {});
}

/** Orders 1 to `pages × 10`, so a reload (or a shared link) shows the same list as "show more" did. */
export async function loadOrders(graphql: GraphqlQuery, pages: number) {
  const { customerOrders } = await loadQuery(fresh(graphql), CustomerOrdersDocument, {
    first: ORDERS_PAGE_SIZE * Math.min(Math.max(1, pages), MAX_ORDER_PAGES),
    offset: 0,
  });
  return { orders: customerOrders ?? null, pages };
}

/** One of the customer's orders; not the customer's (or unknown): the 404 page. */
export async function loadOrder(graphql: GraphqlQuery, id: string) {
  const { customerOrder } = await loadQuery(fresh(graphql), CustomerOrderDocument, { id });
  if (!customerOrder) {
    throw await contentNotFound(graphql);
  }
  return { order: customerOrder };
}

/** The order history of a recovery mail's token (no login); null for an unknown or expired token. */
export async function loadOrderHistory(graphql: GraphqlQuery, token: string) {
  const { orderHistory } = await loadQuery(fresh(graphql), OrderHistoryByTokenDocument, { token });
  return { history: orderHistory ?? null };
}
