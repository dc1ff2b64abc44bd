import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import {
  type Discount,
  discountListSchema,
  discountResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminApi,
  createAdminApi,
  createDiscount,
  expectAdminOnly,
  expectRefused,
  MISSING_ID,
  movableClock,
} from '../../../test/admin-api-fixtures';
import { checkoutOne } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { usageLimitTooLow } from './discounts-admin.service';

const clock = movableClock();
const { at } = clock;

let t: AdminApi;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 20 });

const create = (payload: Record<string, unknown>) => t.send('POST', '/api/discounts', t.admin, payload);
const patch = (id: string, payload: Record<string, unknown>) =>
  t.send('PATCH', `/api/discounts/${id}`, t.admin, payload);
const list = async () =>
  discountListSchema.parse((await t.send('GET', '/api/discounts', t.admin)).json()).discounts;
const created = (payload: Record<string, unknown>) => createDiscount(t, payload);
const remove = (id: string) => t.send('DELETE', `/api/discounts/${id}`, t.admin);
const setCounts = (id: string, used: number, held: number) =>
  t.database.db.execute(
    sql`update discounts set used_count = ${used}, held_count = ${held} where id = ${id}::uuid`,
  );

beforeAll(async () => {
  t = await createAdminApi({ clock: clock.read, products: [ring] });
});
afterAll(() => t.close());

describe('discount codes for the admin', () => {
  it('answers a guest 401 and a shopper 403 on every admin route', async () => {
    await expectAdminOnly(t, '/api/discounts', { code: 'SNEAKY', type: 'percent', value: 50 });
    expect(await list()).toEqual([]);
  });

  it('creates percent, fixed and free-delivery codes, upper case, answered as the list answers them', async () => {
    const answer = await create({
      code: ' summer-10 ',
      type: 'percent',
      value: 10,
      minSubtotal: 50,
      usageLimit: 100,
      oncePerCustomer: true,
      categories: ['jewellery', 'jewellery'],
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = discountResponseSchema.parse(answer.json());
    expect(body.message).toBe(DISCOUNT_MESSAGES.created);
    expect(body.discount).toMatchObject({
      code: 'SUMMER-10',
      type: 'percent',
      value: 10,
      minSubtotal: 50,
      startsAt: null,
      endsAt: null,
      usageLimit: 100,
      oncePerCustomer: true,
      categories: ['jewellery'],
      state: 'active',
      uses: 0,
      held: 0,
      revenue: 0,
      revenueCents: 0,
      discounted: 0,
      discountedCents: 0,
    });

    const fixed = await created({
      code: 'TAKE7',
      type: 'fixed',
      value: 7.5,
      startsAt: at(-1),
      endsAt: at(24),
    });
    expect(fixed).toMatchObject({
      value: 7.5,
      minSubtotal: null,
      usageLimit: null,
      oncePerCustomer: false,
      categories: [],
      startsAt: at(-1),
      endsAt: at(24),
      state: 'active',
    });
    const free = await created({ code: 'FREESHIP', type: 'free_shipping' });
    expect(free.value).toBeNull();
    // Stored as cents: 7.50 dollars is 750, and the checkout prices by that.
    const rows = (
      (await t.database.db.execute(
        sql`select code, value, min_subtotal_cents from discounts order by code`,
      )) as unknown as { rows: { code: string; value: number | null; min_subtotal_cents: number | null }[] }
    ).rows;
    expect(rows).toEqual([
      { code: 'FREESHIP', value: null, min_subtotal_cents: null },
      { code: 'SUMMER-10', value: 10, min_subtotal_cents: 5000 },
      { code: 'TAKE7', value: 750, min_subtotal_cents: null },
    ]);

    // Newest first.
    expect((await list()).map((d) => d.code)).toEqual(['FREESHIP', 'TAKE7', 'SUMMER-10']);
    expect((await list())[2]).toEqual(body.discount);
    for (const d of [body.discount, fixed, free]) await remove(d.id);
  });

  it('refuses each bad field, naming it', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ code: 'AB' }, 'code', DISCOUNT_MESSAGES.codeInvalid],
      [{ code: 'X'.repeat(33) }, 'code', DISCOUNT_MESSAGES.codeInvalid],
      [{ code: 'TWO WORDS' }, 'code', DISCOUNT_MESSAGES.codeInvalid],
      [{ code: 'ÉTÉ2026' }, 'code', DISCOUNT_MESSAGES.codeInvalid],
      [{ type: 'bogof' }, 'type', DISCOUNT_MESSAGES.typeInvalid],
      [{ value: 0 }, 'value', DISCOUNT_MESSAGES.percentValueInvalid],
      [{ value: 101 }, 'value', DISCOUNT_MESSAGES.percentValueInvalid],
      [{ value: 12.5 }, 'value', DISCOUNT_MESSAGES.percentValueInvalid],
      [{ value: undefined }, 'value', DISCOUNT_MESSAGES.percentValueInvalid],
      [{ type: 'fixed', value: 0 }, 'value', DISCOUNT_MESSAGES.fixedValueInvalid],
      [{ type: 'fixed', value: -5 }, 'value', DISCOUNT_MESSAGES.fixedValueInvalid],
      [{ type: 'fixed', value: 1.234 }, 'value', DISCOUNT_MESSAGES.fixedValueInvalid],
      [{ type: 'free_shipping', value: 5 }, 'value', DISCOUNT_MESSAGES.noValueForFreeShipping],
      [{ minSubtotal: -1 }, 'minSubtotal', DISCOUNT_MESSAGES.minSubtotalInvalid],
      [{ minSubtotal: 9.999 }, 'minSubtotal', DISCOUNT_MESSAGES.minSubtotalInvalid],
      [{ usageLimit: 0 }, 'usageLimit', DISCOUNT_MESSAGES.usageLimitInvalid],
      [{ usageLimit: 2.5 }, 'usageLimit', DISCOUNT_MESSAGES.usageLimitInvalid],
      [{ oncePerCustomer: 'yes' }, 'oncePerCustomer', DISCOUNT_MESSAGES.oncePerCustomerInvalid],
      [{ categories: ['spaceships'] }, 'categories', DISCOUNT_MESSAGES.categoriesInvalid],
      [{ startsAt: 'soon' }, 'startsAt', DISCOUNT_MESSAGES.startsAtInvalid],
      [{ endsAt: '31/12/2026' }, 'endsAt', DISCOUNT_MESSAGES.endsAtInvalid],
      [{ startsAt: at(5), endsAt: at(1) }, 'endsAt', DISCOUNT_MESSAGES.endsBeforeStart],
      [{ startsAt: at(5), endsAt: at(5) }, 'endsAt', DISCOUNT_MESSAGES.endsBeforeStart],
    ];
    for (const [fields, field, message] of refusals) {
      const answer = await create({ code: 'GOOD10', type: 'percent', value: 10, ...fields });
      expectRefused(answer, field, message, JSON.stringify(fields));
    }
    expect(await list()).toEqual([]);
  });

  it('keeps codes unique whatever their case, even when two admins create one at once', async () => {
    const first = await created({ code: 'WELCOME', type: 'percent', value: 15 });
    const again = await create({ code: 'welcome', type: 'fixed', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: DISCOUNT_MESSAGES.codeTaken('WELCOME'), field: 'code' });

    const racing = await Promise.all(
      ['Race', 'RACE', 'race', 'rAcE', 'RaCe', 'raCE'].map((code) =>
        create({ code, type: 'percent', value: 5 }),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of racing.filter((a) => a.statusCode === 409)) {
      expect(answer.json().field).toBe('code');
      expect(answer.json().message).toMatch(/^The code RACE exists already/);
    }
    const codes = (await list()).map((d) => d.code);
    expect(codes).toEqual(['RACE', 'WELCOME']);

    // Renaming onto another code is refused too; a code may change its own case.
    const race = (await list())[0] as Discount;
    const clash = await patch(race.id, { code: 'Welcome' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: DISCOUNT_MESSAGES.codeTaken('WELCOME'), field: 'code' });
    const racingRenames = await Promise.all([
      patch(race.id, { code: 'SPRING' }),
      patch(first.id, { code: 'spring' }),
    ]);
    expect(racingRenames.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await remove(race.id);
    await remove(first.id);
  });

  it('tells each code’s state, which follows the clock and the uses', async () => {
    const scheduled = await created({
      code: 'LATER',
      type: 'percent',
      value: 5,
      startsAt: at(2),
      endsAt: at(4),
    });
    const expired = await created({ code: 'GONE', type: 'percent', value: 5, endsAt: at(-1) });
    const usedUp = await created({ code: 'FIRST2', type: 'fixed', value: 3, usageLimit: 2 });
    const active = await created({ code: 'ALWAYS', type: 'free_shipping', usageLimit: 2 });
    expect([scheduled, expired, usedUp, active].map((d) => d.state)).toEqual([
      'scheduled',
      'expired',
      'active',
      'active',
    ]);
    // Two paid uses reach the limit; held ones do not use a code up (they may yet expire).
    await setCounts(usedUp.id, 2, 0);
    await setCounts(active.id, 1, 1);
    const states = async () => Object.fromEntries((await list()).map((d) => [d.code, d.state]));
    expect(await states()).toEqual({
      LATER: 'scheduled',
      GONE: 'expired',
      FIRST2: 'used_up',
      ALWAYS: 'active',
    });
    expect((await list()).find((d) => d.code === 'ALWAYS')).toMatchObject({ uses: 1, held: 1 });

    const start = clock.now;
    clock.now = new Date(scheduled.startsAt as string); // the start is inclusive
    expect((await states()).LATER).toBe('active');
    clock.now = new Date(scheduled.endsAt as string); // the end is not
    expect((await states()).LATER).toBe('expired');
    clock.now = start;
    for (const d of [scheduled, expired, usedUp, active]) await remove(d.id);
  });

  it('changes the fields given, checking the type and the value together with the stored code', async () => {
    const code = await created({ code: 'CHANGE', type: 'percent', value: 10, minSubtotal: 20 });

    const renamed = await patch(code.id, { code: 'changed', minSubtotal: null, categories: ['jewellery'] });
    expect(renamed.statusCode).toBe(200);
    const body = discountResponseSchema.parse(renamed.json());
    expect(body.message).toBe(DISCOUNT_MESSAGES.updated);
    expect(body.discount).toEqual({
      ...code,
      code: 'CHANGED',
      minSubtotal: null,
      categories: ['jewellery'],
    });

    // A value alone is judged by the stored type; a new type does not inherit the old value.
    expect((await patch(code.id, { value: 150 })).json()).toEqual({
      message: DISCOUNT_MESSAGES.percentValueInvalid,
      field: 'value',
    });
    expect((await patch(code.id, { type: 'fixed' })).json()).toEqual({
      message: DISCOUNT_MESSAGES.fixedValueInvalid,
      field: 'value',
    });
    expect((await patch(code.id, { value: null })).json().field).toBe('value');
    const fixed = await patch(code.id, { type: 'fixed', value: 12.25 });
    expect(fixed.json().discount).toMatchObject({ type: 'fixed', value: 12.25 });
    expect((await patch(code.id, { value: 0.001 })).json()).toEqual({
      message: DISCOUNT_MESSAGES.fixedValueInvalid,
      field: 'value',
    });
    expect((await patch(code.id, { value: 20 })).json().discount.value).toBe(20);
    expect((await patch(code.id, { type: 'free_shipping', value: 5 })).json()).toEqual({
      message: DISCOUNT_MESSAGES.noValueForFreeShipping,
      field: 'value',
    });
    const free = await patch(code.id, { type: 'free_shipping' });
    expect(free.json().discount).toMatchObject({ type: 'free_shipping', value: null });
    expect((await patch(code.id, { type: 'percent' })).json().field).toBe('value');

    // Dates: each end judged against the other, stored or new; null takes a date away.
    expect((await patch(code.id, { startsAt: at(1), endsAt: at(3) })).statusCode).toBe(200);
    for (const payload of [{ endsAt: at(1) }, { startsAt: at(3) }, { startsAt: at(4) }]) {
      const refused = await patch(code.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ message: DISCOUNT_MESSAGES.endsBeforeStart, field: 'endsAt' });
    }
    const open = await patch(code.id, { startsAt: null, endsAt: null });
    expect(open.json().discount).toMatchObject({ startsAt: null, endsAt: null, state: 'active' });

    expect((await patch(code.id, { oncePerCustomer: true })).json().discount.oncePerCustomer).toBe(true);
    expect((await patch(code.id, { code: 'a b' })).json().field).toBe('code');

    const unknown = await patch(MISSING_ID, { value: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DISCOUNT_MESSAGES.notFound);
    expect((await patch('not-an-id', { value: 5 })).statusCode).toBe(400);
    await remove(code.id);
  });

  it('never lowers a limit below the uses counted and held now', async () => {
    const code = await created({ code: 'LIMITED', type: 'percent', value: 10, usageLimit: 10 });
    await setCounts(code.id, 2, 1);
    const tooLow = await patch(code.id, { usageLimit: 2 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json()).toEqual({ message: usageLimitTooLow(2, 1), field: 'usageLimit' });
    expect(tooLow.json().message).toBe(
      'usageLimit must be at least 3: the code has been used 2 times and 1 unpaid checkout holds a use.',
    );
    expect((await patch(code.id, { usageLimit: 0 })).json().field).toBe('usageLimit');
    const exact = await patch(code.id, { usageLimit: 3 });
    expect(exact.json().discount).toMatchObject({ usageLimit: 3, uses: 2, held: 1, state: 'active' });
    const unlimited = await patch(code.id, { usageLimit: null });
    expect(unlimited.json().discount.usageLimit).toBeNull();
    await remove(code.id);
  });

  it('deletes a code once; after that it is unknown, and its word is free again', async () => {
    const code = await created({ code: 'BYEBYE', type: 'percent', value: 10 });
    const deleted = await remove(code.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: DISCOUNT_MESSAGES.deleted });
    expect(await list()).toEqual([]);
    const again = await remove(code.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(DISCOUNT_MESSAGES.notFound);
    expect((await remove('not-an-id')).statusCode).toBe(400);
    await remove((await created({ code: 'byebye', type: 'percent', value: 10 })).id);
  });

  it('sums what the paid orders that used a code came to, less refunds, and what it took off', async () => {
    const code = await created({ code: 'TENOFF', type: 'fixed', value: 10 });
    const other = await created({ code: 'OTHER', type: 'percent', value: 10 });
    const variant = ring.variants[0]?.id as string;
    const paid = await checkoutOne(t.app, t.shopper, variant, { quantity: 1 });
    const refundedInPart = await checkoutOne(t.app, t.shopper, variant, { quantity: 2 });
    const givenBack = await checkoutOne(t.app, t.shopper, variant, { quantity: 1 });
    const unpaid = await checkoutOne(t.app, t.shopper, variant, { quantity: 1, pay: false });
    const useOn = async (session: string, discountId: string, state: string, discountCents: number) => {
      await t.database.db.execute(sql`
        update orders set discount_code = 'TENOFF', discount_cents = ${discountCents}
        where payment_session_id = ${session}`);
      await t.database.db.execute(sql`
        insert into discount_uses (discount_id, order_id, customer, once_per_customer, state)
        select ${discountId}::uuid, id, email, false, ${state} from orders where payment_session_id = ${session}`);
    };
    await useOn(paid, code.id, 'used', 1_000);
    await useOn(refundedInPart, code.id, 'used', 1_000);
    await useOn(givenBack, code.id, 'released', 1_000); // refunded in full: its use was given back
    await useOn(unpaid, code.id, 'held', 1_000);
    await t.database.db.execute(sql`
      update orders set refunded_cents = 2500, payment_status = 'partially_refunded'
      where payment_session_id = ${refundedInPart}`);
    const amounts = (
      (await t.database.db.execute(sql`
        select sum(amount_cents)::int as cents from orders
        where payment_session_id in (${paid}, ${refundedInPart})`)) as unknown as {
        rows: { cents: number }[];
      }
    ).rows[0]?.cents as number;
    expect(amounts).toBeGreaterThan(30_000); // $100 and $200 of goods, with delivery and tax

    const found = (await list()).find((d) => d.id === code.id);
    expect(found).toMatchObject({
      revenueCents: amounts - 2_500,
      revenue: (amounts - 2_500) / 100,
      discountedCents: 2_000,
      discounted: 20,
    });
    expect((await list()).find((d) => d.id === other.id)).toMatchObject({
      revenueCents: 0,
      discountedCents: 0,
    });
    const patched = await patch(code.id, { value: 12 });
    expect(patched.json().discount).toMatchObject({ revenueCents: amounts - 2_500, discountedCents: 2_000 });

    // Deleted, the code's uses go with it; the orders keep its word and amount.
    await remove(code.id);
    await remove(other.id);
    const kept = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from orders where discount_code = 'TENOFF' and discount_cents = 1000`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;
    expect(kept).toBe(4);
  });
});
