import { generateDemoWorld } from '@shop/demo-data';

/** The demo world the gateway seeds at start (the default seed): tests derive what they expect from it. */
export const world = generateDemoWorld();

const distributionCentres = new Set(
  world.stockLocations.filter((location) => location.kind === 'dc').map((location) => location.code),
);

/** Units of a variant SKU at the distribution centres. */
export function dcStock(variantSku: string): number {
  return world.stock
    .filter((entry) => entry.sku === variantSku && distributionCentres.has(entry.locationCode))
    .reduce((sum, entry) => sum + entry.qty, 0);
}

export function productOf(sku: string) {
  const product = world.catalog.products.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`The demo world has no product ${sku}`);
  return product;
}

/** Units of a product over all its sizes at the distribution centres. */
export function dcStockOfProduct(sku: string): number {
  return productOf(sku).variants.reduce((sum, variant) => sum + dcStock(variant.sku), 0);
}
