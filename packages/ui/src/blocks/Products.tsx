import { type CSSProperties, useId } from 'react';
import { ProductTile } from '../ProductTile';
import sharedStyles from './blocks.module.css';
import { Carousel } from './Carousel';
import { BlockButtonLink, blockButton, useBlocks, useProductTiles, useTileWishlist } from './shared';
import styles from './sliders.module.css';
import type { ProductsProps, ProductTileData, RotatingPicksProps, SliderOptions } from './types';

const clampColumns = (columns: number | null | undefined) =>
  Math.max(1, Math.min(4, Math.round(columns ?? 4))) as 1 | 2 | 3 | 4;

/** The `data-block` of a rotating picks block: its slice type (`rotating_shoe_picks`), when it has that form. */
const ROTATING_PICKS = /^rotating_[a-z0-9_]+_picks$/;
export const rotatingPicksType = (sliceType: string) =>
  ROTATING_PICKS.test(sliceType) ? sliceType : 'rotating_product_picks';

/** A block's product tile, with its wishlist heart when the app gives hearts. */
export function BlockProductTile({ product }: { product: ProductTileData }) {
  const { Link } = useBlocks();
  return <ProductTile {...product} wishlist={useTileWishlist(product.sku)} Link={Link} headingLevel={3} />;
}

function ProductSlider({
  tiles,
  titleId,
  options,
}: {
  tiles: readonly ProductTileData[];
  titleId: string | undefined;
  options?: SliderOptions;
}) {
  return (
    <Carousel
      kind="product"
      primary={options}
      labelledBy={titleId}
      slides={tiles.map((tile) => ({ key: tile.href, node: <BlockProductTile product={tile} /> }))}
    />
  );
}

/**
 * Products (spec §3): the default layout is a product slider (2, 3 from 768 and 1024, 4 from 1280 px); the grid
 * layout shows all of them in 1 to 4 columns (from 64em; 2 below it, 1 for a one-column block). The app turns each
 * product into its tile (`productTile`), leaving out the ones the catalog no longer knows.
 */
export function Products<Product>(block: ProductsProps<Product>) {
  const titleId = useId();
  const tiles = useProductTiles(block.products);
  const layout = block.layout === 'GRID' ? 'grid' : 'default';
  if (tiles.length === 0) return null;
  const columns = clampColumns(block.columns);
  const { title } = block;
  return (
    <section className={styles.products} aria-labelledby={title ? titleId : undefined} data-layout={layout}>
      {title && (
        <h2 id={titleId} className={sharedStyles.title}>
          {title}
        </h2>
      )}
      {layout === 'grid' ? (
        <ul className={styles.productGrid} style={{ '--columns': columns } as CSSProperties} data-columns={columns}>
          {tiles.map((tile) => (
            <li key={tile.href}>
              <BlockProductTile product={tile} />
            </li>
          ))}
        </ul>
      ) : (
        <ProductSlider tiles={tiles} titleId={title ? titleId : undefined} />
      )}
      <BlockButtonLink
        button={blockButton(block.buttonText, block.buttonLink, block.buttonStyle)}
        className={styles.more}
      />
    </section>
  );
}

/** `rotating_{product}_picks`: a looping product slider that plays by itself (not for reduced motion). */
export function RotatingPicks<Product>({ title, items, sliceType }: RotatingPicksProps<Product>) {
  const titleId = useId();
  const tiles = useProductTiles(items.map((item) => item.product));
  if (tiles.length === 0) return null;
  return (
    <section
      className={styles.products}
      aria-labelledby={title ? titleId : undefined}
      data-block={rotatingPicksType(sliceType)}
    >
      {title && (
        <h2 id={titleId} className={sharedStyles.title}>
          {title}
        </h2>
      )}
      <ProductSlider
        tiles={tiles}
        titleId={title ? titleId : undefined}
        options={{ autoPlay: true, infiniteScroll: true, navigation: true }}
      />
    </section>
  );
}
