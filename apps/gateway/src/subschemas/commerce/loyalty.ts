import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommerceUpstream } from '@shop/commerce';
import { CommerceError, type Voucher } from '@shop/commerce';
import { formatMoney, POINTS_PER_VOUCHER, pointsToNextVoucher, VOUCHER_VALUE_MINOR, voucherState } from '@shop/domain';
import type { GatewayContext } from '../../context';
import type { CommerceResolvers, MoneyModel } from '../../graphql';
import type { CommercePolicy } from './policy';
import { currentContext, ensureSession } from './session';
import { commerceErrorMessage } from './wording';

const MAX_CODE_LENGTH = 64;

const money = (amount: number, currency: MoneyModel['currency']): MoneyModel => ({ amount, currency });

/** "Loyalty voucher of €10" in the request's language and money format. */
export function voucherText(i18n: I18n, voucher: Pick<Voucher, 'valueMinor' | 'currency'>, locale: string): string {
  const value = formatMoney({ amount: voucher.valueMinor, currency: voucher.currency }, locale);
  return i18n._(msg`Loyalty voucher of ${value}`);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A refused redemption as a user error: the engine's voucher codes have their own words, the rest fails loudly. */
function voucherUserError(error: unknown, i18n: I18n) {
  if (!(error instanceof CommerceError)) throw error;
  const code = error.code === 'not-logged-in' ? 'voucher-login-required' : error.code;
  return {
    code: error.code === 'not-logged-in' ? 'NOT_LOGGED_IN' : error.code.toUpperCase().replaceAll('-', '_'),
    message: commerceErrorMessage(i18n, code),
    field: 'code',
  };
}

type Resolvers = CommerceResolvers<GatewayContext>;

/** The loyalty club on the account and vouchers in the cart (SDL: packages/schema/src/commerce-account.ts). */
export function loyaltyResolvers(commerce: CommerceUpstream, _policy: CommercePolicy): Resolvers {
  const notLoggedIn = (i18n: I18n) => ({
    code: 'NOT_LOGGED_IN',
    message: commerceErrorMessage(i18n, 'voucher-login-required'),
    field: null,
  });

  return {
    Mutation: {
      redeemVoucher: async (_root, { code }, gateway) => {
        const context = await currentContext(commerce, gateway);
        if (!context?.customerId) {
          return {
            cart: context ? await commerce.carts.getCart(context.token) : null,
            errors: [notLoggedIn(gateway.i18n)],
          };
        }
        if (code.trim().length === 0 || code.length > MAX_CODE_LENGTH) {
          const error = new CommerceError('voucher-not-found', 'No such code', { fields: ['code'] });
          return { cart: await commerce.carts.getCart(context.token), errors: [voucherUserError(error, gateway.i18n)] };
        }
        try {
          return { cart: await commerce.carts.redeemVoucher(context.token, code), errors: [] };
        } catch (error) {
          return { cart: await commerce.carts.getCart(context.token), errors: [voucherUserError(error, gateway.i18n)] };
        }
      },
      removeVoucher: async (_root, _args, gateway) => {
        const token = await ensureSession(commerce, gateway);
        return { cart: await commerce.carts.removeVoucher(token), errors: [] };
      },
    },

    Customer: {
      loyalty: async (customer) => {
        const account = await commerce.loyalty.account(customer.id);
        if (!account) throw new Error(`No loyalty account for customer ${customer.id}`);
        return account;
      },
      vouchers: (customer) => commerce.loyalty.vouchers(customer.id),
    },

    LoyaltyAccount: {
      pointsToNextVoucher: (account) => pointsToNextVoucher(account.points),
      pointsPerVoucher: () => POINTS_PER_VOUCHER,
      voucherValue: (account) => money(VOUCHER_VALUE_MINOR, account.currency),
    },

    Voucher: {
      text: (voucher, _args, { i18n, store }) => voucherText(i18n, voucher, store.locale),
      value: (voucher) => money(voucher.valueMinor, voucher.currency),
      validFrom: (voucher) => isoDate(voucher.validFrom),
      validUntil: (voucher) => isoDate(voucher.validUntil),
      minimumPurchaseAmount: (voucher) =>
        voucher.minimumPurchaseMinor === null ? null : money(voucher.minimumPurchaseMinor, voucher.currency),
      // Judged at the request's moment, as every rule of one request.
      available: (voucher, _args, { now }) => voucherState(voucher, now) === 'available',
      redeemed: (voucher) => voucher.redeemedAt !== null,
    },

    Context: {
      voucher: (context) => (context.voucherId ? commerce.loyalty.voucher(context.voucherId) : null),
    },
  };
}
