import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../lib/domain-error';
import { ResponseCache } from '../../../lib/stores/response-cache';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productImages, products, productVariants, searchTerms } from '../catalog.schema';
import {
  type CatalogWriter,
  createCatalogWriter,
  createProducts,
  type ProductInput,
} from './catalog-write.service';

let t: TestApp;
let cache: ResponseCache;
let writer: CatalogWriter;
let changes = 0;

const list = (query: string) => t.app.inject(`/api/shopify-products/products?${query}`);
const page = (handle: string) => t.app.inject(`/api/shopify-products/products/${handle}`);

/** A product as an admin would write it: no ids, no timestamps. */
function input(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    handle: 'marigold-pleated-culottes',
    title: 'Marigold Pleated Culottes',
    descriptionHtml: '<p>Wide, light and <strong>pleated</strong>.</p>',
    productType: 'Culottes',
    category: 'clothing',
    color: 'yellow',
    priceCents: 5900,
    variants: ['S', 'M', 'L'].map((size) => ({ size, color: 'yellow', priceCents: 5900, stock: 4 })),
    images: [{ url: '/media/demo/clothing/0/yellow/0.svg', alt: 'Marigold Pleated Culottes – front' }],
    ...overrides,
  };
}

async function rowsOf(productId: string) {
  const { db } = t.database;
  const [variants] = await db
    .select({ n: count() })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const [images] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const [product] = await db.select({ n: count() }).from(products).where(eq(products.id, productId));
  return { products: product?.n, variants: variants?.n, images: images?.n };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  cache = new ResponseCache(60_000);
  t = await createTestApp({ catalogCache: cache });
  writer = createCatalogWriter({
    db: t.database.db,
    onCatalogChanged: () => {
      changes += 1;
      cache.clear();
    },
  });
  await insertProducts(t.database.db, [
    productFixture({ title: 'Silk Slip Dress', handle: 'silk-slip-dress' }),
    productFixture({ title: 'Gold Hoop Earrings', category: 'jewellery', productType: 'Earrings' }),
  ]);
});
afterAll(() => t.close());
beforeEach(() => {
  changes = 0;
});

describe('creating a product', () => {
  it('lists it at once and finds it by search, a typo of its new word included', async () => {
    const before = await list('q=culottes');
    expect(before.json().total).toBe(0);

    const created = await writer.createProduct(input());
    expect(created.handle).toBe('marigold-pleated-culottes');
    expect(changes).toBe(1);

    const [term] = await t.database.db.select().from(searchTerms).where(eq(searchTerms.term, 'culottes'));
    expect(term).toBeDefined();
    for (const query of ['q=culottes', 'q=culotes', 'q=marigld%20pleated', 'category=clothing']) {
      const found = await list(query);
      expect(found.statusCode).toBe(200);
      expect(found.json().products.map((p: { handle: string }) => p.handle)).toContain(
        'marigold-pleated-culottes',
      );
    }
    const product = (await page('marigold-pleated-culottes')).json();
    expect(product.variants.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual([
      'S / yellow',
      'M / yellow',
      'L / yellow',
    ]);
    expect(product.description).toBe('Wide, light and pleated.');
    expect(product.images.edges).toHaveLength(1);
  });

  it('never stores a script or an event handler in the description, on create or update', async () => {
    const created = await writer.createProduct(
      input({
        handle: 'velvet-evening-bag',
        title: 'Velvet Evening Bag',
        category: 'accessories',
        productType: 'Bag',
        color: 'black',
        variants: [{ size: 'One Size', color: 'black', priceCents: 5900, stock: 2 }],
        descriptionHtml:
          '<p onclick="steal()">Soft velvet.</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">more</a>',
      }),
    );
    const stored = async () => {
      const [row] = await t.database.db
        .select({ html: products.descriptionHtml })
        .from(products)
        .where(eq(products.id, created.id));
      return row?.html ?? '';
    };
    expect(await stored()).toBe('<p>Soft velvet.</p>more');
    expect(created.descriptionHtml).toBe('<p>Soft velvet.</p>more');

    const updated = await writer.updateProduct(created.id, {
      descriptionHtml:
        '<h3>Care</h3><svg onload="alert(1)"></svg><p>Brush <em>gently</em>.<iframe src="x"></iframe></p>',
    });
    for (const html of [await stored(), updated.descriptionHtml]) {
      expect(html).toBe('<h3>Care</h3><p>Brush <em>gently</em>.</p>');
      expect(html).not.toMatch(/script|onerror|onload|iframe|svg/i);
    }
    expect(updated.description).toBe('Care Brush gently.');
  });
});

describe('updating a product', () => {
  it('shows the new price and sizes at once, though the old answer was cached', async () => {
    const created = await writer.createProduct(
      input({ handle: 'linen-wide-trousers', title: 'Linen Wide Trousers', productType: 'Trousers' }),
    );
    // A first page, which the cache keeps (searches it answers afresh).
    const url = 'category=clothing&sort=newest';
    const first = (await list(url)).json();
    expect(first.products[0].handle).toBe('linen-wide-trousers');
    expect(first.products[0].priceRange.minVariantPrice.amount).toBe('59.00');
    await page('linen-wide-trousers');
    expect(cache.stats().entries).toBeGreaterThanOrEqual(2);
    const oldIds = new Map(
      (await page('linen-wide-trousers'))
        .json()
        .variants.edges.map((e: { node: { id: string; title: string } }) => [e.node.title, e.node.id]),
    );

    await writer.updateProduct(created.id, {
      priceCents: 4500,
      oldPriceCents: 5900,
      variants: [
        { size: 'M', color: 'yellow', priceCents: 4500, stock: 1 },
        { size: 'XL', color: 'yellow', priceCents: 4500, stock: 0 },
      ],
      dropSizes: ['S', 'L'],
    });
    expect(changes).toBe(2);

    const after = (await list(url)).json();
    expect(after.products[0].priceRange.minVariantPrice.amount).toBe('45.00');
    expect(after.products[0].compareAtPrice).toEqual({ amount: '59.00', currencyCode: 'USD' });
    const product = (await page('linen-wide-trousers')).json();
    const variants = product.variants.edges.map((e: { node: { id: string; title: string } }) => e.node);
    expect(variants.map((v: { title: string }) => v.title)).toEqual(['M / yellow', 'XL / yellow']);
    // A size the product kept keeps its variant id (carts and orders will point at it).
    expect(variants[0].id).toBe(oldIds.get('M / yellow'));
    expect(await rowsOf(created.id)).toEqual({ products: 1, variants: 2, images: 1 });
    expect((await list('onSale=true')).json().products.map((p: { id: string }) => p.id)).toContain(
      created.id,
    );
  });

  it('adds the words of a new title to the search vocabulary', async () => {
    const created = await writer.createProduct(
      input({ handle: 'plain-tee', title: 'Plain Tee', productType: 'T-Shirt' }),
    );
    await writer.updateProduct(created.id, { title: 'Periwinkle Tee', handle: 'periwinkle-tee' });
    const found = (await list('q=periwinkel')).json();
    expect(found.products.map((p: { handle: string }) => p.handle)).toEqual(['periwinkle-tee']);
    expect((await page('plain-tee')).statusCode).toBe(404);
  });
});

describe('deleting a product', () => {
  it('removes it with its variants and images, and the cached answers with it', async () => {
    const created = await writer.createProduct(
      input({ handle: 'tulle-midi-skirt', title: 'Tulle Midi Skirt', productType: 'Skirt' }),
    );
    expect((await list('q=tulle')).json().total).toBe(1);
    expect((await page('tulle-midi-skirt')).statusCode).toBe(200);

    await writer.deleteProduct(created.id);
    expect(changes).toBe(2);
    expect(await rowsOf(created.id)).toEqual({ products: 0, variants: 0, images: 0 });
    expect((await list('q=tulle')).json().total).toBe(0);
    expect((await page('tulle-midi-skirt')).statusCode).toBe(404);

    const again = await refusal(writer.deleteProduct(created.id));
    expect(again.status).toBe(404);
    expect(changes).toBe(2);
  });
});

describe('input the service refuses', () => {
  const sized = (size: string) => ({ variants: [{ size, color: 'yellow', priceCents: 5900, stock: 1 }] });
  it.each<[string, Partial<ProductInput>, string, RegExp]>([
    ['an unknown category', { category: 'hats' }, 'category', /Category must be one of/],
    ['an unknown colour', { color: 'sparkly' }, 'color', /Colour must be one of/],
    ['an unknown size', sized('XXL'), 'variants.0.size', /Size for clothing must be one of/],
    ['a size the category does not have', sized('38'), 'variants.0.size', /Size for clothing/],
    ['a negative price', { priceCents: -1 }, 'priceCents', /Price must not be negative/],
    ['a price in fractions of a cent', { priceCents: 10.5 }, 'priceCents', /whole number/],
    ['a price beyond any integer column', { priceCents: 2 ** 40 }, 'priceCents', /at most/],
    ['an old price equal to the price', { oldPriceCents: 5900 }, 'oldPriceCents', /above the price/],
    ['an old price below the price', { oldPriceCents: 100 }, 'oldPriceCents', /above the price/],
    [
      'a negative variant price',
      { variants: [{ size: 'S', color: 'yellow', priceCents: -5, stock: 1 }] },
      'variants.0.priceCents',
      /must not be negative/,
    ],
    [
      'negative stock',
      { variants: [{ size: 'S', color: 'yellow', priceCents: 5, stock: -1 }] },
      'variants.0.stock',
      /Stock must not be negative/,
    ],
    [
      'the same size twice',
      {
        variants: [
          { size: 'S', color: 'yellow', priceCents: 5, stock: 1 },
          { size: 'S', color: 'yellow', priceCents: 6, stock: 1 },
        ],
      },
      'variants.1.size',
      /listed twice/,
    ],
    ['no sizes at all', { variants: [] }, 'variants', /at least one size/],
    ['an empty title', { title: '  ' }, 'title', /Title is required/],
    ['a NUL character', { title: 'Bad\u0000Title' }, 'title', /NUL/],
    ['a handle that is no URL slug', { handle: 'Bad Handle!' }, 'handle', /lowercase letters/],
    ['a rating above five', { averageRating: 7 }, 'averageRating', /between 0 and 5/],
  ])(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_name, overrides, field, message) => {
      const handle = `refused-${field.replaceAll('.', '-').toLowerCase()}`;
      const error = await refusal(writer.createProduct(input({ handle, ...overrides })));
      expect(error.status).toBe(400);
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
      expect(changes).toBe(0);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.handle, handle));
      expect(row?.n).toBe(0);
    },
  );

  it('refuses a bad edit and leaves the product as it was', async () => {
    // 'dress' has the clothing sizes, so the sizes of input() fit it.
    const { id } = await writer.createProduct(
      input({ handle: 'cotton-shirt-dress', title: 'Cotton Shirt Dress', category: 'dress' }),
    );
    changes = 0;
    for (const [update, field] of [
      [{ priceCents: 7000 }, 'oldPriceCents'],
      [{ category: 'shoes' }, 'variants.0.size'],
      [{ oldPriceCents: 10 }, 'oldPriceCents'],
    ] as const) {
      const stale = await refusal(writer.updateProduct(id, { oldPriceCents: 6500, ...update }));
      expect([stale.status, stale.field]).toEqual([400, field]);
    }
    expect(changes).toBe(0);
    const product = (await page('cotton-shirt-dress')).json();
    expect(product.priceRange.minVariantPrice.amount).toBe('59.00');
    expect(product.category).toBe('dress');
    expect(product.compareAtPrice).toBeNull();
  });

  it('refuses a handle another product has with a 409, on create and on update', async () => {
    const taken = await refusal(writer.createProduct(input({ handle: 'silk-slip-dress' })));
    expect([taken.status, taken.field]).toEqual([409, 'handle']);
    const other = await writer.createProduct(input({ handle: 'satin-culottes', title: 'Satin Culottes' }));
    const renamed = await refusal(writer.updateProduct(other.id, { handle: 'silk-slip-dress' }));
    expect([renamed.status, renamed.field]).toEqual([409, 'handle']);
  });

  it('answers 404 for an edit of a product that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await refusal(writer.updateProduct(id, { priceCents: 100 }));
      expect(missing.status).toBe(404);
    }
  });

  it('writes a thousand products in three colours at once, more variants than one statement may bind', async () => {
    const colours = ['red', 'green', 'black'] as const;
    const many = Array.from({ length: 1000 }, () => {
      const product = productFixture({ category: 'dress' });
      return {
        ...product,
        variants: colours.flatMap((color, c) =>
          product.variants.map((variant, i) => ({
            ...variant,
            id: crypto.randomUUID(),
            color,
            position: c * product.variants.length + i,
          })),
        ),
      };
    });
    // 15 000 variants of about ten parameters each: past Postgres' 65 535 in one statement.
    expect(many.reduce((sum, product) => sum + product.variants.length, 0)).toBe(15_000);
    await writer.transaction((tx) => createProducts(tx, many));
    expect(await rowsOf(many[999]?.id as string)).toEqual({ products: 1, variants: 15, images: 1 });
  });

  it('writes nothing of a bulk write with one bad product', async () => {
    const good = productFixture({ title: 'Bulk Good One' });
    const bad = productFixture({ title: 'Bulk Bad One', priceCents: 100, oldPriceCents: 50 });
    const error = await refusal(writer.transaction((tx) => createProducts(tx, [good, bad])));
    expect([error.status, error.field]).toEqual([400, 'oldPriceCents']);
    expect(await rowsOf(good.id)).toEqual({ products: 0, variants: 0, images: 0 });

    const duplicate = await refusal(
      writer.transaction((tx) => createProducts(tx, [productFixture({ handle: 'silk-slip-dress' })])),
    );
    expect([duplicate.status, duplicate.field]).toEqual([409, 'handle']);
    expect(changes).toBe(0);
  });
});
