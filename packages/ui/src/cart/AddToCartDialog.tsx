import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../Dialog';
import { Image, type ImageSource } from '../Image';
import type { LinkComponent, LinkProps } from '../Link';
import styles from './AddToCartDialog.module.css';

/** Upsell images: 166x235 (spec §9). */
export const UPSELL_IMAGE = { width: 166, height: 235 } as const;

export interface AddedItem {
  name: string;
  brand: string;
  /** The size label (`38`, `One size`). */
  size: string;
  /** The unit price as the gateway formats it. */
  price: string;
  image?: ImageSource | null | undefined;
}

export interface UpsellProduct {
  key: string;
  href: string;
  name: string;
  brand: string;
  price: string;
  image?: ImageSource | null | undefined;
  /** The product's add-to-cart button: the app adds it (through the size chooser when it has sizes) and goes to the cart. */
  onAdd: () => void;
}

export interface AddToCartDialogProps {
  open: boolean;
  onClose: () => void;
  /** `added`: the item is in the cart; `failed`: it is not (the errors say why). */
  status: 'added' | 'failed';
  item?: AddedItem | null | undefined;
  /** The gateway's messages about this addition (out of stock, …): shown, never lost. */
  errors?: readonly string[] | undefined;
  cartHref: string;
  /** The added product's complementary products (spec §2 upsell). */
  upsell?: readonly UpsellProduct[] | undefined;
  Link?: LinkComponent | undefined;
}

const PlainLink = (props: LinkProps) => <a {...props} />;

/**
 * The add-to-cart modal (spec §2): confirms the addition ('The item has been added to your shopping cart'), shows the
 * item, links to the cart and offers upsell products whose add buttons take the shopper to the cart. When the gateway
 * refused the addition, the dialog says so with its messages. Props only: it fetches nothing.
 */
export function AddToCartDialog({
  open,
  onClose,
  status,
  item,
  errors = [],
  cartHref,
  upsell = [],
  Link = PlainLink,
}: AddToCartDialogProps) {
  const { t } = useLingui();
  const title =
    status === 'added'
      ? t`The item has been added to your shopping cart`
      : t`The item could not be added to your shopping cart`;
  return (
    <Dialog open={open} onClose={onClose} title={title} className={styles.dialog}>
      {errors.length > 0 && (
        <ul className={styles.errors}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {item && status === 'added' && (
        <div className={styles.item}>
          {item.image && (
            <Image
              {...item.image}
              alt=""
              width={UPSELL_IMAGE.width}
              height={UPSELL_IMAGE.height}
              className={styles.itemImage}
            />
          )}
          <div>
            <p className={styles.itemName}>{item.name}</p>
            <p className={styles.muted}>{item.brand}</p>
            <p className={styles.muted}>
              <Trans>Size: {item.size}</Trans>
            </p>
            <p className={styles.itemPrice}>{item.price}</p>
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <Link href={cartHref} className={styles.toCart}>
          <Trans>View shopping cart</Trans>
        </Link>
        <button type="button" className={styles.continue} onClick={onClose}>
          <Trans>Continue shopping</Trans>
        </button>
      </div>
      {upsell.length > 0 && (
        <section className={styles.upsell} aria-labelledby="upsell-title">
          <h3 id="upsell-title" className={styles.upsellTitle}>
            <Trans>Goes well with</Trans>
          </h3>
          <ul className={styles.upsellList}>
            {upsell.map((product) => (
              <li key={product.key} className={styles.upsellItem}>
                <Link href={product.href} className={styles.upsellLink}>
                  {product.image ? (
                    <Image
                      {...product.image}
                      alt=""
                      width={UPSELL_IMAGE.width}
                      height={UPSELL_IMAGE.height}
                      className={styles.upsellImage}
                    />
                  ) : (
                    <span className={styles.noImage} />
                  )}
                  <span className={styles.upsellName}>{product.name}</span>
                </Link>
                <p className={styles.muted}>{product.brand}</p>
                <p className={styles.upsellPrice}>{product.price}</p>
                <button type="button" className={styles.upsellAdd} onClick={product.onAdd}>
                  <Trans>Add to cart</Trans>
                  <span className={styles.visuallyHidden}>: {product.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
