import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { createLocalImageStore } from '../modules/uploads';
import { insertProducts } from '../seed';
import { newAccount } from '../test/auth-fixtures';
import { withDatabase } from '../test/database-url';
import { checkoutBody, payOnTestCheckout } from '../test/order-fixtures';
import { productFixture } from '../test/product-fixtures';
import { type Database, openDatabase } from './client';
import { MoveError, moveToPostgres } from './move-to-postgres';

// A shop that started on the embedded database, with a customer and a paid order, moves to an
// empty PostgreSQL database and carries on there: the customer logs in and finds the order.
const postgres = process.env.TEST_DB === 'postgres' ? inject('postgresTemplate') : null;
let dataDir: string;
let uploadsDir: string;
const scarf = productFixture({ title: 'Moving Scarf', category: 'accessories', priceCents: 4900, stock: 5 });
const scarfId = scarf.variants[0]?.id as string;
const customer = newAccount();
const emptyName = `shop_move_${Date.now().toString(36)}`;
let orderId: string;

function appOn(database: Database): Promise<FastifyInstance> {
  return buildApp({ database, webDist: false, imageStore: createLocalImageStore(uploadsDir), uploadsDir });
}

async function counts(db: Database['db']): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    result[name] = counted.rows[0]?.n ?? 0;
  }
  return result;
}

describe.runIf(postgres)('moving a shop from the embedded database to PostgreSQL', () => {
  // Worked out when the tests run: without PostgreSQL this block is only collected and skipped.
  let adminUrl = '';
  let emptyUrl = '';

  beforeAll(async () => {
    adminUrl = postgres?.adminUrl ?? '';
    emptyUrl = withDatabase(adminUrl, emptyName);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-move-'));
    uploadsDir = path.join(dataDir, 'uploads');
    const embedded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await embedded.migrate();
    await insertProducts(embedded.db, [scarf]);
    const app = await appOn(embedded);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/register', payload: customer })).statusCode,
    ).toBe(201);
    const { token } = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: customer.password },
      })
    ).json();
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: { authorization: `Bearer ${token}` },
      payload: await checkoutBody(app, customer.email, [{ id: scarfId, quantity: 2 }]),
    });
    const paid = await payOnTestCheckout(
      app,
      { bearer: { authorization: `Bearer ${token}` } },
      checkout.json().id,
    );
    expect(paid.statusCode).toBe(303);
    orderId = (
      await app.inject({
        url: `/api/orders/${customer.email}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()[0]._id;
    await app.close();
    await embedded.close();

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${emptyName}`);
    await admin.end();
  }, 60_000);

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${emptyName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table and row, and the customer logs in and finds the order there', async () => {
    const lines: string[] = [];
    const report = await moveToPostgres(path.join(dataDir, 'db'), emptyUrl, (line) => lines.push(line));
    expect(lines.length).toBe(report.tables.length);

    const embedded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const before = await counts(embedded.db);
    await embedded.close();
    const moved = await openDatabase({ kind: 'postgres', url: emptyUrl });
    try {
      expect(await counts(moved.db)).toEqual(before);
      expect(before).toMatchObject({ users: 1, orders: 1, products: 1, sessions: 1 });

      const app = await appOn(moved);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: customer.password },
      });
      expect(login.statusCode).toBe(200);
      const orders = await app.inject({
        url: `/api/orders/${customer.email}`,
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      // $98 of items, Standard delivery $5.99 (free only from $100), 5% tax on the items.
      expect(orders.json()).toMatchObject([{ _id: orderId, paymentStatus: 'paid', amountCents: 10_889 }]);
      // The storefront's generated columns were computed again: the product shows with its stock.
      const product = await app.inject(`/api/shopify-products/products/${scarf.handle}`);
      expect(product.json().variants.edges[0].node.quantityAvailable).toBe(3);
      await app.close();
    } finally {
      await moved.close();
    }
  });

  it('refuses a data folder without a database, and a database that is not empty', async () => {
    await expect(moveToPostgres(path.join(dataDir, 'no-such-folder'), emptyUrl)).rejects.toThrow(
      /There is no embedded database in .*no-such-folder: set DATA_DIR/,
    );
    await expect(moveToPostgres(path.join(dataDir, 'db'), emptyUrl)).rejects.toThrow(MoveError);
    await expect(moveToPostgres(path.join(dataDir, 'db'), emptyUrl)).rejects.toThrow(
      /already has \d+ tables/,
    );
  });
});
