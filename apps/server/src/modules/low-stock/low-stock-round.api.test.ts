import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { movableClock } from '../../test/admin-api-fixtures';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestDatabase, startAppOn } from '../../test/test-app';
import { productVariants } from '../catalog/catalog.schema';
import { outbox } from '../mail/mail.schema';

// The morning mail of what runs low (docs/product/rules.md, Reports: the morning stock mail):
// once a day from the owner's hour, across instances, only what ran lower since it was told; on
// PGlite and (server-postgres) on PostgreSQL.

const SHOP = 'https://shop.test';
const INBOX = 'owner@velora.test';
const clock = movableClock(new Date('2026-06-01T06:00:00Z'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const instances: Awaited<ReturnType<typeof startAppOn>>[] = [];
let app: FastifyInstance;
let other: FastifyInstance;
let admin: LoggedIn;

// S 4 (one held by an open checkout: 3 free), M 2, L sold out, XL plenty.
const dress = productFixture({
  title: 'Wrap Dress',
  category: 'dress',
  color: 'blue',
  sizes: ['S', 'M', 'L', 'XL'],
});
const [small, medium, large, extraLarge] = dress.variants;
if (!small || !medium || !large || !extraLarge) throw new Error('the fixture has four sizes');
small.stock = 4;
medium.stock = 2;
large.stock = 0;
extraLarge.stock = 20;
const skus = new Map<string, string>();

async function startInstance(): Promise<FastifyInstance> {
  const instance = await startAppOn(database, { clock: clock.read, shopUrl: SHOP, shopEmail: INBOX });
  instances.push(instance);
  return instance.app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startInstance();
  other = await startInstance();
  admin = await registerAndLogin(app, database.db, { role: 'admin' });
  await insertProducts(database.db, [dress]);
  for (const row of await database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, dress.id)))
    skus.set(row.id, row.sku);
  // Another shopper's checkout, left unpaid, holds one S.
  await checkoutOne(app, await registerAndLogin(app, database.db), small.id, { pay: false });
}, 60_000);
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database.dispose();
});

const mails = () => database.db.select().from(outbox).where(like(outbox.subject, 'Running low at Velora%'));
const line = (variantId: string, size: string, says: string) =>
  `Wrap Dress — ${size}, Blue (${skus.get(variantId)}): ${says}`;

/** The shop's clock moved to this moment (UTC). */
const at = (iso: string) => {
  clock.now = new Date(iso);
};

async function sell(variantId: string, quantity: number) {
  await checkoutOne(app, await registerAndLogin(app, database.db), variantId, { quantity });
}

async function restockAll(quantity: number) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/products/bulk',
    headers: admin.bearer,
    payload: { action: 'add-stock', quantity, ids: [dress.id] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('the morning low-stock mail', () => {
  it('waits for the hour, then mails the shop once across two instances, sold-out sizes apart', async () => {
    expect(await app.sendLowStockMail()).toBe(0);
    expect(await mails()).toHaveLength(0);

    at('2026-06-01T08:00:00Z');
    const rounds = await Promise.all([app.sendLowStockMail(), other.sendLowStockMail()]);
    expect(rounds.filter((told) => told !== null && told > 0)).toEqual([3]);
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail?.to).toBe(INBOX);
    expect(mail?.subject).toBe('Running low at Velora: 3 sizes');
    const text = mail?.text ?? '';
    // The fewest left first; held units are not free; XL is not low.
    const lowPart = text.slice(text.indexOf('Running low:'), text.indexOf('Sold out:'));
    expect(lowPart.split('\n').slice(1, 3)).toEqual([
      line(medium.id, 'M', '2 left'),
      line(small.id, 'S', '3 left'),
    ]);
    expect(text.slice(text.indexOf('Sold out:')).split('\n')[1]).toBe(line(large.id, 'L', 'sold out'));
    expect(text).not.toContain('XL');
    expect(text).toContain(`${SHOP}/dashboard/manage-products?stock=low`);
  });

  it('mails once a day: a further fall the same day waits for the next', async () => {
    await sell(medium.id, 1);
    at('2026-06-01T17:00:00Z');
    expect(await app.sendLowStockMail()).toBe(0);
    expect(await other.sendLowStockMail()).toBe(0);
    expect(await mails()).toHaveLength(1);

    at('2026-06-02T08:30:00Z');
    expect(await other.sendLowStockMail()).toBe(1);
    const [, mail] = await mails();
    expect(mail?.subject).toBe('Running low at Velora: 1 size');
    expect(mail?.text).toContain(line(medium.id, 'M', '1 left'));
    expect(mail?.text).not.toContain('Sold out:');
  });

  it('sends nothing when nothing fell further, and tells a size again only after it does', async () => {
    at('2026-06-03T09:00:00Z');
    expect(await app.sendLowStockMail()).toBe(0);
    expect(await mails()).toHaveLength(2);
    // The day was taken all the same: a fall later that day waits for the morning after.
    await sell(medium.id, 1);
    at('2026-06-03T10:00:00Z');
    expect(await app.sendLowStockMail()).toBe(0);
    expect(await mails()).toHaveLength(2);

    at('2026-06-04T08:00:00Z');
    expect(await app.sendLowStockMail()).toBe(1);
    const mail = (await mails())[2];
    // Sold out now: told again, among the sold-out sizes.
    expect(mail?.text.slice(mail.text.indexOf('Sold out:')).split('\n')[1]).toBe(
      line(medium.id, 'M', 'sold out'),
    );
    expect(mail?.text).not.toContain('Running low:');
  });

  it('forgets a size back above its threshold, and tells it anew when it runs low again', async () => {
    await restockAll(8);
    at('2026-06-05T08:00:00Z');
    expect(await app.sendLowStockMail()).toBe(0);
    // M has 8 now; down to 3, it is low again, though more than it was last told.
    await sell(medium.id, 5);
    at('2026-06-06T08:00:00Z');
    expect(await app.sendLowStockMail()).toBe(1);
    const mail = (await mails())[3];
    expect(mail?.subject).toBe('Running low at Velora: 1 size');
    expect(mail?.text).toContain(line(medium.id, 'M', '3 left'));
  });
});
