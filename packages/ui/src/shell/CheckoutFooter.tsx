import { Trans, useLingui } from '@lingui/react/macro';
import { CUSTOMER_SERVICE_HOURS } from '@shop/domain';
import { useId } from 'react';
import type { LinkComponent } from '../Link';
import styles from './Checkout.module.css';
import { ShellAnchor } from './ShellAnchor';
import shared from './shared.module.css';
import { TrustedShopBadge } from './TrustedShopBadge';
import type { ShellLabelledLink, ShellLink } from './types';

export interface CheckoutFooterProps {
  /** The store's customer-service phone as shown, and its `tel:` href (from the layout document). */
  phone: string;
  phoneHref: string;
  email: string;
  privacyLink: ShellLink;
  /** Customer-service links (help, returns, delivery …). */
  serviceLinks?: readonly ShellLabelledLink[] | undefined;
  /** German stores: Impressum, AGB and the trusted-shop badge (spec §2). */
  german?: boolean | undefined;
  impressumLink?: ShellLink | undefined;
  agbLink?: ShellLink | undefined;
  trustedShopHref?: string | undefined;
  Link?: LinkComponent | undefined;
}

/**
 * The checkout's footer (spec §2): customer service open Monday to Friday 09:00 to 17:00 with the store's phone and
 * e-mail, customer-service links and the privacy link; German stores add Impressum, AGB and the trusted-shop badge.
 */
export function CheckoutFooter({
  phone,
  phoneHref,
  email,
  privacyLink,
  serviceLinks = [],
  german = false,
  impressumLink,
  agbLink,
  trustedShopHref,
  Link,
}: CheckoutFooterProps) {
  const { t } = useLingui();
  const { opens, closes } = CUSTOMER_SERVICE_HOURS;
  const serviceId = useId();
  return (
    <footer className={styles.footer}>
      <div className={`${shared.container} ${styles.footerInner}`}>
        <section className={styles.service} aria-labelledby={serviceId}>
          <h2 id={serviceId} className={styles.heading}>
            <Trans>Customer service</Trans>
          </h2>
          <p className={styles.hours}>
            <Trans>
              Monday to Friday {opens} to {closes}
            </Trans>
          </p>
          <ul className={styles.contact}>
            <li>
              <Trans>Phone:</Trans>{' '}
              <a href={phoneHref} className={styles.link}>
                {phone}
              </a>
            </li>
            <li>
              <Trans>E-mail:</Trans>{' '}
              <a href={`mailto:${email}`} className={styles.link}>
                {email}
              </a>
            </li>
          </ul>
          {serviceLinks.length > 0 && (
            <ul className={styles.links}>
              {serviceLinks.map((item) => (
                <li key={`${item.label}-${item.link.href}`}>
                  <ShellAnchor link={item.link} Link={Link} className={styles.link}>
                    {item.label}
                  </ShellAnchor>
                </li>
              ))}
            </ul>
          )}
        </section>
        <ul className={styles.links} aria-label={t`Legal`}>
          <li>
            <ShellAnchor link={privacyLink} Link={Link} className={styles.link}>
              <Trans>Privacy policy</Trans>
            </ShellAnchor>
          </li>
          {german && impressumLink && (
            <li>
              <ShellAnchor link={impressumLink} Link={Link} className={styles.link}>
                <Trans>Legal notice</Trans>
              </ShellAnchor>
            </li>
          )}
          {german && agbLink && (
            <li>
              <ShellAnchor link={agbLink} Link={Link} className={styles.link}>
                <Trans>Terms and conditions</Trans>
              </ShellAnchor>
            </li>
          )}
        </ul>
        {german && trustedShopHref && <TrustedShopBadge href={trustedShopHref} />}
      </div>
    </footer>
  );
}
