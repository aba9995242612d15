import { shippingCosts, VAT_RATES, vatIncluded, voucherDiscount, voucherRedeemProblem } from '@shop/domain';
import type { CurrencyCode } from '@shop/i18n';
import { type ContextRow, type Db, selectedShippingMethod } from './context-store';
import type { EngineDeps } from './engine-deps';
import { findVoucher } from './loyalty';
import { paymentMethodsFor, shippingMethodsFor } from './methods';
import type { Cart, CartError, CartItem, PromotionCartItem } from './model';
import type { VariantPrice } from './price-source';

export const CART_NAME = 'frontend-cart';
/** Ids of promotion lines: the prefix and the voucher's id (product lines have UUIDs). */
export const PROMOTION_LINE_PREFIX = 'promotion-';

export async function fetchPrices(
  deps: EngineDeps,
  skus: string[],
  currency: CurrencyCode,
): Promise<Map<string, VariantPrice>> {
  return skus.length ? deps.priceSource.prices(skus, currency) : new Map();
}

/** The cart as stored, priced now; `knownPrices` (asked before a transaction) instead of asking the price source. */
export async function buildCart(
  deps: EngineDeps,
  db: Db,
  row: ContextRow,
  knownPrices?: Map<string, VariantPrice>,
): Promise<Cart> {
  const lines = await db
    .selectFrom('commerce_cart_item')
    .selectAll()
    .where('context_token', '=', row.token)
    .orderBy('position')
    .execute();
  const skus = lines.map((line) => line.referenced_id);
  const prices = knownPrices ?? (await fetchPrices(deps, skus, row.currency));
  const stock = new Map<string, number>();
  if (skus.length) {
    const stockRows = await db
      .selectFrom('commerce_stock as s')
      .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
      .where('l.kind', '=', 'dc')
      .where('s.sku', 'in', skus)
      .groupBy('s.sku')
      .select((eb) => ['s.sku', eb.fn.sum<number>('s.qty').as('qty')])
      .execute();
    for (const stockRow of stockRows) stock.set(stockRow.sku, Number(stockRow.qty));
  }
  const taxRate = VAT_RATES[row.country];
  const errors: Record<string, CartError> = {};
  const items: CartItem[] = lines.map((line) => {
    const price = prices.get(line.referenced_id);
    const unitPrice = price?.unitPriceMinor ?? 0;
    const totalPrice = unitPrice * line.quantity;
    const available = stock.get(line.referenced_id) ?? 0;
    if (!price) {
      addError(errors, 'product-not-found', line.referenced_id, `${line.referenced_id} is no longer sold`);
    } else if (!price.deliveryTime && available < line.quantity) {
      addError(errors, 'product-out-of-stock', line.referenced_id, `Only ${available} of ${line.referenced_id} left`);
    }
    const payload = line.payload as { options?: { group: string; option: string }[] };
    return {
      id: line.id,
      referencedId: line.referenced_id,
      type: 'product',
      quantity: line.quantity,
      payload: { productNumber: line.product_number, options: payload.options ?? [], stock: available },
      deliveryInformation: { stock: available, deliveryTime: price?.deliveryTime ?? null },
      price: {
        unitPrice,
        quantity: line.quantity,
        totalPrice,
        calculatedTaxes: [{ tax: vatIncluded(totalPrice, taxRate), taxRate, price: totalPrice }],
        taxRules: [{ taxRate, percentage: 100 }],
      },
      removable: true,
      stackable: true,
      modified: line.modified_at,
    };
  });
  const positionPrice = items.reduce((sum, item) => sum + item.price.totalPrice, 0);
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);

  const deliveries: Cart['deliveries'] = [];
  if (
    row.shipping_method_id &&
    !shippingMethodsFor(row.country, row.currency).some((m) => m.id === row.shipping_method_id)
  ) {
    addError(errors, 'shipping-method-blocked', row.shipping_method_id, 'The chosen shipping method is not available');
  }
  if (row.payment_method_id && !paymentMethodsFor(row.country).some((m) => m.id === row.payment_method_id)) {
    addError(errors, 'payment-method-blocked', row.payment_method_id, 'The chosen payment method is not available');
  }
  const method = selectedShippingMethod(row);
  const tariff = method.tariffs[row.currency];
  const costs = tariff && items.length > 0 ? shippingCosts(tariff, quantity, positionPrice) : null;
  if (items.length > 0 && costs !== null) {
    deliveries.push({
      shippingMethod: { id: method.id, reference: method.reference, type: method.type },
      shippingCosts: { quantity: 1, unitPrice: costs, totalPrice: costs },
    });
  } else if (items.length > 0) {
    addError(errors, 'shipping-method-blocked', method.id, 'The shipping method does not ship this cart');
  }
  const promotions = items.length > 0 ? await cartPromotions(deps, db, row, positionPrice, taxRate, errors) : [];
  const discount = promotions.reduce((sum, promotion) => sum - promotion.price.totalPrice, 0);
  const totalPrice = positionPrice - discount + (costs ?? 0);
  const tax = vatIncluded(totalPrice, taxRate);
  return {
    name: CART_NAME,
    token: row.token,
    currency: row.currency,
    items,
    promotions,
    price: { positionPrice, totalPrice, netPrice: totalPrice - tax, taxRate, tax },
    deliveries,
    errors,
  };
}

/**
 * The redeemed voucher's line, judged now: a voucher that stopped counting (expired, used for another order, the
 * items below its minimum) gives no discount and a cart error instead; one that counts adds the success notice.
 */
async function cartPromotions(
  deps: EngineDeps,
  db: Db,
  row: ContextRow,
  itemsTotal: number,
  taxRate: number,
  errors: Record<string, CartError>,
): Promise<PromotionCartItem[]> {
  if (!row.voucher_id) return [];
  const voucher = await findVoucher(db, { id: row.voucher_id });
  if (!voucher) return [];
  const problem = voucherRedeemProblem(
    voucher,
    { customerId: row.customer_id ?? '', currency: row.currency, itemsTotalMinor: itemsTotal },
    deps.now(),
  );
  if (problem) {
    addError(
      errors,
      `voucher-${problem}`,
      voucher.barcode,
      `The voucher ${voucher.barcode} cannot be used: ${problem}`,
    );
    return [];
  }
  const discount = voucherDiscount(voucher.valueMinor, itemsTotal);
  const notice = 'promotion-discount-added';
  errors[`${notice}-${voucher.barcode}`] = {
    code: notice,
    key: `${notice}-${voucher.barcode}`,
    messageKey: notice,
    message: 'A discount has been added to your shopping cart.',
    level: 'notice',
  };
  return [
    {
      id: `${PROMOTION_LINE_PREFIX}${voucher.id}`,
      referencedId: voucher.barcode,
      type: 'promotion',
      quantity: 1,
      voucher,
      price: {
        unitPrice: -discount,
        quantity: 1,
        totalPrice: -discount,
        calculatedTaxes: [{ tax: -vatIncluded(discount, taxRate), taxRate, price: -discount }],
        taxRules: [{ taxRate, percentage: 100 }],
      },
      removable: true,
      stackable: false,
      modified: row.updated_at,
    },
  ];
}

function addError(errors: Record<string, CartError>, code: string, subject: string, message: string): void {
  const key = `${code}-${subject}`;
  errors[key] = { code, key, messageKey: code, message, level: 'error' };
}
