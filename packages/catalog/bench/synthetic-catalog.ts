import type { CatalogImport, CategoryImport, Localized, ProductImport } from '../src/import';
import type { Segment } from '../src/model';

/*
 * A synthetic catalogue of any size for measuring the index: two segments with shoes, clothing and accessories in
 * three levels, sale and new categories, 120 brands, product names from localized type words, materials and model
 * names, 6–12 sizes per product. Deterministic for a given size.
 */

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const text = (en: string, nl: string, de: string, fr: string): Localized => ({ en, nl, de, fr });
const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface TypeWord {
  name: Localized;
  group: 'shoes' | 'clothing' | 'accessories';
  sizes: 'shoe' | 'letter' | 'one';
}

const TYPES: TypeWord[] = [
  { name: text('Sneakers', 'Sneakers', 'Sneaker', 'Baskets'), group: 'shoes', sizes: 'shoe' },
  { name: text('Boots', 'Laarzen', 'Stiefel', 'Bottes'), group: 'shoes', sizes: 'shoe' },
  { name: text('Ankle boots', 'Enkellaarsjes', 'Stiefeletten', 'Bottines'), group: 'shoes', sizes: 'shoe' },
  { name: text('Pumps', 'Pumps', 'Pumps', 'Escarpins'), group: 'shoes', sizes: 'shoe' },
  { name: text('Loafers', 'Instappers', 'Slipper', 'Mocassins'), group: 'shoes', sizes: 'shoe' },
  { name: text('Sandals', 'Sandalen', 'Sandalen', 'Sandales'), group: 'shoes', sizes: 'shoe' },
  {
    name: text('Lace-up shoes', 'Veterschoenen', 'Schnürschuhe', 'Chaussures à lacets'),
    group: 'shoes',
    sizes: 'shoe',
  },
  { name: text('Slippers', 'Pantoffels', 'Hausschuhe', 'Chaussons'), group: 'shoes', sizes: 'shoe' },
  { name: text('Jackets', 'Jassen', 'Jacken', 'Vestes'), group: 'clothing', sizes: 'letter' },
  { name: text('Jeans', 'Jeans', 'Jeans', 'Jeans'), group: 'clothing', sizes: 'letter' },
  { name: text('Dresses', 'Jurken', 'Kleider', 'Robes'), group: 'clothing', sizes: 'letter' },
  { name: text('Sweaters', 'Truien', 'Pullover', 'Pulls'), group: 'clothing', sizes: 'letter' },
  { name: text('Bags', 'Tassen', 'Taschen', 'Sacs'), group: 'accessories', sizes: 'one' },
  { name: text('Belts', 'Riemen', 'Gürtel', 'Ceintures'), group: 'accessories', sizes: 'one' },
];

const MATERIALS = [
  text('Leather', 'Leren', 'Leder', 'en cuir'),
  text('Suede', 'Suède', 'Wildleder', 'en daim'),
  text('Canvas', 'Canvas', 'Canvas', 'en toile'),
  text('Knitted', 'Gebreide', 'Strick', 'en maille'),
  text('Vegan', 'Vegan', 'Vegane', 'vegan'),
  text('Waterproof', 'Waterdichte', 'Wasserdichte', 'imperméables'),
  text('Padded', 'Gevoerde', 'Gefütterte', 'matelassées'),
  text('Classic', 'Klassieke', 'Klassische', 'classiques'),
];

const COLORS: { name: Localized; hex: string }[] = [
  { name: text('Black', 'Zwart', 'Schwarz', 'Noir'), hex: '#1c1b19' },
  { name: text('White', 'Wit', 'Weiß', 'Blanc'), hex: '#ffffff' },
  { name: text('Brown', 'Bruin', 'Braun', 'Marron'), hex: '#6b4a2b' },
  { name: text('Cognac', 'Cognac', 'Cognac', 'Cognac'), hex: '#9a463d' },
  { name: text('Red', 'Rood', 'Rot', 'Rouge'), hex: '#b3261e' },
  { name: text('Blue', 'Blauw', 'Blau', 'Bleu'), hex: '#1f3a93' },
  { name: text('Green', 'Groen', 'Grün', 'Vert'), hex: '#2e7d32' },
  { name: text('Beige', 'Beige', 'Beige', 'Beige'), hex: '#d8c3a5' },
  { name: text('Grey', 'Grijs', 'Grau', 'Gris'), hex: '#8a8a8a' },
  { name: text('Pink', 'Roze', 'Rosa', 'Rose'), hex: '#e8a0b4' },
  { name: text('Gold', 'Goud', 'Gold', 'Doré'), hex: '#c9a227' },
  { name: text('Silver', 'Zilver', 'Silber', 'Argenté'), hex: '#c0c0c0' },
  { name: text('Navy', 'Marine', 'Marine', 'Marine'), hex: '#1b2a49' },
  { name: text('Olive', 'Olijf', 'Oliv', 'Olive'), hex: '#708238' },
];

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'sa',
  'bel',
  'no',
  'vi',
  'dra',
  'ken',
  'li',
  'mar',
  'os',
  'tel',
];
const SHOE_SIZES = ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'];
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export interface SyntheticCatalog {
  catalog: CatalogImport;
  /** Stock per variant SKU at the distribution centre and at a store. */
  stock: { sku: string; dc: number; store: number }[];
  /** Category ids by level, for choosing listings to measure. */
  categoriesByLevel: Map<number, string[]>;
}

export function syntheticCatalog(productCount: number, seed = 7): SyntheticCatalog {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const word = (parts: number) =>
    Array.from({ length: parts }, () => pick(SYLLABLES))
      .join('')
      .replace(/^./, (first) => first.toUpperCase());

  const brands = Array.from({ length: 120 }, (_, index) => {
    const name = `${word(2)}${index % 3 === 0 ? ` ${word(1)}` : ''}`;
    return { slug: `${slug(name)}-${index}`, name };
  });

  const { categories, categoriesByLevel, leaves, special } = syntheticCategories();

  const models = Array.from({ length: Math.max(50, Math.floor(productCount / 4)) }, () =>
    word(2 + Math.floor(next() * 2)),
  );
  const products: ProductImport[] = [];
  const stock: SyntheticCatalog['stock'] = [];
  const draw: Draw = { next, pick, models, brands, leaves, special };
  for (let index = 0; index < productCount; index++) {
    const drawn = syntheticProduct(draw, index);
    stock.push(...drawn.stock);
    products.push(drawn.product);
  }

  return {
    catalog: {
      brands,
      categories,
      sizeTables: [{ id: 'shoes', rows: SHOE_SIZES.map((eu) => ({ eu, us: eu, uk: eu, cm: eu })), advice: null }],
      products,
      pages: brands.map((brand) => ({
        label: text(brand.name, brand.name, brand.name, brand.name),
        url: text(`brands/${brand.slug}`, `merken/${brand.slug}`, `marken/${brand.slug}`, `marques/${brand.slug}`),
        pageGroup: 'Plp' as const,
        parents: [text('Brands', 'Merken', 'Marken', 'Marques')],
      })),
      searchTerms: [
        text('white sneakers', 'witte sneakers', 'weiße Sneaker', 'baskets blanches'),
        text('black boots', 'zwarte laarzen', 'schwarze Stiefel', 'bottes noires'),
        text('leather bags', 'leren tassen', 'Ledertaschen', 'sacs en cuir'),
      ],
    },
    stock,
    categoriesByLevel,
  };
}

function lowerSlugs(name: Localized): Localized {
  return text(slug(name.en), slug(name.nl), slug(name.de), slug(name.fr));
}

/** The category tree: per segment a root, shoes, clothing and accessories with a leaf per type, sale and new. */
function syntheticCategories() {
  const categories: CategoryImport[] = [];
  const categoriesByLevel = new Map<number, string[]>();
  const add = (category: CategoryImport, level: number) => {
    categories.push(category);
    categoriesByLevel.set(level, [...(categoriesByLevel.get(level) ?? []), category.id]);
  };
  const leaves = new Map<string, string>(); // segment:type index -> leaf id
  const special = new Map<string, { sale: string; new: string }>();
  for (const [segmentIndex, segment] of (['for-her', 'for-him'] as Segment[]).entries()) {
    const root =
      segment === 'for-her' ? text('Women', 'Dames', 'Damen', 'Femmes') : text('Men', 'Heren', 'Herren', 'Hommes');
    add(
      {
        id: segment,
        parentId: null,
        segment,
        kind: 'standard',
        position: segmentIndex + 1,
        name: root,
        urlSegment: lowerSlugs(root),
      },
      1,
    );
    const groups = {
      shoes: text('Shoes', 'Schoenen', 'Schuhe', 'Chaussures'),
      clothing: text('Clothing', 'Kleding', 'Kleidung', 'Vêtements'),
      accessories: text('Accessories', 'Accessoires', 'Accessoires', 'Accessoires'),
    };
    for (const [groupIndex, [group, name]] of Object.entries(groups).entries()) {
      const id = `${segment}-${group}`;
      add(
        {
          id,
          parentId: segment,
          segment,
          kind: 'standard',
          position: groupIndex + 1,
          name,
          urlSegment: lowerSlugs(name),
        },
        2,
      );
      for (const [typeIndex, type] of TYPES.entries()) {
        if (type.group !== group) continue;
        const leaf = `${id}-${typeIndex}`;
        add(
          {
            id: leaf,
            parentId: id,
            segment,
            kind: 'standard',
            position: typeIndex + 1,
            name: type.name,
            urlSegment: lowerSlugs(type.name),
          },
          3,
        );
        leaves.set(`${segment}:${typeIndex}`, leaf);
      }
    }
    const sale = `${segment}-sale`;
    const fresh = `${segment}-new`;
    add(
      {
        id: sale,
        parentId: segment,
        segment,
        kind: 'sale',
        position: 8,
        name: text('Sale', 'Sale', 'Sale', 'Soldes'),
        urlSegment: text('sale', 'sale', 'sale', 'soldes'),
      },
      2,
    );
    add(
      {
        id: fresh,
        parentId: segment,
        segment,
        kind: 'new',
        position: 9,
        name: text('New', 'Nieuw', 'Neu', 'Nouveautés'),
        urlSegment: text('new', 'nieuw', 'neu', 'nouveautes'),
      },
      2,
    );
    special.set(segment, { sale, new: fresh });
  }
  return { categories, categoriesByLevel, leaves, special };
}

/** What drawing a product needs: the random source, the models and brands drawn before, and the categories. */
interface Draw {
  next: () => number;
  pick: <T>(list: readonly T[]) => T;
  models: readonly string[];
  brands: readonly { slug: string; name: string }[];
  leaves: ReadonlyMap<string, string>;
  special: ReadonlyMap<string, { sale: string; new: string }>;
}

/** The index-th product and its stock, drawn in a fixed order from the random source (the catalogue stays the same). */
function syntheticProduct({ next, pick, models, brands, leaves, special }: Draw, index: number) {
  const today = Date.UTC(2025, 5, 1);
  const stock: SyntheticCatalog['stock'] = [];
  const modelIndex = Math.floor(index / 4);
  const model = models[modelIndex % models.length]!;
  const segment: Segment = next() < 0.6 ? 'for-her' : 'for-him';
  const typeIndex = Math.floor(next() * TYPES.length);
  const type = TYPES[typeIndex]!;
  const material = pick(MATERIALS);
  const color = COLORS[(index * 7 + modelIndex) % COLORS.length]!;
  const brand = brands[modelIndex % brands.length]!;
  const sku = `${20000 + modelIndex}.${100 + (index % 4)}`;
  const name = text(
    `${model} ${material.en.toLowerCase()} ${type.name.en.toLowerCase()}`,
    `${model} ${material.nl.toLowerCase()} ${type.name.nl.toLowerCase()}`,
    `${model} ${material.de} ${type.name.de}`,
    `${type.name.fr} ${material.fr} ${model}`,
  );
  const regular = (30 + Math.floor(next() * 170)) * 100 - 5;
  const onSale = next() < 0.2;
  const price = onSale ? Math.round((regular * (0.5 + next() * 0.4)) / 100) * 100 - 5 : regular;
  const ageInDays = Math.floor(next() * 900);
  const isNew = ageInDays < 60;
  const sizes =
    type.sizes === 'one'
      ? ['One size']
      : type.sizes === 'letter'
        ? LETTER_SIZES
        : SHOE_SIZES.slice(segment === 'for-her' ? 0 : 5).slice(0, 6 + Math.floor(next() * 3));
  const categoryIds = [leaves.get(`${segment}:${typeIndex}`)!];
  if (onSale) categoryIds.push(special.get(segment)!.sale);
  if (isNew) categoryIds.push(special.get(segment)!.new);
  const urlSlug = slug(name.en);
  const variants = sizes.map((size, position) => ({
    id: `v-${sku}-${size}`,
    sku: `${sku}.${size}`,
    legacySku: `${sku.replace('.', 'x')}x${size}`,
    size,
    position: position + 1,
    deliveryTime: null,
  }));
  for (const variant of variants) {
    const roll = next();
    stock.push({
      sku: variant.sku,
      dc: roll < 0.35 ? 0 : Math.floor(next() * 12),
      store: roll < 0.5 ? Math.floor(next() * 3) : 0,
    });
  }
  const product: ProductImport = {
    id: `p-${sku}`,
    sku,
    parentSku: sku,
    parentId: `parent-${sku}`,
    modelCode: `M${20000 + modelIndex}`,
    segment,
    brandSlug: brand.slug,
    name,
    description: text(
      `${name.en}. Made to last.`,
      `${name.nl}. Gemaakt om lang mee te gaan.`,
      `${name.de}. Für lange Zeit.`,
      `${name.fr}. Fait pour durer.`,
    ),
    color: color.name,
    colorHex: color.hex,
    releaseDate: new Date(today - ageInDays * 86_400_000).toISOString().slice(0, 10),
    comingSoonDate: null,
    isNew,
    isOneSize: type.sizes === 'one',
    images: [`${sku}-1`, `${sku}-2`, `${sku}-3`],
    hoverImage: `${sku}-2`,
    video: null,
    marketingLabel: null,
    saleLabels: onSale
      ? { NL: text('Sale', 'Sale', 'Sale', 'Soldes'), BE: text('Promo', 'Actie', 'Aktion', 'Promo') }
      : {},
    urlKey: text(`${urlSlug}-${sku}`, `${slug(name.nl)}-${sku}`, `${slug(name.de)}-${sku}`, `${slug(name.fr)}-${sku}`),
    prices: {
      EUR: { price, regular },
      GBP: { price: Math.round(price * 0.85), regular: Math.round(regular * 0.85) },
    },
    priceUpdatedAt: new Date(today - Math.floor(next() * 30) * 86_400_000).toISOString(),
    popularity: Math.round(next() * 10_000),
    variants,
    relations: [0, 1, 2, 3]
      .filter((colour) => colour !== index % 4)
      .map((colour) => ({ sku: `${20000 + modelIndex}.${100 + colour}`, type: 'color_relation' as const })),
    categoryIds,
    sizeTableId: type.sizes === 'shoe' ? 'shoes' : null,
  };
  return { product, stock };
}
