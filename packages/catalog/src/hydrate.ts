import type { Database, LocalizedText } from '@shop/db';
import type { Language } from '@shop/i18n';
import { type Kysely, sql } from 'kysely';
import type { IndexedCategory, IndexedProduct, IndexedVariant, IndexView, RelationType, Segment } from './model';

/*
 * Reading whole products for answers: one query for a page of products (with variants, stock and relations as JSON),
 * the categories from an in-process copy of the category tree that is read again when the index's version changes.
 */

interface CategoryRecord {
  num: number;
  id: string;
  parentId: string | null;
  level: number;
  segment: Segment;
  kind: IndexedCategory['kind'];
  name: LocalizedText;
  url: Partial<LocalizedText>;
  position: number;
  path: number[];
}

/**
 * The category tree in every language, as of a version of the index (`catalog_index_state`, which every import
 * bumps). Small (hundreds of rows) and read on every page of products, so kept in memory.
 */
export class CategoryTree {
  private version = -1;
  private byNum = new Map<number, CategoryRecord>();
  private byId = new Map<string, CategoryRecord>();
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** Reads the tree again unless it is of this version. */
  async atVersion(version: number): Promise<this> {
    if (version !== this.version) await this.load();
    return this;
  }

  /** The num of a category id, reading the tree again once when it does not know the id (new since). */
  async numOf(id: string): Promise<number | undefined> {
    if (!this.byId.has(id)) await this.load();
    return this.byId.get(id)?.num;
  }

  category(num: number, language: Language): IndexedCategory | undefined {
    const record = this.byNum.get(num);
    return record && toIndexedCategory(record, language);
  }

  /** The categories of these ids with their ancestors, root first, each once ("deepest last per branch"). */
  withAncestors(ids: readonly string[], language: Language): IndexedCategory[] {
    const seen = new Set<number>();
    const answer: IndexedCategory[] = [];
    for (const id of ids) {
      for (const num of this.byId.get(id)?.path ?? []) {
        const category = seen.has(num) ? undefined : this.category(num, language);
        if (!category) continue;
        seen.add(num);
        answer.push(category);
      }
    }
    return answer;
  }

  private load(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    const [state, rows] = await Promise.all([
      this.db.selectFrom('catalog_index_state').select('version').executeTakeFirst(),
      this.db
        .selectFrom('catalog_category as c')
        .leftJoin('catalog_category as parent', 'parent.num', 'c.parent_num')
        .select([
          'c.num',
          'c.id',
          'parent.id as parent_id',
          'c.level',
          'c.segment',
          'c.kind',
          'c.name',
          'c.url',
          'c.position',
          'c.path',
        ])
        .execute(),
    ]);
    const records = rows.map(
      (row): CategoryRecord => ({
        num: row.num,
        id: row.id,
        parentId: row.parent_id,
        level: row.level,
        segment: row.segment,
        kind: row.kind,
        name: row.name,
        url: row.url,
        position: row.position,
        path: row.path,
      }),
    );
    this.byNum = new Map(records.map((record) => [record.num, record]));
    this.byId = new Map(records.map((record) => [record.id, record]));
    this.version = state?.version ?? 0;
  }
}

function toIndexedCategory(record: CategoryRecord, language: Language): IndexedCategory {
  return {
    id: record.id,
    parentId: record.parentId,
    level: record.level,
    segment: record.segment,
    kind: record.kind,
    name: record.name[language],
    url: record.url[language] ?? '',
    position: record.position,
  };
}

/** Categories as the view sees them, with the parent's id (null for a root), for lookups in SQL. */
export function selectCategories(db: Kysely<Database>, view: IndexView) {
  return db
    .selectFrom('catalog_category as c')
    .leftJoin('catalog_category as parent', 'parent.num', 'c.parent_num')
    .select((eb) => [
      'c.num',
      'c.id',
      'parent.id as parent_id',
      'c.level',
      'c.segment',
      'c.kind',
      eb.ref('c.name', '->>').key(view.language).$notNull().as('name'),
      eb.ref('c.url', '->>').key(view.language).$castTo<string | null>().as('url'),
      'c.position',
    ]);
}

export function rowToIndexedCategory(row: {
  id: string;
  parent_id: string | null;
  level: number;
  segment: Segment;
  kind: IndexedCategory['kind'];
  name: string;
  url: string | null;
  position: number;
}): IndexedCategory {
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    segment: row.segment,
    kind: row.kind,
    name: row.name,
    url: row.url ?? '',
    position: row.position,
  };
}

/** A variant as the product query answers it: a JSON array, in this order. */
type VariantTuple = [
  id: string,
  sku: string,
  legacySku: string,
  size: string,
  position: number,
  deliveryTime: string | null,
  availableStock: number,
  totalStock: number,
];

interface ProductRow {
  version: number;
  sku: string;
  id: string;
  parent_sku: string;
  parent_id: string;
  model_code: string;
  segment: Segment;
  brand_slug: string;
  brand_name: string;
  name: string;
  description: string;
  color: string;
  color_hex: string;
  is_new: boolean;
  is_one_size: boolean;
  release_date: string;
  coming_soon_date: string | null;
  images: string[];
  hover_image: string | null;
  video: string | null;
  marketing_label: string | null;
  sale_label: string | null;
  url: string;
  price_minor: number;
  regular_price_minor: number;
  price_updated_at: Date;
  category_ids: string[];
  size_table_id: string | null;
  variants: VariantTuple[];
  relations: [sku: string, type: RelationType][];
}

/**
 * The products of these SKUs in the view, by SKU; unknown SKUs (and products without a price in the view's currency)
 * are absent. Stock per variant is read from commerce's tables: distribution centres for `availableStock`, every
 * location for the total.
 */
export async function loadProducts(
  db: Kysely<Database>,
  categories: CategoryTree,
  skus: readonly string[],
  view: IndexView,
): Promise<Map<string, IndexedProduct>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const language = sql.lit(view.language);

  const { rows } = await sql<ProductRow>`
    select (select version from catalog_index_state) as version,
           p.sku, p.id, p.parent_sku, p.parent_id, p.model_code, p.segment,
           b.slug as brand_slug, b.name as brand_name,
           p.name ->> ${language} as name, p.description ->> ${language} as description,
           c.name ->> ${language} as color, p.color_hex, p.is_new, p.is_one_size,
           p.release_date::text as release_date, p.coming_soon_date::text as coming_soon_date,
           p.images, p.hover_image, p.video,
           p.marketing_label ->> ${language} as marketing_label,
           p.sale_labels -> ${view.country}::text ->> ${language} as sale_label,
           p.url ->> ${language} as url,
           pr.price_minor, pr.regular_price_minor, p.price_updated_at, p.category_ids, p.size_table_id,
           coalesce((
             select jsonb_agg(jsonb_build_array(
                      v.id, v.sku, v.legacy_sku, size.label, v.position, v.delivery_time ->> ${language},
                      coalesce(stock.available, 0), coalesce(stock.total, 0))
                    order by v.position, v.sku)
             from catalog_variant v
             join catalog_size size on size.num = v.size_num
             left join lateral (
               select sum(st.qty) filter (where l.kind = 'dc') as available, sum(st.qty) as total
               from commerce_stock st join commerce_stock_location l on l.code = st.location_code
               where st.sku = v.sku
             ) as stock on true
             where v.product_sku = p.sku
           ), '[]') as variants,
           coalesce((
             select jsonb_agg(jsonb_build_array(r.related_sku, r.type) order by r.position)
             from catalog_relation r
             where r.product_sku = p.sku and exists (select from catalog_product rp where rp.sku = r.related_sku)
           ), '[]') as relations
    from catalog_product p
    join catalog_brand b on b.id = p.brand_id
    join catalog_color c on c.id = p.color_id
    join catalog_price pr on pr.sku = p.sku and pr.currency = ${view.currency}::text
    where p.sku = any(${unique}::text[])`.execute(db);

  const answer = new Map<string, IndexedProduct>();
  if (rows.length === 0) return answer;
  const tree = await categories.atVersion(rows[0]!.version);
  for (const row of rows) {
    answer.set(row.sku, toIndexedProduct(row, tree.withAncestors(row.category_ids, view.language), view));
  }
  return answer;
}

function toIndexedProduct(row: ProductRow, categories: IndexedCategory[], view: IndexView): IndexedProduct {
  const variants: IndexedVariant[] = row.variants.map(
    ([id, sku, legacySku, size, position, deliveryTime, availableStock]) => ({
      id,
      sku,
      legacySku,
      size,
      position,
      availableStock,
      deliveryTime,
    }),
  );
  const deliveryTimes = new Set(variants.map((variant) => variant.deliveryTime));
  const [sharedDeliveryTime] = deliveryTimes;
  return {
    id: row.id,
    sku: row.sku,
    parentSku: row.parent_sku,
    parentId: row.parent_id,
    modelCode: row.model_code,
    segment: row.segment,
    name: row.name,
    description: row.description,
    brand: { slug: row.brand_slug, name: row.brand_name },
    color: row.color,
    colorHex: row.color_hex,
    isNew: row.is_new,
    isSale: row.price_minor < row.regular_price_minor,
    isOneSize: row.is_one_size,
    releaseDate: row.release_date,
    comingSoonDate: row.coming_soon_date,
    deliveryTime: deliveryTimes.size === 1 ? (sharedDeliveryTime ?? null) : null,
    images: row.images,
    hoverImage: row.hover_image,
    video: row.video,
    marketingLabel: row.marketing_label,
    saleLabel: row.sale_label,
    url: row.url,
    price: { amount: row.price_minor, currency: view.currency },
    regularPrice: { amount: row.regular_price_minor, currency: view.currency },
    discount: discountPercent(row.price_minor, row.regular_price_minor),
    priceUpdatedAt: new Date(row.price_updated_at).toISOString(),
    availableStock: variants.reduce((sum, variant) => sum + variant.availableStock, 0),
    totalAvailableStock: row.variants.reduce((sum, variant) => sum + variant[7], 0),
    variants,
    relatedProducts: row.relations.map(([sku, type]) => ({ sku, type })),
    categories,
    sizeTableId: row.size_table_id,
  };
}

/** Whole percent off the regular price, rounded down (never more than the real discount); 0 when not discounted. */
export function discountPercent(price: number, regular: number): number {
  return regular > price && regular > 0 ? Math.floor(((regular - price) * 100) / regular) : 0;
}
