import { Plural, Trans } from '@lingui/react/macro';
import { ShopLink } from '../components/ShopLink';
import { useLaterQuery } from '../lib/use-later-query';
import { ProductStoreStockDocument, storePath, storesStyles as styles } from '../stores/public';

interface StoreStockProps {
  sku: string;
  /** The product's sizes: their labels for the SKUs the stores hold. */
  variants: readonly { sku: string; size: string }[];
  /** The size chosen on the page: the list shows the stores that have it. */
  selectedSku?: string | undefined;
}

/**
 * "Available in N stores" with a disclosure listing the stores that have the chosen size, or any size.
 * A chunk of its own, its data asked in the browser when the line comes near the viewport: neither weighs on the
 * product page's first load.
 */
export default function StoreStock({ sku, variants, selectedSku }: StoreStockProps) {
  const { ref, data } = useLaterQuery(
    ProductStoreStockDocument,
    { sku },
    {
      margin: '200px',
      onError: (error) => console.error('[product] the store stock could not be loaded:', error), // the line stays away
    },
  );
  const stock = data?.product?.storeStock ?? null;

  const sizeOf = new Map(variants.map((variant) => [variant.sku, variant.size]));
  const size = selectedSku ? sizeOf.get(selectedSku) : undefined;
  const stores = (stock?.stores ?? []).filter(
    (entry) => !selectedSku || entry.locations.some((location) => location.sku === selectedSku),
  );
  const count = stores.length;

  return (
    <div ref={ref} className={styles.storeStock}>
      {stock && stock.storeCount === 0 && (
        <p className={styles.muted}>
          <Trans>Not available in our stores</Trans>
        </p>
      )}
      {stock && stock.storeCount > 0 && count === 0 && size && (
        <p className={styles.muted}>
          <Plural
            value={stock.storeCount}
            one={`Size ${size} is not in our stores; other sizes are in # store`}
            other={`Size ${size} is not in our stores; other sizes are in # stores`}
          />
        </p>
      )}
      {stock && count > 0 && (
        <details>
          <summary>
            {size ? (
              <Plural
                value={count}
                one={`Size ${size} available in # store`}
                other={`Size ${size} available in # stores`}
              />
            ) : (
              <Plural value={count} one="Available in # store" other="Available in # stores" />
            )}
          </summary>
          <ul className={styles.stockList}>
            {stores.map(({ store, locations }) => {
              const sizes = locations
                .map((location) => sizeOf.get(location.sku))
                .filter((label): label is string => !!label)
                .join(', ');
              return (
                <li key={store.reference}>
                  <p>
                    <ShopLink href={storePath(store.reference)}>
                      {store.title}, {store.street} {store.houseNumber}
                    </ShopLink>{' '}
                    · {store.openingStatus.label}
                  </p>
                  {!size && sizes && (
                    <p className={styles.muted}>
                      <Trans>Sizes: {sizes}</Trans>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}
