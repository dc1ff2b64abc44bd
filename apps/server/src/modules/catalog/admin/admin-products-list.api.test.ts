import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Manage Products' filters, orders and paging, and the dashboard counts that link to them. */

let t: TestApp;
let admin: LoggedIn;

// Free units per size = stock less what checkouts hold.
const gone = productFixture({ title: 'Gone Gown', category: 'dress', priceCents: 9_000, stock: 0 });
const held = productFixture({ title: 'Held Heels', category: 'shoes', priceCents: 12_000, stock: 2 });
const oneLeft = productFixture({
  title: 'Almost Blouse',
  category: 'clothing',
  priceCents: 3_000,
  stock: 20,
});
const patchy = productFixture({ title: 'Patchy Parka', category: 'clothing', priceCents: 15_000, stock: 30 });
const plenty = productFixture({
  title: 'Plenty Scarf',
  category: 'accessories',
  priceCents: 2_000,
  stock: 4,
});
const stocked = productFixture({ title: 'busy bag', category: 'accessories', priceCents: 5_000, stock: 50 });
const all = [gone, held, oneLeft, patchy, plenty, stocked];

const list = async (query = '') => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/products${query}`, headers: admin.bearer });
  return { status: answer.statusCode, body: answer.json() };
};
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, all);
  const db = t.database.db;
  // Held Heels: every unit of every size held by checkouts, so none is free to buy.
  await db.execute(sql`update product_variants set reserved = stock where product_id = ${held.id}`);
  // Almost Blouse: one size with a single unit left.
  await db.execute(sql`update product_variants set stock = 1 where id = ${oneLeft.variants[0]?.id}`);
  // Patchy Parka: one size sold out, the others plenty: a size to restock.
  await db.execute(sql`update product_variants set stock = 0 where id = ${patchy.variants[1]?.id}`);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('GET /api/products: filters', () => {
  it('puts every product in exactly one stock state, by units free to buy', async () => {
    const soldOut = await list('?stock=sold-out');
    expect(soldOut.status).toBe(200);
    expect(names(soldOut.body).sort()).toEqual(['Gone Gown', 'Held Heels']);
    expect(names((await list('?stock=low')).body).sort()).toEqual(['Almost Blouse', 'Patchy Parka']);
    const inStock = (await list('?stock=in-stock')).body;
    expect(names(inStock).sort()).toEqual(['Plenty Scarf', 'busy bag']);
    expect(inStock.totalProducts).toBe(2);
  });

  it('filters by category, with the stock state and the search words together', async () => {
    expect(names((await list('?category=accessories&sort=title')).body)).toEqual([
      'busy bag',
      'Plenty Scarf',
    ]);
    expect(names((await list('?category=clothing&stock=low&search=parka')).body)).toEqual(['Patchy Parka']);
    expect((await list('?category=swim')).body.totalProducts).toBe(0);
  });

  it('refuses a stock state, a category or an order it does not know, naming the field', async () => {
    for (const [query, field] of [
      ['?stock=empty', 'stock'],
      ['?category=hats', 'category'],
      ['?sort=cheapest', 'sort'],
    ]) {
      const answer = await list(query);
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe(field);
      expect(answer.body.message).toContain(`${field} must be one of: `);
    }
    expect((await list('?stock=in-stock&category=dress&sort=stock-desc')).status).toBe(200);
  });
});

describe('GET /api/products: orders', () => {
  it('sorts by title, price, stock and date, each product with its thumbnail and price', async () => {
    expect(names((await list('?sort=title')).body)).toEqual([
      'Almost Blouse',
      'busy bag',
      'Gone Gown',
      'Held Heels',
      'Patchy Parka',
      'Plenty Scarf',
    ]);
    const cheapest = (await list('?sort=price-asc')).body.products.map((p: { price: number }) => p.price);
    expect(cheapest).toEqual([20, 30, 50, 90, 120, 150]);
    const dearest = (await list('?sort=price-desc')).body.products.map((p: { price: number }) => p.price);
    expect(dearest).toEqual([150, 120, 90, 50, 30, 20]);
    // Free units over every size: none, none, then the fewest.
    const freeUnits = (body: { products: { sizes: { free: number }[] }[] }) =>
      body.products.map((p) => p.sizes.reduce((sum, s) => sum + s.free, 0));
    const fewest = freeUnits((await list('?sort=stock-asc')).body);
    expect(fewest.slice(0, 2)).toEqual([0, 0]);
    expect(new Set(fewest).size).toBe(5);
    expect([...fewest].sort((a, b) => a - b)).toEqual(fewest);
    expect(freeUnits((await list('?sort=stock-desc')).body)).toEqual([...fewest].reverse());
    // The fixtures were created one after another, the last newest.
    expect(names((await list('?sort=newest')).body)).toEqual(names((await list('')).body));
    expect(names((await list('?sort=newest')).body)).toEqual(all.map((p) => p.title).reverse());
    expect(names((await list('?sort=oldest')).body)).toEqual(all.map((p) => p.title));
    // Each with what the list shows of it: its thumbnail and price.
    const [bag] = (await list('?sort=title&category=accessories')).body.products;
    expect(bag).toMatchObject({ name: 'busy bag', price: 50, image: stocked.images[0]?.url });
  });
});

describe('GET /api/products: paging', () => {
  it('answers the last page for a page past the end, and says which page it is', async () => {
    const past = (await list('?limit=4&page=9&sort=title')).body;
    expect(past).toMatchObject({ page: 2, totalPages: 2, totalProducts: 6 });
    expect(names(past)).toEqual(['Patchy Parka', 'Plenty Scarf']);
    const none = (await list('?search=nothing-like-this&page=3')).body;
    expect(none).toMatchObject({ page: 1, totalPages: 1, totalProducts: 0, products: [] });
  });
});

describe('GET /api/stats/admin-stats: the Low stock box', () => {
  it('counts the products the filtered lists show', async () => {
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: admin.bearer })
    ).json();
    expect(stats.soldOutProducts).toBe((await list('?stock=sold-out')).body.totalProducts);
    expect(stats.lowStockProducts).toBe((await list('?stock=low')).body.totalProducts);
    expect(stats).toMatchObject({ soldOutProducts: 2, lowStockProducts: 2 });
  });
});
