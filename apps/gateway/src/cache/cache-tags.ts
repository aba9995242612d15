/**
 * Cache tags (surrogate keys): what a cached answer or page shows, so that a change purges exactly the answers and
 * pages that show it. A resolver that reads something cacheable names it with `tagAnswer`; the HTTP layer sends the
 * request's tags in the `x-shop-cache-tags` response header (space-separated), the storefront's page cache stores
 * them with the page and hands them on to a CDN (`Surrogate-Key`), and a change is published as the same tags
 * (cache-events.ts).
 *
 * Tags are short, ASCII, without spaces: `product:<sku>`, `category:<id>`, `content:<type>:<uid>` (a document),
 * `content:<type>` (a list of documents of that type), `content` (an answer that found no document), `layout`,
 * `catalog` (every listing and search: the catalogue as a whole changed).
 */
export const CACHE_TAGS_HEADER = 'x-shop-cache-tags';

/**
 * At most this many tags per answer: beyond it the answer is tagged `catalog content layout` (any catalogue change,
 * any publish of a document read by id or an untyped list, and any layout publish purge it).
 */
export const MAX_TAGS_PER_ANSWER = 256;

export const cacheTag = {
  product: (sku: string) => `product:${sku}`,
  category: (id: string) => `category:${id}`,
  content: (type: string, uid: string) => `content:${type}:${uid}`,
  contentType: (type: string) => `content:${type}`,
  anyContent: 'content',
  layout: 'layout',
  catalog: 'catalog',
} as const;

/** Only characters a header and a CDN's surrogate key take; anything else is replaced. */
const UNSAFE = /[^\w:.\-/]/g;

export function safeTag(tag: string): string {
  return tag.replace(UNSAFE, '_').slice(0, 200);
}

/** Adds tags to the request's set (GatewayContext.cacheTags). */
export function tagAnswer(tags: Set<string>, ...added: readonly string[]): void {
  for (const tag of added) tags.add(safeTag(tag));
}

/** The header value of a request's tags: space-separated, capped (MAX_TAGS_PER_ANSWER). */
export function cacheTagsHeader(tags: ReadonlySet<string>): string {
  if (tags.size > MAX_TAGS_PER_ANSWER) return `${cacheTag.catalog} ${cacheTag.anyContent} ${cacheTag.layout}`;
  return [...tags].join(' ');
}

/** Tags the products an answer shows (one, a list, or nulls for unknown SKUs). */
export function tagProducts<T extends { sku: string } | null | undefined | Error>(
  tags: Set<string>,
  products: T | readonly T[],
): void {
  for (const product of Array.isArray(products) ? products : [products]) {
    if (product && !(product instanceof Error)) tags.add(safeTag(cacheTag.product(product.sku)));
  }
}
