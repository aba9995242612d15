import { ProductTile } from '@shop/ui';
import { ShopLink } from '../components/ShopLink';
import { useProductHeart } from '../wishlist/public';
import styles from './ProductGrid.module.css';
import type { ProductTileFragment } from './product-tile.generated';
import { productTileProps } from './product-tile-props';

/** The tile of one product, as the gateway describes it (fields: product-tile.graphql), with its wishlist heart. */
export function ProductTileOf({
  product,
  priority = false,
  headingLevel,
}: {
  product: ProductTileFragment;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ProductTile
      {...productTileProps(product)}
      wishlist={useProductHeart(product.sku)}
      priority={priority}
      headingLevel={headingLevel}
      Link={ShopLink}
    />
  );
}

/** How many tiles the first row has at most (3 from wide screens): their images load first. */
const FIRST_ROW = 3;

/** A grid of product tiles: two columns, three from wide screens (spec §9). */
export function ProductGrid({
  products,
  headingLevel = 2,
  eager = true,
  label,
}: {
  products: readonly ProductTileFragment[];
  headingLevel?: 2 | 3;
  /** Whether the grid starts above the fold (its first row then loads with priority). */
  eager?: boolean;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku} className={styles.item}>
          <ProductTileOf product={product} priority={eager && index < FIRST_ROW} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
