import { Trans, useLingui } from '@lingui/react/macro';
import { reviewStarsPercentage } from '@shop/domain';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Image } from '../Image';
import type { LinkComponent } from '../Link';
import styles from './Footer.module.css';
import { ShellAnchor } from './ShellAnchor';
import { SocialIcon } from './SocialIcon';
import shared from './shared.module.css';
import { SOCIAL_NETWORK_NAMES } from './social-networks';
import { TrustedShopBadge } from './TrustedShopBadge';
import type {
  FooterJobs,
  FooterLinkGroup,
  FooterTrust,
  PaymentMethod,
  ShellLabelledLink,
  SocialLink,
  StoreOption,
} from './types';

export interface FooterProps {
  jobs?: FooterJobs | null | undefined;
  linkGroups?: readonly FooterLinkGroup[] | undefined;
  /** Every store; the switch is shown only when there is more than one (spec §2). Hrefs keep the current page. */
  storeOptions?: readonly StoreOption[] | undefined;
  socialLinks?: readonly SocialLink[] | undefined;
  /** Review score (NL, BE, FR) or trusted-shop badge (DE), chosen by the app per store. */
  trust?: FooterTrust | undefined;
  legalLinks?: readonly ShellLabelledLink[] | undefined;
  /** Opens the accessibility settings (the app's own dialog); the button is shown only when given. */
  onAccessibilityClick?: (() => void) | undefined;
  paymentMethods?: readonly PaymentMethod[] | undefined;
  /** Anything the layout adds at the end (e.g. the newsletter sign-up). */
  children?: ReactNode;
  Link?: LinkComponent | undefined;
  className?: string | undefined;
}

/**
 * The page footer (spec §2): jobs block, link groups, language and store switch, social icons, review score or
 * trusted-shop badge, legal links with an accessibility button, payment icons.
 */
export function Footer({
  jobs,
  linkGroups = [],
  storeOptions = [],
  socialLinks = [],
  trust = null,
  legalLinks = [],
  onAccessibilityClick,
  paymentMethods = [],
  children,
  Link,
  className,
}: FooterProps) {
  const { t } = useLingui();
  const jobsId = useId();
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={`${shared.container} ${styles.inner}`}>
        {jobs && (
          <section className={styles.jobs} aria-labelledby={jobsId}>
            {jobs.image && (
              <Image
                src={jobs.image.url}
                alt={jobs.image.alt}
                width={jobs.image.width}
                height={jobs.image.height}
                className={styles.jobsImage}
              />
            )}
            <div>
              <h2 id={jobsId} className={styles.heading}>
                {jobs.title}
              </h2>
              {jobs.text && <p className={styles.text}>{jobs.text}</p>}
              <ShellAnchor link={jobs.link} Link={Link} className={styles.button}>
                {jobs.linkLabel}
              </ShellAnchor>
            </div>
          </section>
        )}

        {linkGroups.length > 0 && (
          <div className={styles.groups}>
            {linkGroups.map((group) => (
              <section key={group.title} className={styles.group}>
                <h2 className={styles.heading}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((item) => (
                    <li key={`${item.label}-${item.link.href}`}>
                      <ShellAnchor link={item.link} Link={Link} className={styles.link}>
                        {item.label}
                      </ShellAnchor>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}

        <div className={styles.meta}>
          {storeOptions.length > 1 && <StoreSwitch options={storeOptions} />}

          {socialLinks.length > 0 && (
            <ul className={styles.social} aria-label={t`Follow us`}>
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    className={styles.socialLink}
                    rel="noopener noreferrer"
                    aria-label={SOCIAL_NETWORK_NAMES[social.network]}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}

          {trust?.kind === 'reviews' && <ReviewScore averageRating={trust.averageRating} href={trust.viewReviewUrl} />}
          {trust?.kind === 'trusted-shop' && <TrustedShopBadge href={trust.href} />}
        </div>

        {children}

        <div className={styles.bottom}>
          {(legalLinks.length > 0 || onAccessibilityClick) && (
            <ul className={styles.legal} aria-label={t`Legal`}>
              {legalLinks.map((item) => (
                <li key={`${item.label}-${item.link.href}`}>
                  <ShellAnchor link={item.link} Link={Link} className={styles.link}>
                    {item.label}
                  </ShellAnchor>
                </li>
              ))}
              {onAccessibilityClick && (
                <li>
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-haspopup="dialog"
                    onClick={onAccessibilityClick}
                  >
                    <Trans>Accessibility</Trans>
                  </button>
                </li>
              )}
            </ul>
          )}
          {paymentMethods.length > 0 && (
            <ul className={styles.payments} aria-label={t`Payment methods`}>
              {paymentMethods.map((method) => (
                <li key={method.name} className={styles.payment}>
                  {method.image ? (
                    <Image
                      src={method.image.url}
                      alt={method.name}
                      width={method.image.width}
                      height={method.image.height}
                      className={styles.paymentImage}
                    />
                  ) : (
                    <span className={styles.paymentName}>{method.name}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}

/**
 * The language and store switch: a native disclosure with the current store as its summary and a link per store
 * (to the current page in that store: a full page load on another host, so a plain anchor).
 */
function StoreSwitch({ options }: { options: readonly StoreOption[] }) {
  const { t } = useLingui();
  const current = options.find((option) => option.current);
  return (
    <nav className={styles.stores} aria-label={t`Language and country`}>
      <details className={styles.storeDetails}>
        <summary className={styles.storeSummary}>
          <Trans>Language and country:</Trans> {current && <span lang={current.language}>{current.name}</span>}
        </summary>
        <ul className={styles.list}>
          {options.map((option) => (
            <li key={option.code}>
              <a
                href={option.href}
                hrefLang={option.language}
                lang={option.language}
                className={styles.link}
                aria-current={option.current ? 'true' : undefined}
              >
                {option.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/** One formatter per locale for the process: building one costs more than rendering the whole footer. */
const averageFormats = new Map<string, Intl.NumberFormat>();

function averageFormat(locale: string): Intl.NumberFormat {
  let format = averageFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormats.set(locale, format);
  }
  return format;
}

/** Stars (10 times the integer average rating, spec §9), the average on a scale of 10 and a link to the reviews. */
export function ReviewScore({ averageRating, href }: { averageRating: number; href: string }) {
  const { i18n, t } = useLingui();
  const average = averageFormat(i18n.locale).format(averageRating);
  return (
    <div className={styles.reviews}>
      <span
        className={styles.stars}
        role="img"
        aria-label={t`Rated ${average} out of 10`}
        style={{ '--stars': `${reviewStarsPercentage(averageRating)}%` } as CSSProperties}
      />
      <span className={styles.average} aria-hidden="true">
        {average}/10
      </span>
      <a href={href} className={styles.link} rel="noopener noreferrer">
        <Trans>Read our reviews</Trans>
      </a>
    </div>
  );
}
