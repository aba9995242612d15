import { formatMoney } from '@shop/domain';
import type { GatewayContext } from '../context';
import type { MoneyModel } from '../graphql';

/** `Money.formatted`: written as the request's store writes money. One resolver for every subschema with Money. */
export const moneyResolvers = {
  formatted: (money: MoneyModel, _args: unknown, context: GatewayContext) => formatMoney(money, context.store.locale),
};
