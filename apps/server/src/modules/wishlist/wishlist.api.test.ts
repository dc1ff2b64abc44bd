import {
  WISHLIST_MESSAGES,
  type WishlistItem,
  wishlistItemSchema,
  wishlistResponseSchema,
} from '@shop/shared/catalog/wishlist-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

const dress = productFixture({ title: 'Wrap Dress', category: 'dress', priceCents: 12_000, stock: 2 });
const boots = productFixture({ title: 'Ankle Boots', category: 'shoes', priceCents: 9_900, stock: 0 });
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4_900, stock: 3 });
const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 20_000, stock: 4 });
const draft = productFixture({ title: 'Draft Skirt', category: 'dress', status: 'draft' });
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [dress, boots, scarf, coat, draft]);
});
afterAll(() => t.close());

const shopper = () => registerAndLogin(t.app, t.database.db);
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

const save = (who: LoggedIn | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: who?.bearer ?? {},
    payload: payload as object,
  });
const saved = async (who: LoggedIn, payload: { productId: string; size?: string | null }) => {
  const response = await save(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return wishlistItemSchema.parse(response.json());
};
const list = async (who: LoggedIn): Promise<WishlistItem[]> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: who.bearer });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return wishlistResponseSchema.parse(response.json()).items;
};
const remove = (who: LoggedIn, productId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers: who.bearer });
const merge = (who: LoggedIn | null, items: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wishlist/merge',
    headers: who?.bearer ?? {},
    payload: { items } as object,
  });

describe('the wishlist API', () => {
  it('needs a login for every route', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/wishlist' }),
      save(null, { productId: dress.id }),
      merge(null, [{ productId: dress.id }]),
      t.app.inject({ method: 'DELETE', url: `/api/wishlist/${dress.id}` }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('You must be logged in!');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('saves a product with a size or alone, and lists them newest first with the price and stock then', async () => {
    const ann = await shopper();
    expect(await list(ann)).toEqual([]);

    const first = await saved(ann, { productId: dress.id, size: 'm' });
    expect(first).toMatchObject({
      productId: dress.id,
      handle: dress.handle,
      title: 'Wrap Dress',
      image: dress.images[0]?.url,
      size: 'M',
      savedPrice: 120,
      savedPriceCents: 12_000,
      price: 120,
      priceCents: 12_000,
      inStock: true,
      available: true,
      changes: [],
      variant: { color: 'red', price: 120, priceCents: 12_000, quantityAvailable: 2 },
    });
    expect(first.variant?.id).toBe(dress.variants.find((v) => v.size === 'M')?.id);

    // A card saves a product alone: any size counts, and a product of one size can still be added.
    const second = await saved(ann, { productId: scarf.id });
    expect(second).toMatchObject({ size: null, savedPrice: 49, inStock: true, changes: [] });
    expect(second.variant?.id).toBe(scarf.variants[0]?.id);
    const coatAlone = await saved(ann, { productId: coat.id, size: null });
    expect(coatAlone).toMatchObject({ size: null, inStock: true, variant: null });

    const response = await save(ann, { productId: boots.id, size: '38' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      size: '38',
      inStock: false,
      changes: ['sold_out'],
      variant: null,
    });

    expect((await list(ann)).map((item) => item.productId)).toEqual([boots.id, coat.id, scarf.id, dress.id]);
  });

  it('says what changed since: price down or up, back in stock, sold out, and keeps an archived product as unavailable', async () => {
    const ann = await shopper();
    await saved(ann, { productId: dress.id, size: 'S' });
    await saved(ann, { productId: boots.id, size: '39' });
    await saved(ann, { productId: scarf.id });
    await saved(ann, { productId: coat.id, size: 'L' });
    const draftDress = productFixture({ title: 'Soon Archived', priceCents: 5_000 });
    await insertProducts(t.database.db, [draftDress]);
    await saved(ann, { productId: draftDress.id });

    try {
      await exec(
        sql`update product_variants set price_cents = 8900 where product_id = ${dress.id}::uuid and size = 'S'`,
      );
      await exec(
        sql`update product_variants set stock = 2 where product_id = ${boots.id}::uuid and size = '39'`,
      );
      await exec(sql`update product_variants set stock = 0 where product_id = ${scarf.id}::uuid`);
      await exec(sql`update product_variants set price_cents = 21000 where product_id = ${coat.id}::uuid`);
      await exec(sql`update products set status = 'archived' where id = ${draftDress.id}::uuid`);

      const items = new Map((await list(ann)).map((item) => [item.productId, item]));
      expect(items.get(dress.id)).toMatchObject({
        savedPrice: 120,
        price: 89,
        priceCents: 8900,
        inStock: true,
        changes: ['price_down'],
      });
      expect(items.get(boots.id)).toMatchObject({ inStock: true, changes: ['back_in_stock'] });
      expect(items.get(boots.id)?.variant?.id).toBe(boots.variants.find((v) => v.size === '39')?.id);
      expect(items.get(scarf.id)).toMatchObject({ inStock: false, changes: ['sold_out'], variant: null });
      expect(items.get(coat.id)).toMatchObject({ savedPrice: 200, price: 210, changes: ['price_up'] });
      expect(items.get(draftDress.id)).toMatchObject({
        title: 'Soon Archived',
        available: false,
        price: null,
        priceCents: null,
        inStock: false,
        changes: [],
        variant: null,
      });

      // An archived product can no longer be saved; one deleted leaves every list.
      const again = await save(ann, { productId: draftDress.id });
      expect(again.statusCode).toBe(404);
      await exec(sql`delete from products where id = ${draftDress.id}::uuid`);
      expect((await list(ann)).map((item) => item.productId)).not.toContain(draftDress.id);
    } finally {
      await exec(sql`update product_variants set price_cents = 12000 where product_id = ${dress.id}::uuid`);
      await exec(sql`update product_variants set stock = 0 where product_id = ${boots.id}::uuid`);
      await exec(sql`update product_variants set stock = 3 where product_id = ${scarf.id}::uuid`);
      await exec(sql`update product_variants set price_cents = 20000 where product_id = ${coat.id}::uuid`);
    }
  });

  it('counts the units checkouts hold as taken', async () => {
    const ann = await shopper();
    await exec(
      sql`update product_variants set reserved = 2 where product_id = ${dress.id}::uuid and size = 'XL'`,
    );
    try {
      expect(await saved(ann, { productId: dress.id, size: 'XL' })).toMatchObject({
        inStock: false,
        changes: ['sold_out'],
      });
      await exec(
        sql`update product_variants set reserved = 0 where product_id = ${dress.id}::uuid and size = 'XL'`,
      );
      expect((await list(ann))[0]).toMatchObject({ inStock: true, changes: ['back_in_stock'] });
    } finally {
      await exec(sql`update product_variants set reserved = 0 where product_id = ${dress.id}::uuid`);
    }
  });

  it('saving again replaces the size, with the price and stock of the new one, and moves it to the top', async () => {
    const ann = await shopper();
    await saved(ann, { productId: dress.id, size: 'S' });
    await saved(ann, { productId: scarf.id });
    await exec(
      sql`update product_variants set price_cents = 13000 where product_id = ${dress.id}::uuid and size = 'L'`,
    );
    try {
      const replaced = await saved(ann, { productId: dress.id, size: 'L' });
      expect(replaced).toMatchObject({ size: 'L', savedPriceCents: 13_000, changes: [] });
      const items = await list(ann);
      expect(items.map((item) => [item.productId, item.size])).toEqual([
        [dress.id, 'L'],
        [scarf.id, null],
      ]);
    } finally {
      await exec(sql`update product_variants set price_cents = 12000 where product_id = ${dress.id}::uuid`);
    }
  });

  it('answers 400 naming the field for a bad id or a size the product does not have, 404 for an unknown or unpublished product', async () => {
    const ann = await shopper();
    const badId = await save(ann, { productId: 'nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('productId');

    const noSize = await save(ann, { productId: dress.id, size: '38' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({ message: WISHLIST_MESSAGES.noSuchSize, field: 'size' });

    const oddSize = await save(ann, { productId: dress.id, size: '<M>' });
    expect(oddSize.statusCode).toBe(400);
    expect(oddSize.json().field).toBe('size');

    for (const productId of [unknownId, draft.id]) {
      const missing = await save(ann, { productId });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Product not found', field: 'productId' });
    }

    const badDelete = await remove(ann, 'nope');
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json().field).toBe('productId');

    const tooMany = await merge(
      ann,
      Array.from({ length: 101 }, () => ({ productId: dress.id })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('items');
    expect(await list(ann)).toEqual([]);
  });

  it('removes only the caller’s own: another shopper’s is 404 and never shown', async () => {
    const ann = await shopper();
    const bob = await shopper();
    await saved(ann, { productId: dress.id, size: 'M' });
    await saved(bob, { productId: coat.id, size: 'S' });

    const theirs = await remove(ann, coat.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: WISHLIST_MESSAGES.notOnList, field: 'productId' });
    expect((await list(bob)).map((item) => item.productId)).toEqual([coat.id]);
    expect((await list(ann)).map((item) => item.productId)).toEqual([dress.id]);

    const own = await remove(ann, dress.id);
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe('');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(await list(ann)).toEqual([]);
    expect((await remove(ann, dress.id)).statusCode).toBe(404);
    expect((await list(bob)).map((item) => item.productId)).toEqual([coat.id]);
  });

  it('merges a guest’s list on login: keeps what was saved, adds the rest in the guest’s order, skips the unknown', async () => {
    const ann = await shopper();
    await saved(ann, { productId: dress.id, size: 'M' });

    const response = await merge(ann, [
      { productId: scarf.id },
      { productId: dress.id, size: 'S' },
      { productId: unknownId },
      { productId: draft.id },
      { productId: coat.id, size: '41' },
      { productId: scarf.id, size: 'One Size' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = wishlistResponseSchema.parse(response.json()).items;
    expect(items.map((item) => [item.productId, item.size])).toEqual([
      [scarf.id, null],
      // A size the coat does not come in is dropped: the product is saved alone.
      [coat.id, null],
      [dress.id, 'M'],
    ]);
    expect(await list(ann)).toEqual(items);

    const empty = await merge(ann, []);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().items).toHaveLength(3);
  });

  it('is in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/wishlist'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/wishlist/merge'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/wishlist/{productId}'] ?? {})).toEqual(['delete']);
  });
});
