import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../lib/stores/response-cache';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ann: LoggedIn;
let bea: LoggedIn;
let cy: LoggedIn;
let admin: LoggedIn;
const cache = new ResponseCache(60_000);
// No reviews yet: whatever a fixture says, the rating is counted from the reviews there are.
const dress = productFixture({ title: 'Wrap Dress', category: 'dress', averageRating: null, reviewCount: 0 });
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 5000 });
const scarf = productFixture({
  title: 'Silk Scarf',
  category: 'accessories',
  averageRating: null,
  reviewCount: 0,
});

beforeAll(async () => {
  t = await createTestApp({ catalogCache: cache });
  await insertProducts(t.database.db, [dress, ring, scarf]);
  ann = await registerAndLogin(t.app, t.database.db);
  bea = await registerAndLogin(t.app, t.database.db);
  cy = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

const post = (who: LoggedIn | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reviews/post-review', headers: who?.bearer ?? {}, payload });
const productReviews = (id: string, query = '', who: LoggedIn | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/reviews/product/${id}${query}`, headers: who?.bearer ?? {} });
const storefront = async (handle: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/shopify-products/products/${handle}` })).json() as {
    averageRating: number | null;
    reviewCount: number;
  };
const canReview = async (who: LoggedIn, productId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/reviews/can-review/${productId}`, headers: who.bearer })
  ).json();

/** One unit of the product's first size, paid for or only checked out. */
const checkout = (who: LoggedIn, product: { variants: { id: string }[] }, pay: boolean) =>
  checkoutOne(t.app, who, product.variants[0]?.id as string, { pay });

describe('a product without reviews', () => {
  it('says averageRating null and reviewCount 0, in its own answer and in a listing', async () => {
    expect(await storefront(scarf.handle)).toMatchObject({ averageRating: null, reviewCount: 0 });
    const listing = await t.app.inject({
      method: 'GET',
      url: '/api/shopify-products/products?category=accessories',
    });
    expect(listing.json().products[0]).toMatchObject({
      title: 'Silk Scarf',
      averageRating: null,
      reviewCount: 0,
    });
    expect((await productReviews(scarf.id)).json()).toMatchObject({ total: 0, averageRating: null });
  });
});

describe('posting a review', () => {
  it('needs a login, and a paid order containing the product: anyone else gets a 403 saying so', async () => {
    expect((await post(null, { productId: dress.id, rating: 5, comment: 'Lovely' })).statusCode).toBe(401);
    // Whether one may review is asked for oneself only: a guest has no one to ask about.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reviews/can-review/${dress.id}` })).statusCode,
    ).toBe(401);
    expect(await canReview(ann, dress.id)).toEqual({ canReview: false });
    const stranger = await post(ann, {
      productId: dress.id,
      rating: 5,
      comment: 'Never bought it',
      fit: 'true',
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: 'You can review products you have bought.' });
    // A checkout not paid for is no purchase either.
    await checkout(ann, dress, false);
    expect((await post(ann, { productId: dress.id, rating: 5, comment: 'Still unpaid' })).statusCode).toBe(
      403,
    );
    // Nothing of it counts.
    expect((await productReviews(dress.id)).json()).toMatchObject({ total: 0, averageRating: null });
    expect(await storefront(dress.handle)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('takes the review of a buyer, with the author from the session whatever the body says', async () => {
    await checkout(ann, dress, true);
    await checkout(bea, dress, true);
    await checkout(bea, ring, true);
    expect(await canReview(ann, dress.id)).toEqual({ canReview: true });
    const posted = await post(ann, {
      productId: dress.id,
      rating: 4,
      comment: 'Soft and flattering',
      fit: 'true',
      userId: bea.user.id,
      email: bea.user.email,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      message: 'Review posted successfully',
      review: { userId: ann.user.id, username: ann.user.username, rating: 4, fit: 'true', verified: true },
    });
  });

  it.each([
    ['0', 0],
    ['6', 6],
    ['2.5', 2.5],
    ['-1', -1],
    ['null', null],
    ["'five'", 'five'],
  ])('refuses the rating %s with a 400 naming the field', async (_label, rating) => {
    const response = await post(ann, { productId: dress.id, rating, comment: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('rating');
  });

  it('refuses an empty or 2001-character comment, a fit for a product without sizes and an unknown product', async () => {
    expect(
      (await post(ann, { productId: dress.id, rating: 3, comment: 'x'.repeat(2001) })).json().field,
    ).toBe('comment');
    expect((await post(ann, { productId: dress.id, rating: 3, comment: '   ' })).json().field).toBe(
      'comment',
    );
    const fit = await post(bea, { productId: ring.id, rating: 3, comment: 'Shiny', fit: 'small' });
    expect(fit.statusCode).toBe(400);
    expect(fit.json()).toMatchObject({ field: 'fit' });
    const unknown = await post(ann, {
      productId: '00000000-0000-4000-8000-000000000000',
      rating: 3,
      comment: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps one review per shopper and product: posting again edits it', async () => {
    const again = await post(ann, {
      productId: dress.id,
      rating: 2,
      comment: 'Shrank in the wash',
      fit: 'small',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Review updated successfully');
    const list = await productReviews(dress.id);
    expect(list.json().reviews).toHaveLength(1);
    expect(list.json().reviews[0]).toMatchObject({ rating: 2, comment: 'Shrank in the wash', fit: 'small' });
  });

  it('recomputes the average, count, distribution and fit answers, and the storefront shows them at once', async () => {
    // Read once so the answer is cached.
    expect(await storefront(dress.handle)).toMatchObject({ averageRating: 2, reviewCount: 1 });
    await post(bea, {
      productId: dress.id,
      rating: 5,
      comment: '<b>Perfect</b> <script>alert(1)</script>',
      fit: 'true',
    });
    const summary = (await productReviews(dress.id, '?sort=highest')).json();
    expect(summary).toMatchObject({
      total: 2,
      averageRating: 3.5,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
      fit: { small: 1, true: 1, large: 0 },
    });
    // Stored and answered as the text it is; the page shows it as text.
    expect(summary.reviews[0].comment).toBe('<b>Perfect</b> <script>alert(1)</script>');
    expect(await storefront(dress.handle)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const lowest = (await productReviews(dress.id, '?sort=lowest&limit=1')).json();
    expect(lowest).toMatchObject({ totalPages: 2, reviews: [{ rating: 2 }] });
  });

  it('counts two buyers reviewing one product at the same moment, both of them', async () => {
    await checkout(ann, scarf, true);
    await checkout(cy, scarf, true);
    await Promise.all([
      post(ann, { productId: scarf.id, rating: 5, comment: 'Soft' }),
      post(cy, { productId: scarf.id, rating: 2, comment: 'Thin' }),
    ]);
    expect(await storefront(scarf.handle)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
  });
});

describe('what a review answer reveals', () => {
  it("never carries a reviewer's email or account id to anyone reading a product's reviews", async () => {
    for (const who of [null, cy, admin, ann]) {
      const answer = await productReviews(dress.id, '', who);
      expect(answer.statusCode).toBe(200);
      for (const secret of [ann.user.email, bea.user.email, ann.user.id, bea.user.id]) {
        expect(answer.body).not.toContain(secret);
      }
      for (const review of answer.json().reviews) {
        expect(Object.keys(review).sort()).toEqual(
          [
            '_id',
            'id',
            'productId',
            'username',
            'rating',
            'comment',
            'fit',
            'verified',
            'createdAt',
            'updatedAt',
            'mine',
          ].sort(),
        );
      }
    }
    // The names shoppers chose are what others read.
    const names = (await productReviews(dress.id))
      .json()
      .reviews.map((r: { username: string }) => r.username);
    expect(names.sort()).toEqual([ann.user.username, bea.user.username].sort());
  });

  it("marks the session's own review as mine, and keeps a logged-in answer out of shared caches", async () => {
    const mine = (who: LoggedIn | null) =>
      productReviews(dress.id, '', who).then((answer) =>
        answer
          .json()
          .reviews.filter((r: { mine: boolean }) => r.mine)
          .map((r: { username: string }) => r.username),
      );
    expect(await mine(ann)).toEqual([ann.user.username]);
    expect(await mine(bea)).toEqual([bea.user.username]);
    expect(await mine(cy)).toEqual([]);
    expect(await mine(null)).toEqual([]);
    expect((await productReviews(dress.id, '', ann)).headers['cache-control']).toBe('private, no-store');
  });
});

describe('reading and deleting reviews', () => {
  it("shows a shopper their own reviews with the products, an admin anyone's, others nobody's", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${ann.user.id}`,
      headers: ann.bearer,
    });
    expect(own.json()).toMatchObject([
      { productId: scarf.id, userId: ann.user.id, email: ann.user.email },
      { productId: dress.id, product: { title: 'Wrap Dress', handle: dress.handle } },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reviews/${ann.user.id}`, headers: bea.bearer }))
        .statusCode,
    ).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${ann.user.id}`,
      headers: admin.bearer,
    });
    expect(asAdmin.json()[0]).toMatchObject({ userId: ann.user.id, email: ann.user.email });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${admin.user.id}`,
      headers: admin.bearer,
    });
    expect(none.json()).toEqual([]);
    // Not a user id: still not the shopper's own (403), and to an admin a 400 naming the field.
    const typo = (who: LoggedIn) =>
      t.app.inject({ method: 'GET', url: '/api/reviews/abc', headers: who.bearer });
    expect((await typo(bea)).statusCode).toBe(403);
    expect((await typo(admin)).json()).toMatchObject({
      message: 'userId must be a user id',
      field: 'userId',
    });
    expect((await typo(admin)).statusCode).toBe(400);
    // The same id in capitals is the same shopper.
    const shouted = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${ann.user.id.toUpperCase()}`,
      headers: ann.bearer,
    });
    expect(shouted.json()).toHaveLength(2);
    const total = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/total-reviews',
      headers: admin.bearer,
    });
    expect(total.json()).toEqual({ totalReviews: 4 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reviews/total-reviews', headers: ann.bearer }))
        .statusCode,
    ).toBe(403);
  });

  it("lets the author delete their review, not another's, and the rating follows", async () => {
    const cys = (await productReviews(scarf.id, '', cy))
      .json()
      .reviews.find((r: { mine: boolean }) => r.mine);
    const notHers = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${cys._id}`,
      headers: ann.bearer,
    });
    expect(notHers.statusCode).toBe(404);
    expect(await storefront(scarf.handle)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const hers = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${cys._id}`, headers: cy.bearer });
    expect(hers.json()).toEqual({ message: 'Review deleted successfully' });
    expect((await productReviews(scarf.id)).json()).toMatchObject({ total: 1, averageRating: 5 });
    expect(await storefront(scarf.handle)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });

  it('lets an admin remove any review; the last one gone leaves no rating at all', async () => {
    const only = (await productReviews(scarf.id)).json().reviews[0];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${only._id}`,
      headers: admin.bearer,
    });
    expect(removed.json()).toEqual({ message: 'Review deleted successfully' });
    expect((await productReviews(scarf.id)).json()).toMatchObject({
      total: 0,
      averageRating: null,
      reviews: [],
    });
    expect(await storefront(scarf.handle)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('marks a review verified when its author has paid for the product', async () => {
    const review = await post(bea, { productId: ring.id, rating: 5, comment: 'Shines' });
    expect(review.json().review.verified).toBe(true);
    const listed = (await productReviews(ring.id)).json().reviews[0];
    expect(listed).toMatchObject({ username: bea.user.username, verified: true });
  });
});

describe('user stats', () => {
  it("counts a shopper's paid total, reviews and purchased units, for them or an admin only", async () => {
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${encodeURIComponent(bea.user.email)}`,
      headers: bea.bearer,
    });
    // A paid dress at $49.00 and ring at $50.00, plus 5 % tax and Standard delivery ($5.99) on
    // each order (both under $100); her dress and ring reviews.
    expect(stats.json()).toMatchObject({
      totalPaymentsCents: 10_395 + 2 * 599,
      totalReviews: 2,
      totalPurchasedProducts: 2,
    });
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${encodeURIComponent(bea.user.email)}`,
      headers: ann.bearer,
    });
    expect(peek.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/stats/user-stats/${ann.user.email}` })).statusCode,
    ).toBe(401);
  });
});

describe('deleting a shopper', () => {
  it("takes their reviews out and recomputes each product's average, count and fit answers at once", async () => {
    // Read once so the answers are cached.
    expect(await storefront(dress.handle)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    expect(await storefront(ring.handle)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${bea.user.id}`,
      headers: admin.bearer,
    });
    expect(gone.statusCode).toBe(200);
    expect((await productReviews(dress.id)).json()).toMatchObject({
      total: 1,
      averageRating: 2,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 },
      fit: { small: 1, true: 0, large: 0 },
    });
    expect(await storefront(dress.handle)).toMatchObject({ averageRating: 2, reviewCount: 1 });
    expect(await storefront(ring.handle)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });
});
