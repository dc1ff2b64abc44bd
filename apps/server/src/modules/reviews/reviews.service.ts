import type { Fit } from '@shop/shared/catalog/reviews';
import { REVIEW_MESSAGES } from '@shop/shared/catalog/reviews';
import type { ProductReviews, PublicReview, Review } from '@shop/shared/catalog/reviews-schemas';
import { recordId } from '@shop/shared/record-id';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { type ProductBrief, productBriefs, recountProductRatings } from '../catalog';
import { fitAnswersFromReturns, purchasedPairs } from '../orders';
import { authorsOf, type UserRow } from '../users';
import {
  countReviews,
  countReviewsOfUser,
  deleteReviewOf,
  deleteReviewsOfUser,
  findReview,
  insertReviews,
  type ReviewRow,
  ratingOf,
  reviewPage,
  reviewsOfUser,
  type StoredReview,
  summaryOf,
  upsertReview,
} from './reviews.queries';

export interface ReviewsDeps {
  db: Db;
  /** The storefront caches catalog answers: a new rating must show at once. */
  onCatalogChanged: () => void | Promise<void>;
}

/** Shown for a review whose author's account is gone. */
const FORMER_SHOPPER = 'Former shopper';

/** Authors' names and whether they bought what they reviewed, for a batch of reviews. */
async function authorsAndPurchases(db: Db, rows: readonly ReviewRow[]) {
  const [authors, bought] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => row.userId),
    ),
    purchasedPairs(
      db,
      rows.map((row) => row.userId),
      rows.map((row) => row.productId),
    ),
  ]);
  return { authors, bought };
}

function common(row: ReviewRow, username: string, verified: boolean) {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    username,
    rating: row.rating,
    comment: row.comment,
    fit: (row.fit as Fit | null) ?? null,
    verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Reviews as anyone may read them: the author's username only. An email or account id here
 * would let a script collect the address of everyone who ever reviewed.
 */
async function presentPublic(
  db: Db,
  rows: readonly ReviewRow[],
  viewerId: string | null,
): Promise<PublicReview[]> {
  const { authors, bought } = await authorsAndPurchases(db, rows);
  return rows.map((row) => ({
    ...common(
      row,
      authors.get(row.userId)?.username ?? FORMER_SHOPPER,
      bought.has(`${row.userId}:${row.productId}`),
    ),
    mine: viewerId !== null && row.userId === viewerId,
  }));
}

/** Reviews as their author or an admin sees them, with the product when asked. */
async function presentOwn(
  db: Db,
  rows: readonly ReviewRow[],
  products?: ReadonlyMap<string, ProductBrief>,
): Promise<Review[]> {
  const { authors, bought } = await authorsAndPurchases(db, rows);
  return rows.map((row) => {
    const product = products?.get(row.productId);
    return {
      ...common(
        row,
        authors.get(row.userId)?.username ?? FORMER_SHOPPER,
        bought.has(`${row.userId}:${row.productId}`),
      ),
      userId: row.userId,
      email: authors.get(row.userId)?.email ?? '',
      ...(product ? { product: { title: product.title, handle: product.handle, image: product.image } } : {}),
    };
  });
}

/** Recomputes the products' average and count from their reviews, in the caller's transaction. */
function recount(tx: Db, productIds: readonly string[]): Promise<void> {
  return recountProductRatings(tx, productIds, ratingOf);
}

/** Whether a shopper may write a review of a product: they have a paid order containing it. */
export async function canReview(db: Db, userId: string, productId: string): Promise<boolean> {
  return (await purchasedPairs(db, [userId], [productId])).has(`${userId}:${productId}`);
}

/**
 * Writes the caller's review of a product (the author is always the session's user), or
 * rewrites the one they wrote before, and recomputes the product's rating in the same
 * transaction. A fit answer is only taken for a product that comes in sizes.
 */
export async function postReview(
  deps: ReviewsDeps,
  author: Pick<UserRow, 'id'>,
  input: { productId: string; rating: number; comment: string; fit?: Fit | null },
): Promise<{ review: Review; created: boolean }> {
  const product = (await productBriefs(deps.db, [input.productId])).get(input.productId);
  if (!product) throw new DomainError(404, 'Product not found', 'productId');
  // Only a buyer's word counts: rewriting a review written before this rule needs a purchase too.
  if (!(await canReview(deps.db, author.id, input.productId))) {
    throw new DomainError(403, REVIEW_MESSAGES.buyersOnly, 'productId');
  }
  if (input.fit && !product.sized) {
    throw new DomainError(400, 'fit can only be given for a product that comes in sizes', 'fit');
  }
  const { row, created } = await deps.db.transaction(async (tx) => {
    const written = await upsertReview(tx, {
      productId: input.productId,
      userId: author.id,
      rating: input.rating,
      comment: input.comment,
      fit: input.fit ?? null,
    });
    await recount(tx, [input.productId]);
    return written;
  });
  await deps.onCatalogChanged();
  const [review] = await presentOwn(deps.db, [row]);
  if (!review) throw new Error('review vanished');
  return { review, created };
}

/** A product's reviews a page at a time, with its average, star distribution and fit answers. */
export async function reviewsOfProduct(
  db: Db,
  productId: string,
  query: { page: number; limit: number; sort: 'newest' | 'highest' | 'lowest' },
  viewerId: string | null = null,
): Promise<ProductReviews> {
  const [rating, summary, returned, rows] = await Promise.all([
    ratingOf(db, productId),
    summaryOf(db, productId),
    fitAnswersFromReturns(db, productId),
    reviewPage(db, productId, query.sort, (query.page - 1) * query.limit, query.limit),
  ]);
  return {
    reviews: await presentPublic(db, rows, viewerId),
    total: rating.count,
    totalPages: Math.max(1, Math.ceil(rating.count / query.limit)),
    page: query.page,
    averageRating: rating.average === null ? null : Math.round(rating.average * 10) / 10,
    distribution: summary.distribution,
    // Lines returned as too small or too large answer the fit question too (docs/product/rules.md, Returns).
    fit: {
      small: summary.fit.small + returned.small,
      true: summary.fit.true,
      large: summary.fit.large + returned.large,
    },
  };
}

/**
 * What a product page's head says of its reviews (schema.org JSON-LD): the rating over every
 * review and the newest few with their authors' names. Read on every product page load, so it
 * skips what only the API list needs (distribution, fit answers, verified purchases).
 */
export async function reviewSnippet(db: Db, productId: string, limit: number) {
  const rating = await ratingOf(db, productId);
  if (rating.count === 0 || rating.average === null) return null;
  const rows = await reviewPage(db, productId, 'newest', 0, limit);
  const authors = await authorsOf(
    db,
    rows.map((row) => row.userId),
  );
  return {
    average: Math.round(rating.average * 10) / 10,
    count: rating.count,
    reviews: rows.map((row) => ({
      username: authors.get(row.userId)?.username ?? FORMER_SHOPPER,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** A shopper's own reviews (or anyone's for an admin), with the products they are about. */
const USER_ID = recordId('userId must be a user id');

export async function reviewsOfAuthor(
  db: Db,
  caller: Pick<UserRow, 'id' | 'role'>,
  userId: string,
): Promise<Review[]> {
  // Not a user id at all is still "not yours" to a shopper; to an admin it is a typo.
  const id = USER_ID.safeParse(userId);
  if (caller.role !== 'admin' && caller.id !== id.data) {
    throw new DomainError(403, 'You can only see your own reviews.', 'userId');
  }
  if (!id.success) throw new DomainError(400, 'userId must be a user id', 'userId');
  const rows = await reviewsOfUser(db, id.data);
  const products = await productBriefs(
    db,
    rows.map((row) => row.productId),
  );
  return presentOwn(db, rows, products);
}

/** The author takes their review back; the product's rating follows in the same transaction. */
export async function deleteReview(
  deps: ReviewsDeps,
  caller: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // An admin moderates: any review may go. A shopper removes only their own.
    const row = await deleteReviewOf(tx, id, caller.role === 'admin' ? null : caller.id);
    if (!row) {
      // Someone else's review answers like a missing one: nothing to learn from trying.
      throw new DomainError(404, REVIEW_MESSAGES.notFound, 'id');
    }
    await recount(tx, [row.productId]);
  });
  await deps.onCatalogChanged();
}

/**
 * A shopper's account is going: their reviews go first, and every product they reviewed gets
 * its average, count and fit answers from the reviews left, in the caller's transaction (the
 * users module's deletion). Answers whether any rating changed, so the caller refreshes the
 * storefront's kept answers after committing.
 */
export async function dropReviewsOf(tx: Db, userId: string): Promise<boolean> {
  const productIds = await deleteReviewsOfUser(tx, userId);
  await recount(tx, productIds);
  return productIds.length > 0;
}

/**
 * The demo catalog's reviews, stored with their products in the seed's transaction; the products
 * already carry the average and count of exactly these (demo-catalog/catalog-generator.ts).
 */
export async function addDemoReviews(
  tx: Db,
  rows: readonly (StoredReview & { fit: Fit | null })[],
): Promise<void> {
  await insertReviews(tx, rows);
}

export { countReviews, countReviewsOfUser, findReview };
