import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../db/seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ResponseCache } from '../catalog/response-cache';

let t: TestApp;
let ann: LoggedIn;
let bea: LoggedIn;
let admin: LoggedIn;
const cache = new ResponseCache(60_000);
const dress = productFixture({ title: 'Wrap Dress', category: 'dress', averageRating: 4.2, reviewCount: 3 });
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 5000 });

beforeAll(async () => {
  t = await createTestApp({ catalogCache: cache });
  await insertProducts(t.database.db, [dress, ring]);
  ann = await registerAndLogin(t.app, t.database.db);
  bea = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

const post = (who: LoggedIn | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reviews/post-review', headers: who?.bearer ?? {}, payload });
const productReviews = (id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/reviews/product/${id}${query}` });
const productRating = async (handle: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/shopify-products/products/${handle}` })).json()
    .averageRating;

describe('posting a review', () => {
  it('needs a login and takes the author from the session, whatever the body says', async () => {
    expect((await post(null, { productId: dress.id, rating: 5, comment: 'Lovely' })).statusCode).toBe(401);
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
      review: { userId: ann.user.id, username: ann.user.username, rating: 4, fit: 'true', verified: false },
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
    const fit = await post(ann, { productId: ring.id, rating: 3, comment: 'Shiny', fit: 'small' });
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

  it('recomputes the average, the distribution and the fit answers, and the storefront shows it at once', async () => {
    expect(await productRating(dress.handle)).toBe(2); // read once so the answer is cached
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
    expect(await productRating(dress.handle)).toBe(3.5);
    const lowest = (await productReviews(dress.id, '?sort=lowest&limit=1')).json();
    expect(lowest).toMatchObject({ totalPages: 2, reviews: [{ rating: 2 }] });
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
      { productId: dress.id, product: { title: 'Wrap Dress', handle: dress.handle } },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reviews/${ann.user.id}`, headers: bea.bearer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reviews/${ann.user.id}`, headers: admin.bearer }))
        .statusCode,
    ).toBe(200);
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
    expect(shouted.json()).toMatchObject([{ productId: dress.id }]);
    const total = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/total-reviews',
      headers: admin.bearer,
    });
    expect(total.json()).toEqual({ totalReviews: 2 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reviews/total-reviews', headers: ann.bearer }))
        .statusCode,
    ).toBe(403);
  });

  it("lets the author delete their review, not another's, and the rating follows", async () => {
    const bea1 = (await productReviews(dress.id))
      .json()
      .reviews.find((r: { userId: string }) => r.userId === bea.user.id);
    const notHers = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${bea1._id}`,
      headers: ann.bearer,
    });
    expect(notHers.statusCode).toBe(404);
    const hers = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${bea1._id}`,
      headers: bea.bearer,
    });
    expect(hers.json()).toEqual({ message: 'Review deleted successfully' });
    expect((await productReviews(dress.id)).json()).toMatchObject({ total: 1, averageRating: 2 });
    expect(await productRating(dress.handle)).toBe(2);
  });

  it('lets an admin remove any review, and the rating follows', async () => {
    const posted = (await post(bea, { productId: ring.id, rating: 1, comment: 'Spam spam spam' })).json()
      .review;
    const before = (await productReviews(ring.id)).json().total;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${posted._id}`,
      headers: admin.bearer,
    });
    expect(removed.json()).toEqual({ message: 'Review deleted successfully' });
    const after = (await productReviews(ring.id)).json();
    expect(after.total).toBe(before - 1);
    expect(after.reviews.map((r: { _id: string }) => r._id)).not.toContain(posted._id);
  });

  it('marks a review verified when its author has paid for the product', async () => {
    const variant = ring.variants[0]?.id as string;
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: bea.bearer,
        payload: { products: [{ id: variant }], user_email: bea.user.email },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/checkout/${id}`,
      headers: { ...bea.bearer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Bea&number=4242424242424242&expiry=12%2F39&cvc=123',
    });
    const review = await post(bea, { productId: ring.id, rating: 5, comment: 'Shines' });
    expect(review.json().review.verified).toBe(true);
    const other = await post(ann, { productId: ring.id, rating: 4, comment: 'Saw it at a friend’s' });
    expect(other.json().review.verified).toBe(false);
  });
});

describe('user stats', () => {
  it("counts a shopper's paid total, reviews and purchased units, for them or an admin only", async () => {
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${encodeURIComponent(bea.user.email)}`,
      headers: bea.bearer,
    });
    // One paid ring at $50.00 plus 5 % tax; the ring review (her dress review was deleted).
    expect(stats.json()).toEqual({
      totalPayments: 52.5,
      totalPaymentsCents: 5250,
      totalReviews: 1,
      totalPurchasedProducts: 1,
    });
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${encodeURIComponent(bea.user.email)}`,
      headers: ann.bearer,
    });
    expect(peek.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${encodeURIComponent(ann.user.email)}`,
      headers: admin.bearer,
    });
    expect(asAdmin.json()).toMatchObject({ totalPayments: 0, totalReviews: 2, totalPurchasedProducts: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/stats/user-stats/${ann.user.email}` })).statusCode,
    ).toBe(401);
  });
});
