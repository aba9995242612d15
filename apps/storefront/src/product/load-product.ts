import { notFound } from '@tanstack/react-router';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import { ProductPageDocument } from './product.generated';

/**
 * /products/{sku}: the product by SKU with the product page's own content, or the 404 page. `segment` is the
 * product's (the header highlights it, src/app/shell/page-segment.ts).
 */
export async function loadProductBySku(graphql: GraphqlQuery, sku: string) {
  const { product, productPageContent } = await loadQuery(graphql, ProductPageDocument, { sku });
  if (!product) throw notFound();
  return { product, content: productPageContent, segment: product.segment };
}
