import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Choice, Fieldset, formPage } from '@shop/ui/form';
import { useRef, useState } from 'react';
import { ErrorMessages } from '../components/ErrorMessages';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { CheckoutContextFragment, CheckoutPaymentQuery } from './checkout.generated';
import styles from './checkout.module.css';
import { placeOrderAndPay, savePaymentMethod } from './checkout-actions';
import { OrderReview } from './OrderReview';
import { PAYMENT_MESSAGES } from './payment-messages';
import { StepFrame } from './StepFrame';
import type { PaymentReturnStatus } from './search';
import { useBaseUrl, useStepContext } from './step-context';

/** `/checkout/payment/`: the payment method, the order to check, "Place order and pay"; and why the shopper is back. */
export function PaymentPage({
  data,
  status,
}: {
  data: CheckoutPaymentQuery & { context: CheckoutContextFragment };
  status: PaymentReturnStatus | undefined;
}) {
  const { t, i18n } = useLingui();
  const graphql = useGraphql();
  const baseUrl = useBaseUrl();
  const [context, setContext] = useStepContext(data.context);
  const [methodId, setMethodId] = useState(
    data.paymentMethods.find((method) => method.selected)?.id ?? context.paymentMethod.id,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const placed = useRef<string | null>(null);

  const changeMethod = async (id: string) => {
    setMethodId(id);
    setErrors([]);
    try {
      const answer = await savePaymentMethod(graphql, id);
      if (answer.context) setContext(answer.context);
      setErrors(answer.errors.map((error) => error.message));
    } catch {
      setErrors([t`The payment method could not be saved. Please try again.`]);
    }
  };

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      setErrors(
        await placeOrderAndPay(graphql, { methodId, savedMethodId: context.paymentMethod.id, placed, baseUrl }),
      );
    } catch {
      // No answer: the key stays, so the next click retries the same attempt.
      setErrors([t`Your order could not be placed right now. Please try again.`]);
    } finally {
      setBusy(false);
    }
  };

  const notice = status ? (
    <Alert tone={status === 'failed' ? 'error' : 'info'}>
      <p>{i18n._(PAYMENT_MESSAGES[status])}</p>
    </Alert>
  ) : null;

  return (
    <StepFrame step="payment" title={<Trans>Payment</Trans>} cart={context.cart} notice={notice}>
      <div className={styles.form}>
        <ErrorMessages messages={errors} />
        <Fieldset legend={t`Payment method`}>
          {data.paymentMethods.map((method) => (
            <Choice
              key={method.id}
              name="paymentMethod"
              value={method.id}
              checked={method.id === methodId}
              onChange={() => void changeMethod(method.id)}
              label={method.name}
              details={method.description || undefined}
            />
          ))}
        </Fieldset>
        <OrderReview context={context} />
        <button type="button" className={formPage.primary} onClick={() => void pay()} disabled={busy} aria-busy={busy}>
          <Trans>Place order and pay</Trans>
        </button>
      </div>
    </StepFrame>
  );
}
