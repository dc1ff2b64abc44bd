import { productListResponseSchema } from '@shop/shared/catalog/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const fixtures = [
  productFixture({
    title: 'Silk Slip Dress',
    category: 'dress',
    color: 'red',
    priceCents: 12_000,
    averageRating: 4.8,
  }),
  productFixture({
    title: 'Linen Wrap Dress',
    category: 'dress',
    color: 'beige',
    priceCents: 5_000,
    averageRating: null,
    reviewCount: 0,
  }),
  productFixture({
    title: 'Velvet Matte Lipstick',
    category: 'cosmetics',
    color: 'red',
    priceCents: 1_800,
    productType: 'Lipstick',
  }),
  productFixture({
    title: 'Gold Hoop Earrings',
    category: 'jewellery',
    color: 'gold',
    priceCents: 4_999,
    oldPriceCents: 6_500,
    productType: 'Earrings',
  }),
  productFixture({
    title: 'Leather Ankle Boots',
    category: 'shoes',
    color: 'black',
    priceCents: 20_000,
    averageRating: 3.9,
    productType: 'Boots',
  }),
  productFixture({
    title: '100% Cashmere Cardigan',
    category: 'clothing',
    color: 'pink',
    priceCents: 9_999,
    productType: 'Cardigan',
  }),
  productFixture({
    title: 'Sold Out Bikini',
    category: 'swim',
    color: 'blue',
    priceCents: 3_500,
    stock: 0,
    productType: 'Bikini',
  }),
];

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/shopify-products/products?${query}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const titles = (body: { products: { title: string }[] }) => body.products.map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, fixtures);
});
afterAll(() => t.close());

describe('GET /api/shopify-products/products', () => {
  it('returns the storefront shape with totals and the documented defaults', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    const parsed = productListResponseSchema.parse(body);
    expect(parsed.total).toBe(fixtures.length);
    expect(parsed.limit).toBe(10);
    expect(parsed.totalPages).toBe(1);
    const linen = parsed.products.find((p) => p.title === 'Linen Wrap Dress');
    // Not rated: no made-up default (since 25 November 2026).
    expect(linen).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect(linen?.variants.edges[0]?.node.price.amount).toBe('50.00');
    expect(linen?.variants.edges.map((e) => e.node.selectedOptions[0]?.value)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    const hoops = parsed.products.find((p) => p.title === 'Gold Hoop Earrings');
    expect(hoops?.compareAtPrice?.amount).toBe('65.00');
    expect(hoops?.variants.edges.map((e) => e.node.selectedOptions[0]?.value)).toEqual(['One Size']);
    const bikini = parsed.products.find((p) => p.title === 'Sold Out Bikini');
    expect(bikini?.variants.edges.every((e) => !e.node.availableForSale)).toBe(true);
  });

  it('filters by category, colour and size', async () => {
    expect(titles((await list('category=dress&sort=price-asc')).body)).toEqual([
      'Linen Wrap Dress',
      'Silk Slip Dress',
    ]);
    expect(titles((await list('category=all&color=red&sort=price-asc')).body)).toEqual([
      'Velvet Matte Lipstick',
      'Silk Slip Dress',
    ]);
    expect(titles((await list('size=38')).body)).toEqual(['Leather Ankle Boots']);
    expect((await list('size=One%20Size')).body.total).toBe(2);
  });

  it('filters to products on sale (with a compare-at price), alone and with other filters', async () => {
    const onSale = await list('onSale=true');
    expect(onSale.status).toBe(200);
    expect(titles(onSale.body)).toEqual(['Gold Hoop Earrings']);
    expect(onSale.body.total).toBe(1);
    expect(onSale.body.products[0].compareAtPrice.amount).toBe('65.00');
    expect((await list('onSale=true&category=dress')).body.total).toBe(0);
    expect((await list('onSale=true&size=One%20Size&sort=random')).body.total).toBe(1);
    expect((await list('onSale=false')).body.total).toBe(fixtures.length);
  });

  it('filters by price range with the documented bounds and by explicit dollars', async () => {
    expect(titles((await list('priceRange=0-50&sort=price-asc')).body)).toEqual([
      'Velvet Matte Lipstick',
      'Sold Out Bikini',
      'Gold Hoop Earrings',
    ]);
    // $50.00 belongs to "$50 - $100", not to "Under $50".
    expect(titles((await list('priceRange=50-100&sort=price-asc')).body)).toEqual([
      'Linen Wrap Dress',
      '100% Cashmere Cardigan',
    ]);
    expect(titles((await list('priceRange=200-')).body)).toEqual(['Leather Ankle Boots']);
    expect(titles((await list('minPrice=49.99&maxPrice=99.99&sort=price-asc')).body)).toEqual([
      'Gold Hoop Earrings',
      'Linen Wrap Dress',
      '100% Cashmere Cardigan',
    ]);
    expect((await list('priceRange=all&minPrice=0')).body.total).toBe(fixtures.length);
    // Bounds beyond any price filter as "no limit" and "nothing", not a database overflow.
    expect((await list('maxPrice=999999999')).body.total).toBe(fixtures.length);
    expect((await list('minPrice=30000000')).body.total).toBe(0);
  });

  it('searches with q case-insensitively, where % and _ are plain characters, not wildcards', async () => {
    expect(titles((await list('q=DRESS&sort=price-asc')).body)).toEqual([
      'Linen Wrap Dress',
      'Silk Slip Dress',
    ]);
    expect(titles((await list('q=100%25')).body)).toEqual(['100% Cashmere Cardigan']);
    for (const wildcard of ['%25', '_', '%25%25', 'dr%25ss', 'dr_ss']) {
      const { status, body } = await list(`q=${wildcard}`);
      expect(status, wildcard).toBe(200);
      expect(body.total, wildcard).toBe(0);
    }
  });

  it('sorts by price, newest and rating', async () => {
    const asc = (await list('sort=price-asc')).body.products.map(
      (p: { priceRange: { minVariantPrice: { amount: string } } }) =>
        Number(p.priceRange.minVariantPrice.amount),
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(titles((await list('sort=price-desc&limit=1')).body)).toEqual(['Leather Ankle Boots']);
    expect(titles((await list('sort=newest&limit=1')).body)).toEqual(['Sold Out Bikini']);
    const rated = titles((await list('sort=rating')).body);
    expect(rated[0]).toBe('Silk Slip Dress');
    // Unrated products go last, not first.
    expect(rated.at(-1)).toBe('Linen Wrap Dress');
  });

  it('keeps the random order stable for a seed, so pages never repeat or skip', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(...titles((await list(`sort=random&seed=7&limit=2&page=${page}`)).body));
    expect(new Set(pages).size).toBe(fixtures.length);
    expect(pages).toHaveLength(fixtures.length);
    expect(titles((await list('sort=random&seed=7&limit=7')).body)).toEqual(pages);
    const other = titles((await list('sort=random&seed=8&limit=7')).body);
    expect(other).not.toEqual(pages);
  });

  it('pages with totals, and answers an empty page past the end', async () => {
    const first = (await list('limit=3&page=1&sort=price-asc')).body;
    expect(first.products).toHaveLength(3);
    expect(first.totalPages).toBe(3);
    const last = (await list('limit=3&page=3&sort=price-asc')).body;
    expect(last.products).toHaveLength(1);
    const past = (await list('limit=3&page=9')).body;
    expect(past.products).toEqual([]);
    expect(past.total).toBe(fixtures.length);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=1001', 'limit'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['category=hats', 'category'],
    ['color=orange', 'color'],
    ['size=XXL', 'size'],
    ['priceRange=10-20', 'priceRange'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=ten', 'maxPrice'],
    ['minPrice=1.999', 'minPrice'],
    ['sort=cheapest', 'sort'],
    ['seed=x', 'seed'],
    ['onSale=yes', 'onSale'],
    ['page=1&page=2', 'page'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toContain(`'${field}'`);
  });

  it('accepts the largest allowed page size', async () => {
    const { status, body } = await list('limit=1000');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(fixtures.length);
  });
});

describe('GET /api/shopify-products/products/:handle', () => {
  it('finds a product by handle and by id', async () => {
    const [silk] = fixtures;
    const byHandle = await t.app.inject(`/api/shopify-products/products/${silk?.handle}`);
    expect(byHandle.statusCode).toBe(200);
    expect(byHandle.json().title).toBe('Silk Slip Dress');
    const byId = await t.app.inject(`/api/shopify-products/products/${silk?.id}`);
    expect(byId.json().handle).toBe(silk?.handle);
  });

  it('answers 404 with the documented text for an unknown handle or id', async () => {
    for (const key of ['no-such-thing', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject(`/api/shopify-products/products/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });
});

describe('GET /api/shopify-products/categories', () => {
  it('lists the categories that have products, in menu order', async () => {
    const res = await t.app.inject('/api/shopify-products/categories');
    expect(res.json()).toEqual({
      categories: ['cosmetics', 'clothing', 'jewellery', 'swim', 'shoes', 'dress'],
    });
  });
});

describe('service endpoints', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('documents the catalog routes in OpenAPI', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/api/shopify-products/products');
    const params = doc.paths['/api/shopify-products/products'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(expect.arrayContaining(['category', 'priceRange', 'q', 'sort', 'page', 'limit']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nope');
  });
});
