import { useLingui } from '@lingui/react/macro';
import { Image } from '@shop/ui';
import styles from './ProductPage.module.css';
import type { ProductDetailFragment } from './product.generated';

/** Page images: 830x1175 (spec §9 highlighted size). */
const PAGE_IMAGE = { width: 830, height: 1175 } as const;
const GALLERY_SIZES = '(min-width: 64em) 28rem, 100vw';

/** The product's images (the first one loaded first) and its video, which loads only when played. */
export function ProductGallery({ product }: { product: ProductDetailFragment }) {
  const { t } = useLingui();
  const { name } = product;
  return (
    <section className={styles.gallery} aria-label={t`Images`}>
      {/* Scrolls sideways on small screens: focusable, so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className={styles.images} tabIndex={0}>
        {product.images.map((image, index) => (
          <li key={image.url}>
            <Image
              src={image.url}
              srcSet={image.srcset}
              alt={image.alt}
              width={PAGE_IMAGE.width}
              height={PAGE_IMAGE.height}
              sizes={GALLERY_SIZES}
              priority={index === 0}
              className={styles.image}
            />
          </li>
        ))}
        {product.video && (
          <li>
            <video
              className={styles.image}
              src={product.video}
              poster={product.images[0]?.url}
              width={PAGE_IMAGE.width}
              height={PAGE_IMAGE.height}
              controls
              muted
              playsInline
              preload="none"
              aria-label={t`Video of ${name}`}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
