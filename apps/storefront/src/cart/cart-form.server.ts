import { MAX_LINE_QUANTITY } from '@shop/domain';
import { storefrontConfig } from '../lib/config.server';
import { callerOf } from '../lib/gateway-caller.server';
import { createGatewayQuery } from '../lib/graphql/client.server';
import {
  CartRedeemVoucherDocument,
  CartRemoveVoucherDocument,
  DeleteCartItemDocument,
  UpdateCartItemDocument,
} from './cart.generated';

/**
 * POST /cart/ without JavaScript: the cart page's forms (`intent` update with `id` and `quantity`, remove with `id`,
 * redeem-voucher with `code`, remove-voucher) run the mutation for this shopper and answer 303 back to the cart page, which shows the gateway's cart.
 * Cross-site posts are refused (and carry no session: the cookie is SameSite=Lax).
 */
export async function handleCartForm(request: Request): Promise<Response> {
  const back = new Response(null, { status: 303, headers: { location: '/cart/' } });
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== new URL(request.url).host) {
    return new Response('Forbidden', { status: 403 });
  }
  const config = storefrontConfig();
  const caller = callerOf(request, config.stores);
  if (!caller.contextToken) return back;
  const form = await request.formData().catch(() => null);
  const id = form?.get('id');
  const intent = form?.get('intent');
  const graphql = createGatewayQuery(caller, config);
  // The loyalty vouchers' forms (`intent` redeem-voucher with `code`, remove-voucher).
  if (intent === 'redeem-voucher' || intent === 'remove-voucher') {
    const code = form?.get('code');
    try {
      if (intent === 'remove-voucher') await graphql(CartRemoveVoucherDocument, {});
      else if (typeof code === 'string' && code.trim()) await graphql(CartRedeemVoucherDocument, { code: code.trim() });
    } catch (error) {
      console.error('[cart] the voucher form failed:', error);
    }
    return back;
  }
  if (typeof id !== 'string' || !id) return back;
  try {
    if (intent === 'remove') {
      await graphql(DeleteCartItemDocument, { id });
    } else if (intent === 'update') {
      const quantity = Number(form?.get('quantity'));
      if (Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY) {
        await graphql(UpdateCartItemDocument, { item: { id, quantity } });
      }
    }
  } catch (error) {
    console.error('[cart] the cart form failed:', error);
  }
  return back;
}
