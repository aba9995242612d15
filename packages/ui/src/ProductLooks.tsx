import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Image } from './Image';
import type { LinkComponent, LinkProps } from './Link';
import styles from './ProductLooks.module.css';

export interface ProductLook {
  href: string;
  label: string;
  /**
   * The look's picture, shown at the look-book size (384x560). Decorative: the look's label beside it, in the same
   * link, names it.
   */
  image?: { src: string } | null | undefined;
}

export interface ProductLooksProps {
  /** The looks the product appears in, in look-book order. */
  looks: readonly ProductLook[];
  /** The look-book overview (spec §2: 'View all looks'). */
  overviewHref?: string | null | undefined;
  Link?: LinkComponent | undefined;
}

const PlainLink = (props: LinkProps) => <a {...props} />;

/** Look-book pictures: 384x560 (spec §9). */
const LOOK_IMAGE = { width: 384, height: 560 } as const;

/**
 * "Shop the look" on a product page: the looks of the look-books the product appears in, each linking to its look,
 * and the look-book overview. Nothing without looks; fetches nothing (the page loads the looks).
 */
export function ProductLooks({ looks, overviewHref, Link = PlainLink }: ProductLooksProps) {
  const { t } = useLingui();
  const headingId = useId();
  if (looks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t`Shop the look`}
      </h2>
      <ul className={styles.looks}>
        {looks.map((look) => (
          <li key={look.href} className={styles.look}>
            <Link href={look.href} className={styles.link}>
              {look.image ? (
                <Image
                  src={look.image.src}
                  alt=""
                  width={LOOK_IMAGE.width}
                  height={LOOK_IMAGE.height}
                  className={styles.image}
                />
              ) : (
                <span className={styles.placeholder} />
              )}
              <span className={styles.label}>{look.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {overviewHref && (
        <p className={styles.overview}>
          <Link href={overviewHref}>
            <Trans>View all looks</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
