import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';
import { productHead } from '../product/head';
import { ProductPage } from '../product/ProductPage';

/** /products/{sku}: a product page by SKU. Its canonical link is the product's own url. */
export const Route = createFileRoute('/products/$sku')({
  loader: async ({ context, params }) =>
    (await import('../product/load-product')).loadProductBySku(context.graphql, params.sku),
  head: ({ match, loaderData }) => (loaderData ? productHead(match, loaderData.product) : pageHead(match, '')),
  component: ProductBySkuPage,
});

function ProductBySkuPage() {
  const { product, content } = Route.useLoaderData();
  return <ProductPage key={product.sku} product={product} content={content} />;
}
