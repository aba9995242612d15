import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styles from './Account.module.css';

export interface LoyaltyProgressProps {
  /** Points not yet turned into a voucher. */
  points: number;
  pointsToNextVoucher: number;
  pointsPerVoucher: number;
  /** A voucher's value, formatted by the gateway. */
  voucherValue: string;
}

/** The loyalty club's points and how far the next voucher is (spec commerce §1: 200 points give a 10 euro voucher). */
export function LoyaltyProgress({ points, pointsToNextVoucher, pointsPerVoucher, voucherValue }: LoyaltyProgressProps) {
  const { t } = useLingui();
  const labelId = useId();
  const earned = Math.max(0, Math.min(pointsPerVoucher, pointsPerVoucher - pointsToNextVoucher));
  return (
    <div className={styles.loyalty}>
      <p className={styles.points}>
        <Trans>
          <strong>{points}</strong> points
        </Trans>
      </p>
      <p id={labelId}>
        <Trans>
          {pointsToNextVoucher} more points for your next voucher of {voucherValue}
        </Trans>
      </p>
      <progress
        className={styles.progress}
        max={pointsPerVoucher}
        value={earned}
        aria-labelledby={labelId}
        aria-valuetext={t`${earned} of ${pointsPerVoucher} points`}
      />
    </div>
  );
}
