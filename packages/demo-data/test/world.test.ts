import type { CategoryImport, Localized, ProductImport } from '@shop/catalog';
import { type Language, TRANSLATED_PATHS } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { ASSORTMENT, PRODUCT_TYPES } from '../src/assortment';
import { generateDemoWorld, NEW_FOR_DAYS, startOfCurrentMonth } from '../src/world';

const LANGUAGES: readonly Language[] = ['en', 'nl', 'de', 'fr'];
const REFERENCE = '2026-05-01';
const world = generateDemoWorld({ referenceDate: REFERENCE });
const { catalog } = world;
const products = catalog.products;
const bySku = new Map(products.map((product) => [product.sku, product]));
const categories = new Map(catalog.categories.map((category) => [category.id, category]));
const variants = products.flatMap((product) => product.variants);
const dcRows = world.stock.filter((entry) => entry.locationCode === 'stockdc');
const dcQty = new Map(dcRows.map((entry) => [entry.sku, entry.qty]));

const DAY = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

function ancestors(category: CategoryImport): CategoryImport[] {
  const chain = [category];
  let current = category;
  while (current.parentId) {
    current = categories.get(current.parentId)!;
    chain.unshift(current);
  }
  return chain;
}

const fullUrl = (category: CategoryImport, language: Language) =>
  ancestors(category)
    .map((entry) => entry.urlSegment[language])
    .join('/');

/** The product's family (shoes, bags, ...) from its level-3 category. */
const familyOf = (product: ProductImport) => ancestors(categories.get(product.categoryIds[0]!)!)[1]!.id.split('-')[1];

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join() === 'de,en,fr,nl';

function localizedTexts(value: unknown, found: Localized[] = []): Localized[] {
  if (isLocalized(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) localizedTexts(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) localizedTexts(item, found);
  return found;
}

describe('the demo world', () => {
  it('is the same for the same seed and reference date, and different for another seed', () => {
    expect(generateDemoWorld({ referenceDate: REFERENCE })).toEqual(world);
    const other = generateDemoWorld({ seed: 7, referenceDate: REFERENCE });
    expect(other.catalog.products.map((product) => product.sku)).not.toEqual(products.map((product) => product.sku));
  });

  it('moves only the dates with the reference date: SKUs, texts, prices and stock stay the same', () => {
    const later = generateDemoWorld({ referenceDate: '2026-09-01' });
    const withoutDates = (product: ProductImport) => ({
      ...product,
      releaseDate: null,
      comingSoonDate: product.comingSoonDate ? 'set' : null,
      priceUpdatedAt: null,
    });
    expect(later.catalog.products.map(withoutDates)).toEqual(products.map(withoutDates));
    expect(later.stock).toEqual(world.stock);
    expect(days(products[0]!.releaseDate, later.catalog.products[0]!.releaseDate)).toBe(days(REFERENCE, '2026-09-01'));
  });

  it('makes exactly the products asked for, 360 by default', () => {
    expect(products).toHaveLength(360);
    for (const count of [1, 10, 37]) {
      expect(generateDemoWorld({ productCount: count, referenceDate: REFERENCE }).catalog.products).toHaveLength(count);
    }
  });

  it('has at least 15 brands with slugs, every one of them with products and a brand page', () => {
    expect(catalog.brands.length).toBeGreaterThanOrEqual(15);
    const used = new Set(products.map((product) => product.brandSlug));
    for (const brand of catalog.brands) {
      expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(used.has(brand.slug)).toBe(true);
      const page = catalog.pages.find((candidate) => candidate.url.en === `brands/${brand.slug}`);
      expect(page).toMatchObject({ pageGroup: 'Plp', label: { en: brand.name, nl: brand.name } });
      for (const language of LANGUAGES) expect(page!.url[language]).toBe(`brands/${brand.slug}`);
    }
    expect(new Set(catalog.brands.map((brand) => brand.slug)).size).toBe(catalog.brands.length);
  });

  it('holds every product type in both segments', () => {
    for (const [segment, typeKey] of ASSORTMENT) {
      const type = PRODUCT_TYPES[typeKey];
      const root = segment === 'for-her' ? 'women' : 'men';
      const categoryId = `${root}-${type.family}-${type.category}`;
      const matching = products.filter(
        (product) => product.segment === segment && product.categoryIds[0] === categoryId,
      );
      expect(matching.length, `${segment} ${typeKey}`).toBeGreaterThan(0);
      // The image silhouette tells the types of a category apart (shoe care holds four).
      expect(matching.some((product) => product.images[0]!.split('/')[2] === type.silhouette)).toBe(true);
    }
  });

  it('numbers products digits.digits, variants digits.digits.digits and legacy variants with x', () => {
    const skus = products.map((product) => product.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of products) {
      expect(product.sku).toMatch(/^\d+\.\d+$/);
      expect(product.parentSku).toBe(product.sku);
      expect(product.sku.startsWith(`${product.modelCode}.`)).toBe(true);
      expect(product.id).toMatch(/^[0-9a-f]{32}$/);
      expect(product.parentId).toMatch(/^[0-9a-f]{32}$/);
      product.variants.forEach((variant, index) => {
        expect(variant.sku).toMatch(new RegExp(`^${product.sku.replace('.', '\\.')}\\.\\d+$`));
        expect(variant.legacySku).toBe(variant.sku.replaceAll('.', 'x'));
        expect(variant.legacySku).toMatch(/^\d+x\d+x\d+$/);
        expect(variant.position).toBe(index + 1);
      });
    }
    const variantSkus = variants.map((variant) => variant.sku);
    expect(new Set(variantSkus).size).toBe(variantSkus.length);
    const ids = [
      ...products.flatMap((product) => [product.id, product.parentId]),
      ...variants.map((variant) => variant.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes every text in the four languages, none of them empty', () => {
    const texts = localizedTexts(catalog);
    expect(texts.length).toBeGreaterThan(products.length * 5);
    for (const text of texts) {
      for (const language of LANGUAGES) expect(text[language].trim().length, JSON.stringify(text)).toBeGreaterThan(0);
    }
    // Translated, not copied: names differ between English and French.
    const translated = products.filter((product) => product.name.en !== product.name.fr);
    expect(translated.length).toBe(products.length);
    for (const product of products) {
      for (const language of LANGUAGES) {
        expect(product.name[language]).not.toMatch(/[{}]|undefined|null/);
        expect(product.description[language]).not.toMatch(/[{}]|undefined|null/);
      }
    }
  });

  it('starts every description with a sentence ending in a full stop or exclamation mark', () => {
    for (const product of products) {
      for (const language of LANGUAGES) {
        const text = product.description[language];
        const end = text.search(/[.!]/);
        expect(end, text).toBeGreaterThan(30);
        // The preview cuts after the first '.' or '!': that must end the first sentence, not a word like "ca.".
        expect(text.slice(end + 1), text).toMatch(/^(\s\S|$)/);
        expect(text.length).toBeGreaterThan(end + 20);
      }
    }
  });

  it('gives URL keys that are unique slugs per language', () => {
    for (const language of LANGUAGES) {
      const keys = products.map((product) => product.urlKey[language]);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('relates the colours of a model both ways, two to four of them, itself included', () => {
    const models = new Map<string, ProductImport[]>();
    for (const product of products) models.set(product.modelCode, [...(models.get(product.modelCode) ?? []), product]);
    const sizes = new Set<number>();
    for (const [, members] of models) {
      expect(members.length).toBeLessThanOrEqual(4);
      const skus = members.map((member) => member.sku).sort();
      expect(new Set(members.map((member) => member.colorHex)).size).toBe(members.length);
      for (const member of members) {
        const related = member.relations.filter((relation) => relation.type === 'color_relation');
        if (members.length === 1) expect(related).toEqual([]);
        else expect(related.map((relation) => relation.sku).sort()).toEqual(skus);
      }
      sizes.add(members.length);
    }
    expect([...sizes].sort()).toEqual([1, 2, 3, 4]);
    // Both ways: every colour relation has its mirror.
    for (const product of products) {
      for (const relation of product.relations.filter((candidate) => candidate.type === 'color_relation')) {
        expect(bySku.get(relation.sku)!.relations).toContainEqual({ sku: product.sku, type: 'color_relation' });
      }
    }
  });

  it('points every relation at a product in the catalogue, with complementary and maintenance cross-sells', () => {
    for (const product of products) {
      for (const relation of product.relations) {
        expect(bySku.has(relation.sku), relation.sku).toBe(true);
        if (relation.type !== 'color_relation') {
          expect(relation.sku).not.toBe(product.sku);
          expect(bySku.get(relation.sku)!.comingSoonDate).toBeNull();
        }
        if (relation.type === 'maintenance') {
          expect(bySku.get(relation.sku)!.categoryIds[0]).toMatch(/-accessories-shoe-care$/);
        }
      }
      const targets = product.relations.map((relation) => `${relation.type}:${relation.sku}`);
      expect(new Set(targets).size).toBe(targets.length);
    }
    const types = new Set(products.flatMap((product) => product.relations.map((relation) => relation.type)));
    expect(types).toEqual(new Set(['color_relation', 'complementary', 'maintenance']));
    const shoes = products.filter((product) => familyOf(product) === 'shoes');
    expect(
      shoes.filter((shoe) => shoe.relations.some((relation) => relation.type === 'maintenance')).length,
    ).toBeGreaterThan(shoes.length / 2);
  });

  it('sizes shoes EU 36-42 for women and 39-47 for men, some brands in half sizes', () => {
    let halves = 0;
    for (const product of products.filter((candidate) => familyOf(candidate) === 'shoes')) {
      const [min, max] = product.segment === 'for-her' ? [36, 42] : [39, 47];
      const sizes = product.variants.map((variant) => Number(variant.size));
      for (const size of sizes) {
        expect(size).toBeGreaterThanOrEqual(min);
        expect(size).toBeLessThanOrEqual(max);
        expect(size * 2).toBe(Math.round(size * 2));
      }
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      if (sizes.some((size) => !Number.isInteger(size))) halves++;
    }
    expect(halves).toBeGreaterThan(0);
  });

  it('gives one-size products (bags, belts, care) one variant, and only them', () => {
    const oneSize = products.filter((product) => product.isOneSize);
    expect(oneSize.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.isOneSize).toBe(product.variants.length === 1);
      if (product.isOneSize) expect(product.variants[0]!.size).toBe('One size');
      if (['bags'].includes(familyOf(product)!) || /-(belts|shoe-care)$/.test(product.categoryIds[0]!)) {
        expect(product.isOneSize).toBe(true);
      }
    }
    const clothing = products.filter((product) => familyOf(product) === 'clothing');
    expect(clothing.length).toBeGreaterThan(0);
    for (const product of clothing) expect(product.variants.map((variant) => variant.size)).toContain('M');
  });

  it('prices in euros and pounds, sale prices 20, 30, 40 or 50 % off', () => {
    const discounts = new Set<number>();
    for (const product of products) {
      for (const currency of ['EUR', 'GBP'] as const) {
        const { price, regular } = product.prices[currency];
        expect(Number.isInteger(price) && price > 0).toBe(true);
        expect(price).toBeLessThanOrEqual(regular);
        const discount = Math.round(((regular - price) / regular) * 100);
        if (discount > 0) discounts.add(discount);
      }
      expect(product.prices.EUR.regular % 100).toBe(95);
      expect(product.prices.GBP.regular % 100).toBe(0);
      const onSale = product.prices.EUR.price < product.prices.EUR.regular;
      expect(product.prices.GBP.price < product.prices.GBP.regular).toBe(onSale);
      const saleCategory = `${product.segment === 'for-her' ? 'women' : 'men'}-sale`;
      expect(product.categoryIds.includes(saleCategory)).toBe(onSale);
      if (!onSale) expect(product.saleLabels).toEqual({});
      expect(Number.isNaN(Date.parse(product.priceUpdatedAt))).toBe(false);
      expect(product.popularity).toBeGreaterThan(0);
    }
    expect([...discounts].sort()).toEqual([20, 30, 40, 50]);
    const labelled = products.filter((product) => Object.keys(product.saleLabels).length > 0);
    expect(labelled.length).toBeGreaterThan(0);
    for (const product of labelled) {
      for (const country of Object.keys(product.saleLabels))
        expect(['NL', 'BE', 'FR', 'DE', 'AT', 'LU', 'GB']).toContain(country);
    }
  });

  it('marks recent releases as new, in the new category, and has labels and hover images', () => {
    for (const product of products) {
      const age = days(product.releaseDate, REFERENCE);
      expect(product.isNew).toBe(age <= NEW_FOR_DAYS);
      expect(product.categoryIds.includes(`${product.segment === 'for-her' ? 'women' : 'men'}-new`)).toBe(
        product.isNew,
      );
    }
    expect(products.filter((product) => product.isNew).length).toBeGreaterThan(10);
    // No video files ship with the demo world, so no product names one.
    expect(products.every((product) => product.video === null)).toBe(true);
    expect(products.some((product) => product.hoverImage)).toBe(true);
    expect(products.some((product) => !product.hoverImage)).toBe(true);
    const labels = new Set(products.map((product) => product.marketingLabel?.en).filter(Boolean));
    expect(labels).toContain('Online exclusive');
    expect(labels).toContain('Vegan');
  });

  it('has a few coming-soon products, dated in the future, without stock', () => {
    const comingSoon = products.filter((product) => product.comingSoonDate);
    expect(comingSoon.length).toBeGreaterThanOrEqual(3);
    for (const product of comingSoon) {
      expect(product.comingSoonDate! > REFERENCE).toBe(true);
      expect(product.releaseDate).toBe(product.comingSoonDate);
      for (const variant of product.variants) {
        expect(world.stock.filter((entry) => entry.sku === variant.sku && entry.qty > 0)).toEqual([]);
      }
    }
  });

  it('dates coming soon in the future of today with the default reference date (the first of this month)', () => {
    const today = new Date().toISOString().slice(0, 10);
    const current = generateDemoWorld({ productCount: 120 });
    expect(current.referenceDate).toBe(startOfCurrentMonth().toISOString().slice(0, 10));
    const comingSoon = current.catalog.products.filter((product) => product.comingSoonDate);
    expect(comingSoon.length).toBeGreaterThan(0);
    for (const product of comingSoon) expect(product.comingSoonDate! > today).toBe(true);
  });

  it('offers some sizes for pre-order with a delivery time in four languages', () => {
    const preOrder = variants.filter((variant) => variant.deliveryTime);
    expect(preOrder.length).toBeGreaterThan(0);
    expect(new Set(preOrder.map((variant) => variant.deliveryTime!.en))).toEqual(new Set(['2-3 weeks', '3-4 weeks']));
    for (const variant of preOrder) expect(dcQty.get(variant.sku)).toBe(0);
    expect(products.some((product) => product.variants.every((variant) => variant.deliveryTime))).toBe(true);
  });

  it('stocks every variant at the distribution centre, with sold-out, last-item, few-left and plenty cases', () => {
    expect(world.stockLocations.filter((location) => location.kind === 'dc').map((location) => location.code)).toEqual([
      'stockdc',
    ]);
    const stores = world.stockLocations.filter((location) => location.kind === 'store');
    expect(stores.length).toBeGreaterThanOrEqual(6);
    expect(stores.length).toBeLessThanOrEqual(12);
    const codes = new Set(world.stockLocations.map((location) => location.code));
    expect(codes.size).toBe(world.stockLocations.length);

    expect(dcRows).toHaveLength(variants.length);
    for (const variant of variants) expect(dcQty.has(variant.sku)).toBe(true);
    const variantSkus = new Set(variants.map((variant) => variant.sku));
    const keys = new Set<string>();
    for (const entry of world.stock) {
      expect(variantSkus.has(entry.sku)).toBe(true);
      expect(codes.has(entry.locationCode)).toBe(true);
      expect(Number.isInteger(entry.qty) && entry.qty >= 0).toBe(true);
      keys.add(`${entry.sku}@${entry.locationCode}`);
    }
    expect(keys.size).toBe(world.stock.length);

    const quantities = dcRows.map((entry) => entry.qty);
    expect(quantities).toContain(0);
    expect(quantities).toContain(1);
    expect(quantities.some((qty) => qty >= 2 && qty < 5)).toBe(true);
    expect(quantities.some((qty) => qty >= 20)).toBe(true);
    // Product level (lastItemsLimit 6, soldOutLimit 20): sold-out products, few and many units in total.
    const totals = products
      .filter((product) => !product.comingSoonDate)
      .map((product) => product.variants.reduce((sum, variant) => sum + dcQty.get(variant.sku)!, 0));
    expect(totals).toContain(0);
    expect(totals.some((total) => total > 0 && total < 6)).toBe(true);
    expect(totals.some((total) => total > 20)).toBe(true);
    const storeCodes = new Set(
      world.stock.filter((entry) => entry.locationCode !== 'stockdc').map((entry) => entry.locationCode),
    );
    expect(storeCodes.size).toBe(stores.length);
  });

  it('builds a category tree per segment under the translated women and men paths', () => {
    expect(categories.size).toBe(catalog.categories.length);
    const roots = catalog.categories.filter((category) => category.parentId === null);
    expect(roots.map((root) => root.segment).sort()).toEqual(['for-her', 'for-him']);
    for (const category of catalog.categories) {
      if (category.parentId) {
        const parent = categories.get(category.parentId);
        expect(parent, category.id).toBeDefined();
        expect(parent!.segment).toBe(category.segment);
      }
      const root = ancestors(category)[0]!;
      const paths = root.segment === 'for-her' ? TRANSLATED_PATHS.women : TRANSLATED_PATHS.men;
      for (const language of LANGUAGES) {
        expect(category.urlSegment[language]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const url = fullUrl(category, language);
        expect(url === paths[language] || url.startsWith(`${paths[language]}/`), url).toBe(true);
      }
      expect(ancestors(category).length).toBeLessThanOrEqual(3);
    }
    for (const language of LANGUAGES) {
      const urls = catalog.categories.map((category) => fullUrl(category, language));
      expect(new Set(urls).size).toBe(urls.length);
    }
    expect(fullUrl(categories.get('women-shoes-sneakers')!, 'nl')).toBe('dames/schoenen/sneakers');
    expect(fullUrl(categories.get('men-shoes-lace-ups')!, 'de')).toBe('herren/schuhe/schnuerschuhe');
    for (const segment of ['for-her', 'for-him'] as const) {
      for (const kind of ['sale', 'new'] as const) {
        const special = catalog.categories.filter((category) => category.segment === segment && category.kind === kind);
        expect(special).toHaveLength(1);
        expect(ancestors(special[0]!)).toHaveLength(2);
      }
    }
    const sale = categories.get('women-sale')!;
    expect(LANGUAGES.map((language) => fullUrl(sale, language))).toEqual([
      'women/sale',
      'dames/sale',
      'damen/sale',
      'femmes/promotions',
    ]);
  });

  it('puts every product in existing categories of its own segment, deepest first', () => {
    for (const product of products) {
      expect(product.categoryIds.length).toBeGreaterThan(0);
      for (const id of product.categoryIds) {
        const category = categories.get(id);
        expect(category, id).toBeDefined();
        expect(category!.segment).toBe(product.segment);
      }
      expect(ancestors(categories.get(product.categoryIds[0]!)!)).toHaveLength(3);
    }
    const used = new Set(products.flatMap((product) => product.categoryIds));
    for (const category of catalog.categories) {
      if (ancestors(category).length === 3 || category.kind !== 'standard')
        expect(used.has(category.id), category.id).toBe(true);
    }
  });

  it('lists the sale and new listings as Plp pages at their category URLs', () => {
    for (const id of ['women-sale', 'women-new', 'men-sale', 'men-new']) {
      const category = categories.get(id)!;
      const page = catalog.pages.find((candidate) => candidate.url.en === fullUrl(category, 'en'));
      expect(page, id).toBeDefined();
      expect(page!.pageGroup).toBe('Plp');
      for (const language of LANGUAGES) expect(page!.url[language]).toBe(fullUrl(category, language));
      expect(page!.parents).toEqual([ancestors(category)[0]!.name]);
    }
    expect(catalog.pages.every((page) => page.pageGroup === 'Plp')).toBe(true);
    for (const page of catalog.pages) {
      for (const language of LANGUAGES) expect(page.url[language]).not.toMatch(/^\/|\/$/);
    }
    expect(catalog.searchTerms.length).toBeGreaterThanOrEqual(10);
  });

  it('has size tables per brand with EU, US, UK and cm rows, some with advice, and products without one', () => {
    const tables = new Map(catalog.sizeTables.map((table) => [table.id, table]));
    expect(tables.size).toBe(catalog.sizeTables.length);
    for (const table of catalog.sizeTables) {
      expect(table.rows.length).toBeGreaterThan(5);
      for (const row of table.rows) {
        for (const value of [row.eu, row.us, row.uk, row.cm]) expect(value).toMatch(/^\d+(\.\d)?$/);
        expect(Number(row.uk)).toBeLessThan(Number(row.eu));
        expect(Number(row.cm)).toBeGreaterThan(20);
      }
    }
    expect(catalog.sizeTables.some((table) => table.advice)).toBe(true);
    expect(catalog.sizeTables.some((table) => !table.advice)).toBe(true);
    const advice = catalog.sizeTables.find((table) => table.advice?.en.includes('runs small'));
    expect(advice?.advice?.en).toMatch(/^This model runs small: we advise (half a|one) size up\.$/);
    for (const product of products) {
      if (product.sizeTableId) {
        const table = tables.get(product.sizeTableId);
        expect(table).toBeDefined();
        expect(table!.rows.map((row) => row.eu)).toEqual(product.variants.map((variant) => variant.size));
      }
    }
    const shoes = products.filter((product) => familyOf(product) === 'shoes');
    expect(shoes.some((product) => product.sizeTableId === null)).toBe(true);
    expect(shoes.some((product) => product.sizeTableId !== null)).toBe(true);
  });

  it('generates a large catalogue for benchmarks with unique SKUs', { timeout: 60_000 }, () => {
    const started = performance.now();
    const large = generateDemoWorld({ productCount: 5_000, referenceDate: REFERENCE });
    const elapsed = performance.now() - started;
    console.info(`5 000 products: ${Math.round(elapsed)} ms, ${large.stock.length} stock rows`);
    expect(large.catalog.products).toHaveLength(5_000);
    const skus = new Set(large.catalog.products.map((product) => product.sku));
    expect(skus.size).toBe(5_000);
    const largeVariants = large.catalog.products.flatMap((product) => product.variants);
    expect(new Set(largeVariants.map((variant) => variant.sku)).size).toBe(largeVariants.length);
    expect(new Set(largeVariants.map((variant) => variant.id)).size).toBe(largeVariants.length);
    for (const language of LANGUAGES) {
      expect(new Set(large.catalog.products.map((product) => product.urlKey[language])).size).toBe(5_000);
    }
  });
});
