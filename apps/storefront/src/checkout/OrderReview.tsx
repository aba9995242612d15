import { Trans } from '@lingui/react/macro';
import { ShopLink } from '../components/ShopLink';
import type { CheckoutContextFragment } from './checkout.generated';
import styles from './checkout.module.css';
import { AddressBlock, DeliveryBlock } from './DeliveryBlock';

/** "Check your order" on the payment step: contact, billing address and delivery, each with a link to change it. */
export function OrderReview({ context }: { context: CheckoutContextFragment }) {
  const billing = context.billingAddress;
  return (
    <section className={styles.review} aria-labelledby="checkout-review">
      <h2 id="checkout-review" className={styles.subtitle}>
        <Trans>Check your order</Trans>
      </h2>
      <div className={styles.reviewGrid}>
        <div>
          <h3 className={styles.minor}>
            <Trans>Contact</Trans>
          </h3>
          <p>{context.email}</p>
          <ShopLink href="/checkout/" className={styles.link}>
            <Trans>Change email address</Trans>
          </ShopLink>
        </div>
        {billing && (
          <div>
            <h3 className={styles.minor}>
              <Trans>Billing address</Trans>
            </h3>
            <AddressBlock address={billing} />
            <ShopLink href="/checkout/shipment/" className={styles.link}>
              <Trans>Change address</Trans>
            </ShopLink>
          </div>
        )}
        <div>
          <h3 className={styles.minor}>
            <Trans>Delivery</Trans>
          </h3>
          <DeliveryBlock
            method={context.shippingMethod}
            address={context.shippingAddress ?? billing}
            pickup={context.pickup}
          />
          <ShopLink href="/checkout/shipment/" className={styles.link}>
            <Trans>Change delivery</Trans>
          </ShopLink>
        </div>
      </div>
    </section>
  );
}
