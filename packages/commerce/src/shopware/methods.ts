import type { Cart, Context, PaymentMethodOffer, ShippingMethodOffer } from '../model';
import { toPaymentOffers, toShippingOffer } from './cart-mapping';
import { toShopContext } from './contexts';
import type { SessionCalls } from './session-calls';

/**
 * Shipping and payment methods of a Shopware context. `onlyAvailable` asks Shopware to leave out the methods whose
 * availability rule the context does not meet; without it, those come along marked inactive.
 */
export class ShopwareMethods {
  constructor(private readonly calls: SessionCalls) {}

  async getShippingMethods(token: string, onlyAvailable = true, _known?: Cart): Promise<ShippingMethodOffer[]> {
    const [context, available, all, cart] = await Promise.all([
      this.calls.call(token, 'readContext get /context', {}, { area: 'context', idempotent: true }),
      this.calls.call(
        token,
        'readShippingMethod post /shipping-method',
        { query: { onlyAvailable: true }, body: {} },
        { area: 'checkout', idempotent: true },
      ),
      onlyAvailable
        ? null
        : this.calls.call(
            token,
            'readShippingMethod post /shipping-method',
            { body: {} },
            {
              area: 'checkout',
              idempotent: true,
            },
          ),
      this.calls.call(token, 'readCart get /checkout/cart', {}, { area: 'cart', idempotent: true }),
    ]);
    const selectedId = context.data.shippingMethod?.id ?? null;
    const availableIds = new Set(available.data.elements.map((method) => method.id));
    const methods = (all ?? available).data.elements;
    return methods
      .map((method) => toShippingOffer(method, selectedId, cart.data, availableIds.has(method.id)))
      .sort((a, b) => a.position - b.position);
  }

  async getPaymentMethods(token: string): Promise<PaymentMethodOffer[]> {
    const [context, methods] = await Promise.all([
      this.calls.call(token, 'readContext get /context', {}, { area: 'context', idempotent: true }),
      this.calls.call(
        token,
        'readPaymentMethod post /payment-method',
        { body: { onlyAvailable: true } },
        { area: 'checkout', idempotent: true },
      ),
    ]);
    return toPaymentOffers(methods.data.elements ?? [], context.data.paymentMethod?.id ?? null);
  }

  updateShippingMethod(token: string, id: string): Promise<Context> {
    return this.switchContext(token, { shippingMethodId: id });
  }

  updatePaymentMethod(token: string, id: string): Promise<Context> {
    return this.switchContext(token, { paymentMethodId: id });
  }

  private async switchContext(token: string, body: { shippingMethodId?: string; paymentMethodId?: string }) {
    await this.calls.call(token, 'updateContext patch /context', { body }, { area: 'checkout', idempotent: false });
    const { data, ref } = await this.calls.call(
      token,
      'readContext get /context',
      {},
      {
        area: 'context',
        idempotent: true,
      },
    );
    return toShopContext(data, token, ref);
  }
}
