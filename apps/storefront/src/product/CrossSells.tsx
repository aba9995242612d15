import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useGraphql } from '../lib/hooks/use-graphql';
import { useNearViewport } from '../lib/hooks/use-near-viewport';
import { ProductGrid } from '../listing/public';
import styles from './ProductPage.module.css';
import { ProductCrossSellsDocument, type ProductCrossSellsQuery } from './product.generated';

type CrossSellProducts = NonNullable<ProductCrossSellsQuery['product']>;

/**
 * "Goes well with" and "Care products" (spec: cross-sells complementary and maintenance) below the product: loaded in
 * the browser when the section comes near the viewport, so neither their tiles' code nor their data weighs on the
 * product page's first load.
 */
export default function CrossSells({ sku }: { sku: string }) {
  const graphql = useGraphql();
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel);
  const [products, setProducts] = useState<CrossSellProducts | null>(null);

  useEffect(() => {
    if (!near) return;
    let current = true;
    graphql(ProductCrossSellsDocument, { sku }).then(
      (data) => current && setProducts(data.product),
      () => {}, // Cross-sells are a nicety: without the gateway the sections stay away.
    );
    return () => {
      current = false;
    };
  }, [near, sku, graphql]);

  return (
    <div ref={sentinel}>
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
