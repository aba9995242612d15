import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@shop/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { pushDataLayer } from '../tracking/public';
import { backInStockEvent, type EmailProblem, emailProblem } from './back-in-stock';
import styles from './dialogs.module.css';

export interface BackInStockDialogProps {
  open: boolean;
  onClose: () => void;
  product: { id: string; name: string };
  size: string;
  /** Coming soon (not released yet) rather than sold out: the event and the thank-you differ. */
  comingSoon: boolean;
}

interface FormValues {
  email: string;
  newsletter: boolean;
}

/**
 * "Mail me" (spec §2, §5, §7): the shopper leaves an email address for a size that is sold out or coming soon. No
 * server call: the request goes to the data layer as ComingSoonRequest or StockRequest, then "We've got you".
 */
export default function BackInStockDialog({ open, onClose, product, size, comingSoon }: BackInStockDialogProps) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const productName = product.name;
  const ids = { email: useId(), error: useId(), newsletter: useId() };
  const messages: Record<EmailProblem, string> = {
    required: t`Your email address is required`,
    invalid: t`Please enter a valid email address`,
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '', newsletter: false },
  });

  const onSubmit = handleSubmit((values) => {
    pushDataLayer(backInStockEvent(product, comingSoon, values));
    setSent(true);
  });

  const close = () => {
    setSent(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={sent ? t`We've got you` : t`Mail me`}>
      {sent ? (
        <div className={styles.sent} role="status">
          <p>
            {comingSoon ? (
              <Trans>Thank you! We will email you as soon as {productName} is available.</Trans>
            ) : (
              <Trans>
                Thank you! We will email you as soon as {productName} is back in stock in size {size}.
              </Trans>
            )}
          </p>
          <button type="button" className={styles.primary} onClick={close}>
            <Trans>Continue shopping</Trans>
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p>
            {comingSoon ? (
              <Trans>
                {productName} is coming soon. Leave your email address and we will let you know when size {size} is
                available.
              </Trans>
            ) : (
              <Trans>
                Size {size} of {productName} is sold out. Leave your email address and we will let you know when it is
                back.
              </Trans>
            )}
          </p>
          <div className={styles.field}>
            <label htmlFor={ids.email}>
              <Trans>Email address</Trans>
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? ids.error : undefined}
              {...register('email', {
                validate: (value) => {
                  const problem = emailProblem(value);
                  return problem ? messages[problem] : true;
                },
              })}
            />
            {errors.email && (
              <p id={ids.error} className={styles.error}>
                {errors.email.message}
              </p>
            )}
          </div>
          <div className={styles.check}>
            <input id={ids.newsletter} type="checkbox" {...register('newsletter')} />
            <label htmlFor={ids.newsletter}>
              <Trans>Yes, I want to be the first to be informed about promotions and the latest collections.</Trans>
            </label>
          </div>
          <button type="submit" className={styles.primary}>
            <Trans>Mail me</Trans>
          </button>
        </form>
      )}
    </Dialog>
  );
}
