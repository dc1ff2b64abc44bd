import { PRICE_RANGES } from '@shop/shared/catalog/catalog';
import type { ProductListQuery } from '@shop/shared/catalog/catalog-schemas';
import { PRODUCT_STATUSES } from '@shop/shared/catalog/product-fields';
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
  inArray,
  isNotNull,
  lt,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products, productVariants } from './catalog.schema';
import type { CatalogMemo } from './catalog-memo';

// How a storefront listing picks its products: the filters, the orders (the daily random one
// included) and the counts, remembered until the catalog changes. storefront.queries.ts and
// search.queries.ts build their pages from these pieces.

/** The random sort changes daily unless a seed is given, so paging within a visit is stable. */
export function dailySeed(now = new Date()): number {
  return Math.floor(now.getTime() / 86_400_000);
}

/**
 * A listing's query with what the shop's categories say of its size filter: the categories whose
 * chart has the size (docs/product/rules.md, Sizes), or null when every category's has it. That
 * lets the (category, order) indexes find a page: the 38s are all shoes, which a walk through
 * every product by price would reach only after tens of thousands of cheaper ones.
 */
export type ListingQuery = ProductListQuery & {
  sizedCategories?: readonly string[] | null;
  /** The names of the colours in the `color` family (docs/product/rules.md, Colours). */
  colorNames?: readonly string[];
};

/**
 * Only active products reach shoppers; drafts and archived ones are the owner's alone
 * (docs/decisions/034). Spelled as a literal so every plan knows it: nearly every product is
 * active, so the listing indexes stay the way to a page and this is only a filter on them.
 */
export const ACTIVE = sql`${products.status} = 'active'`;
/**
 * Every product the shop holds, drafts and archived ones included, but not those a CSV import on
 * the embedded database is still writing (docs/decisions/035): nobody sees those until it commits.
 */
export const NOT_STAGED = sql`${products.status} <> 'importing'`;
const HIDDEN_STATUSES = PRODUCT_STATUSES.filter((status) => status !== 'active');

/** The WHERE clause of a listing; null when the filters cannot match anything. */
export function filters(query: ListingQuery, search: string | undefined): SQL | null {
  const conditions: (SQL | undefined)[] = [ACTIVE];
  let categories: readonly string[] | null =
    query.category && query.category !== 'all' ? [query.category] : null;
  if (query.size) {
    const size = query.size;
    const sized = query.sizedCategories ?? null;
    if (sized) categories = categories ? categories.filter((category) => sized.includes(category)) : sized;
    conditions.push(
      sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.size} = ${size})`,
    );
  }
  if (categories?.length === 0) return null;
  if (categories) {
    conditions.push(inArray(products.category, [...categories]));
  }
  if (query.color) {
    // A family is the colours the owner put in it; a product comes in its own colour and in its
    // variants'. Without a names list (a caller that read no colours), the family's own name.
    const names = query.colorNames ?? [query.color];
    if (names.length === 0) return null;
    const list = sql`array[${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]`;
    conditions.push(
      sql`(${products.color} = any(${list}) or exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.color} = any(${list})))`,
    );
  }
  if (query.onSale) conditions.push(isNotNull(products.oldPriceCents));
  if (query.priceRange && query.priceRange !== 'all') {
    const range = PRICE_RANGES[query.priceRange];
    conditions.push(gte(products.priceCents, range.min));
    if (range.max !== null) conditions.push(lt(products.priceCents, range.max));
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.priceCents, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.priceCents, query.maxPrice));
  if (search !== undefined) conditions.push(sql`${products.searchVector} @@ ${search}::tsquery`);
  return and(...conditions) ?? ACTIVE;
}

/** `desc nulls last`, spelled out because that is how drizzle-kit writes descending index keys. */
const descending = (column: SQL | AnyColumn) => sql`${column} desc nulls last`;

export function ordering(query: ProductListQuery): SQL[] {
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
export const FULL_SHUFFLE_MAX = 2_000;

/**
 * Where a walk of the fixed shuffle key starts, and which way it goes: a multiplicative hash
 * spreads consecutive seeds (days) over the whole key range.
 */
export function shuffleStart(seed: number): { pivot: number; backwards: boolean } {
  const hash = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1);
  return { pivot: hash | 0, backwards: (Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) & 0x10000) !== 0 };
}

/** A page of a random order that is the same for the same seed, so pages never repeat or skip. */
export function randomPageIds(
  db: Db,
  where: SQL,
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
export function countMatching(db: Db, where: SQL) {
  return db.select({ total: count() }).from(products).where(where);
}

/**
 * A size on its own is counted from the variants' (size, product_id) index alone: checking each
 * of 60 000 medium-sized products against the products table costs three times as much. The few
 * hidden products (drafts, archived) in that size are counted apart, along the status index, and
 * taken off.
 */
export function countProductsInSize(db: Db, size: string) {
  const hidden = db
    .select({ total: count() })
    .from(products)
    .where(
      and(
        inArray(products.status, HIDDEN_STATUSES),
        sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.size} = ${size})`,
      ),
    );
  return db
    .select({ total: sql<number>`(${countDistinct(productVariants.productId)} - (${hidden}))::int` })
    .from(productVariants)
    .where(eq(productVariants.size, size));
}

/** A count that runs on its own (awaited) or inside another statement (embedded). */
type Counting = PromiseLike<{ total: number }[]> & SQLWrapper;

/**
 * The total of a listing: remembered in the memo until the catalog changes, else counted, on its
 * own when the page needs it first (the random order) or inside the page's statement.
 */
export class Total {
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

export function filtersOnlyBySize(query: ProductListQuery): query is ProductListQuery & { size: string } {
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
export function filterKey(query: ProductListQuery, words: readonly string[]): string {
  const { page: _page, limit: _limit, sort: _sort, seed: _seed, q: _q, ...filtersOnly } = query;
  return JSON.stringify([words, Object.entries(filtersOnly).sort(([a], [b]) => a.localeCompare(b))]);
}

export interface PageOfIds {
  /** A query for the ids of the page, in order; it runs inside the statement that shapes them. */
  ids: SQLWrapper;
  /** The total when it is already known; otherwise the same statement counts it. */
  total: number | Total;
}
