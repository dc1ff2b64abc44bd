import { centsToDollars } from '@shop/shared/money';
import { DISCOUNT_MESSAGES, type DiscountState, type DiscountType } from '@shop/shared/promotions/promotions';
import {
  type Discount,
  type discountBodySchema,
  type discountPatchSchema,
  type discountStatsSchema,
  discountValueOf,
} from '@shop/shared/promotions/promotions-schemas';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { isCheckViolation, isUniqueViolation } from '../../../lib/stores/database-errors';
import { checkCategoriesExist } from '../promotion-categories';
import {
  allDiscounts,
  type DiscountRow,
  type DiscountTakings,
  deleteDiscount as deleteDiscountRow,
  discountsGiven,
  findDiscount,
  findDiscountByCode,
  insertDiscount,
  type NewDiscountRow,
  takingsOfDiscounts,
  updateDiscount as updateDiscountRow,
} from './discounts-admin.queries';

type DiscountInput = z.output<typeof discountBodySchema>;
type DiscountChanges = z.output<typeof discountPatchSchema>;

const NO_TAKINGS: DiscountTakings = { revenueCents: 0, discountedCents: 0 };

/** The index that keeps codes unique whatever their case (migration 0017). */
const CODE_KEY = 'discounts_code_key';

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Why a limit cannot go below the uses counted and held now: a paid order's use is never taken
 * back, and a checkout holding one may still be paid.
 */
export function usageLimitTooLow(used: number, held: number): string {
  return `usageLimit must be at least ${used + held}: the code has been used ${times(used, 'time', 'times')} and ${times(held, 'unpaid checkout holds', 'unpaid checkouts hold')} a use.`;
}

/** A code's state at `now`: used up first (it will never apply again), then by its dates. */
export function discountState(row: DiscountRow, now: Date): DiscountState {
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return 'active';
}

/** The value as the API writes it: percent as is, a fixed amount in dollars, null for free delivery. */
function valueInDollars(row: Pick<DiscountRow, 'type' | 'value'>): number | null {
  if (row.value === null) return null;
  return row.type === 'fixed' ? centsToDollars(row.value) : row.value;
}

function toDiscount(row: DiscountRow, takings: DiscountTakings, now: Date): Discount {
  return {
    id: row.id,
    code: row.code,
    type: row.type as DiscountType,
    value: valueInDollars(row),
    minSubtotal: row.minSubtotalCents === null ? null : centsToDollars(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer,
    categories: row.categories,
    state: discountState(row, now),
    uses: row.usedCount,
    held: row.heldCount,
    revenue: centsToDollars(takings.revenueCents),
    revenueCents: takings.revenueCents,
    discounted: centsToDollars(takings.discountedCents),
    discountedCents: takings.discountedCents,
    createdAt: row.createdAt.toISOString(),
  };
}

async function discountWithTakings(
  db: Db,
  row: DiscountRow,
  now: Date,
  withTest: boolean,
): Promise<Discount> {
  const takings = await takingsOfDiscounts(db, [row.id], withTest);
  return toDiscount(row, takings.get(row.id) ?? NO_TAKINGS, now);
}

const codeTaken = (code: string) => new DomainError(409, DISCOUNT_MESSAGES.codeTaken(code), 'code');

/**
 * Every code with its state at `now`, uses and takings net of refunds, the newest first; test
 * orders count only while the shop takes payments on a test checkout (`withTest`), and the
 * answer says whether they do.
 */
export async function listDiscounts(
  db: Db,
  now: Date,
  withTest: boolean,
): Promise<{ discounts: Discount[]; testOrdersCounted: boolean }> {
  const rows = await allDiscounts(db);
  const takings = await takingsOfDiscounts(
    db,
    rows.map((row) => row.id),
    withTest,
  );
  return {
    discounts: rows.map((row) => toDiscount(row, takings.get(row.id) ?? NO_TAKINGS, now)),
    testOrdersCounted: withTest,
  };
}

export async function createDiscount(db: Db, input: DiscountInput, now: Date): Promise<Discount> {
  const checked = discountValueOf(input.type, input.value);
  if ('error' in checked) throw new DomainError(400, checked.error, 'value');
  await checkCategoriesExist(db, input.categories, DISCOUNT_MESSAGES.categoriesInvalid);
  if (await findDiscountByCode(db, input.code)) throw codeTaken(input.code);
  try {
    const row = await insertDiscount(db, {
      code: input.code,
      type: input.type,
      value: checked.value,
      minSubtotalCents: input.minSubtotal ?? null,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      usageLimit: input.usageLimit ?? null,
      oncePerCustomer: input.oncePerCustomer ?? false,
      categories: input.categories ?? [],
    });
    return toDiscount(row, NO_TAKINGS, now);
  } catch (error) {
    // Two admins creating one code at the same moment: the unique index decides.
    if (isUniqueViolation(error, CODE_KEY)) throw codeTaken(input.code);
    throw error;
  }
}

/**
 * The stored value a change leaves: the type and value are checked together, the one not given
 * taken from the stored code. A new type without a value does not inherit the old value (10 %
 * is not $10), except free delivery, which takes none.
 */
function valueAfter(stored: DiscountRow, changes: DiscountChanges): number | null | undefined {
  if (changes.type === undefined && changes.value === undefined) return undefined;
  const type = changes.type ?? (stored.type as DiscountType);
  const value =
    changes.value !== undefined ? changes.value : type === stored.type ? valueInDollars(stored) : undefined;
  const checked = discountValueOf(type, value);
  if ('error' in checked) throw new DomainError(400, checked.error, 'value');
  return checked.value;
}

/** Changes the fields given (null clears an optional one), within the code's rules. */
export async function updateDiscount(
  db: Db,
  id: string,
  changes: DiscountChanges,
  now: Date,
  withTest: boolean,
): Promise<Discount> {
  const stored = await findDiscount(db, id);
  if (!stored) throw new DomainError(404, DISCOUNT_MESSAGES.notFound);
  await checkCategoriesExist(db, changes.categories ?? undefined, DISCOUNT_MESSAGES.categoriesInvalid);
  const value = valueAfter(stored, changes);
  const startsAt = changes.startsAt !== undefined ? changes.startsAt : stored.startsAt;
  const endsAt = changes.endsAt !== undefined ? changes.endsAt : stored.endsAt;
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new DomainError(400, DISCOUNT_MESSAGES.endsBeforeStart, 'endsAt');
  }
  const limit = changes.usageLimit;
  if (typeof limit === 'number' && limit < stored.usedCount + stored.heldCount) {
    throw new DomainError(400, usageLimitTooLow(stored.usedCount, stored.heldCount), 'usageLimit');
  }
  if (changes.code !== undefined && (await findDiscountByCode(db, changes.code, id))) {
    throw codeTaken(changes.code);
  }
  const set: Partial<NewDiscountRow> = {
    code: changes.code,
    type: changes.type,
    value,
    minSubtotalCents: changes.minSubtotal,
    startsAt: changes.startsAt,
    endsAt: changes.endsAt,
    usageLimit: changes.usageLimit,
    oncePerCustomer: changes.oncePerCustomer,
    categories: changes.categories,
  };
  let row: DiscountRow | undefined;
  try {
    row = await updateDiscountRow(db, id, set);
  } catch (error) {
    if (changes.code !== undefined && isUniqueViolation(error, CODE_KEY)) throw codeTaken(changes.code);
    // A checkout took a use between the check above and this write: the table's check decides.
    if (isCheckViolation(error, 'discounts_within_limit')) {
      const latest = (await findDiscount(db, id)) ?? stored;
      throw new DomainError(400, usageLimitTooLow(latest.usedCount, latest.heldCount), 'usageLimit');
    }
    throw error;
  }
  if (!row) throw new DomainError(404, DISCOUNT_MESSAGES.notFound);
  return discountWithTakings(db, row, now, withTest);
}

export async function deleteDiscount(db: Db, id: string): Promise<void> {
  if (!(await deleteDiscountRow(db, id))) throw new DomainError(404, DISCOUNT_MESSAGES.notFound);
}

const TOP_CODES = 5;

/**
 * The discounts given in one year (UTC), by month of payment as the earnings: the counted orders
 * (countedSale, as the Sales and Discount codes pages count) that used a code and still have
 * something off after refunds, and the most used codes.
 */
export async function discountStats(
  db: Db,
  year: number,
  withTest: boolean,
): Promise<z.infer<typeof discountStatsSchema>> {
  const given = await discountsGiven(
    db,
    new Date(Date.UTC(year, 0, 1)),
    new Date(Date.UTC(year + 1, 0, 1)),
    withTest,
    TOP_CODES,
  );
  return {
    orders: given.orders,
    amount: centsToDollars(given.cents),
    amountCents: given.cents,
    topCodes: given.codes.map((code) => ({
      code: code.code,
      orders: code.orders,
      amount: centsToDollars(code.cents),
    })),
  };
}
