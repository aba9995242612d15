import { Trans } from '@lingui/react/macro';
import styles from './Price.module.css';

export interface PriceProps {
  /** What the shopper pays, formatted by the gateway for the store. */
  price: string;
  /** The price before discount, formatted likewise; shown struck through only when it differs. */
  regularPrice?: string | null | undefined;
  className?: string | undefined;
}

/**
 * A price as the shopper reads it: the regular price struck through before the sale price when they differ, with
 * the meaning of each spelled out for screen readers. Formats nothing itself: the gateway writes money.
 */
export function Price({ price, regularPrice, className }: PriceProps) {
  const classes = [styles.price, className].filter(Boolean).join(' ');
  if (!regularPrice || regularPrice === price) {
    return <p className={classes}>{price}</p>;
  }
  return (
    <p className={classes}>
      <s className={styles.regular}>
        <span className={styles.visuallyHidden}>
          <Trans>Regular price:</Trans>{' '}
        </span>
        {regularPrice}
      </s>{' '}
      <span className={styles.sale}>
        <span className={styles.visuallyHidden}>
          <Trans>Now:</Trans>{' '}
        </span>
        {price}
      </span>
    </p>
  );
}
