import { SEARCH_RESULTS_MAX } from '@shop/shared/catalog/catalog';
import { productListResponseSchema } from '@shop/shared/catalog/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const fixtures = [
  productFixture({
    title: 'Silk Slip Dress',
    description: 'A bias-cut slip in washed silk with adjustable straps. Made for warm evenings.',
    category: 'dress',
    productType: 'Dress',
    priceCents: 12_000,
  }),
  productFixture({
    title: 'Linen Wrap Dress',
    description: 'A wrap in breathable linen that ties at the waist.',
    category: 'dress',
    productType: 'Dress',
    priceCents: 7_900,
  }),
  productFixture({
    title: 'Cashmere Cardigan',
    description: 'A soft cardigan to wear over a slip dress on cooler nights.',
    category: 'clothing',
    productType: 'Cardigan',
    priceCents: 9_900,
  }),
  productFixture({
    title: 'Velvet Matte Lipstick',
    description: 'A long-wearing matte finish in a deep berry shade.',
    category: 'cosmetics',
    productType: 'Lipstick',
    priceCents: 1_800,
  }),
  productFixture({
    title: 'Satin Rouge in Ruby',
    description: 'A creamy satin finish that glides on in one stroke.',
    category: 'cosmetics',
    productType: 'Lipstick',
    priceCents: 2_200,
  }),
  productFixture({
    title: 'Shea Lip Balm',
    description: 'Keeps lips soft through winter.',
    category: 'cosmetics',
    productType: 'Lip Balm',
    priceCents: 900,
  }),
  productFixture({
    title: 'Gold Hoop Earrings',
    description: 'Light hoops in 14k gold plate, for every day.',
    category: 'jewellery',
    productType: 'Earrings',
    color: 'gold',
    priceCents: 4_999,
  }),
  productFixture({
    title: 'Pearl Drop Earrings',
    description: 'Freshwater pearls on sterling silver hooks.',
    category: 'jewellery',
    productType: 'Earrings',
    color: 'white',
    priceCents: 6_500,
  }),
  productFixture({
    title: 'Red Leather Knee Boots',
    description: 'Knee-high boots in glossy red leather on a block heel.',
    category: 'shoes',
    productType: 'Boots',
    color: 'red',
    priceCents: 24_000,
  }),
  productFixture({
    title: 'Suede Ankle Boots',
    description: 'Ankle boots in soft suede with a side zip.',
    category: 'shoes',
    productType: 'Boots',
    color: 'black',
    priceCents: 15_000,
  }),
];

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/shopify-products/products?${query}` });
  return { status: res.statusCode, body: res.json() };
}

async function titlesFor(query: string): Promise<string[]> {
  const { status, body } = await search(query);
  expect(status, query).toBe(200);
  return productListResponseSchema.parse(body).products.map((p) => p.title);
}

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, fixtures);
});
afterAll(() => t.close());

describe('search with q', () => {
  it('ranks a title match above a description-only match', async () => {
    const found = await titlesFor('q=dress');
    expect(found).toHaveLength(3);
    expect(found.slice(0, 2).sort()).toEqual(['Linen Wrap Dress', 'Silk Slip Dress']);
    expect(found[2]).toBe('Cashmere Cardigan');
  });

  it('ranks the product whose title has every word first', async () => {
    const found = await titlesFor('q=silk%20slip');
    expect(found[0]).toBe('Silk Slip Dress');
    // The cardigan's description mentions a slip dress, but not silk.
    expect(found).toEqual(['Silk Slip Dress']);
  });

  it('finds products by product type and by category, not only by title', async () => {
    expect((await titlesFor('q=lipstick')).sort()).toEqual(['Satin Rouge in Ruby', 'Velvet Matte Lipstick']);
    expect((await titlesFor('q=jewellery')).sort()).toEqual(['Gold Hoop Earrings', 'Pearl Drop Earrings']);
    expect((await titlesFor('q=cosmetics')).length).toBe(3);
  });

  it.each([
    ['drss', ['Cashmere Cardigan', 'Linen Wrap Dress', 'Silk Slip Dress']],
    ['jewelery', ['Gold Hoop Earrings', 'Pearl Drop Earrings']],
    ['jewelry', ['Gold Hoop Earrings', 'Pearl Drop Earrings']],
    ['lipstik', ['Satin Rouge in Ruby', 'Velvet Matte Lipstick']],
    ['ERRINGS', ['Gold Hoop Earrings', 'Pearl Drop Earrings']],
    ['lether%20boots', ['Red Leather Knee Boots']],
  ])('forgives the typo in %s', async (q, expected) => {
    expect((await titlesFor(`q=${q}`)).sort()).toEqual(expected);
  });

  it('matches the last word as a prefix, for people who search while they type', async () => {
    expect((await titlesFor('q=lips')).sort()).toEqual([
      'Satin Rouge in Ruby',
      'Shea Lip Balm',
      'Velvet Matte Lipstick',
    ]);
    expect(await titlesFor('q=pearl%20ear')).toEqual(['Pearl Drop Earrings']);
  });

  it('needs every word to match', async () => {
    expect(await titlesFor('q=red%20leather%20boots')).toEqual(['Red Leather Knee Boots']);
    expect(await titlesFor('q=suede%20lipstick')).toEqual([]);
  });

  it('combines q with category, colour and price filters', async () => {
    expect(await titlesFor('q=dress&category=dress&priceRange=50-100')).toEqual(['Linen Wrap Dress']);
    expect(await titlesFor('q=boots&color=red')).toEqual(['Red Leather Knee Boots']);
    expect(await titlesFor('q=earrings&maxPrice=50')).toEqual(['Gold Hoop Earrings']);
    expect(await titlesFor('q=dress&category=shoes')).toEqual([]);
  });

  it('applies an explicit sort, over the matching products only', async () => {
    expect(await titlesFor('q=dress&sort=price-asc')).toEqual([
      'Linen Wrap Dress',
      'Cashmere Cardigan',
      'Silk Slip Dress',
    ]);
    expect(await titlesFor('q=boots&sort=price-desc')).toEqual([
      'Red Leather Knee Boots',
      'Suede Ankle Boots',
    ]);
    const shuffled = await titlesFor('q=cosmetics&sort=random&seed=3');
    expect(shuffled.sort()).toEqual(['Satin Rouge in Ruby', 'Shea Lip Balm', 'Velvet Matte Lipstick']);
  });

  it('pages through results without repeating or skipping, with the total of all matches', async () => {
    for (const order of ['', '&sort=price-asc', '&sort=random&seed=5']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const { body } = await search(`q=dress&limit=1&page=${page}${order}`);
        expect(body.total).toBe(3);
        expect(body.totalPages).toBe(3);
        seen.push(...body.products.map((p: { title: string }) => p.title));
      }
      expect(seen.sort(), order).toEqual(['Cashmere Cardigan', 'Linen Wrap Dress', 'Silk Slip Dress']);
      const past = (await search(`q=dress&limit=1&page=4${order}`)).body;
      expect(past.products).toEqual([]);
      expect(past.total).toBe(3);
    }
  });

  it.each([
    ['%27', 'a lone quote'],
    ['%22dress%22', 'double quotes'],
    ['!!!', 'only punctuation'],
    ['a%26b%7Cc', 'tsquery operators'],
    ['dress%3A*', 'a prefix operator'],
    ['!dress', 'a negation'],
    ['(dress', 'an open parenthesis'],
    ['dress%20%3C-%3E%20silk', 'a phrase operator'],
    ['%5C', 'a backslash'],
    ['%27%20OR%201%3D1%20--', 'SQL'],
    ['%F0%9F%91%97', 'an emoji'],
    ['caf%C3%A9', 'an accented word'],
    ['the', 'only a stop word'],
    [`${'x'.repeat(200)}`, 'a 200-letter word'],
    [`${'ab '.repeat(66)}ab`, 'two hundred characters of short words'],
  ])('answers q=%s (%s) with 200', async (q) => {
    const { status, body } = await search(`q=${q}`);
    expect(status).toBe(200);
    expect(productListResponseSchema.parse(body).total).toBeGreaterThanOrEqual(0);
  });

  it('treats q of only spaces as no search at all', async () => {
    const { status, body } = await search('q=%20%20%20');
    expect(status).toBe(200);
    expect(body.total).toBe(fixtures.length);
  });

  it('keeps punctuation from matching anything by itself', async () => {
    expect((await search('q=!!!')).body.total).toBe(0);
    expect((await search('q=the')).body.total).toBe(0);
    // Punctuation around a real word is ignored, not an error.
    expect(await titlesFor('q=%22ruby%22!')).toEqual(['Satin Rouge in Ruby']);
  });

  it('rejects q longer than 200 characters with a 400 naming q', async () => {
    const { status, body } = await search(`q=${'x'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.field).toBe('q');
  });
});

describe('a search with more matches than it offers', () => {
  it(`offers the first ${SEARCH_RESULTS_MAX} and says so in the total`, async () => {
    const many = Array.from({ length: SEARCH_RESULTS_MAX + 5 }, (_, i) =>
      productFixture({
        title: `Basic Cotton Tee ${i}`,
        category: 'clothing',
        productType: 'Tee',
        images: [],
      }),
    );
    await insertProducts(t.database.db, many);
    for (const order of ['', '&sort=price-asc', '&sort=random']) {
      const first = (await search(`q=tee&limit=100${order}`)).body;
      expect(first.total, order).toBe(SEARCH_RESULTS_MAX);
      expect(first.products).toHaveLength(100);
      const last = (await search(`q=tee&limit=100&page=10${order}`)).body;
      expect(last.products).toHaveLength(100);
      const past = (await search(`q=tee&limit=100&page=11${order}`)).body;
      expect(past.products).toEqual([]);
      expect(past.total).toBe(SEARCH_RESULTS_MAX);
    }
    const straddling = (await search('q=tee&limit=300&page=4&sort=price-asc')).body;
    expect(straddling.products).toHaveLength(100);
  });
});
