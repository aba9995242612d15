import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { size, stocked } from './order-answers';
import { orderWorld } from './order-world';

interface StockAnswer {
  product: { stock: { availableStock: number }; variants: { sku: string; availableStock: number }[] };
}

describeEachDatabase('stock kept in memory (product records and products’ stock)', (getDb) => {
  const { shopper, customer, orderAndPay, add } = orderWorld(getDb);
  const query = `query S($sku: ID!) { product(sku: $sku) { stock { availableStock } variants { sku availableStock } } }`;
  const stockOf = async () => {
    const { product } = await shopper().call<StockAnswer>(query, { sku: stocked.sku });
    return {
      product: product.stock.availableStock,
      size: product.variants.find((variant) => variant.sku === size.sku)!.availableStock,
    };
  };

  it('shows what an order took at once, though the product and its stock were read (and kept) just before', async () => {
    const before = await stockOf();
    expect(await stockOf()).toEqual(before);
    const anna = await customer(`stock-${Date.now()}@example.com`);
    await add(anna, 2);
    await orderAndPay(anna, `stock-${anna.id}`);
    expect(await stockOf()).toEqual({ product: before.product - 2, size: before.size - 2 });
  });
});
