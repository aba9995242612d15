import { Trans } from '@lingui/react/macro';
import { useLaterQuery } from '../lib/use-later-query';
import { ProductGrid } from '../listing/public';
import styles from './ProductPage.module.css';
import { ProductCrossSellsDocument } from './product.generated';

/**
 * "Goes well with" and "Care products" (spec: cross-sells complementary and maintenance) below the product: loaded in
 * the browser when the section comes near the viewport, so neither their tiles' code nor their data weighs on the
 * product page's first load. Cross-sells are a nicety: without the gateway the sections stay away.
 */
export default function CrossSells({ sku }: { sku: string }) {
  const { ref, data } = useLaterQuery(ProductCrossSellsDocument, { sku });
  const products = data?.product ?? null;

  return (
    <div ref={ref}>
      {products && products.complementary.length > 0 && (
        <section className={styles.section} aria-labelledby="complementary">
          <h2 id="complementary" className={styles.sectionTitle}>
            <Trans>Goes well with</Trans>
          </h2>
          <ProductGrid products={products.complementary} headingLevel={3} eager={false} />
        </section>
      )}
      {products && products.maintenance.length > 0 && (
        <section className={styles.section} aria-labelledby="maintenance">
          <h2 id="maintenance" className={styles.sectionTitle}>
            <Trans>Care products</Trans>
          </h2>
          <ProductGrid products={products.maintenance} headingLevel={3} eager={false} />
        </section>
      )}
    </div>
  );
}
