import { Trans, useLingui } from '@lingui/react/macro';
import { Image, Price, ProductLabels, ProductPageContent, WishlistButton } from '@shop/ui';
import { lazy, Suspense, useState } from 'react';
import { loadCartFlow, requestAddToCart } from '../cart/public';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ShopLink, shopPath } from '../components/ShopLink';
import { useMounted } from '../lib/hooks/use-mounted';
import { useProductHeart } from '../wishlist/public';
import styles from './ProductPage.module.css';
import type { ProductDetailFragment, ProductPageContentFieldsFragment } from './product.generated';

type Variant = ProductDetailFragment['variants'][number];

// Dialogs and the recently viewed list are not needed to show the page: each is loaded when first wanted.
const loadSizeDialog = () => import('./SizeDialog');
const loadBackInStockDialog = () => import('./BackInStockDialog');
const SizeDialog = lazy(loadSizeDialog);
const SizeChartDialog = lazy(() => import('./SizeChartDialog'));
const BackInStockDialog = lazy(loadBackInStockDialog);
const RecentlyViewed = lazy(() => import('./RecentlyViewed'));
const CrossSells = lazy(() => import('./CrossSells'));
const ProductLooksSection = lazy(() => import('./ProductLooksSection'));
// "Available in N stores": its code and its data come after the page, when the line comes near the viewport.
const StoreStock = lazy(() => import('./StoreStock'));

/** Page images: 830x1175 (spec §9 highlighted size); colour swatches 166x235. */
const PAGE_IMAGE = { width: 830, height: 1175 } as const;
const SWATCH_IMAGE = { width: 166, height: 235 } as const;
const GALLERY_SIZES = '(min-width: 64em) 28rem, 100vw';

/** The size chooser opens to choose a size, or (from "Add to cart" without one) to choose and add it. */
type OpenDialog = { kind: 'size'; add?: boolean } | { kind: 'chart' } | { kind: 'notify'; variant: Variant } | null;

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
  const { t } = useLingui();
  const mounted = useMounted();
  const heart = useProductHeart(product.sku);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** Each dialog is mounted from its first opening on (it closes with an animation-free native close). */
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [selectedSku, setSelectedSku] = useState<string>();
  /** The size "Mail me" was last asked for (the dialog keeps it while it closes). */
  const [notifyVariant, setNotifyVariant] = useState<Variant>();
  const open = (next: NonNullable<OpenDialog>) => {
    setOpened((previous) => new Set(previous).add(next.kind));
    if (next.kind === 'notify') setNotifyVariant(next.variant);
    setDialog(next);
  };
  const close = () => setDialog(null);

  const { name, color, deliveryTime } = product;
  const selected = product.variants.find((variant) => variant.sku === selectedSku);
  const selectedSize = selected?.size;
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
        <section className={styles.gallery} aria-label={t`Images`}>
          {/* Scrolls sideways on small screens: focusable, so the keyboard can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <ul className={styles.images} tabIndex={0}>
            {product.images.map((image, index) => (
              <li key={image.url}>
                <Image
                  src={image.url}
                  srcSet={image.srcset}
                  alt={image.alt}
                  width={PAGE_IMAGE.width}
                  height={PAGE_IMAGE.height}
                  sizes={GALLERY_SIZES}
                  priority={index === 0}
                  className={styles.image}
                />
              </li>
            ))}
            {product.video && (
              <li>
                <video
                  className={styles.image}
                  src={product.video}
                  poster={product.images[0]?.url}
                  width={PAGE_IMAGE.width}
                  height={PAGE_IMAGE.height}
                  controls
                  muted
                  playsInline
                  preload="none"
                  aria-label={t`Video of ${name}`}
                />
              </li>
            )}
          </ul>
        </section>

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

          {product.colorRelations.length > 1 && (
            <nav aria-label={t`Other colours`} className={styles.colors}>
              <ul>
                {product.colorRelations.map((relation) => {
                  const image = relation.image;
                  const current = relation.sku === product.sku;
                  return (
                    <li key={relation.sku}>
                      <ShopLink
                        href={shopPath(relation.url)}
                        className={styles.colorLink}
                        aria-current={current ? 'page' : undefined}
                      >
                        {image ? (
                          <Image
                            src={image.url}
                            alt=""
                            width={SWATCH_IMAGE.width}
                            height={SWATCH_IMAGE.height}
                            className={styles.colorImage}
                          />
                        ) : (
                          <span className={styles.colorDot} style={{ background: relation.colorHex }} />
                        )}
                        <span>{relation.color}</span>
                      </ShopLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}

          <div className={styles.sizes}>
            {oneSize ? (
              <>
                <p>
                  <Trans>One size</Trans>
                  {oneSize.stateLabel && <span className={styles.stateLabel}> · {oneSize.stateLabel}</span>}
                </p>
                {oneSize.notifiable && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-haspopup="dialog"
                    onClick={() => open({ kind: 'notify', variant: oneSize })}
                    onPointerEnter={loadBackInStockDialog}
                  >
                    <Trans>Mail me</Trans>
                  </button>
                )}
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.sizeButton}
                  aria-haspopup="dialog"
                  onClick={() => open({ kind: 'size' })}
                  onPointerEnter={loadSizeDialog}
                  onFocus={loadSizeDialog}
                >
                  {selectedSize ? <Trans>Size {selectedSize}</Trans> : <Trans>Select your size</Trans>}
                </button>
                {selected?.stateLabel && (
                  <p className={styles.stateLabel} data-state={selected.state}>
                    {selected.stateLabel}
                  </p>
                )}
              </>
            )}
            {product.sizeTable && (
              <button
                type="button"
                className={styles.linkButton}
                aria-haspopup="dialog"
                onClick={() => open({ kind: 'chart' })}
              >
                <Trans>Size chart</Trans>
              </button>
            )}
          </div>

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

          {content && (
            <ProductPageContent
              usps={content.usps.map((usp) => ({
                label: usp.label,
                description: usp.description,
                link: usp.link && { href: usp.link.url, external: usp.link.external },
              }))}
              deliveryReturns={
                content.deliveryReturns && {
                  title: content.deliveryReturns.title,
                  html: content.deliveryReturns.richtext,
                }
              }
              Link={ShopLink}
            />
          )}

          <section className={styles.description} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.subTitle}>
              <Trans>Description</Trans>
            </h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>

      {mounted && (
        <Suspense fallback={null}>
          <CrossSells sku={product.sku} />
        </Suspense>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ProductLooksSection sku={product.sku} />
        </Suspense>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <RecentlyViewed currentSku={product.sku} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {opened.has('size') && (
          <SizeDialog
            open={dialog?.kind === 'size'}
            onClose={close}
            variants={product.variants}
            selectedSku={selectedSku}
            advice={product.sizeTable?.advice}
            onSelect={(variant) => {
              setSelectedSku(variant.sku);
              close();
              if (dialog?.kind === 'size' && dialog.add) {
                requestAddToCart({ sku: product.sku, variantSku: variant.sku, product });
              }
            }}
            onNotify={(variant) => open({ kind: 'notify', variant })}
          />
        )}
        {opened.has('chart') && product.sizeTable && (
          <SizeChartDialog open={dialog?.kind === 'chart'} onClose={close} sizeTable={product.sizeTable} />
        )}
        {opened.has('notify') && notifyVariant && (
          <BackInStockDialog
            key={notifyVariant.sku}
            open={dialog?.kind === 'notify'}
            onClose={close}
            product={product}
            size={notifyVariant.size}
            comingSoon={product.isComingSoon || notifyVariant.state === 'COMING_SOON'}
          />
        )}
      </Suspense>
    </article>
  );
}
