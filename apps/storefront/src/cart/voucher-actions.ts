import type { GraphqlQuery } from '../lib/graphql/query';
import type { CartDetailFragment } from './cart.generated';
import { CartRedeemVoucherDocument, CartRemoveVoucherDocument, CartVouchersDocument } from './cart.generated';
import { useCartSummary } from './cart-store';
import { showCartNotices } from './toasts';

/**
 * The voucher mutations of the cart page: each answers the gateway's whole cart (the promotion line, the lower
 * totals), which the header's summary takes over too, and its refusals in the shopper's language.
 */
export interface VoucherResult {
  cart: CartDetailFragment | null;
  errors: string[];
}

function takeOver(payload: { cart?: CartDetailFragment | null; errors: readonly { message: string }[] }) {
  if (payload.cart) {
    useCartSummary.getState().setCart(payload.cart);
    showCartNotices(payload.cart.errors);
  }
  return { cart: payload.cart ?? null, errors: payload.errors.map((error) => error.message) };
}

export async function redeemVoucher(graphql: GraphqlQuery, code: string): Promise<VoucherResult> {
  return takeOver((await graphql(CartRedeemVoucherDocument, { code })).redeemVoucher);
}

export async function removeVoucher(graphql: GraphqlQuery): Promise<VoucherResult> {
  return takeOver((await graphql(CartRemoveVoucherDocument, {})).removeVoucher);
}

/** The vouchers and the redeemed one, asked afresh after a change. */
export async function loadCartVouchers(graphql: GraphqlQuery) {
  return (await graphql(CartVouchersDocument, {}, { fresh: true })).context;
}
