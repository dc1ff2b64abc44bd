import { DEFAULT_PRODUCT_TYPE, SEARCH_RESULTS_MAX } from '@shop/shared/catalog/catalog';
import type { ProductListQuery } from '@shop/shared/catalog/catalog-schemas';
import { and, asc, count, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../catalog.schema';
import { type CatalogMemo, NO_MEMO } from '../catalog-memo';
import { categories } from '../categories/categories.schema';
import {
  ACTIVE,
  countMatching,
  countProductsInSize,
  dailySeed,
  FULL_SHUFFLE_MAX,
  filterKey,
  filters,
  filtersOnlyBySize,
  type ListingQuery,
  NOT_STAGED,
  ordering,
  type PageOfIds,
  randomPageIds,
  Total,
} from '../listing.queries';
import { UUID } from '../product-columns';
import {
  countSearchMatches,
  rankedSearchPage,
  searchWords,
  sortedSearchPage,
  toSearchQuery,
} from './search.queries';

// What the storefront reads: pages of products and single products as JSON text, categories and sitemaps.

/** A page of ids in the requested order, walked along the index that keeps that order. */
async function orderedPage(
  db: Db,
  where: SQL,
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
  query: ListingQuery,
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
  return pageJson(db, { ids: rankedSearchPage(where, search, query, offset), total });
}

/** Which products a read by handle or id may answer: shoppers see active ones only. */
export interface ProductReadOptions {
  /** Drafts and archived products too: an admin's preview, or the shop's own bookkeeping. */
  anyStatus?: boolean;
}

/**
 * A product as the storefront's JSON text, by its handle or id; null when there is none, or
 * when it is not active and `anyStatus` was not asked for.
 */
export async function findProductJson(
  db: Db,
  handleOrId: string,
  { anyStatus = false }: ProductReadOptions = {},
): Promise<string | null> {
  const match = UUID.test(handleOrId)
    ? or(eq(products.id, handleOrId.toLowerCase()), eq(products.handle, handleOrId))
    : eq(products.handle, handleOrId);
  const where = and(match, anyStatus ? NOT_STAGED : ACTIVE);
  const result = await db.execute(
    sql`select ${storefrontProducts(db.select({ id: products.id }).from(products).where(where).limit(1))} as json`,
  );
  const json = (result as unknown as { rows: { json: string }[] }).rows[0]?.json ?? '[]';
  // An array of one product, or of none.
  return json === '[]' ? null : json.slice(1, -1);
}

/**
 * The categories shoppers see that hold an active product, in menu order: one index probe per
 * category rather than a pass over every product; a category of drafts alone is not in use.
 */
export async function findCategoriesInUse(db: Db): Promise<string[]> {
  const rows = await db
    .select({ handle: categories.handle })
    .from(categories)
    .where(
      and(
        eq(categories.hidden, false),
        sql`exists (select 1 from ${products} where ${products.category} = ${categories.handle} and ${ACTIVE})`,
      ),
    )
    .orderBy(asc(categories.position), asc(categories.handle));
  return rows.map((row) => row.handle);
}

export async function findProductSearchHead(
  db: Db,
  id: string,
): Promise<{ title: string | null; description: string | null }> {
  const [row] = await db
    .select({ title: products.seoTitle, description: products.seoDescription })
    .from(products)
    .where(eq(products.id, id));
  return row ?? { title: null, description: null };
}

/** How many products shoppers see, or (anyStatus) how many the shop holds; the status index alone. */
export async function countProducts(db: Db, { anyStatus = false }: ProductReadOptions = {}): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(anyStatus ? NOT_STAGED : ACTIVE);
  return row?.total ?? 0;
}

/** Handles and last changes of one slice of the active catalog, in a stable order (sitemaps). */
export async function findProductUrls(db: Db, offset: number, limit: number) {
  return db
    .select({ handle: products.handle, updatedAt: products.updatedAt })
    .from(products)
    .where(ACTIVE)
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
}
