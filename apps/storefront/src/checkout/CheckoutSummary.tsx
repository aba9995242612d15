import { Trans, useLingui } from '@lingui/react/macro';
import { formPage } from '@shop/ui/form';
import type { ReactNode } from 'react';
import { ShopLink, shopPath } from '../components/ShopLink';
import type { CheckoutCartFragment } from './checkout.generated';
import styles from './checkout.module.css';

export interface SummaryLine {
  key: string;
  name: string;
  brand?: string | undefined;
  url?: string | undefined;
  size: string;
  quantity: number;
  total: string;
  image?: { url: string; alt: string } | null | undefined;
}

/** The lines of a cart or an order, as the gateway priced them. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const size = line.size;
        const quantity = line.quantity;
        return (
          <li key={line.key} className={styles.line}>
            {line.image ? (
              <img src={line.image.url} alt="" width={60} height={85} loading="lazy" className={styles.lineImage} />
            ) : (
              <span className={styles.lineImage} />
            )}
            <div className={styles.lineText}>
              {line.url ? (
                <ShopLink href={shopPath(line.url)} className={styles.lineName}>
                  {line.name}
                </ShopLink>
              ) : (
                <span className={styles.lineName}>{line.name}</span>
              )}
              {line.brand && <span>{line.brand}</span>}
              <span>
                <Trans>
                  Size {size} · Quantity {quantity}
                </Trans>
              </span>
            </div>
            <span className={styles.linePrice}>{line.total}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function cartLines(cart: CheckoutCartFragment): SummaryLine[] {
  return cart.items.map((item) => ({
    key: item.id,
    name: item.product?.name ?? item.referencedId,
    brand: item.product?.brand?.name,
    url: item.product?.url,
    size: item.label,
    quantity: item.quantity,
    total: item.price.totalPrice.formatted,
    image: item.product?.image,
  }));
}

export function Totals({ rows }: { rows: readonly { label: ReactNode; value: ReactNode; total?: boolean }[] }) {
  return (
    <dl className={styles.totals}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows
        <div key={index} className={row.total ? styles.totalRow : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The cart beside every checkout step: its lines and totals as the gateway answers them (never computed here), the
 * delivery promise, and a link to change the cart on the cart page.
 */
export function CheckoutSummary({ cart }: { cart: CheckoutCartFragment }) {
  const { t } = useLingui();
  return (
    <aside className={formPage.panel} aria-label={t`Your order`}>
      <h2 className={formPage.panelTitle}>
        <Trans>Your order</Trans>
      </h2>
      <SummaryLines lines={cartLines(cart)} />
      <Totals
        rows={[
          { label: t`Subtotal`, value: cart.price.positionPriceFormatted },
          {
            label: t`Shipping`,
            value: cart.freeShipping ? t`Free` : (cart.shippingCosts?.formatted ?? '–'),
          },
          { label: t`Total`, value: cart.price.totalFormatted, total: true },
        ]}
      />
      <p className={formPage.muted}>{cart.price.vatLabel}</p>
      {cart.deliveryPromise && <p className={styles.promise}>{cart.deliveryPromise.text}</p>}
      <ShopLink href="/cart/" className={styles.link}>
        <Trans>Change your cart</Trans>
      </ShopLink>
    </aside>
  );
}
