import { catalogProductSchema } from '@shop/shared/catalog/catalog-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

// Everything the mapping has a rule for: no type (the default), no reviews (no rating), a sale
// price, a variant cheaper than the product, units held by a checkout, a time with milliseconds.
const skirt = productFixture({
  title: 'Pleated Midi Skirt',
  category: 'clothing',
  color: 'green',
  priceCents: 7_450,
  oldPriceCents: 9_905,
  averageRating: null,
  reviewCount: 0,
  productType: '',
  createdAt: new Date('2026-03-04T05:06:07.089Z'),
  sizes: ['S', 'M'],
  stock: 2,
  images: [
    { id: crypto.randomUUID(), url: '/uploads/skirt-back.webp', alt: 'Back', position: 1 },
    { id: crypto.randomUUID(), url: '/uploads/skirt-front.webp', alt: 'Front', position: 0 },
  ],
});
const [small, medium] = skirt.variants;
if (!small || !medium) throw new Error('the fixture has two sizes');
medium.priceCents = 6_905;

const expected = {
  id: skirt.id,
  handle: skirt.handle,
  title: 'Pleated Midi Skirt',
  description: skirt.description,
  descriptionHtml: skirt.descriptionHtml,
  productType: 'General',
  category: 'clothing',
  color: 'green',
  averageRating: null,
  reviewCount: 0,
  createdAt: '2026-03-04T05:06:07.089Z',
  priceRange: { minVariantPrice: { amount: '69.05', currencyCode: 'USD' } },
  compareAtPrice: { amount: '99.05', currencyCode: 'USD' },
  images: {
    edges: [
      { node: { url: '/uploads/skirt-front.webp', altText: 'Front' } },
      { node: { url: '/uploads/skirt-back.webp', altText: 'Back' } },
    ],
  },
  variants: {
    edges: [
      {
        node: {
          id: small.id,
          title: 'S / green',
          price: { amount: '74.50', currencyCode: 'USD' },
          compareAtPrice: { amount: '99.05', currencyCode: 'USD' },
          availableForSale: false,
          quantityAvailable: 0,
          selectedOptions: [
            { name: 'Size', value: 'S' },
            { name: 'Color', value: 'green' },
          ],
        },
      },
      {
        node: {
          id: medium.id,
          title: 'M / green',
          price: { amount: '69.05', currencyCode: 'USD' },
          compareAtPrice: { amount: '99.05', currencyCode: 'USD' },
          availableForSale: true,
          quantityAvailable: 2,
          selectedOptions: [
            { name: 'Size', value: 'M' },
            { name: 'Color', value: 'green' },
          ],
        },
      },
    ],
  },
};

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [skirt]);
  // Both units of the small size are held by a checkout: none is left to buy.
  await t.database.db.execute(sql`update product_variants set reserved = 2 where id = ${small.id}`);
});
afterAll(() => t.close());

describe('a product as the storefront API describes it', () => {
  it('is the same, to the last field, in a listing, on its page, by handle and by id', async () => {
    const listing = await t.app.inject('/api/shopify-products/products?category=clothing');
    expect(listing.statusCode).toBe(200);
    expect(listing.json()).toEqual({ products: [expected], total: 1, totalPages: 1, page: 1, limit: 10 });
    for (const key of [skirt.handle, skirt.id, skirt.id.toUpperCase()]) {
      const page = await t.app.inject(`/api/shopify-products/products/${key}`);
      expect(page.statusCode, key).toBe(200);
      expect(page.json()).toEqual(expected);
      expect(catalogProductSchema.parse(page.json())).toEqual(expected);
    }
  });

  it('sends text beyond ASCII as JSON escapes that read back as the same text', async () => {
    // An en dash, accents, a symbol beyond the first 65 536 (two escapes) and a product type
    // chosen at query time: the body is ASCII, so the server holds it one byte a character.
    const text = 'Robe d\'été – Nuit 🌸 "Ø"';
    const robe = productFixture({
      title: text,
      description: `${text} description`,
      category: 'accessories',
      productType: 'Écharpe',
      images: [{ id: crypto.randomUUID(), url: '/uploads/robe-é.webp', alt: `${text} – front`, position: 0 }],
    });
    await insertProducts(t.database.db, [robe]);
    const listing = await t.app.inject('/api/shopify-products/products?category=accessories');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toMatch(/^[\x20-\x7e]*$/);
    expect(listing.body).toContain("Robe d'\\u00e9t\\u00e9 \\u2013 Nuit \\ud83c\\udf38");
    const [product] = listing.json().products;
    expect(product).toMatchObject({
      title: text,
      description: `${text} description`,
      productType: 'Écharpe',
      images: { edges: [{ node: { url: '/uploads/robe-é.webp', altText: `${text} – front` } }] },
    });
    const page = await t.app.inject(`/api/shopify-products/products/${robe.handle}`);
    expect(page.body).toMatch(/^[\x20-\x7e]*$/);
    expect(page.json()).toEqual(product);
  });

  it('answers an empty page past the end and for filters nothing matches', async () => {
    for (const query of ['page=2', 'category=shoes', 'q=velvet', 'size=XS&color=green', 'q=!!!']) {
      const res = await t.app.inject(`/api/shopify-products/products?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().products, query).toEqual([]);
    }
  });
});
