import { SALE_MESSAGES } from '@shop/shared/promotions/promotions';
import {
  currentSalesSchema,
  saleListSchema,
  saleResponseSchema,
  saleSchema,
} from '@shop/shared/promotions/promotions-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminApi,
  createAdminApi,
  createSale,
  expectAdminOnly,
  expectRefused,
  MISSING_ID,
  movableClock,
} from '../../../test/admin-api-fixtures';
import { checkoutOne } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';

const HOUR = 3_600_000;
const clock = movableClock();
const { at } = clock;

let t: AdminApi;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 20 });
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 2_000, stock: 20 });

const create = (payload: Record<string, unknown>) => t.send('POST', '/api/sales', t.admin, payload);
const list = async () => saleListSchema.parse((await t.send('GET', '/api/sales', t.admin)).json()).sales;
const current = async () => {
  const answer = await t.send('GET', '/api/sales/current', null);
  expect(answer.statusCode).toBe(200);
  return currentSalesSchema.parse(answer.json());
};
/** A sale with sensible fields; tests name only what they are about. */
const saleBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Winter sale',
  percentOff: 20,
  startsAt: at(1),
  endsAt: at(5),
  ...fields,
});
const created = (fields: Record<string, unknown> = {}) => createSale(t, saleBody(fields));

beforeAll(async () => {
  t = await createAdminApi({ clock: clock.read, products: [ring, scarf] });
});
afterAll(() => t.close());

describe('sales for the admin', () => {
  it('answers a guest 401 and a shopper 403 on every admin route', async () => {
    await expectAdminOnly(t, '/api/sales', saleBody());
    expect(await list()).toEqual([]);
  });

  it('creates a sale of categories and chosen products, and answers it as the list does', async () => {
    const answer = await create(
      saleBody({
        name: '  Jewels week ',
        percentOff: 25,
        categories: ['jewellery', 'jewellery', 'accessories'],
        productIds: [scarf.id, scarf.id.toUpperCase()],
      }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = saleResponseSchema.parse(answer.json());
    expect(body.message).toBe(SALE_MESSAGES.created);
    expect(body.sale).toMatchObject({
      name: 'Jewels week',
      percentOff: 25,
      categories: ['jewellery', 'accessories'],
      productIds: [scarf.id],
      startsAt: at(1),
      endsAt: at(5),
      state: 'scheduled',
      orders: 0,
      revenue: 0,
      revenueCents: 0,
    });
    expect(await list()).toEqual([body.sale]);
    await t.send('DELETE', `/api/sales/${body.sale.id}`, t.admin);
  });

  it('refuses each bad field, naming it', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', SALE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81) }, 'name', SALE_MESSAGES.nameRequired],
      [{ percentOff: 0 }, 'percentOff', SALE_MESSAGES.percentInvalid],
      [{ percentOff: 91 }, 'percentOff', SALE_MESSAGES.percentInvalid],
      [{ percentOff: 12.5 }, 'percentOff', SALE_MESSAGES.percentInvalid],
      [{ percentOff: '20' }, 'percentOff', SALE_MESSAGES.percentInvalid],
      [{ categories: ['spaceships'] }, 'categories', SALE_MESSAGES.categoriesInvalid],
      [{ productIds: ['not-an-id'] }, 'productIds', SALE_MESSAGES.productIdsInvalid],
      [{ startsAt: 'tomorrow' }, 'startsAt', SALE_MESSAGES.startsAtInvalid],
      [{ endsAt: '2026-13-45T99:00:00Z' }, 'endsAt', SALE_MESSAGES.endsAtInvalid],
      [{ startsAt: at(5), endsAt: at(1) }, 'endsAt', SALE_MESSAGES.endsBeforeStart],
      [{ startsAt: at(5), endsAt: at(5) }, 'endsAt', SALE_MESSAGES.endsBeforeStart],
    ];
    for (const [fields, field, message] of refusals) {
      expectRefused(await create(saleBody(fields)), field, message, JSON.stringify(fields));
    }
    // A product that does not exist (or no longer does) is named as such.
    const unknown = await create(saleBody({ productIds: [ring.id, MISSING_ID] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: SALE_MESSAGES.unknownProducts, field: 'productIds' });
    expect(await list()).toEqual([]);
  });

  it('lists live sales first, then scheduled, then ended, each in its state, which follows the clock', async () => {
    const ended = await created({ name: 'Ended', startsAt: at(-10), endsAt: at(-2) });
    const live = await created({ name: 'Live', startsAt: at(-1), endsAt: at(1) });
    const scheduled = await created({ name: 'Scheduled', startsAt: at(3), endsAt: at(4) });
    expect(ended.state).toBe('ended');
    expect(live.state).toBe('live');
    expect(scheduled.state).toBe('scheduled');
    expect((await list()).map((s) => [s.name, s.state])).toEqual([
      ['Live', 'live'],
      ['Scheduled', 'scheduled'],
      ['Ended', 'ended'],
    ]);

    // The start is inclusive, the end exclusive.
    const before = clock.now;
    clock.now = new Date(scheduled.startsAt);
    expect((await list()).map((s) => [s.name, s.state])).toEqual([
      ['Scheduled', 'live'],
      ['Live', 'ended'],
      ['Ended', 'ended'],
    ]);
    // Ended ones: the latest end first.
    clock.now = new Date(scheduled.endsAt);
    expect((await list()).map((s) => [s.name, s.state])).toEqual([
      ['Scheduled', 'ended'],
      ['Live', 'ended'],
      ['Ended', 'ended'],
    ]);
    clock.now = before;
    for (const sale of [ended, live, scheduled]) await t.send('DELETE', `/api/sales/${sale.id}`, t.admin);
  });

  it('changes the fields given, keeping the end after the start, stored or new', async () => {
    const sale = await created({ startsAt: at(2), endsAt: at(6) });
    const patch = (payload: Record<string, unknown>, id = sale.id) =>
      t.send('PATCH', `/api/sales/${id}`, t.admin, payload);

    const renamed = await patch({ name: 'Spring sale', percentOff: 30, categories: ['jewellery'] });
    expect(renamed.statusCode).toBe(200);
    const body = saleResponseSchema.parse(renamed.json());
    expect(body.message).toBe(SALE_MESSAGES.updated);
    expect(body.sale).toEqual({
      ...sale,
      name: 'Spring sale',
      percentOff: 30,
      categories: ['jewellery'],
    });

    // Each end judged against the other, stored, end.
    for (const payload of [{ endsAt: at(2) }, { endsAt: at(1) }, { startsAt: at(6) }, { startsAt: at(7) }]) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ message: SALE_MESSAGES.endsBeforeStart, field: 'endsAt' });
    }
    // Both moved together past the stored end is fine.
    const moved = await patch({ startsAt: at(10), endsAt: at(12) });
    expect(moved.json().sale).toMatchObject({ startsAt: at(10), endsAt: at(12), state: 'scheduled' });

    expect((await patch({ percentOff: 95 })).json().field).toBe('percentOff');
    expect((await patch({ productIds: [MISSING_ID] })).json()).toEqual({
      message: SALE_MESSAGES.unknownProducts,
      field: 'productIds',
    });
    const chosen = await patch({ productIds: [ring.id] });
    expect(chosen.json().sale.productIds).toEqual([ring.id]);

    const unknown = await patch({ name: 'Ghost' }, MISSING_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SALE_MESSAGES.notFound);
    expect((await patch({ name: 'Ghost' }, 'not-an-id')).statusCode).toBe(400);
    // Nothing refused was written.
    expect(await list()).toEqual([chosen.json().sale]);
    await t.send('DELETE', `/api/sales/${sale.id}`, t.admin);
  });

  it('deletes a sale once; after that it is unknown', async () => {
    const sale = await created();
    const deleted = await t.send('DELETE', `/api/sales/${sale.id}`, t.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: SALE_MESSAGES.deleted });
    expect(await list()).toEqual([]);
    const again = await t.send('DELETE', `/api/sales/${sale.id}`, t.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SALE_MESSAGES.notFound);
    expect((await t.send('PATCH', `/api/sales/${sale.id}`, t.admin, { name: 'Back' })).statusCode).toBe(404);
  });

  it('counts the paid orders with lines bought at the sale, and what those lines brought in, net of refunds', async () => {
    const sale = await created({ startsAt: at(20), endsAt: at(30) });
    const other = await created({ name: 'Other', startsAt: at(40), endsAt: at(50) });
    const variant = ring.variants[0]?.id as string;
    const paidTwice = await checkoutOne(t.app, t.shopper, variant, { quantity: 2 });
    const paidOnce = await checkoutOne(t.app, t.shopper, variant, { quantity: 1 });
    const unpaid = await checkoutOne(t.app, t.shopper, variant, { quantity: 3, pay: false });
    const atSale = (session: string, saleId: string, discountCents: number) =>
      t.database.db.execute(sql`
        update order_lines set sale_id = ${saleId}::uuid, discount_cents = ${discountCents}
        where order_id = (select id from orders where payment_session_id = ${session})`);
    await atSale(paidTwice, sale.id, 1_600); // 2 x $100 less $16 of a code
    await atSale(paidOnce, sale.id, 0); // $100
    await atSale(unpaid, sale.id, 0); // never paid: not counted
    // Refunded in full since: the sale was undone, so it counts nowhere.
    await t.database.db.execute(
      sql`update orders set payment_status = 'refunded' where payment_session_id = ${paidOnce}`,
    );

    const sales = await list();
    expect(sales.find((s) => s.id === sale.id)).toMatchObject({
      orders: 1,
      revenue: 184,
      revenueCents: 18_400,
    });
    expect(sales.find((s) => s.id === other.id)).toMatchObject({ orders: 0, revenue: 0, revenueCents: 0 });
    const patched = await t.send('PATCH', `/api/sales/${sale.id}`, t.admin, { name: 'Renamed' });
    expect(saleSchema.parse(patched.json().sale)).toMatchObject({ orders: 1, revenueCents: 18_400 });

    // Deleting the sale leaves its orders as they were bought.
    await t.send('DELETE', `/api/sales/${sale.id}`, t.admin);
    await t.send('DELETE', `/api/sales/${other.id}`, t.admin);
    const [lines] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from order_lines where sale_id = ${sale.id}::uuid`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(lines?.n).toBe(3);
  });
});

describe('GET /api/sales/current', () => {
  it('answers a guest no sale at all when none is on or scheduled, with the server clock', async () => {
    const answer = await t.send('GET', '/api/sales/current', null);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(currentSalesSchema.parse(answer.json())).toEqual({
      live: null,
      next: null,
      now: clock.now.toISOString(),
    });
  });

  it('tells the live sale ending first and the next to start, without ids, as the clock moves', async () => {
    const ids: string[] = [];
    const make = async (fields: Record<string, unknown>) => ids.push((await created(fields)).id);
    await make({ name: 'Past', startsAt: at(-5), endsAt: at(-1) });
    await make({ name: 'Long', percentOff: 10, startsAt: at(-2), endsAt: at(8) });
    await make({ name: 'Short', percentOff: 30, categories: ['jewellery'], startsAt: at(-1), endsAt: at(2) });
    await make({ name: 'Later', startsAt: at(6), endsAt: at(9), productIds: [ring.id, scarf.id] });
    await make({
      name: 'Soon',
      startsAt: at(3),
      endsAt: at(4),
      categories: ['accessories'],
      productIds: [ring.id],
    });

    expect(await current()).toEqual({
      live: {
        name: 'Short',
        percentOff: 30,
        categories: ['jewellery'],
        productCount: 0,
        wholeShop: false,
        startsAt: at(-1),
        endsAt: at(2),
      },
      next: {
        name: 'Soon',
        percentOff: 20,
        categories: ['accessories'],
        productCount: 1,
        wholeShop: false,
        startsAt: at(3),
        endsAt: at(4),
      },
      now: clock.now.toISOString(),
    });

    const start = clock.now;
    clock.now = new Date(start.getTime() + 2 * HOUR); // Short has just ended: Long is the one on
    let answer = await current();
    expect(answer.live).toMatchObject({ name: 'Long', wholeShop: true, productCount: 0, categories: [] });
    expect(answer.next?.name).toBe('Soon');
    expect(answer.now).toBe(clock.now.toISOString());

    clock.now = new Date(start.getTime() + 6 * HOUR); // Later starts (inclusive), Long still on
    answer = await current();
    expect(answer.live?.name).toBe('Long');
    expect(answer.next).toBeNull();

    clock.now = new Date(start.getTime() + 8 * HOUR);
    answer = await current();
    expect(answer.live).toMatchObject({ name: 'Later', productCount: 2, wholeShop: false });

    clock.now = new Date(start.getTime() + 9 * HOUR);
    expect(await current()).toEqual({ live: null, next: null, now: clock.now.toISOString() });
    clock.now = start;
    for (const id of ids) await t.send('DELETE', `/api/sales/${id}`, t.admin);
  });
});
