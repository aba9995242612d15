/**
 * The fake gateway's fixed catalogue (test/fake-gateway.ts): six categories, two brands and a dozen products, answered
 * in the shape of the stitched schema's `Product` and `Category`.
 */

export type Segment = 'FOR_HER' | 'FOR_HIM';

export interface FakeCategory {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  segment: Segment;
}

export const CATEGORIES: FakeCategory[] = [
  { id: 'c-her', parentId: null, name: 'Dames', url: 'dames', segment: 'FOR_HER' },
  { id: 'c-her-shoes', parentId: 'c-her', name: 'Schoenen', url: 'dames/schoenen', segment: 'FOR_HER' },
  {
    id: 'c-her-sneakers',
    parentId: 'c-her-shoes',
    name: 'Sneakers',
    url: 'dames/schoenen/sneakers',
    segment: 'FOR_HER',
  },
  { id: 'c-her-sale', parentId: 'c-her', name: 'Sale', url: 'dames/sale', segment: 'FOR_HER' },
  { id: 'c-him', parentId: null, name: 'Heren', url: 'heren', segment: 'FOR_HIM' },
  { id: 'c-him-shoes', parentId: 'c-him', name: 'Schoenen', url: 'heren/schoenen', segment: 'FOR_HIM' },
];

export const BRANDS = [
  { slug: 'noordkaap', name: 'Noordkaap' },
  { slug: 'amstel-rue', name: 'Amstel & Rue' },
];

type State = 'IN_STOCK' | 'FEW_LEFT' | 'LAST_ITEM' | 'PRE_ORDER' | 'OUT_OF_STOCK' | 'COMING_SOON';

const STATE_LABELS: Record<State, string | null> = {
  IN_STOCK: null,
  FEW_LEFT: 'Just a few left',
  LAST_ITEM: 'Last item',
  PRE_ORDER: 'Pre Order 2-3 weeks',
  OUT_OF_STOCK: 'Sold out',
  COMING_SOON: 'Coming soon',
};

export interface FakeProduct {
  sku: string;
  name: string;
  brand: string;
  color: string;
  colorHex: string;
  model: string;
  /** Minor units. */
  price: number;
  regular: number;
  categoryId: string;
  sizes: [string, State][];
  isNew?: boolean;
  comingSoon?: boolean;
  labels?: { kind: string; text: string }[];
  video?: string;
  sizeTable?: boolean;
  complementary?: string[];
  maintenance?: string[];
}

export const PRODUCTS: FakeProduct[] = [
  {
    sku: '20001.100',
    name: 'Court Classic',
    brand: 'noordkaap',
    color: 'black',
    colorHex: '#1c1b19',
    model: '20001',
    price: 8995,
    regular: 8995,
    categoryId: 'c-her-sneakers',
    sizes: [
      ['37', 'IN_STOCK'],
      ['38', 'LAST_ITEM'],
      ['39', 'FEW_LEFT'],
      ['40', 'PRE_ORDER'],
      ['41', 'OUT_OF_STOCK'],
    ],
    isNew: true,
    labels: [
      { kind: 'NEW', text: 'New' },
      { kind: 'MARKETING', text: 'Bestseller' },
    ],
    video: '/videos/20001.100.mp4',
    sizeTable: true,
    complementary: ['20002.101'],
    maintenance: ['20009.100'],
  },
  {
    sku: '20002.101',
    name: 'Trail Runner',
    brand: 'amstel-rue',
    color: 'white',
    colorHex: '#f4f4f0',
    model: '20002',
    price: 7995,
    regular: 11995,
    categoryId: 'c-her-sneakers',
    sizes: [
      ['38', 'IN_STOCK'],
      ['39', 'IN_STOCK'],
    ],
    labels: [{ kind: 'DISCOUNT', text: '-33%' }],
  },
  {
    sku: '20003.102',
    name: 'City Loafer',
    brand: 'noordkaap',
    color: 'cognac',
    colorHex: '#9a5b2c',
    model: '20003',
    price: 9995,
    regular: 9995,
    categoryId: 'c-him-shoes',
    sizes: [
      ['42', 'OUT_OF_STOCK'],
      ['43', 'OUT_OF_STOCK'],
    ],
  },
  {
    sku: '20001.101',
    name: 'Court Classic',
    brand: 'noordkaap',
    color: 'white',
    colorHex: '#f4f4f0',
    model: '20001',
    price: 8995,
    regular: 8995,
    categoryId: 'c-her-sneakers',
    sizes: [
      ['37', 'IN_STOCK'],
      ['38', 'IN_STOCK'],
    ],
  },
  {
    sku: '20004.100',
    name: 'Nova Boot',
    brand: 'amstel-rue',
    color: 'black',
    colorHex: '#1c1b19',
    model: '20004',
    price: 15995,
    regular: 15995,
    categoryId: 'c-her-shoes',
    sizes: [
      ['38', 'COMING_SOON'],
      ['39', 'COMING_SOON'],
    ],
    comingSoon: true,
    labels: [{ kind: 'COMING_SOON', text: 'Coming soon' }],
  },
  {
    sku: '20009.100',
    name: 'Care Spray',
    brand: 'noordkaap',
    color: 'transparent',
    colorHex: '#ffffff',
    model: '20009',
    price: 995,
    regular: 995,
    categoryId: 'c-her-shoes',
    sizes: [['One size', 'IN_STOCK']],
  },
];

/** Extra products for paging (the listing has more than one page of 24). */
for (let index = 0; index < 30; index++) {
  PRODUCTS.push({
    sku: `21${String(index).padStart(3, '0')}.100`,
    name: `Basic Sneaker ${index + 1}`,
    brand: 'amstel-rue',
    color: 'white',
    colorHex: '#f4f4f0',
    model: `21${index}`,
    price: 4995 + index * 100,
    regular: 4995 + index * 100,
    categoryId: 'c-him-shoes',
    sizes: [
      ['41', 'IN_STOCK'],
      ['42', 'FEW_LEFT'],
    ],
  });
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
export const productUrl = (product: FakeProduct) =>
  `${slug(`${product.name} ${product.color}`)}-${product.sku.replace('.', '-')}`;

export function money(amount: number, store: string) {
  const currency = store === 'en' ? 'GBP' : 'EUR';
  const value = (amount / 100).toFixed(2);
  return {
    amount,
    currency,
    formatted: currency === 'GBP' ? `£${value}` : `€ ${value.replace('.', ',')}`,
  };
}

function image(key: string, alt: string) {
  return {
    alt,
    url: ({ width, height }: { width: number; height: number }) => `/images/${key}/${width}x${height}`,
    srcset: ({ width, height, widths }: { width: number; height: number; widths: number[] }) =>
      widths.map((w) => `/images/${key}/${w}x${Math.round((w * height) / width)} ${w}w`).join(', '),
  };
}

export function categoryObject(category: FakeCategory): Record<string, unknown> {
  const path: FakeCategory[] = [];
  for (let current: FakeCategory | undefined = category; current; ) {
    path.unshift(current);
    current = CATEGORIES.find((candidate) => candidate.id === current?.parentId);
  }
  return {
    ...category,
    level: path.length,
    breadcrumbs: () => path.map(categoryObject),
    children: () => CATEGORIES.filter((child) => child.parentId === category.id).map(categoryObject),
    parent: () => {
      const parent = CATEGORIES.find((candidate) => candidate.id === category.parentId);
      return parent ? categoryObject(parent) : null;
    },
  };
}

export const categoryById = (id: string) => CATEGORIES.find((category) => category.id === id);
export const brandOf = (product: FakeProduct) => {
  const brand = BRANDS.find((candidate) => candidate.slug === product.brand) ?? { slug: 'x', name: 'X' };
  return { ...brand, url: `brands/${brand.slug}` };
};

/** Whether a product is in a category or below it. */
export function inCategory(product: FakeProduct, categoryId: string): boolean {
  for (let current = categoryById(product.categoryId); current; current = categoryById(current.parentId ?? '')) {
    if (current.id === categoryId) return true;
  }
  return false;
}

export function productObject(product: FakeProduct, store: string): Record<string, unknown> {
  const category = categoryById(product.categoryId) as FakeCategory;
  const key = `products/${product.sku}`;
  const byModel = PRODUCTS.filter((other) => other.model === product.model);
  return {
    __typename: 'Product',
    id: `id-${product.sku}`,
    sku: product.sku,
    parentSku: product.sku,
    parentId: `parent-${product.sku}`,
    name: product.name,
    description: `${product.name} in ${product.color}. Comfortable all day! Made to last.`,
    descriptionPreview: `${product.name} in ${product.color}.`,
    url: productUrl(product),
    color: product.color,
    colorHex: product.colorHex,
    brand: brandOf(product),
    price: money(product.price, store),
    regularPrice: money(product.regular, store),
    discount: Math.round(100 - (product.price * 100) / product.regular),
    labels: product.labels ?? [],
    images: [image(`${key}/side`, `${product.name}, side`), image(`${key}/top`, `${product.name}, top`)],
    hoverImage: image(`${key}/top`, `${product.name}, top`),
    video: product.video ?? null,
    isNew: product.isNew ?? false,
    isSale: product.price < product.regular,
    isOneSize: product.sizes.length === 1,
    isComingSoon: product.comingSoon ?? false,
    comingSoonDate: product.comingSoon ? '2099-01-01' : null,
    releaseDate: '2026-01-01',
    deliveryTime: product.sizes.some(([, state]) => state === 'PRE_ORDER') ? '2-3 weeks' : null,
    availableStock: 10,
    segment: category.segment,
    categories: [categoryObject(category)],
    breadcrumbs: () => (categoryObject(category).breadcrumbs as () => unknown)(),
    stock: { available: product.sizes.some(([, state]) => !['OUT_OF_STOCK', 'COMING_SOON'].includes(state)) },
    colorRelations: () => (byModel.length > 1 ? byModel.map((other) => productObject(other, store)) : []),
    complementary: () => (product.complementary ?? []).map((sku) => productObject(bySku(sku), store)),
    maintenance: () => (product.maintenance ?? []).map((sku) => productObject(bySku(sku), store)),
    sizeTable: product.sizeTable
      ? {
          advice: 'This model is small: order half a size up.',
          rows: [
            { eu: '37', us: '6.5', uk: '4', cm: '23.5' },
            { eu: '38', us: '7.5', uk: '5', cm: '24' },
          ],
        }
      : null,
    variants: product.sizes.map(([size, state], index) => ({
      id: `${product.sku}.${index}`,
      sku: `${product.sku}.${size}`,
      legacySku: `${product.sku.replace('.', 'x')}x${size}`,
      size,
      state,
      stateLabel: STATE_LABELS[state],
      availableStock: state === 'OUT_OF_STOCK' || state === 'COMING_SOON' ? 0 : 3,
      deliveryTime: state === 'PRE_ORDER' ? '2-3 weeks' : null,
      orderable: !['OUT_OF_STOCK', 'COMING_SOON'].includes(state),
      notifiable: ['OUT_OF_STOCK', 'COMING_SOON'].includes(state),
    })),
  };
}

function bySku(sku: string): FakeProduct {
  const product = PRODUCTS.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`No fake product ${sku}`);
  return product;
}
