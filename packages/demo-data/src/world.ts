import type {
  BrandImport,
  CatalogImport,
  CategoryImport,
  Localized,
  PageImport,
  ProductImport,
  RelationType,
  Segment,
  SizeTableImport,
  VariantImport,
} from '@shop/catalog';
import type { Language } from '@shop/i18n';
import {
  ADDED_STORE_LOCATIONS,
  ASSORTMENT,
  BRANDS,
  BRANDS_PAGE_LABEL,
  type BrandDefinition,
  CARE_LINE_NAMES,
  CATEGORY_NAMES,
  type CareKind,
  COLOURS,
  type Colour,
  type ColourKey,
  DELIVERY_TIMES,
  FAMILY_CATEGORIES,
  type Family,
  MARKETING_LABELS,
  MATERIALS,
  type MaterialKey,
  MODEL_NAMES,
  PRODUCT_TYPES,
  type ProductType,
  SALE_CAMPAIGNS,
  SEARCH_TERMS,
  SEGMENT_ROOTS,
  SIZE_ADVICE,
  type SizeKind,
  SPECIAL_CATEGORIES,
  STOCK_LOCATIONS,
  type TypeKey,
  text,
} from './assortment';
import { productImageKey, productImageViews } from './images';
import { integerBetween, pick, type Random, sample, seededRandom, shuffle, stableId, weighted } from './random';

export interface DemoStockLocation {
  code: string;
  name: string;
  kind: 'dc' | 'store';
}

/** Units of one variant (size) at one location. */
export interface DemoStock {
  /** Variant SKU, e.g. `20413.102.38`. */
  sku: string;
  locationCode: string;
  qty: number;
}

export interface DemoWorld {
  catalog: CatalogImport;
  stockLocations: DemoStockLocation[];
  stock: DemoStock[];
  /** ISO date every relative date of the world counts from (release dates, coming soon, price changes). */
  referenceDate: string;
}

export interface DemoWorldOptions {
  /** Same seed, same world. */
  seed?: number;
  /** Number of products (model × colour); 360 by default, up to a few hundred thousand for benchmarks. */
  productCount?: number;
  /**
   * The day the world is generated "as of". Defaults to the first day of the current month (UTC): the world stays
   * the same for a month, and coming-soon dates (35 to 120 days later) are always in the future.
   */
  referenceDate?: Date | string;
}

export const DEFAULT_SEED = 20261123;
export const DEFAULT_PRODUCT_COUNT = 360;

/** Products released at most this many days before the reference date are new (coming-soon ones too). */
export const NEW_FOR_DAYS = 45;

const DAY = 86_400_000;

/** The first day of the current month, UTC: the default reference date. */
export function startOfCurrentMonth(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function slugify(value: string): string {
  return value
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const mapLocalized = (build: (language: Language) => string): Localized => ({
  en: build('en'),
  nl: build('nl'),
  de: build('de'),
  fr: build('fr'),
});

/** Euro regular prices end in .95, as the shop prices them. */
const EUR_PRICE_POINTS = [
  995, 1295, 1495, 1995, 2495, 2995, 3495, 3995, 4495, 4995, 5995, 6995, 7995, 8995, 9995, 10995, 11995, 12995, 13995,
  14995, 15995, 16995, 17995, 18995, 19995, 21995, 22995, 24995, 26995, 27995, 29995, 32995, 34995, 37995,
];
/** Pound prices are round shop price points of their own, not converted euros. */
const GBP_PRICE_POINTS = [
  900, 1200, 1500, 1800, 2000, 2200, 2500, 2900, 3500, 3900, 4500, 4900, 5500, 5900, 6500, 6900, 7500, 7900, 8500, 8900,
  9500, 9900, 11000, 12000, 12900, 13500, 14900, 15900, 16900, 17900, 18900, 19900, 21900, 22900, 24900, 26900, 27900,
  29900, 32900,
];

function nearest(points: readonly number[], value: number): number {
  let best = points[0]!;
  for (const point of points) if (Math.abs(point - value) < Math.abs(best - value)) best = point;
  return best;
}

interface SizeOption {
  label: string;
  /** The size part of a variant SKU: digits only (`38`, `385` for 38.5, `00` for one size). */
  code: string;
  /** EU shoe size as a number (shoe sizes only). */
  eu?: number;
}

const sizeCache = new Map<string, readonly SizeOption[]>();

function sizesFor(kind: SizeKind, segment: Segment, halfSizes: boolean): readonly SizeOption[] {
  const key = `${kind}|${segment}|${halfSizes}`;
  const cached = sizeCache.get(key);
  if (cached) return cached;
  let sizes: SizeOption[];
  if (kind === 'shoe') {
    const [from, to] = segment === 'for-her' ? [36, 42] : [39, 47];
    sizes = [];
    for (let eu = from; eu <= to; eu += halfSizes ? 0.5 : 1) {
      const whole = Number.isInteger(eu);
      sizes.push({ label: whole ? String(eu) : eu.toFixed(1), code: whole ? String(eu) : `${Math.floor(eu)}5`, eu });
    }
  } else if (kind === 'clothing') {
    const labels = segment === 'for-her' ? ['XS', 'S', 'M', 'L', 'XL'] : ['S', 'M', 'L', 'XL', 'XXL'];
    const codes: Record<string, string> = { XS: '02', S: '03', M: '04', L: '05', XL: '06', XXL: '07' };
    sizes = labels.map((label) => ({ label, code: codes[label]! }));
  } else if (kind === 'socks') {
    const labels = segment === 'for-her' ? ['36-38', '39-42'] : ['39-42', '43-46'];
    sizes = labels.map((label) => ({ label, code: label.replace('-', '') }));
  } else {
    sizes = [{ label: 'One size', code: '00' }];
  }
  sizeCache.set(key, sizes);
  return sizes;
}

const formatSize = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** EU to UK/US sizes and foot length: women UK = EU − 33, US = UK + 2; men UK = EU − 34, US = UK + 1. */
function sizeTableRows(segment: Segment, halfSizes: boolean): SizeTableImport['rows'] {
  return sizesFor('shoe', segment, halfSizes).map(({ eu = 0 }) => {
    const uk = segment === 'for-her' ? eu - 33 : eu - 34;
    const us = segment === 'for-her' ? uk + 2 : uk + 1;
    return {
      eu: formatSize(eu),
      us: formatSize(us),
      uk: formatSize(uk),
      cm: ((eu * 2) / 3 - 1.5).toFixed(1),
    };
  });
}

const isoDateCache = new Map<number, string>();
function isoDate(day: number): string {
  let value = isoDateCache.get(day);
  if (!value) {
    value = new Date(day * DAY).toISOString().slice(0, 10);
    isoDateCache.set(day, value);
  }
  return value;
}

/** Material choice: vegan brands use no animal materials; others rarely pick the vegan option. */
function chooseMaterial(random: Random, type: ProductType, brand: BrandDefinition): MaterialKey | null {
  if (type.materials.length === 0) return null;
  const animalFree = type.materials.filter((material) => !['leather', 'suede', 'patent', 'wool'].includes(material));
  if (brand.vegan && animalFree.length > 0) return pick(random, animalFree);
  const regular = type.materials.filter((material) => material !== 'vegan');
  if (type.materials.includes('vegan') && random() < 0.12) return 'vegan';
  return pick(random, regular.length > 0 ? regular : type.materials);
}

function productName(modelName: string, type: ProductType, material: MaterialKey | null): Localized {
  if (!material) {
    return mapLocalized((language) =>
      language === 'fr' ? `${type.noun.fr} ${modelName}` : `${modelName} ${type.noun[language]}`,
    );
  }
  const inName = MATERIALS[material].inName;
  return {
    en: `${modelName} ${inName.en} ${type.noun.en}`,
    nl: `${modelName} ${inName.nl} ${type.noun.nl}`,
    de: `${modelName} ${type.noun.de} aus ${inName.de}`,
    fr: `${type.noun.fr} ${modelName} en ${inName.fr}`,
  };
}

/** Sentences after the first are shared text; the first one names the model and brand. */
const descriptionTails = new Map<string, Localized>();

function descriptionTail(type: ProductType, material: MaterialKey | null, details: readonly number[]): Localized {
  const key = `${type.key}|${material}|${details.join(',')}`;
  let tail = descriptionTails.get(key);
  if (!tail) {
    const sentences = [
      ...(material ? [MATERIALS[material].sentence] : []),
      ...details.map((index) => type.details[index]!),
    ];
    tail = mapLocalized((language) => sentences.map((sentence) => sentence[language]).join(' '));
    descriptionTails.set(key, tail);
  }
  return tail;
}

function description(
  random: Random,
  type: ProductType,
  material: MaterialKey | null,
  modelName: string,
  brandName: string,
): Localized {
  const count = Math.min(type.details.length, type.family === 'shoes' ? 2 : integerBetween(random, 1, 2));
  const details = sample(
    random,
    type.details.map((_, index) => index),
    count,
  ).sort();
  const tail = descriptionTail(type, material, details);
  return mapLocalized((language) => `${intro(type.intro[language], language, modelName, brandName)} ${tail[language]}`);
}

const STARTS_WITH_VOWEL = /^[AEIOUYÀÂÉÈÊÎÔÛ]/;

/** Fills in model and brand; French elides before a vowel ("l’Ivo", "d’Amstel & Rue"). */
function intro(template: string, language: Language, modelName: string, brandName: string): string {
  let sentence = template;
  if (language === 'fr') {
    if (STARTS_WITH_VOWEL.test(modelName)) sentence = sentence.replace(/\b([Ll])[ae] \{model\}/, '$1’{model}');
    if (STARTS_WITH_VOWEL.test(brandName)) sentence = sentence.replace(/\bde \{brand\}/, 'd’{brand}');
  }
  return sentence.replace('{model}', modelName).replace('{brand}', brandName);
}

const EMPTY_SALE_LABELS: ProductImport['saleLabels'] = Object.freeze({}) as ProductImport['saleLabels'];

interface ProductFacts {
  type: ProductType;
  material: MaterialKey | null;
  colour: ColourKey;
  comingSoon: boolean;
}

/**
 * Generates the demo world: a catalogue in the shape of `CatalogImport` (brands, categories, size tables, products,
 * URL-search pages and popular searches, every text in en/nl/de/fr), stock locations and stock per variant.
 * Deterministic for a seed and reference date; nothing is downloaded.
 */
export function generateDemoWorld(options: DemoWorldOptions = {}): DemoWorld {
  const world = worldContext(options);
  const products: ProductImport[] = [];
  const facts: ProductFacts[] = [];
  const stock: DemoStock[] = [];
  for (const model of demoModels(world, stock)) {
    products.push(...model.products);
    facts.push(...model.facts);
  }

  addCrossSells(world.random, products, facts);
  // One by one: a spread of the big catalogue's rows (100 000 products) overflows the call stack.
  for (const row of addedStoreStock(world.seed, products, stock)) stock.push(row);

  const usedBrands = new Set(products.map((product) => product.brandSlug));
  const brands: BrandImport[] = BRANDS.filter((brand) => usedBrands.has(brand.slug)).map(({ slug, name }) => ({
    slug,
    name,
  }));

  return {
    catalog: {
      brands,
      categories: world.categories,
      sizeTables: [...world.sizeTables.values()],
      products,
      pages: buildPages(brands),
      searchTerms: [...SEARCH_TERMS],
    },
    stockLocations: [...STOCK_LOCATIONS, ...ADDED_STORE_LOCATIONS].map((location) => ({ ...location })),
    stock,
    referenceDate: isoDate(world.referenceDay),
  };
}

/** What the demo content needs of a product (`generateDemoOutline`): its first image only. */
export type DemoProductOutline = Pick<ProductImport, 'sku' | 'segment' | 'comingSoonDate' | 'images'>;

/** The part of the demo world the demo content is made of: categories and products in the world's order. */
export interface DemoOutline {
  catalog: { categories: CategoryImport[]; products: DemoProductOutline[] };
  referenceDate: string;
}

/**
 * The demo world's outline, as `generateDemoWorld` would make it with the same options, without keeping the rest:
 * for the demo content of a database seeded before (100 000 products: a few megabytes instead of several hundred).
 */
export function generateDemoOutline(options: DemoWorldOptions = {}): DemoOutline {
  const world = worldContext(options);
  const products: DemoProductOutline[] = [];
  for (const model of demoModels(world, null)) {
    for (const { sku, segment, comingSoonDate, images } of model.products) {
      products.push({ sku, segment, comingSoonDate, images: images.slice(0, 1) });
    }
  }
  return { catalog: { categories: world.categories, products }, referenceDate: isoDate(world.referenceDay) };
}

interface WorldContext {
  seed: number;
  productCount: number;
  referenceDay: number;
  random: Random;
  categories: CategoryImport[];
  sizeTables: Map<string, SizeTableImport>;
}

function worldContext(options: DemoWorldOptions): WorldContext {
  const reference = options.referenceDate ? new Date(options.referenceDate) : startOfCurrentMonth();
  if (Number.isNaN(reference.getTime())) throw new Error(`Invalid reference date: ${String(options.referenceDate)}`);
  const seed = options.seed ?? DEFAULT_SEED;
  return {
    seed,
    productCount: options.productCount ?? DEFAULT_PRODUCT_COUNT,
    referenceDay: Math.floor(reference.getTime() / DAY),
    random: seededRandom(seed),
    categories: buildCategories(),
    sizeTables: new Map(),
  };
}

/**
 * The products model by model (each in its colours, related both ways), drawing from the world's random stream; the
 * stock of their variants goes to `stock` when given (the same numbers are drawn either way).
 */
function* demoModels(
  world: WorldContext,
  stock: DemoStock[] | null,
): Generator<{ products: ProductImport[]; facts: ProductFacts[] }> {
  const { random, referenceDay, productCount, sizeTables } = world;
  const categoryIdCache = new Map<string, string[]>();
  const categoryIdsFor = (segment: Segment, type: ProductType, sale: boolean, isNew: boolean): string[] => {
    const key = `${segment}|${type.category}|${sale}|${isNew}`;
    let ids = categoryIdCache.get(key);
    if (!ids) {
      const root = SEGMENT_ROOTS[segment].id;
      ids = [`${root}-${type.family}-${type.category}`];
      if (isNew) ids.push(`${root}-new`);
      if (sale) ids.push(`${root}-sale`);
      categoryIdCache.set(key, ids);
    }
    return ids;
  };

  const brandsByCombination = new Map<string, BrandDefinition[]>();
  for (const [segment, typeKey] of ASSORTMENT) {
    brandsByCombination.set(
      `${segment}|${typeKey}`,
      BRANDS.filter((brand) => brand.segments.includes(segment) && brand.types.includes(typeKey)),
    );
  }
  const brandModels = new Map<string, number>();
  const chooseBrand = (segment: Segment, typeKey: TypeKey): BrandDefinition => {
    const candidates = brandsByCombination.get(`${segment}|${typeKey}`)!;
    if (random() < 0.5) return pick(random, candidates);
    let least = candidates[0]!;
    for (const candidate of candidates) {
      if ((brandModels.get(candidate.slug) ?? 0) < (brandModels.get(least.slug) ?? 0)) least = candidate;
    }
    return least;
  };

  const colourSlugs = new Map<ColourKey, Localized>();
  for (const colour of Object.values(COLOURS)) {
    colourSlugs.set(
      colour.key,
      mapLocalized((language) => slugify(colour.name[language])),
    );
  }

  const stores = STOCK_LOCATIONS.filter((location) => location.kind === 'store');
  const dc = STOCK_LOCATIONS.find((location) => location.kind === 'dc')!;

  let round: (readonly [Segment, TypeKey])[] = [];
  let roundIndex = 0;
  let modelIndex = 0;
  let modelNumber = 20000;

  let produced = 0;
  while (produced < productCount) {
    if (roundIndex >= round.length) {
      round = shuffle(
        random,
        ASSORTMENT.flatMap(([segment, typeKey, weight]) =>
          Array.from({ length: weight }, () => [segment, typeKey] as const),
        ),
      );
      roundIndex = 0;
    }
    const [segment, typeKey] = round[roundIndex++]!;
    const type = PRODUCT_TYPES[typeKey];
    const brand = chooseBrand(segment, typeKey);
    brandModels.set(brand.slug, (brandModels.get(brand.slug) ?? 0) + 1);
    modelNumber += integerBetween(random, 3, 11);
    const modelCode = String(modelNumber);
    const modelName = pick(random, type.care ? CARE_LINE_NAMES : MODEL_NAMES);
    const material = chooseMaterial(random, type, brand);
    const name = productName(modelName, type, material);
    const nameSlug = mapLocalized((language) => slugify(name[language]));
    const copy = description(random, type, material, modelName, brand.name);

    // Colours: care products come in all they have (cream in three); the rest in one to four, related both ways.
    const remaining = productCount - produced;
    const colourCount = Math.min(
      remaining,
      type.colours.length,
      type.care
        ? 3
        : weighted(random, [
            [1, 25],
            [2, 32],
            [3, 28],
            [4, 15],
          ]),
    );
    const colours = sample(random, type.colours, colourCount).map((key) => COLOURS[key]);

    // Fit and size table (shoes of brands that deliver tables).
    const fit =
      type.sizeKind !== 'shoe'
        ? 'regular'
        : brand.fit === 'small'
          ? random() < 0.75
            ? 'small'
            : 'regular'
          : brand.fit === 'large'
            ? random() < 0.7
              ? 'large'
              : 'regular'
            : weighted(random, [
                ['regular', 90],
                ['small', 6],
                ['large', 4],
              ] as const);
    let sizeTableId: string | null = null;
    if (type.sizeKind === 'shoe' && brand.sizeTables) {
      sizeTableId = `${brand.slug}-${SEGMENT_ROOTS[segment].id}-${fit}`;
      if (!sizeTables.has(sizeTableId)) {
        sizeTables.set(sizeTableId, {
          id: sizeTableId,
          rows: sizeTableRows(segment, brand.halfSizes),
          advice: fit === 'regular' ? null : SIZE_ADVICE[fit][brand.halfSizes ? 'half' : 'whole'],
        });
      }
    }
    const sizes = sizesFor(type.sizeKind, segment, brand.halfSizes);

    const eurRegular = nearest(EUR_PRICE_POINTS, type.basePrice * brand.priceFactor * (0.85 + random() * 0.35));
    const gbpRegular = nearest(GBP_PRICE_POINTS, eurRegular * 0.87);
    const comingSoonModel = modelIndex % 37 === 11;
    const preOrderModel = !comingSoonModel && modelIndex % 41 === 23 && type.family !== 'accessories';
    const modelAge = weighted(random, [
      [() => integerBetween(random, 0, NEW_FOR_DAYS - 1), 14],
      [() => integerBetween(random, NEW_FOR_DAYS, 720), 86],
    ])();
    const views = productImageViews(type.silhouette);

    const siblings: { sku: string; type: RelationType }[] = [];
    const products: ProductImport[] = [];
    const facts: ProductFacts[] = [];
    colours.forEach((colour, colourIndex) => {
      const sku = `${modelCode}.${colour.code}`;
      const comingSoon = comingSoonModel || (colourIndex > 0 && random() < 0.012);
      const releaseDay = comingSoon
        ? referenceDay + integerBetween(random, 35, 120)
        : referenceDay - Math.max(0, modelAge - (colourIndex > 0 ? integerBetween(random, 0, 20) : 0));
      const isNew = releaseDay >= referenceDay - NEW_FOR_DAYS;
      const onSale = !comingSoon && !preOrderModel && random() < (isNew ? 0.03 : 0.24);
      const discount = onSale
        ? weighted(random, [
            [20, 30],
            [30, 35],
            [40, 20],
            [50, 15],
          ])
        : 0;
      const popularity = Math.max(1, Math.round(1000 * random() ** 2));
      const soldOut = !comingSoon && !preOrderModel && random() < 0.03;
      const restock = !comingSoon && !preOrderModel && random() < 0.06;
      const storeCount = comingSoon || preOrderModel ? 0 : weighted(random, STORE_COUNTS);
      const carriedBy = storeCount > 0 ? sample(random, stores, storeCount) : [];

      const variants: VariantImport[] = sizes.map((size, sizeIndex) => {
        const variantSku = [sku, size.code].join('.');
        const dcQty = comingSoon || preOrderModel || soldOut ? 0 : weighted(random, DC_QUANTITIES)(random);
        stock?.push({ sku: variantSku, locationCode: dc.code, qty: dcQty });
        // Stores list only what they have: a store that is out of a size has no row for it.
        for (const store of carriedBy) {
          const qty = weighted(random, STORE_QUANTITIES);
          if (qty > 0) stock?.push({ sku: variantSku, locationCode: store.code, qty });
        }
        return {
          id: stableId(`variant:${variantSku}`),
          sku: variantSku,
          legacySku: [modelCode, colour.code, size.code].join('x'),
          size: size.label,
          position: sizeIndex + 1,
          deliveryTime: preOrderModel
            ? DELIVERY_TIMES.preOrder
            : restock && dcQty === 0 && sizes.length > 1
              ? DELIVERY_TIMES.restock
              : null,
        };
      });

      const hex = colour.hex.slice(1);
      const product: ProductImport = {
        id: stableId(`product:${sku}`),
        sku,
        parentSku: sku,
        parentId: stableId(`parent:${sku}`),
        modelCode,
        segment,
        brandSlug: brand.slug,
        name,
        description: copy,
        color: colour.name,
        colorHex: colour.hex,
        releaseDate: isoDate(releaseDay),
        comingSoonDate: comingSoon ? isoDate(releaseDay) : null,
        isNew,
        isOneSize: sizes.length === 1,
        images: views.gallery.map((view) => productImageKey(sku, type.silhouette, hex, view)),
        hoverImage: views.hover ? productImageKey(sku, type.silhouette, hex, views.hover) : null,
        // The demo videos (src/videos.ts) belong to the content blocks; no product names one of its own.
        video: null,
        marketingLabel: marketingLabel(random, material, popularity),
        saleLabels: !onSale
          ? EMPTY_SALE_LABELS
          : discount === 50
            ? SALE_CAMPAIGNS.lastChance
            : random() < 0.55
              ? SALE_CAMPAIGNS.midSeason
              : EMPTY_SALE_LABELS,
        urlKey: mapLocalized((language) =>
          [brand.slug, nameSlug[language], colourSlugs.get(colour.key)![language], modelCode, colour.code].join('-'),
        ),
        prices: {
          EUR: { price: discounted(eurRegular, discount), regular: eurRegular },
          GBP: { price: discounted(gbpRegular, discount), regular: gbpRegular },
        },
        priceUpdatedAt: `${isoDate(
          onSale ? referenceDay - integerBetween(random, 1, 28) : Math.min(releaseDay, referenceDay - 1),
        )}T06:00:00.000Z`,
        popularity,
        variants,
        relations: [],
        categoryIds: categoryIdsFor(segment, type, onSale, isNew),
        sizeTableId,
      };
      products.push(product);
      facts.push({ type, material, colour: colour.key, comingSoon });
      siblings.push({ sku, type: 'color_relation' });
    });

    // The same model in other colours, related both ways (each product lists every colour, itself included).
    if (siblings.length > 1) {
      for (const product of products) product.relations.push(...siblings);
    }
    modelIndex++;
    produced += products.length;
    yield { products, facts };
  }
}

/** Sale prices are exact percentages off the regular price, rounded to the cent or penny. */
const discounted = (regular: number, discount: number) => Math.round((regular * (100 - discount)) / 100);

/**
 * The stock of the stores opened later (ADDED_STORE_LOCATIONS), from a random stream of its own: each carries about
 * half of the products some other store carries, with the same quantities per size as the first stores.
 */
function addedStoreStock(seed: number, products: readonly ProductImport[], stock: readonly DemoStock[]): DemoStock[] {
  const random = seededRandom(seed ^ 0x5702e);
  const inStores = new Set(stock.filter((entry) => entry.locationCode.startsWith('store-')).map((entry) => entry.sku));
  const rows: DemoStock[] = [];
  for (const product of products) {
    if (!product.variants.some((variant) => inStores.has(variant.sku))) continue;
    for (const store of ADDED_STORE_LOCATIONS) {
      if (random() >= 0.5) continue;
      for (const variant of product.variants) {
        const qty = weighted(random, STORE_QUANTITIES);
        if (qty > 0) rows.push({ sku: variant.sku, locationCode: store.code, qty });
      }
    }
  }
  return rows;
}

const STORE_COUNTS: readonly (readonly [number, number])[] = [
  [0, 25],
  [1, 30],
  [2, 25],
  [3, 15],
  [4, 5],
];

/** Distribution-centre units per size: sold out, last item, a few left, some, plenty. */
const DC_QUANTITIES: readonly (readonly [(random: Random) => number, number])[] = [
  [() => 0, 12],
  [() => 1, 8],
  [(random) => integerBetween(random, 2, 4), 15],
  [(random) => integerBetween(random, 5, 20), 40],
  [(random) => integerBetween(random, 21, 80), 25],
];

const STORE_QUANTITIES: readonly (readonly [number, number])[] = [
  [0, 30],
  [1, 35],
  [2, 20],
  [3, 15],
];

function marketingLabel(random: Random, material: MaterialKey | null, popularity: number): Localized | null {
  const roll = random();
  if (material === 'vegan') return roll < 0.85 ? MARKETING_LABELS.vegan : null;
  if (material === 'nylon') return roll < 0.6 ? MARKETING_LABELS.recycled : null;
  if (popularity > 850 && roll < 0.5) return MARKETING_LABELS.bestseller;
  if (roll < 0.05) return MARKETING_LABELS.onlineExclusive;
  if (roll < 0.07) return MARKETING_LABELS.limited;
  return null;
}

/**
 * Complementary relations (shoes with a bag and a belt or socks; bags and clothing with shoes) and maintenance
 * relations (leather with cream in a matching colour and spray, suede with a brush and spray, textile sneakers with a
 * cleaner). Targets are always in the catalogue and never coming soon.
 */
function addCrossSells(random: Random, products: ProductImport[], facts: ProductFacts[]): void {
  const pools = new Map<string, number[]>();
  const add = (key: string, index: number) => {
    const pool = pools.get(key);
    if (pool) pool.push(index);
    else pools.set(key, [index]);
  };
  products.forEach((product, index) => {
    const fact = facts[index]!;
    if (fact.comingSoon) return;
    const { segment } = product;
    if (fact.type.care) {
      add(`${segment}|care|${fact.type.care}`, index);
      add(`${segment}|care|${fact.type.care}|${fact.colour}`, index);
    } else if (fact.type.key === 'belt' || fact.type.key === 'socks') {
      add(`${segment}|small`, index);
    } else {
      add(`${segment}|${fact.type.family}`, index);
    }
  });
  const from = (key: string): string | null => {
    const pool = pools.get(key);
    return pool && pool.length > 0 ? products[pick(random, pool)]!.sku : null;
  };
  const care = (segment: Segment, kind: CareKind, colour?: ColourKey): string | null =>
    (colour ? from(`${segment}|care|${kind}|${colour}`) : null) ?? from(`${segment}|care|${kind}`);

  products.forEach((product, index) => {
    const { type, material, colour } = facts[index]!;
    const { segment } = product;
    const complementary: (string | null)[] = [];
    const maintenance: (string | null)[] = [];
    const family: Family = type.family;
    if (type.care) return;
    if (family === 'shoes') complementary.push(from(`${segment}|bags`), from(`${segment}|small`));
    else if (family === 'bags') complementary.push(from(`${segment}|shoes`), from(`${segment}|shoes`));
    else if (family === 'clothing') complementary.push(from(`${segment}|shoes`));
    else complementary.push(from(`${segment}|shoes`));

    if (material === 'leather' || material === 'patent' || material === 'vegan') {
      const creamColour: ColourKey = colour === 'black' ? 'black' : isBrownish(COLOURS[colour]) ? 'brown' : 'neutral';
      maintenance.push(care(segment, 'cream', creamColour), care(segment, 'spray'));
    } else if (material === 'suede') {
      maintenance.push(care(segment, 'brush'), care(segment, 'spray'));
    } else if (material === 'canvas' || material === 'knit') {
      maintenance.push(care(segment, type.family === 'shoes' ? 'cleaner' : 'spray'));
    } else if (material === 'nylon') {
      maintenance.push(care(segment, 'spray'));
    }
    const seen = new Set(product.relations.map((relation) => relation.sku));
    const push = (sku: string | null, relationType: RelationType) => {
      if (!sku || seen.has(sku)) return;
      seen.add(sku);
      product.relations.push({ sku, type: relationType });
    };
    for (const sku of complementary) push(sku, 'complementary');
    for (const sku of maintenance) push(sku, 'maintenance');
  });
}

const isBrownish = (colour: Colour) => ['cognac', 'brown', 'taupe', 'sand', 'burgundy'].includes(colour.key);

/** Per segment: the root, its special categories (new, sale), the families and the product-type categories. */
function buildCategories(): CategoryImport[] {
  const categories: CategoryImport[] = [];
  for (const segment of ['for-her', 'for-him'] as const) {
    const root = SEGMENT_ROOTS[segment];
    categories.push({
      id: root.id,
      parentId: null,
      segment,
      kind: 'standard',
      position: root.position,
      name: root.name,
      urlSegment: root.urlSegment,
    });
    for (const kind of ['new', 'sale'] as const) {
      const special = SPECIAL_CATEGORIES[kind];
      categories.push({
        id: `${root.id}-${kind}`,
        parentId: root.id,
        segment,
        kind,
        position: special.position,
        name: special.name,
        urlSegment: special.urlSegment,
      });
    }
    const types = ASSORTMENT.filter(([typeSegment]) => typeSegment === segment).map(([, key]) => PRODUCT_TYPES[key]);
    for (const family of ['shoes', 'bags', 'accessories', 'clothing'] as const) {
      const familyTypes = types.filter((type) => type.family === family);
      if (familyTypes.length === 0) continue;
      const familyId = `${root.id}-${family}`;
      const familyCategory = FAMILY_CATEGORIES[family];
      categories.push({
        id: familyId,
        parentId: root.id,
        segment,
        kind: 'standard',
        position: familyCategory.position,
        name: familyCategory.name,
        urlSegment: familyCategory.urlSegment,
      });
      const seen = new Set<string>();
      for (const type of familyTypes) {
        if (seen.has(type.category)) continue;
        seen.add(type.category);
        const category = CATEGORY_NAMES[type.category]!;
        categories.push({
          id: `${familyId}-${type.category}`,
          parentId: familyId,
          segment,
          kind: 'standard',
          position: seen.size,
          name: category.name,
          urlSegment: category.urlSegment,
        });
      }
    }
  }
  return categories;
}

const SPECIAL_LISTING_LABELS: Record<Segment, Record<'new' | 'sale', Localized>> = {
  'for-her': {
    new: text('New in for women', 'Nieuw bij dames', 'Neu bei Damen', 'Nouveautés femmes'),
    sale: text('Women’s sale', 'Sale dames', 'Sale Damen', 'Promotions femmes'),
  },
  'for-him': {
    new: text('New in for men', 'Nieuw bij heren', 'Neu bei Herren', 'Nouveautés hommes'),
    sale: text('Men’s sale', 'Sale heren', 'Sale Herren', 'Promotions hommes'),
  },
};

/** URL-search entries of page group Plp: brand pages and the sale and new listings of each segment. */
function buildPages(brands: BrandImport[]): PageImport[] {
  const pages: PageImport[] = brands.map((brand) => ({
    label: mapLocalized(() => brand.name),
    url: mapLocalized(() => `brands/${brand.slug}`),
    pageGroup: 'Plp',
    parents: [BRANDS_PAGE_LABEL],
  }));
  for (const segment of ['for-her', 'for-him'] as const) {
    const root = SEGMENT_ROOTS[segment];
    for (const kind of ['sale', 'new'] as const) {
      pages.push({
        label: SPECIAL_LISTING_LABELS[segment][kind],
        url: mapLocalized(
          (language) => `${root.urlSegment[language]}/${SPECIAL_CATEGORIES[kind].urlSegment[language]}`,
        ),
        pageGroup: 'Plp',
        parents: [root.name],
      });
    }
  }
  return pages;
}
