import type { Database } from '@shop/db';
import type { Language } from '@shop/i18n';
import { type Kysely, sql } from 'kysely';
import { facetsOf } from './facets';
import { CategoryTree, loadProducts, rowToIndexedCategory, selectCategories } from './hydrate';
import {
  DEFAULT_PAGE_SIZE,
  type IndexedBrand,
  type IndexedCategory,
  type IndexedProduct,
  type IndexView,
  MAX_PAGE_SIZE,
  type PageGroup,
  type ProductIndex,
  type ProductSearch,
  type ProductSearchResult,
  QUICK_SEARCH_PRODUCTS,
  type QuickSearchResult,
  type Segment,
  type SizeTable,
  SUGGESTIONS,
  type Suggestion,
  URL_RESULTS,
  type UrlHit,
} from './model';
import { activeFilters, normalizeFilters, pageSkus, type SearchPlan } from './search';
import { isCurrency, isLanguage, searchWords, trimPath, tsTerm } from './text';
import { quickSearchPage, TextIndex } from './text-index';
import { buildTextQuery, type ExpandedWord, expandWords, textQuery } from './text-query';

/** The most products `newestProducts` answers. */
export const MAX_NEWEST_PRODUCTS = 100;

const URL_PAGE_GROUPS: readonly PageGroup[] = ['Category', 'Plp', "Pagina's"];

export interface PostgresProductIndexOptions {
  /**
   * Keep the search documents in memory too (`TextIndex`, built in the background from now on and after each
   * import) for the quick search's products and total: a few tens of MB at 100 000 products, and a frequent word
   * answered in a millisecond instead of reading every matching row. Off by default (tests, short-lived scripts).
   */
  textIndex?: boolean;
  /** Told when building the in-memory text index failed (the quick search then stays on SQL and tries again). */
  onError?: (error: unknown) => void;
}

/**
 * The product index on PostgreSQL (PGlite or a server), over the tables `indexCatalog` writes. Every answer is in the
 * view: texts in its language, prices in its currency, sale labels of its country. Stock figures are read from
 * commerce's `commerce_stock` when asked; the in-stock sizes that filters and facets use are those `indexCatalog` or
 * `refreshStock` last saw.
 */
export class PostgresProductIndex implements ProductIndex {
  private readonly categories: CategoryTree;
  private readonly textIndex: TextIndex | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    options: PostgresProductIndexOptions = {},
  ) {
    this.categories = new CategoryTree(db);
    if (options.textIndex) {
      this.textIndex = new TextIndex(db, options.onError);
      void this.textIndex.refresh();
    }
  }

  /** Waits for the in-memory text index of the current catalogue to be built (when it is on). */
  async prepare(): Promise<void> {
    await this.textIndex?.refresh();
  }

  /** The index's version: every import and stock refresh raises it (what caches of answers key on). */
  async version(): Promise<number> {
    const row = await this.db.selectFrom('catalog_index_state').select('version').executeTakeFirst();
    return row?.version ?? 0;
  }

  async productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]> {
    checkView(view);
    if (skus.length === 0) return [];
    const products = await loadProducts(this.db, this.categories, skus, view);
    return skus.map((sku) => products.get(sku) ?? null);
  }

  async productUrlsInViews(sku: string, views: readonly IndexView[]): Promise<(string | null)[]> {
    for (const view of views) checkView(view);
    if (views.length === 0) return [];
    const { rows } = await sql<{ url: Partial<Record<Language, string>>; currencies: string[] }>`
      select p.url, coalesce(array_agg(pr.currency) filter (where pr.currency is not null), '{}') as currencies
      from catalog_product p left join catalog_price pr on pr.sku = p.sku
      where p.sku = ${sku}
      group by p.sku, p.url`.execute(this.db);
    const row = rows[0];
    return views.map((view) => {
      const url = row?.url[view.language];
      return row && url && row.currencies.includes(view.currency) ? url : null;
    });
  }

  async productByUrl(url: string, view: IndexView): Promise<IndexedProduct | null> {
    checkView(view);
    const row = await this.db
      .selectFrom('catalog_product')
      .select('sku')
      .where(sql<string>`url ->> ${sql.lit(view.language)}`, '=', trimPath(url))
      .orderBy('sku')
      .limit(1)
      .executeTakeFirst();
    return row ? this.productBySku(row.sku, view) : null;
  }

  async productByLegacySku(legacySku: string, view: IndexView): Promise<IndexedProduct | null> {
    checkView(view);
    const typed = legacySku.trim();
    if (typed === '') return null;
    // `20413x102` is `20413.102`; a variant SKU (`20413.102.38`, legacy `20413x102x38`) leads to its product; and
    // failing all, the model and colour at its start.
    const candidates = [...new Set([typed, typed.replace(/x/gi, '.')])];
    const start = /^(\d+)[.x](\d+)/i.exec(typed);
    const modelAndColor = start ? `${start[1]}.${start[2]}` : null;
    const { rows } = await sql<{ sku: string }>`
      select sku from (
        select p.sku, 1 as preference from catalog_product p where p.sku = any(${candidates}::text[])
        union all
        select v.product_sku, 2 from catalog_variant v where v.sku = any(${candidates}::text[])
        union all
        select v.product_sku, 3 from catalog_variant v where v.legacy_sku = any(${candidates}::text[])
        union all
        select p.sku, 4 from catalog_product p where p.sku = ${modelAndColor}::text
      ) as found
      order by preference, sku limit 1`.execute(this.db);
    return rows[0] ? this.productBySku(rows[0].sku, view) : null;
  }

  async newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]> {
    checkView(view);
    const limit = Math.max(0, Math.min(whole(first, 0), MAX_NEWEST_PRODUCTS));
    if (limit === 0) return [];
    const rows = await this.db
      .selectFrom('catalog_search')
      .select('sku')
      .where('language', '=', sql.lit(view.language))
      .orderBy('release_date', 'desc')
      .orderBy('sku')
      .limit(limit)
      .execute();
    return this.inOrder(
      rows.map((row) => row.sku),
      view,
    );
  }

  async searchProducts(search: ProductSearch, view: IndexView): Promise<ProductSearchResult> {
    checkView(view);
    const pageSize = Math.max(1, Math.min(whole(search.pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE));
    const page = Math.max(1, whole(search.page, 1));
    const sort = search.sort ?? 'recommended';
    const filters = normalizeFilters(search.filters ?? {});

    let categoryNum: number | undefined;
    if (filters.categoryId) {
      categoryNum = await this.categories.numOf(filters.categoryId);
      if (categoryNum === undefined) return emptyResult(page, pageSize);
    }
    const plan: SearchPlan = {
      view,
      text: await textQuery(this.db, search.text, view.language),
      filters,
      active: activeFilters(filters),
      categoryNum,
    };
    const [pageOfSkus, { facets, totalCount }] = await Promise.all([
      pageSkus(this.db, plan, sort, pageSize, (page - 1) * pageSize),
      facetsOf(this.db, plan),
    ]);
    return { products: await this.inOrder(pageOfSkus.skus, view), totalCount, page, pageSize, facets };
  }

  async quickSearch(text: string, view: IndexView): Promise<QuickSearchResult> {
    checkView(view);
    const words = searchWords(text);
    if (words.length === 0) return { products: [], totalCount: 0, urls: [], suggestions: [] };
    const expanded = await expandWords(this.db, words, view.language);
    const query = buildTextQuery(expanded, view.language);
    const plan: SearchPlan = { view, text: query, filters: {}, active: new Set(), categoryNum: undefined };
    const [page, urls, suggestions] = await Promise.all([
      quickSearchPage(this.db, this.textIndex, query, view, QUICK_SEARCH_PRODUCTS).then(
        (page) => page ?? pageSkus(this.db, plan, 'recommended', QUICK_SEARCH_PRODUCTS, 0, true),
      ),
      this.urlHits(expanded, view, URL_RESULTS),
      this.suggestions(expanded, view, SUGGESTIONS),
    ]);
    return {
      products: await this.inOrder(page.skus, view),
      totalCount: page.totalCount ?? 0,
      urls,
      suggestions,
    };
  }

  async searchUrls(text: string, view: IndexView, limit = URL_RESULTS): Promise<UrlHit[]> {
    checkView(view);
    const words = searchWords(text);
    const most = Math.min(whole(limit, URL_RESULTS), MAX_PAGE_SIZE);
    if (words.length === 0 || most <= 0) return [];
    return this.urlHits(await expandWords(this.db, words, view.language), view, most);
  }

  async suggest(text: string, view: IndexView, limit = SUGGESTIONS): Promise<Suggestion[]> {
    checkView(view);
    const words = searchWords(text);
    const most = Math.min(whole(limit, SUGGESTIONS), MAX_PAGE_SIZE);
    if (words.length === 0 || most <= 0) return [];
    return this.suggestions(await expandWords(this.db, words, view.language), view, most);
  }

  async categoryByUrl(url: string, view: IndexView): Promise<IndexedCategory | null> {
    checkView(view);
    const row = await selectCategories(this.db, view)
      .where(sql<string>`c.url ->> ${sql.lit(view.language)}`, '=', trimPath(url))
      .orderBy('c.num')
      .limit(1)
      .executeTakeFirst();
    return row ? rowToIndexedCategory(row) : null;
  }

  async categoriesByIds(ids: readonly string[], view: IndexView): Promise<(IndexedCategory | null)[]> {
    checkView(view);
    if (ids.length === 0) return [];
    const rows = await selectCategories(this.db, view)
      .where('c.id', 'in', [...new Set(ids)])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, rowToIndexedCategory(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async categoryTree(segment: Segment, view: IndexView): Promise<IndexedCategory[]> {
    checkView(view);
    const rows = await selectCategories(this.db, view)
      .where('c.segment', '=', segment)
      .orderBy('c.level')
      .orderBy('c.position')
      .orderBy('c.id')
      .execute();
    return rows.map(rowToIndexedCategory);
  }

  async specialCategory(kind: 'sale' | 'new', segment: Segment, view: IndexView): Promise<IndexedCategory | null> {
    checkView(view);
    const row = await selectCategories(this.db, view)
      .where('c.kind', '=', kind)
      .where('c.segment', '=', segment)
      .orderBy('c.level')
      .orderBy('c.position')
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst();
    return row ? rowToIndexedCategory(row) : null;
  }

  async brandBySlug(slug: string): Promise<IndexedBrand | null> {
    const row = await this.db
      .selectFrom('catalog_brand')
      .select(['slug', 'name'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ?? null;
  }

  async sizeTable(id: string, view: IndexView): Promise<SizeTable | null> {
    checkView(view);
    const row = await this.db
      .selectFrom('catalog_size_table')
      .select((eb) => ['id', 'rows', eb.ref('advice', '->>').key(view.language).as('advice')])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      rows: row.rows.map(({ eu, us, uk, cm }) => ({ eu, us, uk, cm })),
      advice: row.advice ?? null,
    };
  }

  // ---------------------------------------------------------------------------------------------------------------

  private async productBySku(sku: string, view: IndexView): Promise<IndexedProduct | null> {
    return (await loadProducts(this.db, this.categories, [sku], view)).get(sku) ?? null;
  }

  private async inOrder(skus: readonly string[], view: IndexView): Promise<IndexedProduct[]> {
    const products = await loadProducts(this.db, this.categories, skus, view);
    return skus.flatMap((sku) => products.get(sku) ?? []);
  }

  /**
   * Categories and pages whose label or parents hold every word (prefix, or an alternative). Labels holding them
   * come first, then labels starting with the first word, then categories by level and in tree order, then pages.
   */
  private async urlHits(words: readonly ExpandedWord[], view: IndexView, limit: number): Promise<UrlHit[]> {
    const query = simpleQuery(words, (word) => [
      tsTerm(word.word, ':*'),
      ...word.alternatives.map((term) => tsTerm(term)),
    ]);
    const inLabel = simpleQuery(words, (word) => [tsTerm(word.word, ':*A')]);
    const first = words[0]?.word ?? '';
    const { rows } = await sql<{ label: string; url: string; page_group: PageGroup; parents: string[] }>`
      select label, url, page_group, parents
      from catalog_url_entry e
      where e.language = ${view.language} and e.page_group = any(${URL_PAGE_GROUPS}::text[]) and e.doc @@ ${query}
      order by e.doc @@ ${inLabel} desc, e.folded like ${`${first}%`} desc, e.rank, e.tree_order, e.label, e.url
      limit ${limit * 2}::integer`.execute(this.db);
    const seen = new Set<string>();
    const hits: UrlHit[] = [];
    for (const row of rows) {
      if (seen.has(row.url)) continue;
      seen.add(row.url);
      hits.push({ label: row.label, url: row.url, pageGroup: row.page_group, parents: row.parents });
    }
    return hits.slice(0, limit);
  }

  /**
   * Suggestion phrases holding every word (prefix, or an alternative: compound, near form, typo correction), in this
   * order: the words as typed before alternatives only; search terms, brands and categories before product names;
   * then phrases starting with the text, search terms before brands before categories, the most shared, the
   * shortest. Read in up to three steps, each only when the
   * ones before found too few: typed words in search terms, brands and categories (a few hundred phrases), then in
   * product names (up to one per product), then alternatives.
   */
  private async suggestions(words: readonly ExpandedWord[], view: IndexView, limit: number): Promise<Suggestion[]> {
    const language = sql.lit(view.language);
    const exact = simpleQuery(words, (word) => [tsTerm(word.word, ':*')]);
    const any = simpleQuery(words, (word) => [
      tsTerm(word.word, ':*'),
      ...word.alternatives.map((term) => tsTerm(term)),
    ]);
    const starts = `${words.map((word) => word.word).join(' ')}%`;
    const steps = [
      sql<boolean>`s.rank >= 2 and s.doc @@ ${exact}`,
      sql<boolean>`s.rank = 1 and s.doc @@ ${exact}`,
      ...(words.some((word) => word.alternatives.length > 0)
        ? [sql<boolean>`s.doc @@ ${any} and not s.doc @@ ${exact}`]
        : []),
    ];
    const found: Suggestion[] = [];
    for (const condition of steps) {
      const { rows } = await sql<{ text: string }>`
        select text from catalog_suggestion s
        where s.language = ${language} and ${condition}
        order by s.folded like ${starts} desc, s.rank desc, s.weight desc, length(s.text), s.text
        limit ${limit - found.length}::integer`.execute(this.db);
      found.push(...rows.map((row) => ({ text: row.text })));
      if (found.length >= limit) break;
    }
    return found;
  }
}

/** `to_tsquery('simple', …)` of every word's terms, for texts indexed unstemmed. */
function simpleQuery(words: readonly ExpandedWord[], termsOf: (word: ExpandedWord) => string[]) {
  return sql<string>`(${sql.join(
    words.map((word) => sql`to_tsquery('simple', ${termsOf(word).join(' | ')})`),
    sql` && `,
  )})`;
}

/** A whole number, or the fallback for anything else (absent, NaN, infinite). */
function whole(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
}

function emptyResult(page: number, pageSize: number): ProductSearchResult {
  return {
    products: [],
    totalCount: 0,
    page,
    pageSize,
    facets: { categories: [], brands: [], colors: [], sizes: [], priceRange: null, saleCount: 0, newCount: 0 },
  };
}

/** The view's language and currency become SQL names (columns per language and currency): only known ones pass. */
function checkView(view: IndexView): void {
  if (!isLanguage(view.language)) throw new TypeError(`Unknown language ${String(view.language)}`);
  if (!isCurrency(view.currency)) throw new TypeError(`Unknown currency ${String(view.currency)}`);
}
