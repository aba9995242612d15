import { useLingui } from '@lingui/react/macro';
import { RichText } from './blocks/shared';
import type { LinkComponent, LinkProps } from './Link';
import styles from './ProductPageContent.module.css';

export interface ProductUsp {
  label: string;
  description?: string | null | undefined;
  /** Where the selling point links to, if anywhere (a shop path or another site). */
  link?: { href: string; external: boolean } | null | undefined;
}

export interface ProductPageContentProps {
  /** The product page's selling points (the content service's `pdp` usps). */
  usps: readonly ProductUsp[];
  /** The delivery and returns block: a title and sanitized HTML from the gateway. */
  deliveryReturns?: { title: string; html: string } | null | undefined;
  Link?: LinkComponent | undefined;
}

const PlainLink = (props: LinkProps) => <a {...props} />;

/**
 * The content every product page shows under the buy button (spec §7: the product content with the uids pdp and
 * delivery-returns): the selling points as a list, and the delivery and returns text as a disclosure. Renders nothing
 * of a part the content service did not give; fetches nothing (the page's loader does).
 */
export function ProductPageContent({ usps, deliveryReturns, Link = PlainLink }: ProductPageContentProps) {
  const { t } = useLingui();
  if (usps.length === 0 && !deliveryReturns) return null;
  return (
    <div className={styles.content}>
      {usps.length > 0 && (
        <ul
          className={styles.usps}
          aria-label={t({
            message: 'Our promises',
            comment: "The product page's list of selling points (free delivery, returns …)",
          })}
        >
          {usps.map((usp) => {
            const text = (
              <>
                <span className={styles.label}>{usp.label}</span>
                {usp.description && <span className={styles.description}> {usp.description}</span>}
              </>
            );
            return (
              <li key={usp.label} className={styles.usp}>
                <svg className={styles.check} aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {usp.link ? (
                  usp.link.external ? (
                    <a href={usp.link.href} target="_blank" rel="noopener noreferrer">
                      {text}
                    </a>
                  ) : (
                    <Link href={usp.link.href}>{text}</Link>
                  )
                ) : (
                  <span>{text}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {deliveryReturns && (
        <details className={styles.deliveryReturns}>
          <summary className={styles.summary}>{deliveryReturns.title}</summary>
          <RichText html={deliveryReturns.html} className={styles.richText} />
        </details>
      )}
    </div>
  );
}
