import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Image, type ImageSource } from '../Image';
import type { LinkComponent, LinkProps } from '../Link';
import styles from './MiniCart.module.css';

/** Mini cart images: 60x60 (spec §9). */
export const MINI_CART_IMAGE = { width: 60, height: 60 } as const;

export interface MiniCartItem {
  key: string;
  href: string;
  name: string;
  brand: string;
  size: string;
  quantity: number;
  /** The line's price as the gateway formats it. */
  price: string;
  image?: ImageSource | null | undefined;
}

export interface MiniCartProps {
  /** Units in the cart. */
  count: number;
  /** The total as the gateway formats it; nothing is shown while it is unknown. */
  total?: string | null | undefined;
  cartHref: string;
  /** The panel's lines: `undefined` while not loaded yet, `null` when they could not be loaded. */
  items?: readonly MiniCartItem[] | null | undefined;
  /** Called when the panel opens (hover or focus): the app loads or refreshes the lines. */
  onOpen?: (() => void) | undefined;
  /** Without a panel (the checkout layout's indicator): only the count and the total, linking to the cart. */
  panel?: boolean | undefined;
  Link?: LinkComponent | undefined;
}

const PlainLink = (props: LinkProps) => <a {...props} />;

/**
 * The header's mini cart (spec §2): the product count and the total, linking to the cart, and a panel shown on hover
 * and on keyboard focus with the items (60x60), the total and 'Order now' to the cart. Escape hides the panel until
 * the pointer or the focus leaves (WCAG 1.4.13). Props only: the app loads the lines when `onOpen` is called.
 */
export function MiniCart({ count, total, cartHref, items, onOpen, panel = true, Link = PlainLink }: MiniCartProps) {
  const { t } = useLingui();
  const panelId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = panel && (hovered || focused) && !dismissed;

  const show = (set: (value: boolean) => void) => {
    set(true);
    if (!hovered && !focused) onOpen?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const trigger = (
    <Link href={cartHref} className={styles.trigger}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M6 7h12l-1 13H7L6 7zM9 7a3 3 0 0 1 6 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.visuallyHidden}>{t`Shopping cart`}, </span>
      <span className={styles.count} data-empty={count === 0 ? 'true' : undefined}>
        <span aria-hidden="true">{count}</span>
        <span className={styles.visuallyHidden}>
          <Plural value={count} one="# item" other="# items" />
        </span>
      </span>
      {total && count > 0 && (
        <span className={styles.total}>
          <span className={styles.visuallyHidden}>, </span>
          {total}
        </span>
      )}
    </Link>
  );

  if (!panel) return <div className={styles.miniCart}>{trigger}</div>;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the panel; the link and its contents do the work
    <div
      className={styles.miniCart}
      onPointerEnter={() => show(setHovered)}
      onPointerLeave={() => {
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
      onFocus={() => show(setFocused)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        if (!hovered) setDismissed(false);
      }}
      onKeyDown={onKeyDown}
    >
      {trigger}
      <div id={panelId} className={styles.panel} hidden={!open}>
        <MiniCartPanel items={items} total={total} count={count} cartHref={cartHref} Link={Link} />
      </div>
    </div>
  );
}

function MiniCartPanel({
  items,
  total,
  count,
  cartHref,
  Link,
}: {
  items: readonly MiniCartItem[] | null | undefined;
  total: string | null | undefined;
  count: number;
  cartHref: string;
  Link: LinkComponent;
}) {
  let body: ReactNode;
  if (items === undefined) {
    body = (
      <p className={styles.note}>
        <Trans>Loading your shopping cart…</Trans>
      </p>
    );
  } else if (items === null) {
    body = (
      <p className={styles.note}>
        <Trans>Your shopping cart cannot be shown right now.</Trans>
      </p>
    );
  } else if (items.length === 0 || count === 0) {
    body = (
      <p className={styles.note}>
        <Trans>Your shopping cart is empty.</Trans>
      </p>
    );
  } else {
    body = (
      <>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              {item.image ? (
                <Image
                  {...item.image}
                  alt=""
                  width={MINI_CART_IMAGE.width}
                  height={MINI_CART_IMAGE.height}
                  className={styles.image}
                />
              ) : (
                <span className={styles.image} />
              )}
              <div className={styles.itemText}>
                <Link href={item.href} className={styles.itemName}>
                  {item.name}
                </Link>
                <span className={styles.muted}>{item.brand}</span>
                <span className={styles.muted}>
                  <Trans>
                    Size {item.size} · Quantity {item.quantity}
                  </Trans>
                </span>
              </div>
              <span className={styles.price}>{item.price}</span>
            </li>
          ))}
        </ul>
        {total && (
          <p className={styles.totals}>
            <span>
              <Trans>Total</Trans>
            </span>
            <span>{total}</span>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <p className={styles.panelTitle}>
        <Trans>Shopping cart</Trans>
      </p>
      {body}
      <Link href={cartHref} className={styles.order}>
        <Trans>Order now</Trans>
      </Link>
    </>
  );
}
