import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogOnce } from '../../seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateCatalog } from './catalog-generator';
import { DEMO_SHOPPERS } from './demo-reviews';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogOnce(t.database.db, () => generateCatalog({ count: 300 }));
});
afterAll(() => t.close());

interface Stored {
  id: string;
  handle: string;
  average: number | null;
  count: number;
  counted: number;
  mean: number | null;
}

/** Each product's stored rating beside what its reviews say. */
async function ratings(): Promise<Stored[]> {
  const result = await t.database.db.execute(sql`
    select p.id, p.handle, p.average_rating as average, p.review_count as count,
      (select count(*)::int from reviews r where r.product_id = p.id) as counted,
      (select avg(r.rating)::float8 from reviews r where r.product_id = p.id) as mean
    from products p`);
  return (result as unknown as { rows: Stored[] }).rows;
}

describe('the demo catalog', () => {
  it('backs every rating it shows with its reviews, and shows none where there are none', async () => {
    const rows = await ratings();
    expect(rows).toHaveLength(300);
    const rated = rows.filter((row) => row.counted > 0);
    expect(rated.length).toBeGreaterThan(200);
    expect(rows.length - rated.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.count, row.handle).toBe(row.counted);
      if (row.counted === 0) expect(row.average, row.handle).toBeNull();
      else expect(row.average, row.handle).toBeCloseTo(row.mean as number, 9);
    }
    const unrated = rows.find((row) => row.counted === 0) as Stored;
    const answer = await t.app.inject(`/api/shopify-products/products/${unrated.handle}`);
    expect(answer.json()).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it("lists a product's demo reviews by demo shoppers, with dates, fit answers and the same numbers", async () => {
    const rows = await ratings();
    const busiest = rows.reduce((best, row) => (row.counted > best.counted ? row : best));
    const product = (await t.app.inject(`/api/shopify-products/products/${busiest.handle}`)).json();
    const reviews = (await t.app.inject(`/api/reviews/product/${busiest.id}?limit=50`)).json();
    expect(reviews.total).toBe(product.reviewCount);
    expect(reviews.averageRating).toBe(product.averageRating);
    expect(product.averageRating).toBe(Math.round((busiest.mean as number) * 10) / 10);
    const names = new Set(DEMO_SHOPPERS.map((shopper) => shopper.username));
    for (const review of reviews.reviews) {
      expect(names.has(review.username)).toBe(true);
      expect(Date.parse(review.createdAt)).toBeLessThanOrEqual(Date.UTC(2026, 10, 1));
      expect(review.comment.length).toBeGreaterThan(10);
    }
    const fitAnswers = await t.database.db.execute(
      sql`select count(*)::int as n from reviews where fit is not null`,
    );
    expect((fitAnswers as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(100);
  });

  it('has demo shoppers nobody can log in as', async () => {
    const [shopper] = DEMO_SHOPPERS;
    for (const password of ['', '!demo-account-no-login', 'Sunflower#2026']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: shopper?.email, password },
      });
      expect(login.statusCode).toBeGreaterThanOrEqual(400);
      expect(login.cookies.find((cookie) => cookie.name === 'velora_session')?.value ?? '').toBe('');
    }
  });
});
