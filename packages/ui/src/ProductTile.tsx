import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Image, type ImageSource } from './Image';
import type { LinkComponent, LinkProps } from './Link';
import { Price } from './Price';
import { type ProductLabel, ProductLabels } from './ProductLabels';
import styles from './ProductTile.module.css';
import { WishlistButton, type WishlistToggle } from './WishlistButton';

/** Tile images: 498x705 (spec §9), the ratio 332/470 of a tile. */
export const TILE_IMAGE = { width: 498, height: 705 } as const;
/** Two columns, three from wide screens, never wider than a third of the 72rem content. */
export const TILE_SIZES = '(min-width: 72rem) 23rem, (min-width: 64em) 33vw, 50vw';

export interface ProductTileSwatch {
  href: string;
  /** Colour name in the shopper's language. */
  color: string;
  /** A CSS colour. */
  colorHex: string;
  /** The colour of this tile's product. */
  current: boolean;
}

export interface ProductTileSize {
  size: string;
  /** Whether the size can be bought now; sizes that cannot are marked as sold out. */
  available: boolean;
}

export interface ProductTileProps {
  /** The product SKU: the key of its wishlist heart where the heart comes from the blocks' runtime. */
  sku?: string | undefined;
  href: string;
  name: string;
  brand: string;
  /** Formatted by the gateway. */
  price: string;
  regularPrice?: string | null | undefined;
  image?: ImageSource | null | undefined;
  /** Swapped in on hover, on devices that can hover. */
  hoverImage?: ImageSource | null | undefined;
  labels?: readonly ProductLabel[] | undefined;
  /** The model's colours; shown when there is more than one. */
  swatches?: readonly ProductTileSwatch[] | undefined;
  sizes?: readonly ProductTileSize[] | undefined;
  /** Tiles in the first row: their image loads at once with high priority. */
  priority?: boolean | undefined;
  /** The heading level of the product name in the page's outline. */
  headingLevel?: 2 | 3 | undefined;
  /**
   * The add-to-cart button (spec §4): the app decides what a click does (a one-size product goes into the cart at
   * once, otherwise the size chooser opens); without it the tile has no button.
   */
  onAddToCart?: (() => void) | undefined;
  /** The wishlist heart (spec §3, §4): whether the product is on the list and what a click does; none without. */
  wishlist?: WishlistToggle | undefined;
  Link?: LinkComponent | undefined;
}

const PlainLink = (props: LinkProps) => <a {...props} />;

/**
 * A product in a list (spec §3 product tile): image (hover image on hover-capable devices), labels and marketing
 * label, name, brand, price, colour swatches and sizes with sold-out sizes marked, and the wishlist heart when the app
 * gives its state. Props only: it fetches nothing.
 * The image and the name are one link; swatches link to the other colours.
 */
export function ProductTile({
  href,
  name,
  brand,
  price,
  regularPrice,
  image,
  hoverImage,
  labels = [],
  swatches = [],
  sizes = [],
  priority = false,
  headingLevel = 2,
  onAddToCart,
  wishlist,
  Link = PlainLink,
}: ProductTileProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.tile}>
      <Link href={href} className={styles.link}>
        <span className={styles.media}>
          {image ? (
            <Image
              {...image}
              alt=""
              width={TILE_IMAGE.width}
              height={TILE_IMAGE.height}
              sizes={TILE_SIZES}
              priority={priority}
              className={styles.image}
            />
          ) : (
            <span className={styles.noImage} />
          )}
          {hoverImage && (
            <Image
              {...hoverImage}
              alt=""
              width={TILE_IMAGE.width}
              height={TILE_IMAGE.height}
              sizes={TILE_SIZES}
              className={styles.hoverImage}
            />
          )}
        </span>
        <Heading className={styles.name}>{name}</Heading>
      </Link>
      {/* Over the image's top right corner, outside the product link (a button may not sit inside a link). */}
      {wishlist && <WishlistButton {...wishlist} itemName={name} className={styles.wishlist} />}
      {labels.length > 0 && (
        <ProductLabels
          labels={labels}
          className={[styles.labels, wishlist && styles.labelsBesideHeart].filter(Boolean).join(' ')}
        />
      )}
      <p className={styles.brand}>{brand}</p>
      <Price price={price} regularPrice={regularPrice} />
      <div className={styles.options}>
        {swatches.length > 1 && (
          <ul className={styles.swatches} aria-label={t`Colours`}>
            {swatches.map((swatch) => (
              <li key={swatch.href}>
                <Link
                  href={swatch.href}
                  className={styles.swatch}
                  style={{ '--swatch': swatch.colorHex } as CSSProperties}
                  aria-current={swatch.current ? 'true' : undefined}
                  title={swatch.color}
                >
                  <span className={styles.visuallyHidden}>{swatch.color}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {sizes.length > 0 && (
          <p className={styles.sizes}>
            <span className={styles.visuallyHidden}>
              <Trans>Sizes:</Trans>{' '}
            </span>
            {sizes.map((size, index) => (
              <span key={size.size}>
                {index > 0 && ' '}
                {size.available ? (
                  <span className={styles.size}>{size.size}</span>
                ) : (
                  <s className={styles.soldOut}>
                    {size.size}
                    <span className={styles.visuallyHidden}>
                      {' '}
                      <Trans>(sold out)</Trans>
                    </span>
                  </s>
                )}
              </span>
            ))}
          </p>
        )}
        {onAddToCart && (
          <button type="button" className={styles.add} onClick={onAddToCart} aria-haspopup="dialog">
            <Trans>Add to cart</Trans>
            <span className={styles.visuallyHidden}>: {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
