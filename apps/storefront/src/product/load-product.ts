import { notFound } from '@tanstack/react-router';
import { loadQuery } from '../graphql/load-query';
import type { GraphqlQuery } from '../graphql/query';
import { ProductPageDocument } from './product.generated';

/** /products/{sku}: the product by SKU, or the 404 page. */
export async function loadProductBySku(graphql: GraphqlQuery, sku: string) {
  const { product } = await loadQuery(graphql, ProductPageDocument, { sku });
  if (!product) throw notFound();
  return product;
}
