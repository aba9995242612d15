import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Price } from '@shop/ui';
import { useRouteContext } from '@tanstack/react-router';
import { ShopLink, shopPath } from '../components/ShopLink';
import { formatDate } from '../lib/format-date';
import type { MyOrderAddressFragment, MyOrderDetailFragment, MyOrderSummaryFragment } from './customer.generated';
import styles from './customer.module.css';

export const useLocale = () => useRouteContext({ from: '__root__', select: (context) => context.store.locale });

/** The order's page in the customer area. */
export const orderPath = (order: { id: string }) => `/customer/orders/${encodeURIComponent(order.id)}`;

/**
 * The engine's fulfilment statuses in the shopper's language (spec commerce §4: separate fields, their allowed values
 * not shown). A value this list does not know is shown as the engine wrote it.
 */
const STATUS_WORDS: Record<string, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'order status' }),
  approved: msg({ message: 'Approved', context: 'order status' }),
  cancelled: msg({ message: 'Cancelled', context: 'order status' }),
  failed: msg({ message: 'Failed', context: 'order status' }),
  'not allocated': msg({ message: 'Not allocated', context: 'order status' }),
  allocated: msg({ message: 'Allocated', context: 'order status' }),
  'not picked': msg({ message: 'Not picked', context: 'order status' }),
  picked: msg({ message: 'Picked', context: 'order status' }),
  'not shipped': msg({ message: 'Not shipped', context: 'order status' }),
  shipped: msg({ message: 'Shipped', context: 'order status' }),
};

export function useStatusWord() {
  const { i18n } = useLingui();
  return (value: string) => {
    const words = STATUS_WORDS[value.trim().toLowerCase()];
    return words ? i18n._(words) : value;
  };
}

/**
 * The orders as a list (spec commerce §2 /customer/orders): number, date, total, the display status (the gateway's
 * text: shipped or processing for sale orders, else the order type) and a link to the order, or, where there is no
 * order page to go to (the order history by e-mail token), the order's details in place.
 */
export function OrderList({
  orders,
  details,
}: {
  orders: readonly (MyOrderSummaryFragment | MyOrderDetailFragment)[];
  details?: boolean;
}) {
  const locale = useLocale();
  return (
    <ul className={styles.orders}>
      {orders.map((order) => {
        const date = formatDate(order.createdAt, locale);
        const number = order.number;
        return (
          <li key={order.id} className={styles.order}>
            <div>
              <p className={styles.orderNumber}>
                <Trans>Order {number}</Trans>
              </p>
              <p className={styles.muted}>
                <Trans>Ordered on {date}</Trans>
              </p>
              <p className={styles.status} data-status={order.displayStatus.kind}>
                {order.displayStatus.text}
              </p>
            </div>
            <div className={styles.actions}>
              <p>
                <span className="visually-hidden">
                  <Trans>Total:</Trans>{' '}
                </span>
                {order.totalAmount.formatted}
              </p>
              {!details && (
                <ShopLink href={orderPath(order)} className={styles.secondary}>
                  <Trans>View order</Trans>
                  <span className="visually-hidden"> {number}</span>
                </ShopLink>
              )}
            </div>
            {details && 'items' in order && (
              <details className={styles.orderDetails}>
                <summary>
                  <Trans>Details of order {number}</Trans>
                </summary>
                <OrderDetail order={order} headingLevel={3} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function OrderAddress({ address }: { address: MyOrderAddressFragment }) {
  const name = [address.firstname, address.insertion, address.lastname].filter(Boolean).join(' ');
  const addition = address.houseNumberAddition ? ` ${address.houseNumberAddition}` : '';
  return (
    <address>
      {name}
      <br />
      {address.street} {address.houseNumber}
      {addition}
      <br />
      {address.zipcode} {address.city}
      <br />
      {address.countryCode}
    </address>
  );
}

/**
 * One order (spec commerce §3 Customer order, Order history entry): its statuses (approval, allocation, pick,
 * shipment), shipment date and track-and-trace link, the lines (articles with size and prices, delivery, transaction
 * costs, discount), the totals and the addresses.
 */
export function OrderDetail({ order, headingLevel = 2 }: { order: MyOrderDetailFragment; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const word = useStatusWord();
  const Heading = `h${headingLevel}` as const;
  const shipped = order.shipmentDate ? formatDate(order.shipmentDate, locale) : null;
  return (
    <div className={styles.section}>
      <section className={styles.section}>
        <Heading className={styles.sectionTitle}>
          <Trans>Status</Trans>
        </Heading>
        <p className={styles.status} data-status={order.displayStatus.kind}>
          {order.displayStatus.text}
        </p>
        <dl className={styles.statuses}>
          <div>
            <dt>
              <Trans>Approval</Trans>
            </dt>
            <dd>{word(order.approvalStatus)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Allocation</Trans>
            </dt>
            <dd>{word(order.allocationStatus)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Pick</Trans>
            </dt>
            <dd>{word(order.pickStatus)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Shipment</Trans>
            </dt>
            <dd>{word(order.shipmentStatus)}</dd>
          </div>
          {shipped && (
            <div>
              <dt>
                <Trans>Shipped on</Trans>
              </dt>
              <dd>{shipped}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Shipping method</Trans>
            </dt>
            <dd>{order.shipmentMethod}</dd>
          </div>
        </dl>
        {order.trackTraceUrl && (
          <p>
            <a href={order.trackTraceUrl} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
              <Trans>Track your parcel</Trans>
              <span className="visually-hidden">
                {' '}
                <Trans>(opens the carrier's page in a new window)</Trans>
              </span>
            </a>
          </p>
        )}
      </section>

      <section className={styles.section}>
        <Heading className={styles.sectionTitle}>
          <Trans>Items</Trans>
        </Heading>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <OrderItemRow key={`${item.type}-${item.sku ?? index}`} item={item} />
          ))}
        </ul>
        <dl className={styles.statuses}>
          <div>
            <dt>
              <Trans>Shipping costs</Trans>
            </dt>
            <dd>{order.shippingCosts.formatted}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{order.totalAmount.formatted}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.section}>
        <Heading className={styles.sectionTitle}>
          <Trans>Addresses</Trans>
        </Heading>
        <div className={styles.addresses}>
          <div>
            <p className={styles.status}>
              <Trans>Billing address</Trans>
            </p>
            <OrderAddress address={order.invoiceAddress} />
          </div>
          {order.deliveryAddress && (
            <div>
              <p className={styles.status}>
                <Trans>Delivery address</Trans>
              </p>
              <OrderAddress address={order.deliveryAddress} />
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

type OrderItem = MyOrderDetailFragment['items'][number];

function OrderItemRow({ item }: { item: OrderItem }) {
  const { t } = useLingui();
  const size = item.size;
  const quantity = item.quantity;
  const price = <Price price={item.salePrice.formatted} regularPrice={item.regularPrice.formatted} />;
  if (item.type !== 'ARTICLE') {
    const label =
      item.type === 'DELIVERY' ? t`Delivery` : item.type === 'TRANSACTION_COSTS' ? t`Transaction costs` : t`Discount`;
    return (
      <li className={styles.item} data-type={item.type}>
        <span />
        <p>{item.name || label}</p>
        {price}
      </li>
    );
  }
  const product = item.product;
  return (
    <li className={styles.item} data-type={item.type}>
      {product?.image ? <img src={product.image.url} alt="" width={166} height={235} loading="lazy" /> : <span />}
      <div>
        <p className={styles.status}>
          {product?.url ? <ShopLink href={shopPath(product.url)}>{item.name}</ShopLink> : item.name}
        </p>
        {product?.brand && <p className={styles.muted}>{product.brand.name}</p>}
        {size && (
          <p className={styles.muted}>
            <Trans>Size: {size}</Trans>
          </p>
        )}
        <p className={styles.muted}>
          <Trans>Quantity: {quantity}</Trans>
        </p>
      </div>
      {price}
    </li>
  );
}
