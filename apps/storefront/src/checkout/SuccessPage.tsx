import { Trans, useLingui } from '@lingui/react/macro';
import { formPage } from '@shop/ui/form';
import { useEffect } from 'react';
import { ShopLink } from '../components/ShopLink';
import { pushDataLayer } from '../tracking/public';
import { SummaryLines, Totals } from './CheckoutSummary';
import type { CheckoutOrderQuery } from './checkout.generated';
import styles from './checkout.module.css';
import { AddressBlock, DeliveryBlock } from './DeliveryBlock';
import { trackPurchase } from './purchase-event';

/** `/checkout/success/`: the thank-you page with the placed order (or why it cannot be shown). */
export function SuccessPage({ order }: { order: CheckoutOrderQuery['order'] }) {
  const { t } = useLingui();
  useEffect(() => {
    if (order) trackPurchase(order, pushDataLayer, typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  }, [order]);
  if (!order) {
    return (
      <div className={styles.narrow}>
        <h1 className={formPage.title}>
          <Trans>We cannot find this order</Trans>
        </h1>
        <p>
          <Trans>
            This order number is unknown, or the order was placed in another browser. Your order confirmation e-mail has
            all the details.
          </Trans>
        </p>
        <ShopLink href="/" className={formPage.primary}>
          <Trans>Go to the home page</Trans>
        </ShopLink>
      </div>
    );
  }
  const orderNumber = order.orderNumber;
  const email = order.email;
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <div className={styles.stepColumn}>
          <h1 className={formPage.title}>
            <Trans>Thank you for your order!</Trans>
          </h1>
          <p>
            <Trans>
              Your order number is <strong>{orderNumber}</strong>. We have sent a confirmation to {email}.
            </Trans>
          </p>
          <p className={styles.promise}>{order.deliveryPromise.text}</p>
          <div className={styles.reviewGrid}>
            <div>
              <h2 className={styles.minor}>
                <Trans>Delivery</Trans>
              </h2>
              <DeliveryBlock
                method={order.shippingMethod}
                address={order.shippingAddress ?? order.billingAddress}
                pickup={order.pickup}
              />
            </div>
            <div>
              <h2 className={styles.minor}>
                <Trans>Billing address</Trans>
              </h2>
              <AddressBlock address={order.billingAddress} />
            </div>
            <div>
              <h2 className={styles.minor}>
                <Trans>Payment method</Trans>
              </h2>
              <p>{order.paymentMethod.name}</p>
            </div>
          </div>
          <ShopLink href="/" className={formPage.primary}>
            <Trans>Continue shopping</Trans>
          </ShopLink>
        </div>
        <aside className={formPage.panel} aria-label={t`Your order`}>
          <h2 className={formPage.panelTitle}>
            <Trans>Order {orderNumber}</Trans>
          </h2>
          <SummaryLines
            lines={order.items.map((line) => ({
              key: line.referencedId,
              name: line.product?.name ?? line.referencedId,
              brand: line.product?.brand?.name,
              url: line.product?.url,
              size: line.label,
              quantity: line.quantity,
              total: line.totalPrice.formatted,
              image: line.product?.image,
            }))}
          />
          <Totals
            rows={[
              { label: t`Subtotal`, value: order.itemsTotal.formatted },
              {
                label: t`Shipping`,
                value: order.freeShipping ? t`Free` : order.shippingCosts.formatted,
              },
              { label: t`Total`, value: order.totalPrice.formatted, total: true },
              { label: t`Of which VAT`, value: order.tax.formatted },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
