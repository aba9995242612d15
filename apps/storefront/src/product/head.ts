import { msg } from '@lingui/core/macro';
import { type PageHeadOptions, pageHead } from '../lib/page-head';
import { productJsonLd } from './json-ld';
import type { ProductDetailFragment } from './product.generated';

const homeCrumb = msg`Home`;

/** A product page's head, wherever it is served: canonical at the product's own url, Product and BreadcrumbList data. */
export function productHead(
  match: Parameters<typeof pageHead>[0],
  product: ProductDetailFragment,
  alternates?: PageHeadOptions['alternates'],
) {
  return pageHead(match, `${product.name} · ${product.brand.name}`, {
    canonicalPath: product.url,
    alternates,
    description: product.descriptionPreview,
    jsonLd: productJsonLd(product, match.context.baseUrl, match.context.i18n._(homeCrumb)),
  });
}
