import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ShopLink } from '../components/ShopLink';
import type { MyOrderDetailFragment, MyOrderListFragment } from './customer.generated';
import styles from './customer.module.css';
import { LoginNotice } from './LoginNotice';
import { OrderDetail, OrderList } from './Orders';
import { ORDERS_PAGE_SIZE } from './search';

/** `/customer/orders/`: the customer's orders, newest first, 10 more with every "show more" (`?page=`). */
export function OrdersPage({ orders, pages }: { orders: MyOrderListFragment | null; pages: number }) {
  if (!orders) return <LoginNotice />;
  const shown = orders.orders.length;
  const total = orders.count;
  const more = shown < total && shown >= pages * ORDERS_PAGE_SIZE;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My orders</Trans>
      </h1>
      {total === 0 ? (
        <p>
          <Trans>You have not ordered anything yet.</Trans>
        </p>
      ) : (
        <>
          <OrderList orders={orders.orders} />
          <div className={styles.more}>
            <p role="status">
              <Trans>
                You have seen {shown} of {total} orders
              </Trans>
            </p>
            {more && (
              <Link
                to="/customer/orders/"
                search={{ page: pages + 1 }}
                resetScroll={false}
                replace
                className={styles.secondary}
              >
                <Trans>Show more</Trans>
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** `/customer/orders/$id`: one order with its items, statuses, addresses and track and trace. */
export function OrderPage({ order }: { order: MyOrderDetailFragment }) {
  const number = order.number;
  return (
    <div className={styles.page}>
      <p>
        <ShopLink href="/customer/orders/">
          <Trans>Back to my orders</Trans>
        </ShopLink>
      </p>
      <h1 className={styles.title}>
        <Trans>Order {number}</Trans>
      </h1>
      <OrderDetail order={order} />
    </div>
  );
}

/**
 * `/account/orders/$token`: the orders of the e-mail address a recovery mail was sent to, without logging in. An
 * unknown or expired token says so and leads to a new mail.
 */
export function OrderHistoryPage({ history }: { history: { count: number; orders: MyOrderDetailFragment[] } | null }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Your order history</Trans>
      </h1>
      {!history ? (
        <div role="alert" className={styles.section}>
          <p>
            <Trans>This link to your order history is unknown or has expired. Links are valid for 7 days.</Trans>
          </p>
          <p>
            <ShopLink href="/account/recover/password/" className={styles.primary}>
              <Trans>Request a new e-mail</Trans>
            </ShopLink>
          </p>
        </div>
      ) : history.orders.length === 0 ? (
        <p>
          <Trans>There are no orders for this e-mail address.</Trans>
        </p>
      ) : (
        <OrderList orders={history.orders} details />
      )}
    </div>
  );
}
