import { formPage } from '@shop/ui/form';
import type { ReactNode } from 'react';
import { type CheckoutStep, CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary } from './CheckoutSummary';
import type { CheckoutContextFragment } from './checkout.generated';
import styles from './checkout.module.css';

/** A checkout step's page: the steps, an optional notice, the step's title and form beside the cart's summary. */
export function StepFrame({
  step,
  title,
  cart,
  notice,
  children,
}: {
  step: CheckoutStep;
  title: ReactNode;
  cart: CheckoutContextFragment['cart'];
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <CheckoutSteps current={step} />
      {notice}
      <div className={styles.columns}>
        <div className={styles.stepColumn}>
          <h1 className={formPage.title}>{title}</h1>
          {children}
        </div>
        <CheckoutSummary cart={cart} />
      </div>
    </div>
  );
}
