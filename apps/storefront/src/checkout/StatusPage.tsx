import { Trans, useLingui } from '@lingui/react/macro';
import { formPage } from '@shop/ui/form';
import type { ReactNode } from 'react';
import { ShopLink } from '../components/ShopLink';
import type { CheckoutContextFragment } from './checkout.generated';
import styles from './checkout.module.css';
import { PAYMENT_MESSAGES } from './payment-messages';

/** `/checkout/status/`: where the shopper's order stands after the payment provider, and the way on. */
export function StatusPage({ context }: { context: CheckoutContextFragment | null }) {
  const { i18n } = useLingui();
  const status = context?.cartStatus;
  const hasItems = (context?.cart.itemCount ?? 0) > 0;
  let message: ReactNode;
  let action: ReactNode;
  if (status?.status === 'PAID') {
    message = i18n._(PAYMENT_MESSAGES.paid);
    action = (
      <ShopLink
        href={`/checkout/success/?order=${encodeURIComponent(status.orderNumber)}`}
        className={formPage.primary}
      >
        <Trans>Complete</Trans>
      </ShopLink>
    );
  } else if (status?.status === 'FAILED' && hasItems) {
    message = i18n._(PAYMENT_MESSAGES.failed);
    action = (
      <ShopLink href="/checkout/payment/" className={formPage.primary}>
        <Trans>Choose another payment method</Trans>
      </ShopLink>
    );
  } else if (status?.status === 'CANCELLED' && hasItems) {
    message = i18n._(PAYMENT_MESSAGES.cancelledBefore);
    action = (
      <ShopLink href="/checkout/payment/" className={formPage.primary}>
        <Trans>Try again</Trans>
      </ShopLink>
    );
  } else if (status?.status === 'OPEN') {
    message = <Trans>We have not yet received the outcome of your payment. Click below to check again.</Trans>;
    action = (
      <a href="/checkout/status/" className={formPage.primary}>
        <Trans>Check again</Trans>
      </a>
    );
  } else if (hasItems) {
    message = <Trans>Your shopping bag is waiting for you. Click below to continue your order.</Trans>;
    action = (
      <ShopLink href="/checkout/" className={formPage.primary}>
        <Trans>Continue to checkout</Trans>
      </ShopLink>
    );
  } else {
    message = i18n._(PAYMENT_MESSAGES.empty);
    action = (
      <ShopLink href="/" className={formPage.primary}>
        <Trans>Continue shopping</Trans>
      </ShopLink>
    );
  }
  return (
    <div className={styles.narrow}>
      <h1 className={formPage.title}>
        <Trans>Your order</Trans>
      </h1>
      <p>{message}</p>
      {action}
    </div>
  );
}
