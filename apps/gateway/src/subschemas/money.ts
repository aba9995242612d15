import { formatMoney } from '@shop/domain';
import type { MoneyModel } from '@shop/schema';
import type { GatewayContext } from '../context';

/** `Money.formatted`: written as the request's store writes money. One resolver for every subschema with Money. */
export const moneyResolvers = {
  formatted: (money: MoneyModel, _args: unknown, context: GatewayContext) => formatMoney(money, context.store.locale),
};
