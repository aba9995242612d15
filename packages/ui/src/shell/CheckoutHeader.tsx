import type { ReactNode } from 'react';
import type { LinkComponent } from '../Link';
import styles from './Checkout.module.css';
import { PlainLink } from './ShellAnchor';
import shared from './shared.module.css';
import type { Usp } from './types';
import { UspBar } from './UspBar';

export interface CheckoutHeaderProps {
  shopName: string;
  logo?: ReactNode;
  homeHref?: string | undefined;
  usps?: readonly Usp[] | undefined;
  /** Slot for the mini cart indicator (a later issue); nothing when absent. */
  miniCart?: ReactNode;
  Link?: LinkComponent | undefined;
}

/** The checkout's reduced header (spec §2): logo, usps and the mini cart indicator; no navigation, no search. */
export function CheckoutHeader({
  shopName,
  logo,
  homeHref = '/',
  usps = [],
  miniCart,
  Link = PlainLink,
}: CheckoutHeaderProps) {
  return (
    <>
      {usps.length > 0 && <UspBar usps={usps} Link={Link} />}
      <header className={styles.header}>
        <div className={`${shared.container} ${styles.headerBar}`}>
          <Link href={homeHref} className={styles.logo}>
            {logo ? (
              <>
                <span aria-hidden="true" className={styles.logoMark}>
                  {logo}
                </span>
                <span className={shared.visuallyHidden}>{shopName}</span>
              </>
            ) : (
              shopName
            )}
          </Link>
          {miniCart}
        </div>
      </header>
    </>
  );
}
