import { CATEGORIES, PRICE_RANGES } from '@shop/shared/catalog';
import type { ProductListQuery } from '@shop/shared/catalog-schemas';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, productVariants } from './catalog.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const withChildren = {
  variants: { orderBy: [asc(productVariants.position)] },
  images: { orderBy: [asc(productImages.position)] },
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The random sort changes daily unless a seed is given, so paging within a visit is stable. */
export function dailySeed(now = new Date()): number {
  return Math.floor(now.getTime() / 86_400_000);
}

function filters(query: ProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.category && query.category !== 'all') conditions.push(eq(products.category, query.category));
  if (query.color) conditions.push(eq(products.color, query.color));
  if (query.size) {
    const size = query.size;
    conditions.push(
      sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.size} = ${size})`,
    );
  }
  if (query.priceRange && query.priceRange !== 'all') {
    const range = PRICE_RANGES[query.priceRange];
    conditions.push(gte(products.priceCents, range.min));
    if (range.max !== null) conditions.push(lt(products.priceCents, range.max));
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.priceCents, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.priceCents, query.maxPrice));
  if (query.q) conditions.push(ilike(products.title, `%${escapeLike(query.q)}%`));
  return and(...conditions);
}

/** `desc nulls last`, spelled out because that is how drizzle-kit writes descending index keys. */
const descending = (column: SQL | AnyColumn) => sql`${column} desc nulls last`;

function ordering(query: ProductListQuery): SQL[] {
  // Every ordering ends on the primary key so equal values never swap places between pages, and
  // matches an index of products (catalog.schema.ts) key for key.
  switch (query.sort ?? 'newest') {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), desc(products.id)];
    case 'rating':
      return [descending(products.averageRating), descending(products.reviewCount), asc(products.id)];
    case 'random': {
      const seed = String(query.seed ?? dailySeed());
      return [sql`md5(${products.id}::text || ${seed})`, asc(products.id)];
    }
    default:
      return [descending(products.createdAt), descending(products.id)];
  }
}

/**
 * Two steps: the page's ids first, from the products table alone (an index walk for the common
 * orderings), then the children of just those rows. Joining children before the limit would
 * build every matching product's variants and images only to throw most of them away.
 */
export async function findProductPage(db: Db, query: ProductListQuery) {
  const where = filters(query);
  const [page, [totals]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const ids = page.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await db.query.products.findMany({ where: inArray(products.id, ids), with: withChildren });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total: totals?.total ?? 0 };
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductByHandleOrId>>>;

export async function findProductByHandleOrId(db: Db, handleOrId: string) {
  const where = UUID.test(handleOrId)
    ? or(eq(products.id, handleOrId.toLowerCase()), eq(products.handle, handleOrId))
    : eq(products.handle, handleOrId);
  return db.query.products.findFirst({ where, with: withChildren });
}

export async function findCategoriesInUse(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: products.category }).from(products);
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
