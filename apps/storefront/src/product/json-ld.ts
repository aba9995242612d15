import { canonicalUrl } from '../lib/page-head';
import type { ProductDetailFragment } from './product.generated';

/** schema.org availability of the product as a whole, from the gateway's size states. */
function availability(product: ProductDetailFragment): string {
  const states = new Set(product.variants.map((variant) => variant.state));
  if (['IN_STOCK', 'FEW_LEFT', 'LAST_ITEM'].some((state) => states.has(state as never))) {
    return 'https://schema.org/InStock';
  }
  if (states.has('PRE_ORDER')) return 'https://schema.org/PreOrder';
  if (product.isComingSoon || states.has('COMING_SOON')) return 'https://schema.org/PreSale';
  return 'https://schema.org/OutOfStock';
}

/** The product page's structured data: a Product with its offer, and the BreadcrumbList of its category path. */
export function productJsonLd(product: ProductDetailFragment, baseUrl: string, homeName: string): object[] {
  const url = canonicalUrl(baseUrl, product.url);
  const absolute = (path: string) => (/^https?:/.test(path) ? path : canonicalUrl(baseUrl, path));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.description,
      color: product.color,
      brand: { '@type': 'Brand', name: product.brand.name },
      image: product.images.map((image) => absolute(image.url)),
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: (product.price.amount / 100).toFixed(2),
        priceCurrency: product.price.currency,
        availability: availability(product),
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: homeName, url: '' },
        ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url })),
        { name: product.name, url: product.url },
      ].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: canonicalUrl(baseUrl, crumb.url),
      })),
    },
  ];
}
