import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from './reviews.schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** Writes a shopper's review of a product, or rewrites the one they already wrote. */
export async function upsertReview(
  db: Db,
  values: { productId: string; userId: string; rating: number; comment: string; fit: string | null },
): Promise<{ row: ReviewRow; created: boolean }> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: { rating: values.rating, comment: values.comment, fit: values.fit, updatedAt: new Date() },
    })
    .returning({
      id: reviews.id,
      productId: reviews.productId,
      userId: reviews.userId,
      rating: reviews.rating,
      comment: reviews.comment,
      fit: reviews.fit,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      // Postgres marks a freshly inserted row with xmax 0; an updated one carries the updater's id.
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error('review upsert returned no row');
  const { created, ...review } = row;
  return { row: review, created: Boolean(created) };
}

/** A review as it is stored, dated and with its own id (the demo catalog's). */
export type StoredReview = {
  id: string;
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  fit: string | null;
  createdAt: Date;
};

/** Stores reviews as they are (the demo catalog's); one a shopper already wrote stays. */
export async function insertReviews(db: Db, rows: readonly StoredReview[]): Promise<void> {
  // A statement takes at most 65 535 parameters: 2000 rows of 8 stay well under.
  for (let start = 0; start < rows.length; start += 2000) {
    await db
      .insert(reviews)
      .values(rows.slice(start, start + 2000).map((row) => ({ ...row, updatedAt: row.createdAt })))
      .onConflictDoNothing();
  }
}

/** A product's average and count, from its reviews. */
export async function ratingOf(
  db: Db,
  productId: string,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})`, count: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    count: row?.count ?? 0,
  };
}

/** How many reviews gave each star, and the fit answers. */
export async function summaryOf(db: Db, productId: string) {
  const result = await db.execute(sql`
    select
      count(*) filter (where rating = 1) as "1", count(*) filter (where rating = 2) as "2",
      count(*) filter (where rating = 3) as "3", count(*) filter (where rating = 4) as "4",
      count(*) filter (where rating = 5) as "5",
      count(*) filter (where fit = 'small') as small, count(*) filter (where fit = 'true') as "true",
      count(*) filter (where fit = 'large') as large
    from ${reviews} where product_id = ${productId}::uuid`);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    distribution: { 1: n('1'), 2: n('2'), 3: n('3'), 4: n('4'), 5: n('5') },
    fit: { small: n('small'), true: n('true'), large: n('large') },
  };
}

export async function reviewPage(
  db: Db,
  productId: string,
  sort: 'newest' | 'highest' | 'lowest',
  offset: number,
  limit: number,
): Promise<ReviewRow[]> {
  const order =
    sort === 'highest'
      ? [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)]
      : sort === 'lowest'
        ? [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)];
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function reviewsOfUser(db: Db, userId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Deletes a review: only `userId`'s own, or any when `userId` is null (moderation). */
export async function deleteReviewOf(
  db: Db,
  id: string,
  userId: string | null,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .delete(reviews)
    .where(userId === null ? eq(reviews.id, id) : and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning();
  return row;
}

/** Deletes every review a shopper wrote (their account is going); answers the products they were of. */
export async function deleteReviewsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId });
  return rows.map((row) => row.productId);
}

export async function countReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews);
  return row?.n ?? 0;
}

export async function countReviewsOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId));
  return row?.n ?? 0;
}

/**
 * Each fit answer of the products `productIds` selects (a subquery of ids; every colour's answer
 * is the product's): columns `product_id`, `fit`, `units` (1) and `age_days`, for size advice to
 * read with the returns and the shopper's history in one statement.
 */
export const fitAnswerRows = (productIds: SQL) => sql`
  select ${reviews.productId} as product_id, ${reviews.fit} as fit, 1 as units,
    extract(epoch from now() - ${reviews.createdAt}) / 86400 as age_days
  from ${reviews}
  where ${reviews.productId} in (${productIds}) and ${reviews.fit} in ('small', 'true', 'large')`;

/**
 * The fit answers of each product (every colour's: one product) as a grouped subquery, columns
 * `product_id`, `small`, `fit_true`, `large` and `answers`, for the stats module to join in its
 * own query; only `productIds` when given. Reviews without a fit answer are left out.
 */
export const fitAnswersByProduct = (productIds?: readonly string[]) => sql`
  select ${reviews.productId} as product_id,
    (count(*) filter (where ${reviews.fit} = 'small'))::int as small,
    (count(*) filter (where ${reviews.fit} = 'true'))::int as fit_true,
    (count(*) filter (where ${reviews.fit} = 'large'))::int as large,
    count(*)::int as answers
  from ${reviews}
  where ${reviews.fit} in ('small', 'true', 'large')${
    productIds
      ? sql` and ${reviews.productId} in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``
  }
  group by ${reviews.productId}`;
