import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/process/server-root';

// drizzle applies, to a database that already has migrations, only those whose journal time is
// later than the newest one it applied. A migration stamped earlier than one before it is never
// applied to a shop that upgrades: the shop's tables silently miss it.

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = JSON.parse(
  readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
) as Journal;

/**
 * 0012 was stamped ahead of its time and 0013–0017 were generated before that stamp: a shop
 * created between them did not get them on upgrade. Every migration from 0018 on is later.
 */
const STAMPED_BEFORE_0012 = new Set([13, 14, 15, 16, 17]);

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migrations', () => {
  it('are stamped later than every one before them, so an upgrade applies each new one', () => {
    let latest = 0;
    for (const entry of journal.entries) {
      if (!STAMPED_BEFORE_0012.has(entry.idx)) expect(entry.when, entry.tag).toBeGreaterThan(latest);
      latest = Math.max(latest, entry.when);
    }
  });

  it('bring a shop made by an earlier version up to date', async () => {
    // The migrations of an earlier version: the journal up to 0017 (promotions).
    const earlier = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
    folders.push(earlier);
    cpSync(migrationsDir, earlier, { recursive: true });
    const upTo17: Journal = { ...journal, entries: journal.entries.filter((entry) => entry.idx <= 17) };
    writeFileSync(path.join(earlier, 'meta', '_journal.json'), JSON.stringify(upTo17));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: earlier });
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      const columns = await client.query<{ column_name: string }>(
        `select table_name || '.' || column_name as column_name from information_schema.columns
         where (table_name = 'products' and column_name in ('status', 'colors'))
            or (table_name = 'product_variants' and column_name = 'sku')`,
      );
      expect(columns.rows.map((row) => row.column_name).sort()).toEqual([
        'product_variants.sku',
        'products.colors',
        'products.status',
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('number the orders paid before receipts, in the order they were paid each year', async () => {
    const earlier = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
    folders.push(earlier);
    cpSync(migrationsDir, earlier, { recursive: true });
    const upTo30: Journal = { ...journal, entries: journal.entries.filter((entry) => entry.idx <= 30) };
    writeFileSync(path.join(earlier, 'meta', '_journal.json'), JSON.stringify(upTo30));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: earlier });
      const order = (number: string, paidAt: string | null) =>
        client.query(
          `insert into orders (order_number, email, hold_expires_at, subtotal_cents, tax_cents, amount_cents,
             payment_provider, checkout_key, payment_status, paid_at)
           values ($1, 'ann@example.com', now(), 100, 5, 105, 'local', $1, $2, $3)`,
          [number, paidAt ? 'paid' : 'expired', paidAt],
        );
      await order('VL-B', '2025-12-31T23:00:00Z');
      await order('VL-A', '2025-03-01T10:00:00Z');
      await order('VL-C', '2026-01-02T10:00:00Z');
      await order('VL-D', null);
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      const numbered = await client.query<{ order_number: string; invoice_number: string | null }>(
        'select order_number, invoice_number from orders order by order_number',
      );
      expect(numbered.rows).toEqual([
        { order_number: 'VL-A', invoice_number: '2025-000001' },
        { order_number: 'VL-B', invoice_number: '2025-000002' },
        { order_number: 'VL-C', invoice_number: '2026-000001' },
        { order_number: 'VL-D', invoice_number: null },
      ]);
      const counters = await client.query('select year, last from invoice_counters order by year');
      expect(counters.rows).toEqual([
        { year: 2025, last: 2 },
        { year: 2026, last: 1 },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('keep each earlier line’s share of its order’s 5 % tax, and number the refunds made', async () => {
    const earlier = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
    folders.push(earlier);
    cpSync(migrationsDir, earlier, { recursive: true });
    const upTo31: Journal = { ...journal, entries: journal.entries.filter((entry) => entry.idx <= 31) };
    writeFileSync(path.join(earlier, 'meta', '_journal.json'), JSON.stringify(upTo31));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: earlier });
      const order = await client.query<{ id: string }>(
        `insert into orders (order_number, email, hold_expires_at, subtotal_cents, tax_cents, amount_cents,
           payment_provider, checkout_key, payment_status, paid_at, discount_cents)
         values ('VL-T', 'ann@example.com', now(), 3000, 140, 3040, 'local', 'k', 'partially_refunded', now(), 100)
         returning id`,
      );
      const orderId = order.rows[0]?.id;
      for (const [position, price, discount] of [
        [0, 1000, 0],
        [1, 1000, 100],
        [2, 1000, 0],
      ])
        await client.query(
          `insert into order_lines (order_id, position, handle, title, size, color, unit_price_cents, quantity, discount_cents)
           values ($1, $2, 'dress', 'Dress', 'M', 'Red', $3, 1, $4)`,
          [orderId, position, price, discount],
        );
      await client.query(
        `insert into refunds (order_id, amount_cents, reason, status, created_at)
         values ($1, 1520, 'Too small', 'succeeded', '2026-02-01T10:00:00Z'), ($1, 100, 'Late', 'failed', now())`,
        [orderId],
      );
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      const lines = await client.query(
        'select tax_rate_milli_percent, tax_cents from order_lines order by position',
      );
      // 140 over 1000, 900 and 1000: 48.28, 43.45, 48.28; the cent left goes to the largest remainder.
      expect(lines.rows).toEqual([
        { tax_rate_milli_percent: 5000, tax_cents: 48 },
        { tax_rate_milli_percent: 5000, tax_cents: 44 },
        { tax_rate_milli_percent: 5000, tax_cents: 48 },
      ]);
      const taxLines = await client.query(
        'select name, rate_milli_percent, taxable_cents, tax_cents from order_tax_lines',
      );
      expect(taxLines.rows).toEqual([
        { name: 'Tax', rate_milli_percent: 5000, taxable_cents: 2900, tax_cents: 140 },
      ]);
      const refunds = await client.query(
        'select tax_cents, credit_note_number from refunds order by amount_cents desc',
      );
      expect(refunds.rows).toEqual([
        { tax_cents: 70, credit_note_number: 'CN-2026-000001' },
        { tax_cents: 5, credit_note_number: null },
      ]);
      const counters = await client.query('select year, last from credit_note_counters');
      expect(counters.rows).toEqual([{ year: 2026, last: 1 }]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('give orders their units and lines their order’s payment time, and keep it with the order', async () => {
    const earlier = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
    folders.push(earlier);
    cpSync(migrationsDir, earlier, { recursive: true });
    const upTo33: Journal = { ...journal, entries: journal.entries.filter((entry) => entry.idx <= 33) };
    writeFileSync(path.join(earlier, 'meta', '_journal.json'), JSON.stringify(upTo33));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: earlier });
      const orderIds: string[] = [];
      for (const [number, paidAt] of [
        ['VL-PAID', '2026-03-01T10:00:00Z'],
        ['VL-OPEN', null],
      ] as const) {
        const order = await client.query<{ id: string }>(
          `insert into orders (order_number, email, hold_expires_at, subtotal_cents, tax_cents, amount_cents,
             payment_provider, checkout_key, payment_status, paid_at)
           values ($1, 'ann@example.com', now(), 1000, 50, 1050, 'local', $1, $2, $3) returning id`,
          [number, paidAt ? 'paid' : 'awaiting_payment', paidAt],
        );
        const orderId = order.rows[0]?.id ?? '';
        orderIds.push(orderId);
        await client.query(
          `insert into order_lines (order_id, position, handle, title, size, color, unit_price_cents, quantity)
           values ($1, 0, 'dress', 'Dress', 'M', 'Red', 1000, 1), ($1, 1, 'scarf', 'Scarf', 'One Size', 'Red', 500, 1)`,
          [orderId],
        );
      }
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      const paidAtOf = async (orderId: string | undefined) =>
        (
          await client.query<{ paid_at: Date | null }>(
            'select paid_at from order_lines where order_id = $1 order by position',
            [orderId],
          )
        ).rows.map((row) => row.paid_at?.toISOString() ?? null);
      expect(await paidAtOf(orderIds[0])).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z']);
      expect(await paidAtOf(orderIds[1])).toEqual([null, null]);
      const units = await client.query<{ units: number }>('select units from orders order by order_number');
      expect(units.rows).toEqual([{ units: 2 }, { units: 2 }]);

      // Paid now: the lines follow; a change of the order's other columns leaves them be.
      await client.query(
        `update orders set paid_at = '2026-04-02T08:30:00Z', payment_status = 'paid' where id = $1`,
        [orderIds[1]],
      );
      expect(await paidAtOf(orderIds[1])).toEqual(['2026-04-02T08:30:00.000Z', '2026-04-02T08:30:00.000Z']);
      // A line written into an order already paid takes its payment time.
      await client.query(
        `insert into order_lines (order_id, position, handle, title, size, color, unit_price_cents, quantity)
         values ($1, 2, 'belt', 'Belt', 'One Size', 'Tan', 900, 1)`,
        [orderIds[1]],
      );
      expect(await paidAtOf(orderIds[1])).toEqual([
        '2026-04-02T08:30:00.000Z',
        '2026-04-02T08:30:00.000Z',
        '2026-04-02T08:30:00.000Z',
      ]);
      await client.query(`update order_lines set paid_at = null where order_id = $1`, [orderIds[0]]);
      await client.query(`update orders set status = 'shipped' where id = $1`, [orderIds[0]]);
      expect(await paidAtOf(orderIds[0])).toEqual([null, null]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
