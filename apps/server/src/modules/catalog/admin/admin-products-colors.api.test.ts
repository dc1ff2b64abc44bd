import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/catalog/product-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';

// The colour × size grid of the admin products API (docs/product/api.md, Products): a product in several colours, each
// with its own pictures, sizes, stock and optional own prices, as the storefront then shows it.
// Runs on PGlite and (server-postgres project) on PostgreSQL.

let t: AdminApi;

const grid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tiered Midi Dress',
  category: 'dress',
  price: 120,
  description: 'A tiered midi dress in cotton voile.',
  images: ['/uploads/tiered-detail.webp'],
  colors: [
    {
      color: 'black',
      images: ['/uploads/tiered-black.webp'],
      sizes: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 3 },
      ],
    },
    {
      color: 'green',
      images: ['/uploads/tiered-green.webp', '/uploads/tiered-green-back.webp'],
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 5, price: 135 },
      ],
    },
  ],
  ...overrides,
});

const create = (body: object) => t.send('POST', '/api/products/created-product', t.admin, body);
const update = (id: string, body: object) =>
  t.send('PATCH', `/api/products/update-product/${id}`, t.admin, body);
const read = (id: string) => t.send('GET', `/api/products/${id}`, t.admin);
const storefront = (handle: string) => t.send('GET', `/api/shopify-products/products/${handle}`, null);

interface Node {
  id: string;
  price: { amount: string };
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
}
const option = (node: Node, name: string) => node.selectedOptions.find((o) => o.name === name)?.value;

beforeAll(async () => {
  t = await createAdminApi();
}, 120_000);
afterAll(() => t.close());

describe('a product in several colours', () => {
  it('is created from the grid, the first colour the main one, and reads back as the grid', async () => {
    const created = await create(grid());
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      color: 'black',
      image: '/uploads/tiered-detail.webp',
      images: ['/uploads/tiered-detail.webp'],
      stock: 10,
    });
    expect(product.colors).toEqual([
      {
        color: 'black',
        images: ['/uploads/tiered-black.webp'],
        sizes: [
          expect.objectContaining({ size: 'S', color: 'black', stock: 2, price: null }),
          expect.objectContaining({ size: 'M', color: 'black', stock: 3, price: null }),
        ],
      },
      {
        color: 'green',
        images: ['/uploads/tiered-green.webp', '/uploads/tiered-green-back.webp'],
        sizes: [
          expect.objectContaining({ size: 'S', color: 'green', stock: 0, price: null }),
          expect.objectContaining({ size: 'M', color: 'green', stock: 5, price: 135 }),
        ],
      },
    ]);
    // Every cell has its own SKU, made from the handle, colour and size.
    const skus = product.sizes.map((row: { sku: string }) => row.sku);
    expect(new Set(skus).size).toBe(4);
    expect(skus[3]).toMatch(/-GREEN-M$/);

    const shown = (await storefront(product.handle)).json();
    const variants: Node[] = shown.variants.edges.map((edge: { node: Node }) => edge.node);
    const greenM = variants.find((v) => option(v, 'Color') === 'green' && option(v, 'Size') === 'M');
    expect(greenM).toMatchObject({ price: { amount: '135.00' }, quantityAvailable: 5 });
    expect(variants.find((v) => option(v, 'Color') === 'black' && option(v, 'Size') === 'M')).toMatchObject({
      price: { amount: '120.00' },
    });
    // Each picture says its colour; a shared one keeps the original's {url, altText} node.
    expect(shown.images.edges.map((edge: { node: object }) => edge.node)).toEqual([
      { url: '/uploads/tiered-detail.webp', altText: 'Tiered Midi Dress' },
      { url: '/uploads/tiered-black.webp', altText: 'Tiered Midi Dress in black', color: 'black' },
      { url: '/uploads/tiered-green.webp', altText: 'Tiered Midi Dress in green', color: 'green' },
      { url: '/uploads/tiered-green-back.webp', altText: 'Tiered Midi Dress in green', color: 'green' },
    ]);

    // The colour filter finds it by its second colour.
    const byGreen = await t.send('GET', '/api/shopify-products/products?color=green&search=tiered', null);
    expect(byGreen.json().products.map((p: { id: string }) => p.id)).toContain(product.id);
  });

  it('refuses a grid that says a thing twice, or sizes and colours together, naming the field', async () => {
    const twice = await create(
      grid({
        colors: [
          { color: 'red', sizes: [{ size: 'S', stock: 1 }] },
          { color: 'red', sizes: [{ size: 'M', stock: 1 }] },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toContainEqual({
      field: 'colors.1.color',
      message: PRODUCT_FIELD_MESSAGES.colorTwice('red'),
    });
    const both = await create(grid({ sizes: [{ size: 'S', stock: 1 }] }));
    expect(both.json().errors).toContainEqual({
      field: 'colors',
      message: PRODUCT_FIELD_MESSAGES.sizesOrColors,
    });
    const notListed = await create(grid({ color: 'white' }));
    expect(notListed.json().errors).toContainEqual({
      field: 'color',
      message: PRODUCT_FIELD_MESSAGES.mainColorNotListed,
    });
    const wrongSize = await create(grid({ colors: [{ color: 'red', sizes: [{ size: '42', stock: 1 }] }] }));
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().field).toBe('colors.0.sizes.0.size');
    const cellPrice = await create(
      grid({ colors: [{ color: 'red', sizes: [{ size: 'S', stock: 1, price: -3 }] }] }),
    );
    expect(cellPrice.statusCode).toBe(400);
    expect(cellPrice.json().errors[0].field).toBe('colors.0.sizes.0.price');
  });

  it('keeps each cell’s stock, id and own price through edits, and a new price moves only the others', async () => {
    const product = (await create(grid())).json();
    const greenM = product.colors[1].sizes[1];
    const repriced = await update(product._id, { price: 110 });
    expect(repriced.statusCode).toBe(200);
    const after = repriced.json();
    expect(after.colors[0].sizes.map((row: { stock: number }) => row.stock)).toEqual([2, 3]);
    expect(after.colors[1].sizes[1]).toMatchObject({ variantId: greenM.variantId, stock: 5, price: 135 });
    const shown = (await storefront(product.handle)).json();
    const prices = shown.variants.edges.map((edge: { node: Node }) => edge.node.price.amount);
    expect(prices.sort()).toEqual(['110.00', '110.00', '110.00', '135.00']);

    // A new main colour among its colours changes which comes first, nothing else.
    const main = await update(product._id, { color: 'green' });
    expect(main.json().colors.map((entry: { color: string }) => entry.color)).toEqual(['green', 'black']);
    expect(main.json().stock).toBe(10);
    const unknown = await update(product._id, { color: 'white' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: PRODUCT_FIELD_MESSAGES.newMainColor('white'), field: 'color' });
    // A plain size list would not say which colour it means.
    const sizes = await update(product._id, { sizes: [{ size: 'M', stock: 1 }] });
    expect(sizes.json()).toEqual({ message: PRODUCT_FIELD_MESSAGES.severalColors, field: 'sizes' });
  });

  it('asks before a colour leaves with its units, and dropColors confirms it', async () => {
    const product = (await create(grid())).json();
    const onlyBlack = { colors: [product.colors[0]].map(toBody) };
    const refused = await update(product._id, onlyBlack);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/M in green \(5 in stock\)/);
    expect(refused.json().message).toMatch(/dropColors: \["green"\]/);
    const confirmed = await update(product._id, { ...onlyBlack, dropColors: ['green'] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().colors.map((entry: { color: string }) => entry.color)).toEqual(['black']);
    // The green pictures went with the colour; the shared ones stay.
    expect(confirmed.json().images).toEqual(['/uploads/tiered-detail.webp']);
    const shown = (await storefront(product.handle)).json();
    expect(shown.images.edges.map((edge: { node: { url: string } }) => edge.node.url)).toEqual([
      '/uploads/tiered-detail.webp',
      '/uploads/tiered-black.webp',
    ]);
  });

  it('settles stock seen in the form per cell, naming the cell that both changed', async () => {
    const product = (await create(grid())).json();
    // Another admin restocks green M meanwhile.
    const seen = product.colors.map(toBody);
    const restock = product.colors.map(toBody);
    restock[1].sizes[1].stock = 9;
    expect((await update(product._id, { colors: restock })).statusCode).toBe(200);

    const withSeen = (change: (cells: ReturnType<typeof toBody>[]) => void) => {
      const cells = seen.map((entry: ReturnType<typeof toBody>) => ({
        ...entry,
        sizes: entry.sizes.map((row) => ({ ...row, stockWas: row.stock })),
      }));
      change(cells);
      return cells;
    };
    // Black S changed by this admin only: written; green M left alone: keeps the restock.
    const mine = await update(product._id, {
      colors: withSeen((cells) => {
        (cells[0]?.sizes[0] as { stock: number }).stock = 7;
      }),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().colors[0].sizes[0].stock).toBe(7);
    expect(mine.json().colors[1].sizes[1].stock).toBe(9);

    const clash = await update(product._id, {
      colors: withSeen((cells) => {
        (cells[1]?.sizes[1] as { stock: number }).stock = 1;
      }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().field).toBe('colors.1.sizes.1.stock');
    expect(clash.json().message).toMatch(/M in green changed to 9/);
  });

  it('a taken SKU in a cell is a 409 naming that cell', async () => {
    const first = (await create(grid())).json();
    const sku = first.colors[1].sizes[1].sku;
    const second = await create(
      grid({
        colors: [
          { color: 'red', sizes: [{ size: 'S', stock: 1 }] },
          { color: 'blue', sizes: [{ size: 'M', stock: 1, sku }] },
        ],
      }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().field).toBe('colors.1.sizes.0.sku');
  });

  it('a draft in colours publishes with a colour’s picture and stock in any cell', async () => {
    const draft = await create(
      grid({
        images: undefined,
        status: 'draft',
        colors: [{ color: 'red', sizes: [{ size: 'S', stock: 0 }] }],
      }),
    );
    expect(draft.statusCode).toBe(201);
    const id = draft.json()._id;
    const noPicture = await update(id, { status: 'active' });
    expect(noPicture.json().field).toBe('images');
    const published = await update(id, {
      status: 'active',
      colors: [
        { color: 'red', images: ['/uploads/red.webp'], sizes: [{ size: 'S', stock: 0 }] },
        { color: 'blue', sizes: [{ size: 'S', stock: 2 }] },
      ],
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'active', image: '/uploads/red.webp', images: [] });
    expect((await read(id)).json().colors[1]).toMatchObject({ color: 'blue', images: [] });
  });
});

function toBody(entry: {
  color: string;
  images: string[];
  sizes: { size: string; stock: number; price: number | null }[];
}) {
  return {
    color: entry.color,
    images: entry.images,
    sizes: entry.sizes.map(({ size, stock, price }) => ({ size, stock, price })),
  };
}
