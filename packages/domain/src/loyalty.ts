import type { CurrencyCode } from '@shop/i18n';
/**
 * The loyalty club (spec commerce §1): 1 point per euro spent on paid orders, 200 points become a 10 euro voucher that
 * can be redeemed from 14 days after it was earned, for six months; signing up gives 50 points.
 *
 * The GB store sells in pounds: there a point is earned per whole pound and a voucher is worth £10 (the same numbers in
 * the customer's currency: no exchange rates in the rules).
 */

export const SIGNUP_POINTS = 50;
export const POINTS_PER_VOUCHER = 200;
/** Minor units of the customer's currency (€10, £10). */
export const VOUCHER_VALUE_MINOR = 1000;
export const VOUCHER_WAITING_DAYS = 14;
export const VOUCHER_VALID_MONTHS = 6;

const MINOR_PER_MAJOR = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Points a paid order earns: one per whole euro (or pound) of what was paid; nothing for a refund or a free order. */
export function pointsForOrder(paidMinor: number): number {
  return paidMinor > 0 ? Math.floor(paidMinor / MINOR_PER_MAJOR) : 0;
}

/** How many vouchers a balance buys and what stays on it. */
export function vouchersFromPoints(points: number): { vouchers: number; remaining: number } {
  if (points <= 0) return { vouchers: 0, remaining: points };
  const vouchers = Math.floor(points / POINTS_PER_VOUCHER);
  return { vouchers, remaining: points - vouchers * POINTS_PER_VOUCHER };
}

/** Points still needed for the next voucher (a full 200 when the balance just turned into one). */
export function pointsToNextVoucher(points: number): number {
  if (points <= 0) return POINTS_PER_VOUCHER - points;
  return POINTS_PER_VOUCHER - (points % POINTS_PER_VOUCHER);
}

/** Calendar months later in UTC; a day the target month lacks becomes its last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** A voucher earned at `earnedAt` can be redeemed from 14 days later, for six months from then. */
export function voucherValidity(earnedAt: Date): { validFrom: Date; validUntil: Date } {
  const validFrom = new Date(earnedAt.getTime() + VOUCHER_WAITING_DAYS * DAY_MS);
  return { validFrom, validUntil: addMonthsUtc(validFrom, VOUCHER_VALID_MONTHS) };
}

export type VoucherState = 'upcoming' | 'available' | 'expired' | 'redeemed';

export interface VoucherTerms {
  validFrom: Date;
  /** The last moment it counts (inclusive: "geldig t/m"). */
  validUntil: Date;
  redeemedAt: Date | null;
}

/** Where a voucher stands at a moment: used, not yet redeemable, redeemable, or past its validity. */
export function voucherState(voucher: VoucherTerms, at: Date): VoucherState {
  if (voucher.redeemedAt) return 'redeemed';
  if (at.getTime() < voucher.validFrom.getTime()) return 'upcoming';
  if (at.getTime() > voucher.validUntil.getTime()) return 'expired';
  return 'available';
}

export type VoucherRedeemProblem =
  | 'not-yours'
  | 'wrong-currency'
  | 'redeemed'
  | 'not-yet-valid'
  | 'expired'
  | 'minimum-not-reached';

export interface VoucherForRedeem extends VoucherTerms {
  customerId: string;
  currency: CurrencyCode;
  minimumPurchaseMinor: number | null;
}

/**
 * Why a voucher cannot be used for a cart now, or null when it can: it must be the customer's, in the cart's currency,
 * unused, redeemable at `at`, and the items must reach its minimum purchase.
 */
export function voucherRedeemProblem(
  voucher: VoucherForRedeem,
  cart: { customerId: string; currency: CurrencyCode; itemsTotalMinor: number },
  at: Date,
): VoucherRedeemProblem | null {
  if (voucher.customerId !== cart.customerId) return 'not-yours';
  if (voucher.currency !== cart.currency) return 'wrong-currency';
  const state = voucherState(voucher, at);
  if (state === 'redeemed') return 'redeemed';
  if (state === 'upcoming') return 'not-yet-valid';
  if (state === 'expired') return 'expired';
  if (voucher.minimumPurchaseMinor !== null && cart.itemsTotalMinor < voucher.minimumPurchaseMinor) {
    return 'minimum-not-reached';
  }
  return null;
}

/** What a voucher takes off: its value, at most the items' total (a voucher never pays for shipping or goes negative). */
export function voucherDiscount(valueMinor: number, itemsTotalMinor: number): number {
  return Math.max(0, Math.min(valueMinor, itemsTotalMinor));
}

/**
 * A voucher's 13-digit code from 12 digits: the GS1 check digit appended, so a till scanner reading it as an EAN-13
 * rejects a misread. The first digit 2 keeps it in the range GS1 leaves for a shop's own use.
 */
export function voucherBarcode(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError(`A voucher code starts from 12 digits, got ${twelveDigits}`);
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

export function isVoucherBarcode(code: string): boolean {
  return /^\d{13}$/.test(code) && voucherBarcode(code.slice(0, 12)) === code;
}
