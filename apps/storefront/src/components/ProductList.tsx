import { Trans } from '@lingui/react/macro';
import { Price } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import type { ProductTileFragment } from '../graphql/generated/graphql';
import styles from './ProductList.module.css';

/**
 * Product tiles (fields: product-tile.graphql): name, brand, price and stock, all as the gateway words them. Prices
 * come formatted for the store; the storefront never computes them.
 */
export function ProductList({ products }: { products: readonly ProductTileFragment[] }) {
  if (products.length === 0) {
    return (
      <p>
        <Trans>There are no products to show yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product.sku} className={styles.tile}>
          <h2 className={styles.name}>
            <Link to="/$" params={{ _splat: product.url }} className={styles.link}>
              {product.name}
            </Link>
          </h2>
          <p className={styles.brand}>{product.brand}</p>
          <Price price={product.price.formatted} regularPrice={product.regularPrice.formatted} />
          {product.stock.available ? (
            <p className={styles.inStock}>
              <Trans>In stock</Trans>
            </p>
          ) : (
            <p className={styles.soldOut}>
              <Trans>Sold out</Trans>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
