import { Trans, useLingui } from '@lingui/react/macro';
import { ProductTile } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import type { LookTeaserFragment } from '../content/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { ProductTileFragment } from '../listing/public';
import { productGridStyles as gridStyles, productTileProps } from '../listing/public';
import { LookHeart } from './LookHeart';
import { useProductHeart } from './use-wishlist';
import styles from './WishlistPage.module.css';
import { WishlistLooksDocument, WishlistProductsDocument } from './wishlist.generated';
import { useWishlists } from './wishlist-store';

/** Items by id as far as loaded; `null` for an id the catalog or the content service does not know (any more). */
type Loaded<T> = ReadonlyMap<string, T | null>;

/**
 * Keeps the items of a list's ids loaded: what is missing is asked in one call whenever the list gains ids (another
 * tab, a merge); what left the list is simply not shown. `seed` is what the page's loader already has.
 */
function useLoadedItems<T>(
  ids: readonly string[],
  load: (graphql: GraphqlQuery, ids: string[]) => Promise<readonly (readonly [string, T | null])[]>,
  seed?: Loaded<T>,
): { items: Loaded<T>; failed: boolean } {
  const graphql = useGraphql();
  const [items, setItems] = useState<Loaded<T>>(() => seed ?? new Map());
  const [failed, setFailed] = useState(false);
  const missing = ids.filter((id) => !items.has(id));
  const key = missing.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the missing ids (their key) are the trigger
  useEffect(() => {
    if (!key) return;
    let current = true;
    load(graphql, key.split('\n')).then(
      (entries) => {
        if (!current) return;
        setFailed(false);
        setItems((previous) => {
          const next = new Map(previous);
          for (const id of key.split('\n')) next.set(id, null);
          for (const [id, item] of entries) next.set(id, item);
          return next;
        });
      },
      (error: unknown) => {
        console.error('[wishlist] the wishlist could not be loaded:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [key, graphql]);
  return { items, failed };
}

const loadProducts = async (graphql: GraphqlQuery, skus: string[]) =>
  (await graphql(WishlistProductsDocument, { skus })).productsBySkus.flatMap((product) =>
    product ? [[product.sku, product] as const] : [],
  );

const loadLooks = async (graphql: GraphqlQuery, uids: string[]) =>
  (await graphql(WishlistLooksDocument, { uids })).looksByUids.map((look) => [look.uid, look] as const);

export interface WishlistPageProps {
  /** The account's products as the page's loader had them (/customer/wishlist/): shown until the lists are read. */
  seed?: readonly ProductTileFragment[] | undefined;
}

/**
 * A wishlist page (spec commerce §2: `/wishlist/` and `/customer/wishlist/`): the products on the shopper's list as
 * tiles with their hearts and a remove button, the looks on the look-book wishlist, and an empty state with a way
 * to shop. The list is the shopper's own (browser storage for a guest, the account for a customer, see
 * wishlist-store.ts); the products come from the catalog by SKU.
 */
export function WishlistPage({ seed }: WishlistPageProps) {
  const { t } = useLingui();
  const loaded = useWishlists((state) => state.loaded);
  const skus = useWishlists((state) => state.products);
  const uids = useWishlists((state) => state.looks);
  const [seedMap] = useState(() => (seed ? new Map(seed.map((product) => [product.sku, product])) : undefined));
  const products = useLoadedItems(loaded ? skus : [], loadProducts, seedMap);
  const looks = useLoadedItems(loaded ? uids : [], loadLooks);
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // Before the lists are read (the server's render, hydration) the loader's products are shown, if any.
  const shownSkus = loaded ? skus : (seed ?? []).map((product) => product.sku);
  const shownProducts = shownSkus.flatMap((sku) => {
    const product = products.items.get(sku);
    return product ? [product] : [];
  });
  const shownLooks = uids.flatMap((uid) => {
    const look = looks.items.get(uid);
    return look ? [look] : [];
  });
  const waiting =
    (!loaded && !seed) || (loaded && shownProducts.length === 0 && skus.some((sku) => !products.items.has(sku)));

  // A product that leaves the list (its heart or its remove button) is announced; when its tile had the focus, the
  // focus goes to the heading rather than being lost with the tile.
  const shownKey = shownProducts.map((product) => product.sku).join('\n');
  const previous = useRef<readonly ProductTileFragment[]>(shownProducts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shown SKUs (their key) are the trigger
  useEffect(() => {
    const gone = previous.current.filter((product) => !shownKey.split('\n').includes(product.sku));
    previous.current = shownProducts;
    const [first] = gone;
    if (!loaded || !first) return;
    const name = first.name;
    setAnnouncement(t`${name} was removed from your wishlist.`);
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [shownKey]);

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Wishlist</Trans>
      </h1>
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {waiting && !products.failed ? (
        <p className={styles.loading}>
          <Trans>Loading your wishlist…</Trans>
        </p>
      ) : products.failed && shownProducts.length === 0 ? (
        <p>
          <Trans>Your wishlist could not be loaded right now. Please try again later.</Trans>
        </p>
      ) : shownProducts.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>Your wishlist is empty. Tap the heart on a product to keep it here.</Trans>
          </p>
          <p>
            <ShopLink href="/" className={styles.shop}>
              <Trans>Continue shopping</Trans>
            </ShopLink>
          </p>
        </div>
      ) : (
        <ul className={gridStyles.grid} aria-label={t`Products on your wishlist`}>
          {shownProducts.map((product) => (
            <li key={product.sku} className={gridStyles.item}>
              <WishlistTile product={product} />
            </li>
          ))}
        </ul>
      )}
      {shownLooks.length > 0 && (
        <section className={styles.section} aria-labelledby="wishlist-looks">
          <h2 id="wishlist-looks" className={styles.sectionTitle}>
            <Trans>Your looks</Trans>
          </h2>
          <ul className={styles.looks}>
            {shownLooks.map((look) => (
              <li key={look.uid} className={styles.look}>
                <LookTeaser look={look} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A product on the list: its tile (with the filled heart) and a plain remove button under it. */
function WishlistTile({ product }: { product: ProductTileFragment }) {
  const heart = useProductHeart(product.sku);
  const { name } = product;
  const remove = () => {
    if (heart.on && !heart.busy) heart.onToggle();
  };
  return (
    <div className={styles.tile}>
      <ProductTile {...productTileProps(product)} wishlist={heart} headingLevel={2} Link={ShopLink} />
      <button
        type="button"
        className={styles.remove}
        onClick={remove}
        aria-disabled={heart.busy || undefined}
        aria-busy={heart.busy || undefined}
      >
        <Trans>Remove</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>{name} from your wishlist</Trans>
        </span>
      </button>
    </div>
  );
}

function LookTeaser({ look }: { look: LookTeaserFragment }) {
  const image = look.image;
  return (
    <>
      <ShopLink href={look.path} className={styles.lookLink}>
        {image && <img src={image.url} alt="" width={384} height={560} loading="lazy" decoding="async" />}
        <span className={styles.lookLabel}>{look.label}</span>
      </ShopLink>
      <LookHeart uid={look.uid} label={look.label} className={styles.lookHeart} />
    </>
  );
}
