import { Trans } from '@lingui/react/macro';
import { Price, ProductLabels, ProductPageContent, WishlistButton } from '@shop/ui';
import { lazy, Suspense, useState } from 'react';
import { loadCartFlow, requestAddToCart } from '../cart/public';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ShopLink, shopPath } from '../components/ShopLink';
import { useMounted } from '../lib/hooks/use-mounted';
import { useProductHeart } from '../wishlist/public';
import { ColourSwatches } from './ColourSwatches';
import { LaterSections } from './LaterSections';
import { ProductGallery } from './ProductGallery';
import styles from './ProductPage.module.css';
import type { ProductDetailFragment, ProductPageContentFieldsFragment } from './product.generated';
import { ProductDialogs, useProductDialogs } from './product-dialogs';
import { SizeChoice } from './SizeChoice';

// "Available in N stores": its code and its data come after the page, when the line comes near the viewport.
const StoreStock = lazy(() => import('./StoreStock'));

/** The content of every product page as the page's content block shows it. */
function pageContentProps(content: ProductPageContentFieldsFragment) {
  return {
    usps: content.usps.map((usp) => ({
      label: usp.label,
      description: usp.description,
      link: usp.link && { href: usp.link.url, external: usp.link.external },
    })),
    deliveryReturns: content.deliveryReturns && {
      title: content.deliveryReturns.title,
      html: content.deliveryReturns.richtext,
    },
  };
}

/**
 * The product page (spec §2, §4): gallery, labels, name, brand, price, colours, sizes (dialog), size chart, delivery
 * time, the page's own content (selling points, delivery and returns), description, cross-sells, the looks it
 * appears in and recently viewed.
 * Every state and label is the gateway's.
 */
export function ProductPage({
  product,
  content,
}: {
  product: ProductDetailFragment;
  /** The content of every product page; none when it could not be loaded. */
  content?: ProductPageContentFieldsFragment | null | undefined;
}) {
  const mounted = useMounted();
  const heart = useProductHeart(product.sku);
  const dialogs = useProductDialogs();
  const { open } = dialogs;
  const [selectedSku, setSelectedSku] = useState<string>();

  const { name, color, deliveryTime } = product;
  const selected = product.variants.find((variant) => variant.sku === selectedSku);
  const oneSize = product.variants.length === 1 && product.variants[0];
  const orderable = product.variants.some((variant) => variant.orderable);
  /**
   * "Add to cart" (spec §4): a one-size product, or the size already chosen, goes into the cart at once; otherwise
   * the size chooser opens and the size picked there is added.
   */
  const addToCart = () => {
    const variant = oneSize || selected;
    if (variant?.orderable) requestAddToCart({ sku: product.sku, variantSku: variant.sku, product });
    else open({ kind: 'size', add: true });
  };
  const crumbs = [
    ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url })),
    { name: product.name },
  ];

  return (
    <article className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.top}>
        <ProductGallery product={product} />

        <div className={styles.info}>
          <ProductLabels labels={product.labels} />
          <p className={styles.brand}>
            <ShopLink href={shopPath(product.brand.url)}>{product.brand.name}</ShopLink>
          </p>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.color}>
            <Trans>Colour: {color}</Trans>
          </p>
          <Price
            price={product.price.formatted}
            regularPrice={product.regularPrice.formatted}
            className={styles.price}
          />

          <ColourSwatches product={product} />

          <SizeChoice oneSize={oneSize} selected={selected} hasSizeTable={Boolean(product.sizeTable)} open={open} />

          <div className={styles.actions}>
            {orderable && (
              <button
                type="button"
                className={styles.addButton}
                aria-haspopup="dialog"
                onClick={addToCart}
                onPointerEnter={loadCartFlow}
                onFocus={loadCartFlow}
              >
                <Trans>Add to cart</Trans>
              </button>
            )}
            <WishlistButton {...heart} itemName={name} variant="plain" className={styles.heart} />
          </div>

          {/* Its line is reserved from the first paint: the store stock arriving later moves nothing. */}
          <div className={styles.storeStock}>
            {mounted && (
              <Suspense fallback={null}>
                <StoreStock
                  sku={product.sku}
                  variants={product.variants}
                  selectedSku={oneSize ? undefined : selectedSku}
                />
              </Suspense>
            )}
          </div>

          {product.deliveryTime && (
            <p className={styles.delivery}>
              <Trans>Delivery time: {deliveryTime}</Trans>
            </p>
          )}

          {content && <ProductPageContent {...pageContentProps(content)} Link={ShopLink} />}

          <section className={styles.description} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.subTitle}>
              <Trans>Description</Trans>
            </h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>

      <LaterSections sku={product.sku} />

      <ProductDialogs product={product} dialogs={dialogs} selectedSku={selectedSku} onSelectSize={setSelectedSku} />
    </article>
  );
}
