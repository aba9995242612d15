import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLaterQuery } from '../lib/use-later-query';
import type { ProductTileFragment } from '../listing/public';
import { ProductGrid } from '../listing/public';
import styles from './ProductPage.module.css';
import { RecentlyViewedProductsDocument } from './product.generated';
import { useRecentlyViewed } from './recently-viewed';

/** How many recently viewed products the product page shows. */
const SHOWN = 6;

/**
 * Recently viewed products on the product page (loaded on demand, browser only): records this product as viewed and
 * shows the others, loaded by SKU through the gateway once the section comes near the viewport.
 */
export default function RecentlyViewed({ currentSku }: { currentSku: string }) {
  const { t } = useLingui();
  const skus = useRecentlyViewed((state) => state.skus);

  useEffect(() => {
    Promise.resolve(useRecentlyViewed.persist.rehydrate()).finally(() =>
      useRecentlyViewed.getState().viewed(currentSku),
    );
  }, [currentSku]);

  // Recently viewed is a nicety: without the gateway the section stays empty.
  const wanted = skus.filter((sku) => sku !== currentSku).slice(0, SHOWN);
  const { ref, data } = useLaterQuery(RecentlyViewedProductsDocument, wanted.length > 0 ? { skus: wanted } : null);
  const products = (data?.productsBySkus ?? []).filter((product): product is ProductTileFragment => Boolean(product));

  return (
    <div ref={ref}>
      {products.length > 0 && (
        <section className={styles.section} aria-labelledby="recently-viewed">
          <h2 id="recently-viewed" className={styles.sectionTitle}>
            <Trans>Recently viewed</Trans>
          </h2>
          <ProductGrid products={products} headingLevel={3} eager={false} label={t`Recently viewed`} />
        </section>
      )}
    </div>
  );
}
