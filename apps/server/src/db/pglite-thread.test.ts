import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { products } from '../modules/catalog/catalog.schema';
import { insertProducts } from '../seed';
import { productFixture } from '../test/product-fixtures';
import { type Database, openDatabase } from './client';

let database: Database;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  const dump = readFileSync(inject('pgliteTemplate'));
  database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]), thread: true });
});
afterAll(() => database.close());

describe('the embedded database on its own thread', () => {
  it('reads and writes through drizzle as in-process PGlite does: dates, JSON, numbers', async () => {
    const dress = productFixture({ title: 'Thread Dress', createdAt: new Date('2026-05-06T07:08:09.123Z') });
    await insertProducts(database.db, [dress]);
    const found = await database.db.query.products.findFirst({
      where: (p, { eq }) => eq(p.id, dress.id),
      with: { variants: true },
    });
    expect(found?.createdAt).toEqual(new Date('2026-05-06T07:08:09.123Z'));
    expect(found?.priceCents).toBe(dress.priceCents);
    expect(found?.variants).toHaveLength(dress.variants.length);
    const [shaped] = rows<{ doc: { n: number; tags: string[] } }>(
      await database.db.execute(
        sql`select json_build_object('n', 2, 'tags', json_build_array('a', 'b')) as doc`,
      ),
    );
    expect(shaped?.doc).toEqual({ n: 2, tags: ['a', 'b'] });
  });

  it('commits a transaction for everyone, and rolls one back when its work throws', async () => {
    const kept = productFixture({ title: 'Kept Blouse' });
    const dropped = productFixture({ title: 'Dropped Blouse' });
    await insertProducts(database.db, [kept]);
    await expect(
      database.db.transaction(async (tx) => {
        await insertProducts(tx, [dropped]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const titles = rows<{ title: string }>(
      await database.db.execute(
        sql`select title from ${products} where title like '% Blouse' order by title`,
      ),
    ).map((row) => row.title);
    expect(titles).toEqual(['Kept Blouse']);
  });

  it('passes on Postgres errors with the code and constraint that callers inspect', async () => {
    await insertProducts(database.db, [productFixture({ handle: 'one-of-a-kind' })]);
    // The catalog turns the unique violation (23505 on products_handle_key) into its own answer.
    await expect(insertProducts(database.db, [productFixture({ handle: 'one-of-a-kind' })])).rejects.toThrow(
      'Another product already uses this handle',
    );
    const error = await database.db.execute(sql`select 1 / 0`).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22012');
    // The failed transaction is over: the database goes on answering.
    expect(rows(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let finish: () => void = () => {};
    const holding = new Promise<void>((resolve) => (finish = resolve));
    let inserted: () => void = () => {};
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await insertProducts(tx, [productFixture({ title: 'Uncommitted Scarf' })]);
        inserted();
        await holding;
        throw new Error('roll it back');
      })
      .catch(() => 'rolled back');
    await insertedOnce;
    // Sent while the transaction is open: it must neither see the row nor run inside it.
    const outside = database.db.execute(
      sql`select count(*)::int as n from ${products} where title = 'Uncommitted Scarf'`,
    );
    finish();
    expect(await transaction).toBe('rolled back');
    expect(rows<{ n: number }>(await outside)[0]?.n).toBe(0);
  });

  it('leaves the event loop free while the database works', async () => {
    let turns = 0;
    let turning = true;
    const spin = () => {
      turns += 1;
      if (turning) setImmediate(spin);
    };
    setImmediate(spin);
    await database.db.execute(sql`select count(*) from generate_series(1, 2000000)`);
    turning = false;
    // In this thread, PGlite runs the whole statement without yielding: a handful of turns at most.
    expect(turns).toBeGreaterThan(50);
  });
});
