import { makeExecutableSchema } from '@graphql-tools/schema';
import { msg } from '@lingui/core/macro';
import type { IndexedCategory, IndexedProduct, PageGroup, ProductIndex } from '@shop/catalog';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shop/catalog';
import {
  colorRelationsToShow,
  descriptionPreview,
  discountPercent,
  isComingSoon,
  isNotifiable,
  isOrderable,
  isSaleRedirectWord,
  isSearchable,
  nearestImageSize,
  normalizeSearchText,
  productLabels,
  sizeOptionState,
  srcsetImageSize,
} from '@shop/domain';
import { catalogTypeDefs, type SubschemaSource } from '@shop/schema';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { CATALOG_ENUM_VALUES, type CatalogResolvers } from '../../graphql';
import { imagePath } from '../../images/paths';
import { moneyResolvers } from '../money';
import { categoryLoader, categoryTree, productLoader, productsBySkus, viewOf } from './loaders';
import { resolveCatalogRoute } from './route';
import { labelText, stateLabel } from './wording';

export const MAX_PRODUCTS_PER_PAGE = 100;

const PAGE_GROUPS: Record<PageGroup, 'CATEGORY' | 'PLP' | 'PAGES'> = {
  Category: 'CATEGORY',
  Plp: 'PLP',
  "Pagina's": 'PAGES',
};

const relatedSkus = (product: IndexedProduct, type: 'color_relation' | 'complementary' | 'maintenance') =>
  product.relatedProducts.filter((relation) => relation.type === type).map((relation) => relation.sku);

/** The path of a category from the segment root down to it. */
async function breadcrumbsOf(index: ProductIndex, context: GatewayContext, category: IndexedCategory) {
  const tree = await categoryTree(index, context, category.segment);
  const byId = new Map(tree.map((entry) => [entry.id, entry]));
  const path: IndexedCategory[] = [];
  for (let current: IndexedCategory | undefined = category; current; ) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** The URL of the store's sale category when the text is one of its sale words (spec §5), else null. */
async function saleRedirect(index: ProductIndex, context: GatewayContext, text: string): Promise<string | null> {
  if (!isSaleRedirectWord(text, context.store.code)) return null;
  const sale = await index.specialCategory('sale', 'for-her', viewOf(context));
  return sale ? `/${sale.url}` : null;
}

/** The catalog subschema: the product index in the request's language, currency and country, with its rules. */
export function createCatalogSubschema(index: ProductIndex): SubschemaSource {
  const resolvers: CatalogResolvers<GatewayContext> = {
    ...CATALOG_ENUM_VALUES,
    Query: {
      product: (_root, { sku }, context) => productLoader(index, context).load(sku),
      productsBySkus: (_root, { skus }, context) => {
        if (skus.length > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'skus');
        }
        return productLoader(index, context).loadMany(skus) as never;
      },
      products: (_root, { first }, context) => {
        if (first < 0 || first > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'first');
        }
        return index.newestProducts(first, viewOf(context));
      },
      categoryTree: async (_root, { segment }, context) =>
        (await categoryTree(index, context, segment)).filter((category) => category.parentId === null),
      catalogRoute: (_root, { path }, context) => resolveCatalogRoute(index, context, path),
      search: async (_root, { input }, context) => {
        const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
        const page = input.page ?? 1;
        if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
          throw badUserInput(
            context.i18n._(msg`Ask for between 1 and ${MAX_PAGE_SIZE} products per page.`),
            'pageSize',
          );
        }
        if (page < 1) throw badUserInput(context.i18n._(msg`Pages are counted from 1.`), 'page');
        const text = normalizeSearchText(input.text ?? '');
        // Without text the screen lists by filters alone; with text, searching starts at 4 characters.
        const searched = text === '' || isSearchable(text);
        const filters = input.filters ?? {};
        return {
          text,
          searched,
          redirect: text ? await saleRedirect(index, context, text) : null,
          search: {
            text: text || undefined,
            sort: input.sort ?? 'recommended',
            page,
            pageSize,
            filters: {
              categoryId: filters.categoryId ?? undefined,
              segment: filters.segment ?? undefined,
              brands: filters.brands ?? undefined,
              colors: filters.colors ?? undefined,
              sizes: filters.sizes ?? undefined,
              priceMin: filters.priceMin ?? undefined,
              priceMax: filters.priceMax ?? undefined,
              sale: filters.sale ?? undefined,
              isNew: filters.isNew ?? undefined,
            },
          },
        };
      },
      quickSearch: async (_root, { text: rawText }, context) => {
        const text = normalizeSearchText(rawText);
        const redirect = await saleRedirect(index, context, text);
        if (!isSearchable(text)) {
          return { searched: false, redirect, products: [], totalCount: 0, urls: [], suggestions: [] };
        }
        return { searched: true, redirect, ...(await index.quickSearch(text, viewOf(context))) };
      },
      _catalogProductsBySkus: (_root, { skus }, context) => productLoader(index, context).loadMany(skus) as never,
    },
    SearchResult: {
      products: async ({ searched, search }, _args, context) => {
        if (!searched)
          return {
            products: [],
            totalCount: 0,
            page: 1,
            pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
            facets: emptyFacets,
          };
        return index.searchProducts(search, viewOf(context));
      },
      urls: ({ searched, text }, _args, context) => (searched && text ? index.searchUrls(text, viewOf(context)) : []),
      suggestions: ({ searched, text }, _args, context) =>
        searched && text ? index.suggest(text, viewOf(context)) : [],
    },
    ProductSearchResult: {
      totalPages: ({ totalCount, pageSize }) => Math.ceil(totalCount / pageSize),
      hasMore: ({ totalCount, pageSize, page }) => page * pageSize < totalCount,
      facets: ({ facets }, _args, { store }) => ({
        ...facets,
        priceRange: facets.priceRange
          ? {
              min: { amount: facets.priceRange.min, currency: store.currency },
              max: { amount: facets.priceRange.max, currency: store.currency },
            }
          : null,
      }),
    },
    UrlHit: {
      pageGroup: (hit) => PAGE_GROUPS[hit.pageGroup],
    },
    Product: {
      // The rule lives in the domain; the index's own figure only orders the "sale" sort.
      discount: (product) => discountPercent(product.price.amount, product.regularPrice.amount),
      descriptionPreview: (product) => descriptionPreview(product.description),
      isComingSoon: (product, _args, { now }) => isComingSoon(product.comingSoonDate, now),
      labels: (product, _args, context) => {
        const discount = discountPercent(product.price.amount, product.regularPrice.amount);
        return productLabels({ ...product, discount }, { country: context.store.country, now: context.now }).map(
          (label) => ({ kind: label.kind, text: label.text ?? labelText(context.i18n, label.kind, discount) }),
        );
      },
      images: (product) => product.images.map((key) => ({ key, alt: `${product.name} ${product.color}` })),
      image: (product) => {
        const [key] = product.images;
        return key ? { key, alt: `${product.name} ${product.color}` } : null;
      },
      hoverImage: (product) =>
        product.hoverImage ? { key: product.hoverImage, alt: `${product.name} ${product.color}` } : null,
      variants: (product) =>
        product.variants.map((variant) => ({ ...variant, comingSoonDate: product.comingSoonDate })),
      colorRelations: async (product, _args, context) => [
        ...colorRelationsToShow(await productsBySkus(index, context, relatedSkus(product, 'color_relation'))),
      ],
      complementary: (product, _args, context) => productsBySkus(index, context, relatedSkus(product, 'complementary')),
      maintenance: (product, _args, context) => productsBySkus(index, context, relatedSkus(product, 'maintenance')),
      breadcrumbs: async (product, _args, context) => {
        // The main path: the deepest standard category of the product's own segment.
        const main = [...product.categories]
          .filter((category) => category.kind === 'standard' && category.segment === product.segment)
          .sort((a, b) => b.level - a.level)[0];
        return main ? breadcrumbsOf(index, context, main) : [];
      },
      sizeTable: (product, _args, context) =>
        product.sizeTableId ? index.sizeTable(product.sizeTableId, viewOf(context)) : null,
    },
    Variant: {
      state: (variant, _args, { now }) => sizeOptionState(variant, variant, now),
      stateLabel: (variant, _args, { now, i18n }) =>
        stateLabel(i18n, sizeOptionState(variant, variant, now), variant.deliveryTime),
      orderable: (variant, _args, { now }) => isOrderable(sizeOptionState(variant, variant, now)),
      notifiable: (variant, _args, { now }) => isNotifiable(sizeOptionState(variant, variant, now)),
    },
    Brand: {
      url: (brand) => `brands/${brand.slug}`,
    },
    Category: {
      parent: (category, _args, context) =>
        category.parentId ? categoryLoader(index, context).load(category.parentId) : null,
      children: async (category, _args, context) =>
        (await categoryTree(index, context, category.segment)).filter((entry) => entry.parentId === category.id),
      breadcrumbs: (category, _args, context) => breadcrumbsOf(index, context, category),
    },
    // Sizes are taken to the nearest size the image service renders (@shop/domain's IMAGE_SIZES), so that the URLs
    // handed out are never redirected; a srcset keeps its ratio and names each rendered width once.
    Image: {
      url: (image, { width, height }) => {
        const size = nearestImageSize(width, height);
        return imagePath(image.key, size.width, size.height);
      },
      srcset: (image, { width, height, widths }) => {
        const sizes = new Map<number, string>();
        for (const candidate of widths) {
          const size = srcsetImageSize(candidate, width, height);
          sizes.set(size.width, `${imagePath(image.key, size.width, size.height)} ${size.width}w`);
        }
        return [...sizes.values()].join(', ');
      },
    },
    Money: moneyResolvers,
  };
  return { schema: makeExecutableSchema({ typeDefs: catalogTypeDefs, resolvers }) };
}

const emptyFacets = { categories: [], brands: [], colors: [], sizes: [], priceRange: null, saleCount: 0, newCount: 0 };
