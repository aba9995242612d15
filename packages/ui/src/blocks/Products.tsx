import { type CSSProperties, useId } from 'react';
import { ProductTile } from '../ProductTile';
import sharedStyles from './blocks.module.css';
import { Carousel } from './Carousel';
import { BlockButtonLink, RichText, useBlocks, useTileWishlist } from './shared';
import styles from './sliders.module.css';
import type { ProductItem, ProductsData, RotatingPicksData, SliderPrimary } from './types';

const clampColumns = (columns: number | null | undefined) =>
  Math.max(1, Math.min(4, Math.round(columns ?? 4))) as 1 | 2 | 3 | 4;

/** A block's product tile, with its wishlist heart when the app gives hearts. */
export function BlockProductTile({ product }: { product: ProductItem['product'] }) {
  const { Link } = useBlocks();
  return <ProductTile {...product} wishlist={useTileWishlist(product.sku)} Link={Link} headingLevel={3} />;
}

function ProductSlider({
  items,
  titleId,
  primary,
}: {
  items: readonly ProductItem[];
  titleId: string | undefined;
  primary?: SliderPrimary;
}) {
  return (
    <Carousel
      kind="product"
      primary={primary}
      labelledBy={titleId}
      slides={items.map((item) => ({
        key: item.product.href,
        node: <BlockProductTile product={item.product} />,
      }))}
    />
  );
}

/**
 * Products (spec §3): the default layout is a product slider (2, 3 from 768 and 1024, 4 from 1280 px); the grid
 * layout shows all of them in 1 to 4 columns (from 64em; 2 below it, 1 for a one-column block).
 */
export function Products({ primary, items, variation }: ProductsData) {
  const titleId = useId();
  const layout = primary.layout ?? (variation === 'grid' ? 'grid' : 'default');
  if (items.length === 0) return null;
  const columns = clampColumns(primary.columns);
  return (
    <section className={styles.products} aria-labelledby={primary.title ? titleId : undefined} data-layout={layout}>
      {primary.title && (
        <h2 id={titleId} className={sharedStyles.title}>
          {primary.title}
        </h2>
      )}
      {layout === 'grid' ? (
        <ul className={styles.productGrid} style={{ '--columns': columns } as CSSProperties} data-columns={columns}>
          {items.map((item) => (
            <li key={item.product.href}>
              <BlockProductTile product={item.product} />
            </li>
          ))}
        </ul>
      ) : (
        <ProductSlider items={items} titleId={primary.title ? titleId : undefined} />
      )}
      <BlockButtonLink button={primary.button} className={styles.more} />
    </section>
  );
}

/** `rotating_{product}_picks`: a looping product slider that plays by itself (not for reduced motion). */
export function RotatingPicks({ primary, items, type }: RotatingPicksData) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.products} aria-labelledby={primary.title ? titleId : undefined} data-block={type}>
      {primary.title && (
        <h2 id={titleId} className={sharedStyles.title}>
          {primary.title}
        </h2>
      )}
      <RichText html={primary.description} />
      <ProductSlider
        items={items}
        titleId={primary.title ? titleId : undefined}
        primary={{ autoPlay: true, infiniteScroll: true, navigation: true }}
      />
      <BlockButtonLink button={primary.button} className={styles.more} />
    </section>
  );
}
