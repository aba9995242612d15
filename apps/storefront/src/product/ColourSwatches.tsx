import { useLingui } from '@lingui/react/macro';
import { Image } from '@shop/ui';
import { ShopLink, shopPath } from '../components/ShopLink';
import styles from './ProductPage.module.css';
import type { ProductDetailFragment } from './product.generated';

/** Colour swatches: 166x235. */
const SWATCH_IMAGE = { width: 166, height: 235 } as const;

/** The product's other colours, each a link to its page (the current one marked); nothing with one colour. */
export function ColourSwatches({ product }: { product: ProductDetailFragment }) {
  const { t } = useLingui();
  if (product.colorRelations.length <= 1) return null;
  return (
    <nav aria-label={t`Other colours`} className={styles.colors}>
      <ul>
        {product.colorRelations.map((relation) => {
          const image = relation.image;
          const current = relation.sku === product.sku;
          return (
            <li key={relation.sku}>
              <ShopLink
                href={shopPath(relation.url)}
                className={styles.colorLink}
                aria-current={current ? 'page' : undefined}
              >
                {image ? (
                  <Image
                    src={image.url}
                    alt=""
                    width={SWATCH_IMAGE.width}
                    height={SWATCH_IMAGE.height}
                    className={styles.colorImage}
                  />
                ) : (
                  <span className={styles.colorDot} style={{ background: relation.colorHex }} />
                )}
                <span>{relation.color}</span>
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
