import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@shop/ui/form';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { formatDate } from '../lib/format-date';
import { useGraphql } from '../lib/hooks/use-graphql';
import styles from './CartVouchers.module.css';
import type { CartDetailFragment, CartVouchersQuery, MyVoucherFragment } from './cart.generated';
import { useToasts } from './toasts';

export type CartVoucherContext = CartVouchersQuery['context'];

export interface CartVouchersProps {
  /** The caller's context as the cart page's loader found it: logged in or not, the vouchers, the redeemed one. */
  context: CartVoucherContext;
  locale: string;
  /** Takes over the gateway's cart after a redeem or a removal (its promotion line and lower totals). */
  onCart: (cart: CartDetailFragment) => void;
}

/**
 * The loyalty vouchers in the cart (spec commerce §1, §3): a logged-in customer redeems one of their vouchers (a
 * "Redeem" button each, or its code typed in) or takes the redeemed one out again; the discount itself is the
 * gateway's (the cart's promotion line and totals). Guests are asked to log in. Refusals are said inline and as a
 * toast, like the cart's other notices.
 */
export function CartVouchers({ context: loaded, locale, onCart }: CartVouchersProps) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const [context, setContext] = useState(loaded);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const titleId = useId();
  useEffect(() => setContext(loaded), [loaded]);

  if (!context?.loggedIn) {
    return (
      <section className={styles.vouchers} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Loyalty vouchers</Trans>
        </h2>
        <p>
          <ShopLink href="/account/">
            <Trans>Log in to use your loyalty vouchers</Trans>
          </ShopLink>
        </p>
      </section>
    );
  }

  const redeemed = context.voucher;
  // A voucher is worth its value in its own currency: the stores of another currency cannot take it.
  const available = (context.customer?.vouchers ?? []).filter(
    (voucher) =>
      voucher.available &&
      !voucher.redeemed &&
      voucher.id !== redeemed?.id &&
      voucher.value.currency === context.currency,
  );

  // The mutations load with the first use: the cart page shows and hydrates without them.
  const change = async (
    mutate: (
      actions: typeof import('./voucher-actions'),
    ) => Promise<{ cart: CartDetailFragment | null; errors: string[] }>,
    done: string,
  ) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const actions = await import('./voucher-actions');
      const result = await mutate(actions);
      if (result.cart) onCart(result.cart);
      if (result.errors.length > 0) {
        setError(result.errors.join(' '));
        for (const message of result.errors) useToasts.getState().show('error', message);
        return;
      }
      setContext(await actions.loadCartVouchers(graphql));
      setCode('');
      setStatus(done);
      useToasts.getState().show('success', done);
    } catch (failure) {
      console.error('[cart] the voucher could not be changed:', failure);
      const message = t`Something went wrong. Please try again.`;
      setError(message);
      useToasts.getState().show('error', message);
    } finally {
      setBusy(false);
    }
  };

  const redeem = (voucherCode: string) =>
    change((actions) => actions.redeemVoucher(graphql, voucherCode), t`Your voucher has been redeemed.`);

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(t`Please enter the code of your voucher`);
      return;
    }
    void redeem(typed);
  };

  return (
    <section className={styles.vouchers} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Loyalty vouchers</Trans>
      </h2>
      {redeemed ? (
        <div className={styles.redeemed}>
          <p>
            <Trans>
              Redeemed: <strong>{redeemed.value.formatted}</strong> {redeemed.text}
            </Trans>
          </p>
          <form
            method="post"
            action="/cart/"
            onSubmit={(event) => {
              event.preventDefault();
              void change((actions) => actions.removeVoucher(graphql), t`The voucher has been taken out of your cart.`);
            }}
          >
            <input type="hidden" name="intent" value="remove-voucher" />
            <button type="submit" className={styles.link} disabled={busy}>
              <Trans>Remove voucher</Trans>
            </button>
          </form>
        </div>
      ) : (
        <>
          {available.length > 0 ? (
            <ul className={styles.list}>
              {available.map((voucher) => (
                <VoucherRow
                  key={voucher.id}
                  voucher={voucher}
                  locale={locale}
                  busy={busy}
                  onRedeem={() => void redeem(voucher.barcode)}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>
              <Trans>You have no vouchers to redeem right now.</Trans>
            </p>
          )}
          <form method="post" action="/cart/" className={styles.code} onSubmit={onCode} noValidate>
            <input type="hidden" name="intent" value="redeem-voucher" />
            <TextField
              label={t`Voucher code`}
              name="code"
              value={code}
              autoComplete="off"
              error={error ?? undefined}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(null);
              }}
            />
            <button type="submit" className={styles.button} disabled={busy}>
              <Trans>Redeem</Trans>
            </button>
          </form>
        </>
      )}
      {redeemed && error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}

function VoucherRow({
  voucher,
  locale,
  busy,
  onRedeem,
}: {
  voucher: MyVoucherFragment;
  locale: string;
  busy: boolean;
  onRedeem: () => void;
}) {
  const until = formatDate(voucher.validUntil, locale);
  const minimum = voucher.minimumPurchaseAmount?.formatted;
  return (
    <li className={styles.voucher}>
      <div>
        <p>
          <strong>{voucher.value.formatted}</strong> {voucher.text}
        </p>
        <p className={styles.muted}>
          <Trans>Valid until {until}</Trans>
          {minimum && (
            <>
              {' · '}
              <Trans>From {minimum}</Trans>
            </>
          )}
        </p>
      </div>
      <form
        method="post"
        action="/cart/"
        onSubmit={(event) => {
          event.preventDefault();
          onRedeem();
        }}
      >
        <input type="hidden" name="intent" value="redeem-voucher" />
        <input type="hidden" name="code" value={voucher.barcode} />
        <button type="submit" className={styles.button} disabled={busy}>
          <Trans>Redeem</Trans>
          <span className="visually-hidden">
            {' '}
            {voucher.value.formatted} {voucher.text}
          </span>
        </button>
      </form>
    </li>
  );
}
