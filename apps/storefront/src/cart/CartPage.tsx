import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { Image } from '@shop/ui';
import { formPage } from '@shop/ui/form';
import type { Usp } from '@shop/ui/shell';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ShopLink, shopPath } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import styles from './CartPage.module.css';
import { type CartVoucherContext, CartVouchers } from './CartVouchers';
import type { CartDetailFragment } from './cart.generated';
import type { CartResult } from './cart-actions';
import { useCartSummary } from './cart-store';
import { showCartNotices, useToasts } from './toasts';
import { trackCartEvent } from './tracking';

type Line = CartDetailFragment['items'][number];

/** Line images on the cart page: 166x235 (the upsell and swatch size of spec §9), shown small. */
const LINE_IMAGE = { width: 166, height: 235 } as const;

export interface CartPageProps {
  /** The gateway's cart; null when the shopper has none yet (shown as the empty cart). */
  cart: CartDetailFragment | null;
  usps: readonly Usp[];
  /** The loyalty vouchers' part (logged in or not, the vouchers, the redeemed one); undefined: not shown. */
  vouchers?: CartVoucherContext | undefined;
  /** The shop system cannot answer now (commerce on a remote shop is down): said instead of the empty cart. */
  unavailable?: boolean;
  /** The store's locale (the vouchers' dates). */
  locale?: string | undefined;
}

/**
 * The cart page (spec commerce §2–§4, §9): the lines with image, name, brand, size, unit and line price, a quantity
 * control (0 removes) and remove; the totals as the gateway words them (subtotal, shipping or free shipping, what is
 * left for free shipping, the total with the Belgian rounding rule, the VAT label); the delivery promise; the cart
 * usps; the way to the checkout. Complete without JavaScript: the controls are forms that POST to /cart/ (handled on
 * the server, then back here); with JavaScript they run the mutations in place.
 */
export function CartPage({ cart: loaded, usps, vouchers, unavailable = false, locale = 'en-GB' }: CartPageProps) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const [cart, setCart] = useState(loaded);
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new load of the page (a navigation back to it) brings the gateway's cart again.
  useEffect(() => setCart(loaded), [loaded]);

  // The page's cart is the header's too; its notices are toasts; the visit goes to the data layer (view_cart).
  useEffect(() => {
    useCartSummary.getState().setCart(loaded);
    if (!loaded) return;
    showCartNotices(loaded.errors, { all: true });
    // A redeemed voucher's promotion line is no item of the data layer's cart.
    trackCartEvent(
      'view_cart',
      loaded.items.filter((line) => line.type !== 'PROMOTION').map((line) => ({ line, quantity: line.quantity })),
    );
  }, [loaded]);

  // The mutations (and their documents) load with the first change: the page shows and hydrates without them.
  const run = async (
    line: Line,
    action: (actions: typeof import('./cart-actions')) => Promise<CartResult>,
    done: string,
  ) => {
    setBusy(line.id);
    try {
      const result = await action(await import('./cart-actions'));
      if (result.cart) setCart(result.cart);
      const { show } = useToasts.getState();
      for (const error of result.errors) show('error', error);
      if (result.errors.length === 0) show('success', done);
      // The line's controls are gone with it: focus goes back to the page's heading.
      if (!result.cart?.items.some((item) => item.id === line.id)) heading.current?.focus();
    } catch (error) {
      console.error('[cart] the cart could not be changed:', error);
      useToasts.getState().show('error', t`Something went wrong. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const onQuantity = (line: Line) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const quantity = Number(submitter?.value);
    if (!Number.isInteger(quantity) || quantity < 0) return;
    const done =
      quantity === 0 ? t`The item has been removed from your shopping cart.` : t`The quantity has been changed.`;
    void run(line, (actions) => actions.updateCartItem(graphql, line, quantity), done);
  };

  const onRemove = (line: Line) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      line,
      (actions) => actions.deleteCartItem(graphql, line),
      t`The item has been removed from your shopping cart.`,
    );
  };

  const lines = cart?.items ?? [];
  // A redeemed voucher is a promotion line: it is shown with the items, but alone it is no cart to check out.
  const empty = !lines.some((line) => line.type !== 'PROMOTION');

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Shopping cart</Trans>
      </h1>

      {empty ? (
        <div className={styles.empty}>
          {unavailable ? (
            <p role="alert">
              <Trans>
                Your shopping cart cannot be shown right now: our shop system cannot be reached. Please try again in a
                few minutes.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>Your shopping cart is empty.</Trans>
            </p>
          )}
          <ShopLink href="/" className={styles.secondaryButton}>
            <Trans>Continue shopping</Trans>
          </ShopLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines" className={styles.lines}>
            <h2 id="cart-lines" className="visually-hidden">
              <Trans>Items</Trans>
            </h2>
            <ul className={styles.list}>
              {lines.map((line) =>
                line.type === 'PROMOTION' ? (
                  <PromotionRow key={line.id} line={line} />
                ) : (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    busy={busy === line.id}
                    onQuantity={onQuantity(line)}
                    onRemove={onRemove(line)}
                  />
                ),
              )}
            </ul>
          </section>

          {cart && (
            <section aria-labelledby="cart-summary" className={formPage.panel}>
              <h2 id="cart-summary" className={formPage.panelTitle}>
                <Trans>Summary</Trans>
              </h2>
              <dl className={styles.totals}>
                <div>
                  <dt>
                    <Trans>Subtotal</Trans>
                  </dt>
                  <dd>{cart.price.positionPriceFormatted}</dd>
                </div>
                {lines
                  .filter((line) => line.type === 'PROMOTION')
                  .map((line) => (
                    <div key={line.id} data-type="promotion">
                      <dt>
                        <Trans>Voucher</Trans>
                      </dt>
                      <dd>{line.price.totalPrice.formatted}</dd>
                    </div>
                  ))}
                <div>
                  <dt>
                    <Trans>Shipping</Trans>
                  </dt>
                  <dd>{cart.freeShipping ? <Trans>Free</Trans> : (cart.shippingCosts?.formatted ?? '–')}</dd>
                </div>
                <div className={styles.total}>
                  <dt>
                    <Trans>Total</Trans>
                  </dt>
                  <dd>{cart.price.totalFormatted}</dd>
                </div>
              </dl>
              <p className={styles.vat}>{cart.price.vatLabel}</p>
              {cart.freeShippingRemaining && (
                <p className={styles.freeShipping}>
                  <Trans>Spend {cart.freeShippingRemaining.formatted} more for free shipping.</Trans>
                </p>
              )}
              {cart.deliveryPromise && <p className={styles.delivery}>{cart.deliveryPromise.text}</p>}
              <ShopLink href="/checkout/" className={styles.primaryButton}>
                <Trans>Proceed to checkout</Trans>
              </ShopLink>
              {vouchers !== undefined && <CartVouchers context={vouchers} locale={locale} onCart={setCart} />}
            </section>
          )}
        </div>
      )}

      {usps.length > 0 && (
        <ul className={styles.usps} aria-label={t`Why shop with us`}>
          {usps.map((usp) => (
            <li key={usp.label}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {usp.link ? (
                usp.link.external ? (
                  <a href={usp.link.href}>{usp.label}</a>
                ) : (
                  <ShopLink href={usp.link.href}>{usp.label}</ShopLink>
                )
              ) : (
                usp.label
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A promotion line (a redeemed voucher): its text and the discount, no quantity (spec commerce §3 cart item type). */
function PromotionRow({ line }: { line: Line }) {
  const { t } = useLingui();
  return (
    <li className={styles.line} data-type="promotion">
      <span className={styles.image} aria-hidden="true" />
      <div className={styles.lineText}>
        <h3 className={styles.name}>{line.label || t`Loyalty voucher`}</h3>
      </div>
      <div className={styles.lineActions}>
        <p className={styles.linePrice}>
          <span className="visually-hidden">
            <Trans>Discount:</Trans>{' '}
          </span>
          {line.price.totalPrice.formatted}
        </p>
      </div>
    </li>
  );
}

function CartLineRow({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: Line;
  busy: boolean;
  onQuantity: (event: FormEvent<HTMLFormElement>) => void;
  onRemove: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useLingui();
  const product = line.product;
  const name = product?.name ?? line.label;
  const quantity = line.quantity;
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      {product?.image ? (
        <Image
          src={product.image.url}
          alt=""
          width={LINE_IMAGE.width}
          height={LINE_IMAGE.height}
          className={styles.image}
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.lineText}>
        <h3 className={styles.name}>{product ? <ShopLink href={shopPath(product.url)}>{name}</ShopLink> : name}</h3>
        {product && <p className={styles.muted}>{product.brand.name}</p>}
        <p className={styles.muted}>
          <Trans>Size: {line.label}</Trans>
        </p>
        <p className={styles.muted}>
          <Trans>Price per item: {line.price.unitPrice.formatted}</Trans>
        </p>
      </div>
      <div className={styles.lineActions}>
        <form method="post" action="/cart/" onSubmit={onQuantity} className={styles.quantity}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={line.id} />
          <button
            type="submit"
            name="quantity"
            value={quantity - 1}
            className={styles.stepper}
            disabled={busy}
            aria-label={t`One less of ${name}`}
          >
            −
          </button>
          <span className={styles.count}>
            <span className="visually-hidden">
              <Trans>Quantity:</Trans>{' '}
            </span>
            {quantity}
          </span>
          <button
            type="submit"
            name="quantity"
            value={quantity + 1}
            className={styles.stepper}
            disabled={busy || quantity >= MAX_LINE_QUANTITY}
            aria-label={t`One more of ${name}`}
          >
            +
          </button>
        </form>
        <p className={styles.linePrice}>
          <span className="visually-hidden">
            <Trans>Line total:</Trans>{' '}
          </span>
          {line.price.totalPrice.formatted}
        </p>
        {line.removable && (
          <form method="post" action="/cart/" onSubmit={onRemove}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={line.id} />
            <button type="submit" className={styles.remove} disabled={busy}>
              <Trans>Remove</Trans>
              <span className="visually-hidden">: {name}</span>
            </button>
          </form>
        )}
      </div>
    </li>
  );
}
