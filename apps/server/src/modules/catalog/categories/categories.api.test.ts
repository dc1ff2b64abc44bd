import type { AdminCategory, ShopCategory } from '@shop/shared/catalog/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { productFixture } from '../../../test/product-fixtures';

// The categories are the owner's (docs/product/rules.md, Categories): added, renamed with the old
// address kept as a redirect, reordered, hidden, deleted only by moving their products.

let t: AdminApi;

beforeAll(async () => {
  t = await createAdminApi({
    products: [
      productFixture({ title: 'Linen Wrap Dress', category: 'dress' }),
      productFixture({ title: 'Silk Slip Dress', category: 'dress' }),
      productFixture({ title: 'Gold Hoops', category: 'jewellery' }),
    ],
  });
}, 120_000);
afterAll(() => t.close());

const shopCategories = async () => {
  const answer = await t.app.inject('/api/categories');
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { categories: ShopCategory[] }).categories;
};
const adminCategories = async () => {
  const answer = await t.send('GET', '/api/categories?include=hidden', t.admin);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { categories: AdminCategory[] }).categories;
};
const create = async (body: object) => {
  const answer = await t.send('POST', '/api/categories', t.admin, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { category: AdminCategory }).category;
};
const listing = async (query: string) => {
  const answer = await t.app.inject(`/api/shopify-products/products?${query}`);
  return {
    status: answer.statusCode,
    body: answer.json() as { products: { title: string; category: string }[]; message?: string },
  };
};

describe('GET /api/categories', () => {
  it('starts with the ten default categories in menu order, with their sentences and size charts', async () => {
    const list = await shopCategories();
    expect(list.map((category) => category.handle)).toEqual([
      'accessories',
      'costumes',
      'cosmetics',
      'clothing',
      'jewellery',
      'swim',
      'lingerie',
      'shoes',
      'adult',
      'dress',
    ]);
    const party = list.find((category) => category.handle === 'adult');
    expect(party).toMatchObject({ name: 'Party', hidden: false, position: 8 });
    expect(party?.description).toMatch(/Sequins, satin/);
    const shoes = list.find((category) => category.handle === 'shoes');
    expect(shoes?.sizeChart.sizes.map((row) => row.size)).toEqual(['36', '37', '38', '39', '40', '41']);
    expect(list.filter((category) => category.featured).map((category) => category.handle)).toEqual([
      'accessories',
      'cosmetics',
      'lingerie',
      'dress',
    ]);
  });

  it('gives every category with its product count to an admin alone', async () => {
    const all = await adminCategories();
    expect(all.find((category) => category.handle === 'dress')?.productCount).toBe(2);
    expect((await t.send('GET', '/api/categories?include=hidden', null)).statusCode).toBe(401);
    expect((await t.send('GET', '/api/categories?include=hidden', t.shopper)).statusCode).toBe(403);
  });
});

describe('an added category', () => {
  it('is the owner’s to name, describe and size, and the shop follows at once', async () => {
    const knitwear = await create({
      name: 'Knitwear',
      description: 'Soft jumpers and cardigans for cold days.',
      sizeChart: {
        unit: 'cm',
        sizes: [{ size: 'small', bust: 84 }, { size: 'Medium', bust: 90 }, { size: 'L' }],
      },
    });
    expect(knitwear).toMatchObject({ handle: 'knitwear', position: 10, productCount: 0, hidden: false });
    // Common spellings become the chart's sizes.
    expect(knitwear.sizeChart.sizes).toEqual([
      { size: 'S', bust: 84, waist: null, hips: null, length: null },
      { size: 'M', bust: 90, waist: null, hips: null, length: null },
      { size: 'L', bust: null, waist: null, hips: null, length: null },
    ]);
    expect((await shopCategories()).map((category) => category.handle)).toContain('knitwear');

    const created = await t.send('POST', '/api/products/created-product', t.admin, {
      name: 'Cable Knit Jumper',
      category: 'knitwear',
      color: 'beige',
      price: 79,
      description: 'A chunky cable knit.',
      image: '/media/demo/clothing/0/beige/0.svg',
      sizes: [{ size: 'M', stock: 4 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await listing('category=knitwear')).body.products.map((p) => p.title)).toEqual([
      'Cable Knit Jumper',
    ]);
    // The category's own sizes: an XS jumper is refused, naming the chart.
    const xs = await t.send('POST', '/api/products/created-product', t.admin, {
      name: 'Tiny Jumper',
      category: 'knitwear',
      color: 'beige',
      price: 79,
      description: 'Too small.',
      image: '/media/demo/clothing/0/beige/0.svg',
      sizes: [{ size: 'XS', stock: 1 }],
    });
    expect(xs.statusCode).toBe(400);
    expect(xs.json()).toMatchObject({ message: 'Knitwear come in sizes S, M, L, not XS' });
    // The size filter knows the new chart; a size no chart has is refused.
    expect((await listing('size=S&category=knitwear')).status).toBe(200);
    const unknownSize = await listing('size=XXXL');
    expect(unknownSize.status).toBe(400);
    expect(unknownSize.body.message).toMatch(/size must be one of: /);
  });

  it('refuses a name or address another category has, and bad fields, naming them', async () => {
    const taken = await t.send('POST', '/api/categories', t.admin, { name: 'Dress', handle: 'dress' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'handle' });
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'Hats', handle: 'Big Hats' }, 'handle'],
      [{ name: 'Hats', sizeChart: { unit: 'cm', sizes: [] } }, 'sizeChart.sizes'],
      [
        { name: 'Hats', sizeChart: { unit: 'cm', sizes: [{ size: 'M' }, { size: 'medium' }] } },
        'sizeChart.sizes.1.size',
      ],
      [
        { name: 'Hats', sizeChart: { unit: 'cm', sizes: [{ size: 'M', waist: -3 }] } },
        'sizeChart.sizes.0.waist',
      ],
      [{ name: 'Hats', productCount: 3 }, 'productCount'],
    ] as const) {
      const answer = await t.send('POST', '/api/categories', t.admin, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().field).toBe(field);
    }
    expect((await t.send('POST', '/api/categories', t.shopper, { name: 'Hats' })).statusCode).toBe(403);
    expect((await t.send('POST', '/api/categories', null, { name: 'Hats' })).statusCode).toBe(401);
  });
});

describe('renaming a category', () => {
  it('keeps its products, moves its address and answers the old one with a 301', async () => {
    const dress = (await adminCategories()).find((category) => category.handle === 'dress') as AdminCategory;
    const renamed = await t.send('PATCH', `/api/categories/${dress.id}`, t.admin, { name: 'Gowns' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().category).toMatchObject({ handle: 'gowns', name: 'Gowns', productCount: 2 });
    const gowns = await listing('category=gowns');
    expect(gowns.body.products.map((p) => p.category)).toEqual(['gowns', 'gowns']);
    expect((await listing('category=dress')).status).toBe(400);

    const old = await t.app.inject({
      url: '/categories/dress?sort=newest',
      headers: { accept: 'text/html' },
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/categories/gowns?sort=newest');
    // Search finds the products by the new name.
    expect((await listing('q=gowns')).body.products).toHaveLength(2);

    // The name back gives the address back: the redirect goes, the other way round one comes.
    await t.send('PATCH', `/api/categories/${dress.id}`, t.admin, { name: 'Dresses', handle: 'dress' });
    expect(
      (await t.app.inject({ url: '/categories/gowns', headers: { accept: 'text/html' } })).headers.location,
    ).toBe('/categories/dress');
  });

  it('carries sales and discount codes that name it to its new address', async () => {
    const now = Date.now();
    const sale = await t.send('POST', '/api/sales', t.admin, {
      name: 'Swim week',
      percentOff: 20,
      categories: ['swim'],
      startsAt: new Date(now + 3_600_000).toISOString(),
      endsAt: new Date(now + 7_200_000).toISOString(),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const swim = (await adminCategories()).find((category) => category.handle === 'swim') as AdminCategory;
    await t.send('PATCH', `/api/categories/${swim.id}`, t.admin, { name: 'Swimwear' });
    const sales = (await t.send('GET', '/api/sales', t.admin)).json() as {
      sales: { name: string; categories: string[] }[];
    };
    expect(sales.sales.find((entry) => entry.name === 'Swim week')?.categories).toEqual(['swimwear']);
    // While the sale is on or ahead, the category is not deleted under it.
    const refused = await t.send('DELETE', `/api/categories/${swim.id}`, t.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The sale "Swim week" covers this category: take it out of the sale first',
    );
  });
});

describe('reordering and hiding', () => {
  it('moves a category in the menus and keeps every position distinct', async () => {
    const shoes = (await adminCategories()).find((category) => category.handle === 'shoes') as AdminCategory;
    await t.send('PATCH', `/api/categories/${shoes.id}`, t.admin, { position: 0 });
    const order = (await adminCategories()).map((category) => [category.handle, category.position]);
    expect(order[0]).toEqual(['shoes', 0]);
    expect(order.map(([, position]) => position)).toEqual(order.map((_, index) => index));
  });

  it('takes a hidden category out of the menus, the filter and its page, its products still sold', async () => {
    const jewellery = (await adminCategories()).find(
      (category) => category.handle === 'jewellery',
    ) as AdminCategory;
    await t.send('PATCH', `/api/categories/${jewellery.id}`, t.admin, { hidden: true });
    expect((await shopCategories()).map((category) => category.handle)).not.toContain('jewellery');
    const inUse = (await t.app.inject('/api/shopify-products/categories')).json() as { categories: string[] };
    expect(inUse.categories).not.toContain('jewellery');
    expect((await listing('q=hoops')).body.products.map((p) => p.title)).toEqual(['Gold Hoops']);
    await t.send('PATCH', `/api/categories/${jewellery.id}`, t.admin, { hidden: false });
    expect((await t.app.inject('/api/shopify-products/categories')).json().categories).toContain('jewellery');
  });
});

describe('deleting a category', () => {
  it('is refused while it holds products, unless they move to another in the same transaction', async () => {
    const hats = await create({ name: 'Hats', sizeChart: { unit: 'cm', sizes: [{ size: 'One Size' }] } });
    const hat = await t.send('POST', '/api/products/created-product', t.admin, {
      name: 'Straw Hat',
      category: 'hats',
      color: 'beige',
      price: 39,
      description: 'For sunny days.',
      image: '/media/demo/accessories/0/beige/0.svg',
      sizes: [{ size: 'One Size', stock: 2 }],
    });
    expect(hat.statusCode, hat.body).toBe(201);

    const refused = await t.send('DELETE', `/api/categories/${hats.id}`, t.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Hats holds 1 product: choose a category to move it to (moveTo)',
      field: 'moveTo',
    });
    expect((await t.send('DELETE', `/api/categories/${hats.id}?moveTo=hats`, t.admin)).statusCode).toBe(400);
    expect((await t.send('DELETE', `/api/categories/${hats.id}?moveTo=nothing`, t.admin)).statusCode).toBe(
      400,
    );

    const deleted = await t.send('DELETE', `/api/categories/${hats.id}?moveTo=accessories`, t.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Category deleted; 1 product moved', moved: 1 });
    expect((await listing('category=accessories')).body.products.map((p) => p.title)).toContain('Straw Hat');
    // Its address leads to where its products went.
    expect(
      (await t.app.inject({ url: '/categories/hats', headers: { accept: 'text/html' } })).headers.location,
    ).toBe('/categories/accessories');
    expect((await t.send('DELETE', `/api/categories/${hats.id}`, t.admin)).statusCode).toBe(404);
  });

  it('adds a moved product’s sizes to the chart of the category it moves to', async () => {
    const belts = await create({
      name: 'Belts',
      sizeChart: { unit: 'in', sizes: [{ size: '28' }, { size: '30' }] },
    });
    const belt = await t.send('POST', '/api/products/created-product', t.admin, {
      name: 'Leather Belt',
      category: 'belts',
      color: 'black',
      price: 45,
      description: 'Full grain.',
      image: '/media/demo/accessories/0/black/0.svg',
      sizes: [{ size: '30', stock: 3 }],
    });
    expect(belt.statusCode, belt.body).toBe(201);
    expect(
      (await t.send('DELETE', `/api/categories/${belts.id}?moveTo=accessories`, t.admin)).statusCode,
    ).toBe(200);
    const accessories = (await shopCategories()).find((category) => category.handle === 'accessories');
    expect(accessories?.sizeChart.sizes.map((row) => row.size)).toEqual(['One Size', '30']);
  });
});

describe('a size chart', () => {
  it('lets a size go only when no product holds stock in it, naming them', async () => {
    const clothing = (await adminCategories()).find(
      (category) => category.handle === 'clothing',
    ) as AdminCategory;
    const top = await t.send('POST', '/api/products/created-product', t.admin, {
      name: 'Striped Tee',
      category: 'clothing',
      color: 'white',
      price: 25,
      description: 'Breton stripes.',
      image: '/media/demo/clothing/0/white/0.svg',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 5 },
      ],
    });
    expect(top.statusCode, top.body).toBe(201);
    const withoutM = { unit: 'cm', sizes: ['XS', 'S', 'L', 'XL'].map((size) => ({ size })) };
    const refused = await t.send('PATCH', `/api/categories/${clothing.id}`, t.admin, { sizeChart: withoutM });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Size M leaves the chart only when no product holds stock in it: Striped Tee (M)',
      field: 'sizeChart',
    });
    // S holds nothing: it goes, and the product's empty S with it.
    const withoutS = { unit: 'cm', sizes: ['XS', 'M', 'L', 'XL'].map((size) => ({ size })) };
    const changed = await t.send('PATCH', `/api/categories/${clothing.id}`, t.admin, { sizeChart: withoutS });
    expect(changed.statusCode, changed.body).toBe(200);
    const product = (await t.app.inject(`/api/shopify-products/products/${top.json().handle}`)).json() as {
      variants: { edges: { node: { selectedOptions: { name: string; value: string }[] } }[] };
    };
    expect(product.variants.edges.map(({ node }) => node.selectedOptions[0]?.value)).toEqual(['M']);
  });
});
