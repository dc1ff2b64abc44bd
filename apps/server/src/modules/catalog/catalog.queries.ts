import {
  CATEGORIES,
  type Category,
  DEFAULT_PRODUCT_TYPE,
  PRICE_RANGES,
  SEARCH_RESULTS_MAX,
  type Size,
  sizesForCategory,
} from '@shop/shared/catalog';
import type { ProductListQuery } from '@shop/shared/catalog-schemas';
import { type AdminProductSort, type AdminStockFilter, LOW_STOCK_UNITS } from '@shop/shared/products-schemas';
import {
  type AnyColumn,
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/like-pattern';
import { productImages, products, productVariants, searchTerms } from './catalog.schema';
import { type CatalogMemo, NO_MEMO } from './catalog-memo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The generated search columns stay in the database; nothing outside a query needs them. */
const productColumns = { searchVector: false, shuffleKey: false, jsonHead: false } as const;

// The generated JSON pieces are read only by the storefront's statements.
const withChildren = {
  variants: {
    columns: { jsonHead: false as const, jsonTail: false as const },
    orderBy: [asc(productVariants.position)],
  },
  images: { columns: { jsonNode: false as const }, orderBy: [asc(productImages.position)] },
};

/** The random sort changes daily unless a seed is given, so paging within a visit is stable. */
export function dailySeed(now = new Date()): number {
  return Math.floor(now.getTime() / 86_400_000);
}

/** More words than this is a pasted sentence, not a search; each word costs a vocabulary lookup. */
const MAX_SEARCH_WORDS = 8;
/** How many vocabulary words may stand in for one misspelt word. */
const MAX_CORRECTIONS = 3;
/**
 * A correction must look almost as much like the typed word as the best one does, so 'lipstik'
 * becomes lipstick but not also lip (which would bring in every lip balm).
 */
const CORRECTION_SHARE_OF_BEST = 0.8;
/** Longer "words" are codes or pasted junk, not vocabulary anyone misspells. */
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search, lowercased, in order. Everything else (quotes, `%`, `&`, `|`, `!`,
 * `:`) only separates words, so no input can reach tsquery syntax.
 */
function searchWords(q: string): string[] {
  const words =
    q
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words.slice(0, MAX_SEARCH_WORDS);
}

/**
 * Turns a shopper's search into a tsquery (as text): every word must match, through its own
 * stem or, when the word is not in the catalog's vocabulary, through the vocabulary words that
 * look most like it by trigram similarity ('drss' -> dress). The last word also matches as a
 * prefix, since people search while they type. Each piece is plainto_tsquery's output, which
 * quotes whatever it is given, so the assembled text is always valid tsquery syntax.
 * Null: nothing left to match (only stop words, or no words at all).
 */
async function toSearchQuery(db: Db, words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = await db
    .select({
      position: sql<number>`w.position::int`,
      own: sql<string>`plainto_tsquery('english', w.word)::text`,
      corrections: sql<{ query: string; similarity: number }[]>`coalesce((
        select json_agg(c order by c.similarity desc, c.term) from (
          select t.term, plainto_tsquery('english', t.term)::text as query, similarity(t.term, w.word) as similarity
          from ${searchTerms} as t
          where length(w.word) between 3 and ${MAX_TERM_LENGTH}
            and w.word !~ '^[0-9]+$'
            and not exists (select 1 from ${searchTerms} as known where known.term = w.word)
            and t.term % w.word
          order by similarity(t.term, w.word) desc, t.term
          limit ${MAX_CORRECTIONS}
        ) as c), '[]')`,
    })
    .from(sql`unnest(array[${list}]::text[]) with ordinality as w(word, position)`);
  const last = words.length;
  const groups = rows
    .sort((a, b) => a.position - b.position)
    .map(({ position, own, corrections }) => {
      const options = new Set<string>();
      if (own) options.add(position === last ? `${own}:*` : own);
      const best = corrections[0]?.similarity ?? 0;
      for (const correction of corrections) {
        // The word's own stem already covers a correction with the same stem ('lips' -> lip).
        if (
          correction.query &&
          correction.query !== own &&
          correction.similarity >= best * CORRECTION_SHARE_OF_BEST
        ) {
          options.add(correction.query);
        }
      }
      return [...options].map((option) => `(${option})`).join(' | ');
    })
    .filter(Boolean);
  return groups.length === 0 ? null : groups.map((group) => `(${group})`).join(' & ');
}

/**
 * Sizes follow the category (docs/product/rules.md, Sizes: XS-XL for clothing, 36-41 for
 * shoes, One Size for the rest), so a size filter first narrows to the categories that have that size. That
 * lets the (category, order) indexes find a page: the 38s are all shoes, which a walk through
 * every product by price would reach only after tens of thousands of cheaper ones.
 */
function categoriesWithSize(size: Size): Category[] {
  return CATEGORIES.filter((category) => sizesForCategory(category).includes(size));
}

/** The WHERE clause of a listing; null when the filters cannot match anything. */
function filters(query: ProductListQuery, search: string | undefined): SQL | undefined | null {
  const conditions: (SQL | undefined)[] = [];
  let categories: readonly Category[] | null =
    query.category && query.category !== 'all' ? [query.category] : null;
  if (query.size) {
    const size = query.size;
    const sized = categoriesWithSize(size);
    categories = categories ? categories.filter((category) => sized.includes(category)) : sized;
    conditions.push(
      sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.size} = ${size})`,
    );
  }
  if (categories?.length === 0) return null;
  if (categories && categories.length < CATEGORIES.length) {
    conditions.push(inArray(products.category, [...categories]));
  }
  if (query.color) conditions.push(eq(products.color, query.color));
  if (query.onSale) conditions.push(isNotNull(products.oldPriceCents));
  if (query.priceRange && query.priceRange !== 'all') {
    const range = PRICE_RANGES[query.priceRange];
    conditions.push(gte(products.priceCents, range.min));
    if (range.max !== null) conditions.push(lt(products.priceCents, range.max));
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.priceCents, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.priceCents, query.maxPrice));
  if (search !== undefined) conditions.push(sql`${products.searchVector} @@ ${search}::tsquery`);
  return and(...conditions);
}

/** `desc nulls last`, spelled out because that is how drizzle-kit writes descending index keys. */
const descending = (column: SQL | AnyColumn) => sql`${column} desc nulls last`;

function ordering(query: ProductListQuery): SQL[] {
  // Every ordering ends on the primary key so equal values never swap places between pages, and
  // matches an index of products (catalog.schema.ts) key for key.
  switch (query.sort) {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), desc(products.id)];
    case 'rating':
      return [descending(products.averageRating), descending(products.reviewCount), asc(products.id)];
    default:
      return [descending(products.createdAt), descending(products.id)];
  }
}

/**
 * Up to this many matches, the random order is a true shuffle per seed: hashing every match
 * costs about a millisecond. Beyond it the order walks the fixed shuffle key instead: hashing
 * 10 000 products cost 10-14 ms, three times the rest of the request, on the shop's default
 * sort (docs/decisions/022).
 */
const FULL_SHUFFLE_MAX = 2_000;

/**
 * Where a walk of the fixed shuffle key starts, and which way it goes: a multiplicative hash
 * spreads consecutive seeds (days) over the whole key range.
 */
export function shuffleStart(seed: number): { pivot: number; backwards: boolean } {
  const hash = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1);
  return { pivot: hash | 0, backwards: (Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) & 0x10000) !== 0 };
}

/** A page of a random order that is the same for the same seed, so pages never repeat or skip. */
function randomPageIds(
  db: Db,
  where: SQL | undefined,
  seed: number,
  page: { limit: number; offset: number },
  shuffleAll: boolean,
) {
  if (shuffleAll) {
    return db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(sql`md5(${products.id}::text || ${String(seed)})`, asc(products.id))
      .limit(page.limit)
      .offset(page.offset);
  }
  // From the seed's pivot to one end of the shuffle key, then around from the other: two index
  // range scans of at most offset + limit rows each.
  const { pivot, backwards } = shuffleStart(seed);
  const direction = backwards ? desc : asc;
  const stretch = (part: 0 | 1, range: SQL) =>
    db
      .select({
        id: products.id,
        part: sql<number>`${sql.raw(String(part))}`.as('part'),
        key: products.shuffleKey,
      })
      .from(products)
      .where(and(where, range))
      .orderBy(direction(products.shuffleKey), direction(products.id))
      .limit(page.offset + page.limit);
  const fromPivot = backwards ? lte(products.shuffleKey, pivot) : gte(products.shuffleKey, pivot);
  const wrapped = backwards ? gt(products.shuffleKey, pivot) : lt(products.shuffleKey, pivot);
  const order = backwards ? sql`desc` : sql`asc`;
  return sql`select id from (${unionAll(stretch(0, fromPivot), stretch(1, wrapped))}) as walk
    order by part, shuffle_key ${order}, id ${order} limit ${page.limit} offset ${page.offset}`;
}

/** How many products match: a statement of one row and one column, `total`. */
function countMatching(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(products).where(where);
}

/** Counts matches up to the search cap, so a broad search stops counting early. */
function countSearchMatches(db: Db, where: SQL | undefined) {
  const capped = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(SEARCH_RESULTS_MAX)
    .as('capped');
  return db.select({ total: count() }).from(capped);
}

/**
 * A size on its own is counted from the variants' (size, product_id) index alone: checking each
 * of 60 000 medium-sized products against the products table costs three times as much.
 */
function countProductsInSize(db: Db, size: Size) {
  return db
    .select({ total: countDistinct(productVariants.productId) })
    .from(productVariants)
    .where(eq(productVariants.size, size));
}

/** A count that runs on its own (awaited) or inside another statement (embedded). */
type Counting = PromiseLike<{ total: number }[]> & SQLWrapper;

/**
 * The total of a listing: remembered in the memo until the catalog changes, else counted, on its
 * own when the page needs it first (the random order) or inside the page's statement.
 */
class Total {
  private readonly stamp: number;

  constructor(
    private readonly memo: CatalogMemo,
    private readonly key: string,
    readonly counting: Counting,
  ) {
    this.stamp = memo.counts.stamp();
  }

  known(): number | undefined {
    return this.memo.counts.peek(this.key);
  }

  async now(): Promise<number> {
    const known = this.known();
    if (known !== undefined) return known;
    const [row] = await this.counting;
    return this.remember(row?.total ?? 0);
  }

  remember(total: number): number {
    this.memo.counts.put(this.key, total, this.stamp);
    return total;
  }
}

function filtersOnlyBySize(query: ProductListQuery): query is ProductListQuery & { size: Size } {
  return (
    query.size !== undefined &&
    (query.category === undefined || query.category === 'all') &&
    query.color === undefined &&
    !query.onSale &&
    (query.priceRange === undefined || query.priceRange === 'all') &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    !query.q
  );
}

/** The part of a listing that decides which products match, for remembering how many do. */
function filterKey(query: ProductListQuery, words: readonly string[]): string {
  const { page: _page, limit: _limit, sort: _sort, seed: _seed, q: _q, ...filtersOnly } = query;
  return JSON.stringify([words, Object.entries(filtersOnly).sort(([a], [b]) => a.localeCompare(b))]);
}

interface PageOfIds {
  /** A query for the ids of the page, in order; it runs inside the statement that shapes them. */
  ids: SQLWrapper;
  /** The total when it is already known; otherwise the same statement counts it. */
  total: number | Total;
}

/** A page of ids in the requested order, walked along the index that keeps that order. */
async function orderedPage(
  db: Db,
  where: SQL | undefined,
  query: ProductListQuery,
  offset: number,
  fullShuffleMax: number,
  total: Total,
): Promise<PageOfIds> {
  if (query.sort === 'random') {
    // How the order is made depends on how many products it shuffles.
    const matching = await total.now();
    const seed = query.seed ?? dailySeed();
    return {
      ids: randomPageIds(db, where, seed, { limit: query.limit, offset }, matching <= fullShuffleMax),
      total: matching,
    };
  }
  return {
    ids: db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset(offset),
    total,
  };
}

/**
 * A search in an explicit order: the first SEARCH_RESULTS_MAX matches in that order (the
 * cheapest thousand, say), walked along the order's index like any listing.
 */
async function sortedSearchPage(
  db: Db,
  where: SQL | undefined,
  query: ProductListQuery,
  offset: number,
  fullShuffleMax: number,
  total: Total,
): Promise<PageOfIds> {
  const limit = Math.min(query.limit, SEARCH_RESULTS_MAX - offset);
  const matching = await total.now();
  if (limit <= 0) return { ids: sql`select null::uuid where false`, total: matching };
  // A capped total means more matches than it says, so only the shuffle key can serve them.
  const ids =
    query.sort === 'random'
      ? randomPageIds(
          db,
          where,
          query.seed ?? dailySeed(),
          { limit, offset },
          matching < SEARCH_RESULTS_MAX && matching <= fullShuffleMax,
        )
      : db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...ordering(query))
          .limit(limit)
          .offset(offset);
  return { ids, total: matching };
}

/**
 * A search by relevance (ties: newest first). Ranking looks at each candidate, so the candidates
 * are the newest SEARCH_RESULTS_MAX matches: all of them for any specific search, and for a
 * broad one ('dress' in a catalog of 100 000) a bounded number, found by walking the newest
 * products until enough match, instead of ranking tens of thousands.
 */
function rankedSearchPage(where: SQL, search: string, query: ProductListQuery, offset: number): SQL {
  return sql`
    select id from (
      select ${products.id} as id, ${products.createdAt} as created_at,
        ts_rank(${products.searchVector}, ${search}::tsquery) as rank
      from ${products}
      where ${where}
      order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
      limit ${SEARCH_RESULTS_MAX}
    ) as candidates
    order by rank desc, created_at desc, id desc
    limit ${query.limit} offset ${offset}`;
}

/**
 * The storefront's products (docs/product/api.md, Shopify's edges/node lists) with these ids, as
 * one JSON array in their order: the function of migrations 0009 and 0012, which joins the
 * escaped pieces Postgres keeps with each row (migration 0008) and keeps its plan per
 * connection. So the answer leaves the database as the JSON we send, and nothing is parsed,
 * mapped or serialised again (docs/decisions/022). The one mapping of a product to the API;
 * product-json.api.test.ts pins it.
 */
function storefrontProducts(ids: SQLWrapper): SQL {
  return sql`storefront_products(array(${ids}), ${DEFAULT_PRODUCT_TYPE}::text)`;
}

/** One statement: the page's products as a JSON array in the page's order, and the total. */
async function pageJson(db: Db, page: PageOfIds): Promise<{ products: string; total: number }> {
  const known = typeof page.total === 'number' ? page.total : page.total.known();
  const result = await db.execute(sql`
    select ${storefrontProducts(page.ids)} as products,
      ${known === undefined && typeof page.total !== 'number' ? sql`(${page.total.counting})::int` : sql`${known ?? 0}::int`} as total`);
  const [row] = (result as unknown as { rows: { products: string; total: number }[] }).rows;
  const total = Number(row?.total ?? 0);
  if (known === undefined && typeof page.total !== 'number') page.total.remember(total);
  return { products: row?.products ?? '[]', total };
}

/**
 * A page of products as JSON text, and how many match. The page's ids come from the products
 * table alone (an index walk for the common orderings) inside the statement that shapes them, so
 * only the page's own variants and images are read. Totals and corrected searches are remembered
 * in `memo` until the catalog changes (docs/decisions/022).
 */
export async function findProductPage(
  db: Db,
  query: ProductListQuery,
  {
    fullShuffleMax = FULL_SHUFFLE_MAX,
    memo = NO_MEMO,
  }: {
    // Tests lower it to walk the shuffle key on a catalog of a few products.
    fullShuffleMax?: number;
    memo?: CatalogMemo;
  } = {},
): Promise<{ products: string; total: number }> {
  const words = query.q ? searchWords(query.q) : [];
  const search = query.q
    ? await memo.searches.get(words.join(' '), () => toSearchQuery(db, words))
    : undefined;
  // A search with no word to look for (only punctuation or stop words) matches nothing.
  if (search === null) return { products: '[]', total: 0 };
  const where = filters(query, search);
  if (where === null) return { products: '[]', total: 0 };
  const offset = (query.page - 1) * query.limit;
  const key = filterKey(query, words);
  if (search === undefined) {
    const counting = filtersOnlyBySize(query)
      ? countProductsInSize(db, query.size)
      : countMatching(db, where);
    const total = new Total(memo, key, counting);
    return pageJson(db, await orderedPage(db, where, query, offset, fullShuffleMax, total));
  }
  const total = new Total(memo, key, countSearchMatches(db, where));
  if (query.sort !== undefined) {
    return pageJson(db, await sortedSearchPage(db, where, query, offset, fullShuffleMax, total));
  }
  if (offset >= SEARCH_RESULTS_MAX) return { products: '[]', total: await total.now() };
  return pageJson(db, { ids: rankedSearchPage(where ?? sql`true`, search, query, offset), total });
}

/** A product as the storefront's JSON text, by its handle or id; null when there is none. */
export async function findProductJson(db: Db, handleOrId: string): Promise<string | null> {
  const where = UUID.test(handleOrId)
    ? or(eq(products.id, handleOrId.toLowerCase()), eq(products.handle, handleOrId))
    : eq(products.handle, handleOrId);
  const result = await db.execute(
    sql`select ${storefrontProducts(db.select({ id: products.id }).from(products).where(where).limit(1))} as json`,
  );
  const json = (result as unknown as { rows: { json: string }[] }).rows[0]?.json ?? '[]';
  // An array of one product, or of none.
  return json === '[]' ? null : json.slice(1, -1);
}

/**
 * Adds the words of these products' titles, types and categories to the search vocabulary that
 * misspelt words are corrected against. Every write of a product's title, type or category
 * calls it, in the same transaction. Words are never removed: a stale word only offers a
 * correction that matches nothing, and the vocabulary stays small either way.
 */
export async function addSearchTerms(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  // Postgres' own word splitting ('simple' lowercases and keeps every word), ordered so that
  // concurrent writers take the key locks in the same order and cannot deadlock.
  await db.execute(sql`
    insert into ${searchTerms} (term)
    select distinct word
    from ${products},
      unnest(tsvector_to_array(to_tsvector('simple', ${products.title} || ' ' || ${products.productType} || ' ' || ${products.category}))) as word
    where ${inArray(products.id, productIds)} and length(word) <= ${MAX_TERM_LENGTH}
    order by word
    on conflict do nothing`);
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductByHandleOrId>>>;

export async function findProductByHandleOrId(db: Db, handleOrId: string) {
  const where = UUID.test(handleOrId)
    ? or(eq(products.id, handleOrId.toLowerCase()), eq(products.handle, handleOrId))
    : eq(products.handle, handleOrId);
  return db.query.products.findFirst({ columns: productColumns, where, with: withChildren });
}

/** One index probe per category rather than a pass over every product. */
export async function findCategoriesInUse(db: Db): Promise<Category[]> {
  const list = sql.join(
    CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  );
  const rows = await db
    .select({ category: sql<Category>`c.category` })
    .from(sql`unnest(array[${list}]::text[]) as c(category)`)
    .where(sql`exists (select 1 from ${products} where ${products.category} = c.category)`);
  const present = new Set(rows.map((row) => row.category));
  return CATEGORIES.filter((category) => present.has(category));
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/** Handles and last changes of one slice of the catalog, in a stable order (sitemaps). */
export async function findProductUrls(db: Db, offset: number, limit: number) {
  return db
    .select({ handle: products.handle, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
}

// ---- Writes (catalog-write.service.ts decides what is written; these only write it) ----

export type NewProductRow = typeof products.$inferInsert;
export type NewVariantRow = typeof productVariants.$inferInsert;
export type NewImageRow = typeof productImages.$inferInsert;

/** Many products, their variants and images in three multi-row statements (seeding 100 000 fast). */
export async function insertProductRows(
  db: Db,
  rows: NewProductRow[],
  variants: NewVariantRow[],
  images: NewImageRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(products).values(rows);
  if (variants.length > 0) await db.insert(productVariants).values(variants);
  if (images.length > 0) await db.insert(productImages).values(images);
}

/** The product a write applies to, locked until the transaction ends so two edits do not interleave. */
export async function findProductForUpdate(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id.toLowerCase()))
    .for('update');
  if (!row) return undefined;
  return db.query.products.findFirst({
    columns: productColumns,
    where: eq(products.id, row.id),
    with: withChildren,
  });
}

/** Whether another product already uses this handle. */
export async function isHandleTaken(db: Db, handle: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId
        ? and(eq(products.handle, handle), sql`${products.id} <> ${exceptId}`)
        : eq(products.handle, handle),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateProductRow(db: Db, id: string, row: Partial<NewProductRow>): Promise<void> {
  await db.update(products).set(row).where(eq(products.id, id));
}

/**
 * A product's variants locked for an edit, in variant-id order: the order checkouts lock them in
 * (catalog-stock.service.ts), so an edit and a checkout never wait on each other in a circle, and
 * no checkout can hold units of a size while the edit decides whether that size may go.
 */
export async function lockProductVariants(db: Db, productId: string) {
  return db
    .select({
      id: productVariants.id,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
      reserved: productVariants.reserved,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/** A new colour for a size the product keeps: the row, its id and its held units stay. */
export async function setVariantColor(db: Db, variantId: string, color: string): Promise<void> {
  await db.update(productVariants).set({ color }).where(eq(productVariants.id, variantId));
}

/**
 * Replaces a product's variants. A size and colour the product already had keeps its id (carts
 * and orders will point at variant ids); the others are deleted or inserted.
 */
export async function replaceVariants(db: Db, productId: string, variants: NewVariantRow[]): Promise<void> {
  const keep = variants.map((v) => sql`(${v.size}, ${v.color})`);
  await db
    .delete(productVariants)
    .where(
      keep.length === 0
        ? eq(productVariants.productId, productId)
        : and(
            eq(productVariants.productId, productId),
            sql`(${productVariants.size}, ${productVariants.color}) not in (${sql.join(keep, sql`, `)})`,
          ),
    );
  if (variants.length === 0) return;
  await db
    .insert(productVariants)
    .values(variants)
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.size, productVariants.color],
      set: {
        priceCents: sql`excluded.price_cents`,
        stock: sql`excluded.stock`,
        position: sql`excluded.position`,
      },
    });
}

export async function replaceImages(db: Db, productId: string, images: NewImageRow[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) await db.insert(productImages).values(images);
}

/** Deletes a product; its variants and images go with it (on delete cascade). */
export async function deleteProductRow(db: Db, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id.toLowerCase()))
    .returning({ id: products.id });
  return deleted.length > 0;
}

/** A variant as a cart or a checkout needs it: its product's words, its price and what is left. */
export interface VariantForSale {
  variantId: string;
  productId: string;
  handle: string;
  title: string;
  image: string | null;
  size: string;
  color: string;
  priceCents: number;
  /** Stock minus the units held by unpaid checkouts, never below 0. */
  available: number;
}

export async function findVariantsForSale(db: Db, variantIds: readonly string[]): Promise<VariantForSale[]> {
  if (variantIds.length === 0) return [];
  const result = await db.execute(sql`
    select v.id as "variantId", p.id as "productId", p.handle, p.title,
      (select i.url from ${productImages} i where i.product_id = p.id order by i.position, i.id limit 1) as image,
      v.size, v.color, v.price_cents as "priceCents", greatest(v.stock - v.reserved, 0) as available
    from ${productVariants} v join ${products} p on p.id = v.product_id
    where v.id in (${sql.join(
      variantIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return (result as unknown as { rows: VariantForSale[] }).rows.map((row) => ({
    ...row,
    priceCents: Number(row.priceCents),
    available: Number(row.available),
  }));
}

/**
 * Holds `quantity` units of a variant if that many are free: one conditional update, so of many
 * checkouts racing for the last units exactly as many succeed as there are units.
 */
export async function reserveVariant(db: Db, variantId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ reserved: sql`${productVariants.reserved} + ${quantity}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        sql`${productVariants.stock} - ${productVariants.reserved} >= ${quantity}`,
      ),
    )
    .returning({ id: productVariants.id });
  return rows.length > 0;
}

/** Gives held units back (a cancel, a decline, an expiry). */
export async function releaseVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ reserved: sql`greatest(${productVariants.reserved} - ${quantity}, 0)` })
    .where(eq(productVariants.id, variantId));
}

/**
 * Turns held units into a sale: they leave the stock and the hold together. Never below zero,
 * even if an admin lowered the stock meanwhile: the shopper has paid, the shop sorts it out.
 */
export async function sellReservedVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({
      stock: sql`greatest(${productVariants.stock} - ${quantity}, 0)`,
      reserved: sql`greatest(${productVariants.reserved} - ${quantity}, 0)`,
    })
    .where(eq(productVariants.id, variantId));
}

/**
 * Takes units without a hold (an order paid after its hold ran out): never below what other
 * checkouts hold, so their shoppers are not the ones who miss out.
 */
export async function takeFreeVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`greatest(${productVariants.stock} - ${quantity}, ${productVariants.reserved})` })
    .where(eq(productVariants.id, variantId));
}

/** A product as a review needs it: its words, first picture and category (for its sizes). */
export async function findProductBrief(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.handle, p.title, p.category,
      (select i.url from ${productImages} i where i.product_id = p.id order by i.position, i.id limit 1) as image
    from ${products} p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return (
    result as unknown as {
      rows: { id: string; handle: string; title: string; category: string; image: string | null }[];
    }
  ).rows;
}

/**
 * Locks products' rows (in id order, so two writers never wait on each other) until the
 * transaction ends: a concurrent review of the same product waits, then counts this one's too.
 */
export async function lockProductRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort();
  await db.execute(sql`
    select id from ${products} where id in (${sql.join(
      sorted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for no key update`);
}

/** The storefront's rating of a product, from its reviews (null average when it has none). */
export async function updateProductRating(
  db: Db,
  productId: string,
  rating: { average: number | null; count: number },
): Promise<void> {
  await db
    .update(products)
    .set({ averageRating: rating.average, reviewCount: rating.count, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** Variants with at most `threshold` units free, the fewest first, with their product's name. */
export async function findLowStockVariants(db: Db, threshold: number, limit: number) {
  const free = sql<number>`(${productVariants.stock} - ${productVariants.reserved})`;
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      handle: products.handle,
      title: products.title,
      size: productVariants.size,
      color: productVariants.color,
      free: free.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`${free} <= ${threshold}`)
    .orderBy(free, productVariants.id)
    .limit(limit);
}

/** A variant of this product holding more units for checkouts than it has in stock, if any. */
export async function findOverheldVariants(db: Db, productId: string) {
  const [row] = await db
    .select({ size: productVariants.size, reserved: productVariants.reserved })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        sql`${productVariants.reserved} > ${productVariants.stock}`,
      ),
    )
    .limit(1);
  return row;
}

/** Units of one variant free to buy: stock less what checkouts hold, never below 0. */
const variantFree = sql`greatest(${productVariants.stock} - ${productVariants.reserved}, 0)`;

/** Whether some variant of the outer product row meets `condition`. */
const hasVariant = (condition: SQL) =>
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${condition})`;

/**
 * Manage Products' stock filter (ADMIN_STOCK_FILTERS): the dashboard counts with the same
 * conditions, so its numbers are the lengths of these lists.
 */
function stockCondition(filter: AdminStockFilter): SQL {
  const anyFree = hasVariant(sql`${variantFree} > 0`);
  const anyLow = hasVariant(sql`${variantFree} <= ${LOW_STOCK_UNITS}`);
  if (filter === 'sold-out') return sql`not ${anyFree}`;
  if (filter === 'low') return sql`${anyFree} and ${anyLow}`;
  return sql`${anyFree} and not ${anyLow}`;
}

const freeUnits = sql`(select coalesce(sum(${variantFree}), 0) from ${productVariants} where ${productVariants.productId} = ${products.id})`;

const adminOrder: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  title: [sql`lower(${products.title})`, asc(products.id)],
  'price-asc': [asc(products.priceCents), desc(products.createdAt), desc(products.id)],
  'price-desc': [desc(products.priceCents), desc(products.createdAt), desc(products.id)],
  'stock-asc': [sql`${freeUnits} asc`, desc(products.createdAt), desc(products.id)],
  'stock-desc': [sql`${freeUnits} desc`, desc(products.createdAt), desc(products.id)],
};

export interface AdminProductFilter {
  search?: string;
  stock?: AdminStockFilter;
  category?: string;
}

/**
 * The admin's product table: optionally only names or handles containing the words, one stock
 * state and one category, in the chosen order. A page past the end is the last page: the answer
 * says which page it is.
 */
export async function findAdminProductPage(
  db: Db,
  page: number,
  limit: number,
  sort: AdminProductSort,
  filter: AdminProductFilter,
) {
  const words = (filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const where = and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(products.title, pattern), ilike(products.handle, pattern));
    }),
    filter.stock ? stockCondition(filter.stock) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(products).where(where);
  const total = counted?.n ?? 0;
  const shown = Math.min(page, Math.max(1, Math.ceil(total / limit)));
  // The order is decided on the bare table; the chosen rows are then read with their children.
  const ids = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...adminOrder[sort])
      .limit(limit)
      .offset((shown - 1) * limit)
  ).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db.query.products.findMany({
          columns: productColumns,
          where: inArray(products.id, ids),
          with: withChildren,
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    total,
    page: shown,
  };
}

/** How many products Manage Products lists as sold out and as running low (stockCondition). */
export async function countProductsByStock(db: Db): Promise<{ soldOut: number; low: number }> {
  const [row] = await db
    .select({
      soldOut: sql<number>`count(*) filter (where ${stockCondition('sold-out')})`.mapWith(Number),
      low: sql<number>`count(*) filter (where ${stockCondition('low')})`.mapWith(Number),
    })
    .from(products);
  return { soldOut: row?.soldOut ?? 0, low: row?.low ?? 0 };
}

/** Other products of a category, newest first. */
export async function findProductsInCategory(db: Db, category: string, exceptId: string, limit: number) {
  return db.query.products.findMany({
    columns: productColumns,
    where: and(eq(products.category, category), ne(products.id, exceptId)),
    with: withChildren,
    orderBy: [desc(products.createdAt), desc(products.id)],
    limit,
  });
}

/** The handles of these products (for the cache tags of their kept answers and pages). */
export async function findProductHandles(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, handle: products.handle })
    .from(products)
    .where(inArray(products.id, [...ids]));
}
