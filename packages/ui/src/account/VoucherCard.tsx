import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './Account.module.css';
import { Barcode } from './Barcode';

export interface VoucherCardProps {
  /** What the voucher is, in the shopper's language (the gateway's text). */
  text: string;
  /** The value, formatted by the gateway. */
  value: string;
  /** Valid from and until, formatted in the store's locale by the app. */
  validFrom: string;
  validUntil: string;
  /** The code, drawn as a barcode and written out. */
  code: string;
  /** Not yet redeemable (valid from lies ahead): shown, marked, without the action. */
  upcoming?: boolean | undefined;
  /** Under the card: a "Redeem" button in the cart. */
  action?: ReactNode | undefined;
  /** The heading level of the voucher's text within the page. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** A loyalty voucher (spec commerce §3 Voucher): its text, value, validity and barcode. */
export function VoucherCard({
  text,
  value,
  validFrom,
  validUntil,
  code,
  upcoming = false,
  action,
  headingLevel = 3,
}: VoucherCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.voucher} data-upcoming={upcoming || undefined}>
      <Heading className={styles.voucherTitle}>
        <span className={styles.voucherValue}>{value}</span> {text}
      </Heading>
      <p className={styles.voucherDates}>
        {upcoming ? (
          <Trans>
            Available from {validFrom}, valid until {validUntil}
          </Trans>
        ) : (
          <Trans>
            Valid from {validFrom} until {validUntil}
          </Trans>
        )}
      </p>
      <Barcode code={code} className={styles.voucherBarcode} />
      {action && !upcoming && <div className={styles.voucherAction}>{action}</div>}
    </article>
  );
}
