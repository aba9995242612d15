import type { IndexedCategory, IndexedProduct, ProductIndex } from '@shop/catalog';
import {
  colorRelationsToShow,
  descriptionPreview,
  discountPercent,
  isComingSoon,
  isNotifiable,
  isOrderable,
  nearestImageSize,
  productLabels,
  sizeOptionState,
  srcsetImageSize,
} from '@shop/domain';
import { cacheTag, tagAnswer, tagProducts } from '../../cache/cache-tags';
import type { GatewayContext } from '../../context';
import type { CatalogResolvers } from '../../graphql';
import { imagePath } from '../../images/paths';
import { categoryLoader, categoryTree, productsBySkus, viewOf } from './loaders';
import { labelText, stateLabel } from './wording';

type Resolvers = CatalogResolvers<GatewayContext>;

const relatedSkus = (product: IndexedProduct, type: 'color_relation' | 'complementary' | 'maintenance') =>
  product.relatedProducts.filter((relation) => relation.type === type).map((relation) => relation.sku);

/** Related products, tagged (cache-tags.ts): a product page shows them. */
async function relatedProducts(
  index: ProductIndex,
  context: GatewayContext,
  product: IndexedProduct,
  type: 'color_relation' | 'complementary' | 'maintenance',
) {
  const related = await productsBySkus(index, context, relatedSkus(product, type));
  tagProducts(context.cacheTags, related);
  return related;
}

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

/** Products, their variants and images, brands and categories: the index's records with the domain's rules. */
export function productResolvers(
  index: ProductIndex,
): Pick<Resolvers, 'Product' | 'Variant' | 'Brand' | 'Category' | 'Image'> {
  return {
    Product: {
      // Every answer that shows a product is tagged with it (the stitched gateway always asks for the key, sku), so a
      // change of the product purges the answers and pages that show it.
      sku: (product, _args, context) => {
        tagAnswer(context.cacheTags, cacheTag.product(product.sku));
        return product.sku;
      },
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
        ...colorRelationsToShow(await relatedProducts(index, context, product, 'color_relation')),
      ],
      complementary: (product, _args, context) => relatedProducts(index, context, product, 'complementary'),
      maintenance: (product, _args, context) => relatedProducts(index, context, product, 'maintenance'),
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
  };
}
