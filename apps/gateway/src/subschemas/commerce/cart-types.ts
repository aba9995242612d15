import {
  cartErrorVisibility,
  cartTotalsDisplay,
  deliveryPromiseOfLines,
  formatCartTotal,
  freeShippingRemaining,
  isFreeShipping,
} from '@shop/domain';
import { moneyResolvers } from '../money';
import { knownMethodOf, linesOfCart, methodByReference, money, offerOf, type Resolvers } from './cart-support';
import { voucherText } from './loyalty';
import { productSkuOfVariant } from './price-source';
import { cartErrorMessage, deliveryPromiseText, vatLabelText } from './wording';

/** The fields of Cart and its lines, prices, errors and delivery promise. */
export function cartTypeResolvers(): Resolvers {
  return {
    Money: moneyResolvers,

    Cart: {
      // The products, then the redeemed voucher's promotion line (spec §3: cart items of type product or promotion).
      items: (cart) => [...cart.items, ...cart.promotions],
      itemCount: (cart) => cart.items.reduce((sum, item) => sum + item.quantity, 0),
      discount: (cart) => {
        const discount = cart.promotions.reduce((sum, promotion) => sum - promotion.price.totalPrice, 0);
        return discount > 0 ? money(discount, cart.currency) : null;
      },
      price: (cart) => ({
        positionPrice: money(cart.price.positionPrice, cart.currency),
        totalPrice: money(cart.price.totalPrice, cart.currency),
        netPrice: money(cart.price.netPrice, cart.currency),
        tax: money(cart.price.tax, cart.currency),
        taxRate: cart.price.taxRate,
      }),
      deliveries: (cart, _args, { store }) =>
        cart.deliveries.map((delivery) => ({
          // A remote shop's method by its reference (Shopware's technical name), keeping its own id.
          shippingMethod: {
            ...offerOf(
              knownMethodOf(delivery.shippingMethod.id) ?? methodByReference(delivery.shippingMethod.reference),
              store.country,
              delivery.shippingCosts.totalPrice,
              true,
            ),
            id: delivery.shippingMethod.id,
          },
          shippingCosts: {
            quantity: delivery.shippingCosts.quantity,
            unitPrice: money(delivery.shippingCosts.unitPrice, cart.currency),
            totalPrice: money(delivery.shippingCosts.totalPrice, cart.currency),
          },
        })),
      shippingCosts: (cart) => {
        const delivery = cart.deliveries[0];
        return delivery ? money(delivery.shippingCosts.totalPrice, cart.currency) : null;
      },
      freeShipping: (cart) => {
        const delivery = cart.deliveries[0];
        return !!delivery && isFreeShipping(delivery.shippingCosts.totalPrice);
      },
      freeShippingRemaining: (cart) => {
        const delivery = cart.deliveries[0];
        // A remote shop's own method (Shopware's ids) has no tariff of the shop's: its threshold is not known here.
        const tariff = delivery && knownMethodOf(delivery.shippingMethod.id)?.tariffs[cart.currency];
        if (!delivery || !tariff) return null;
        const remaining = freeShippingRemaining(tariff, delivery.shippingCosts.totalPrice, cart.price.positionPrice);
        return remaining === null ? null : money(remaining, cart.currency);
      },
      deliveryPromise: (cart) => deliveryPromiseOfLines(linesOfCart(cart)),
      errors: (cart) => Object.values(cart.errors),
    },

    CartError: {
      key: (error) => error.key,
      message: (error, _args, { i18n }) => cartErrorMessage(i18n, error.messageKey, error.message),
      visibility: (error) => cartErrorVisibility(error.code) as never,
    },

    CartPrice: {
      vatLabel: (price, _args, { i18n }) => vatLabelText(i18n, price.taxRate),
      totalFormatted: (price, _args, { store }) =>
        formatCartTotal(price.totalPrice, { country: store.country, locale: store.locale }),
      positionPriceFormatted: (price, _args, { store }) =>
        formatCartTotal(price.positionPrice, { country: store.country, locale: store.locale }),
      showDiscount: (_price, _args, { store, now }) => cartTotalsDisplay({ country: store.country, now }).showDiscount,
      onlyItemsTotalAtSubtotal: (_price, _args, { store, now }) =>
        cartTotalsDisplay({ country: store.country, now }).onlyItemsTotalAtSubtotal,
    },

    CartItem: {
      label: (item, _args, { i18n, store }) =>
        item.type === 'promotion'
          ? voucherText(i18n, item.voucher, store.locale)
          : (item.payload.options[0]?.option ?? ''),
      payload: (item) => (item.type === 'promotion' ? null : item.payload),
      modified: (item) => item.modified.toISOString(),
      // A context sells in its store's currency only (session.ts), so the store's currency is the line's.
      price: (item, _args, { store }) => ({
        unitPrice: money(item.price.unitPrice, store.currency),
        quantity: item.price.quantity,
        totalPrice: money(item.price.totalPrice, store.currency),
        calculatedTaxes: item.price.calculatedTaxes.map((tax) => ({
          tax: money(tax.tax, store.currency),
          taxRate: tax.taxRate,
          price: money(tax.price, store.currency),
        })),
        taxRules: item.price.taxRules,
      }),
      deliveryPromise: (item) =>
        item.type === 'promotion'
          ? null
          : deliveryPromiseOfLines([
              {
                sku: item.referencedId,
                quantity: item.quantity,
                stockAtDc: item.payload.stock,
                deliveryTime: item.deliveryInformation.deliveryTime,
              },
            ])!,
      // Only the key: the stitched gateway fills in the catalog's fields of the product.
      // The product's SKU: the embedded engine's productNumber is it already, a remote shop's (Shopware's product
      // number) may be the variant's.
      product: (item) => (item.type === 'promotion' ? null : { sku: productSkuOfVariant(item.payload.productNumber) }),
    },

    DeliveryPromise: {
      minDays: (promise) => (promise.kind === 'variant' ? null : promise.minDays),
      maxDays: (promise) => (promise.kind === 'variant' ? null : promise.maxDays),
      deliveryTime: (promise) => (promise.kind === 'variant' ? promise.deliveryTime : null),
      text: (promise, _args, { i18n }) => deliveryPromiseText(i18n, promise),
    },
  };
}
