import type { ContentBlock } from './types';

/** The SKUs the blocks reference (products blocks, rich text with a product, rotating picks). */
export function blockSkus(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.__typename) {
      case 'ProductsBlock':
        return block.products.map((product) => product.sku);
      case 'RichtextWithBlock':
        return block.product ? [block.product.sku] : [];
      case 'RotatingProductPicksBlock':
        return block.items.map((item) => item.product.sku);
      default:
        return [];
    }
  });
}

/**
 * The blocks without references to products the catalog does not know (null `known`: keep all): an SKU an editor
 * left in a block after the product left the catalog would otherwise fail the answer.
 */
export function withKnownProducts(blocks: ContentBlock[], known: ReadonlySet<string> | null): ContentBlock[] {
  if (!known) return blocks;
  return blocks.map((block) => {
    switch (block.__typename) {
      case 'ProductsBlock':
        return { ...block, products: block.products.filter((product) => known.has(product.sku)) };
      case 'RichtextWithBlock':
        return block.product && !known.has(block.product.sku) ? { ...block, product: null } : block;
      case 'RotatingProductPicksBlock':
        return { ...block, items: block.items.filter((item) => known.has(item.product.sku)) };
      default:
        return block;
    }
  });
}
