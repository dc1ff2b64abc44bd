import { centsToDollars } from '@shop/shared/money';
import { SALE_MESSAGES, saleState } from '@shop/shared/promotions/promotions';
import type {
  CurrentSales,
  PublicSale,
  Sale,
  saleBodySchema,
  salePatchSchema,
} from '@shop/shared/promotions/promotions-schemas';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { isCheckViolation } from '../../../lib/stores/database-errors';
import { productBriefs } from '../../catalog';
import { checkCategoriesExist } from '../promotion-categories';
import {
  allSales,
  deleteSale as deleteSaleRow,
  findSale,
  insertSale,
  liveSales,
  nextSaleToStart,
  type SaleRow,
  type SaleTakings,
  takingsOfSales,
  updateSale as updateSaleRow,
} from './sales.queries';

type SaleInput = z.output<typeof saleBodySchema>;
type SaleChanges = z.output<typeof salePatchSchema>;

const NO_TAKINGS: SaleTakings = { orders: 0, revenueCents: 0 };

function toSale(row: SaleRow, takings: SaleTakings, now: Date): Sale {
  return {
    id: row.id,
    name: row.name,
    percentOff: row.percentOff,
    categories: row.categories,
    productIds: row.productIds,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: saleState(row, now.getTime()),
    orders: takings.orders,
    revenue: centsToDollars(takings.revenueCents),
    revenueCents: takings.revenueCents,
    createdAt: row.createdAt.toISOString(),
  };
}

async function saleWithTakings(db: Db, row: SaleRow, now: Date, withTest: boolean): Promise<Sale> {
  const takings = await takingsOfSales(db, [row.id], withTest);
  return toSale(row, takings.get(row.id) ?? NO_TAKINGS, now);
}

/** A sale may only name products the shop has (a deleted one would silently cover nothing). */
async function checkProductsExist(db: Db, productIds: readonly string[] | undefined): Promise<void> {
  if (!productIds || productIds.length === 0) return;
  const found = await productBriefs(db, productIds);
  if (productIds.some((id) => !found.has(id))) {
    throw new DomainError(400, SALE_MESSAGES.unknownProducts, 'productIds');
  }
}

/** Live first (ending soonest), then scheduled (starting soonest), then ended (latest end first). */
function byWhatComesNext(now: number) {
  const rank = { live: 0, scheduled: 1, ended: 2 } as const;
  const key = (row: SaleRow) => {
    const state = saleState(row, now);
    const at = state === 'scheduled' ? row.startsAt.getTime() : row.endsAt.getTime();
    return { rank: rank[state], at: state === 'ended' ? -at : at };
  };
  return (a: SaleRow, b: SaleRow) => {
    const x = key(a);
    const y = key(b);
    return x.rank - y.rank || x.at - y.at;
  };
}

/**
 * Every sale with its state at `now`, counted orders and revenue net of refunds, what matters
 * soonest first; test orders count only while the shop takes payments on a test checkout
 * (`withTest`), and the answer says whether they do.
 */
export async function listSales(
  db: Db,
  now: Date,
  withTest: boolean,
): Promise<{ sales: Sale[]; testOrdersCounted: boolean }> {
  const rows = (await allSales(db)).sort(byWhatComesNext(now.getTime()));
  const takings = await takingsOfSales(
    db,
    rows.map((row) => row.id),
    withTest,
  );
  return {
    sales: rows.map((row) => toSale(row, takings.get(row.id) ?? NO_TAKINGS, now)),
    testOrdersCounted: withTest,
  };
}

export async function createSale(db: Db, input: SaleInput, now: Date): Promise<Sale> {
  await checkProductsExist(db, input.productIds);
  await checkCategoriesExist(db, input.categories, SALE_MESSAGES.categoriesInvalid);
  const row = await insertSale(db, {
    name: input.name,
    percentOff: input.percentOff,
    categories: input.categories ?? [],
    productIds: input.productIds ?? [],
    startsAt: input.startsAt,
    endsAt: input.endsAt,
  });
  return toSale(row, NO_TAKINGS, now);
}

/** Changes the fields given; the end must still come after the start, stored or new. */
export async function updateSale(
  db: Db,
  id: string,
  changes: SaleChanges,
  now: Date,
  withTest: boolean,
): Promise<Sale> {
  const stored = await findSale(db, id);
  if (!stored) throw new DomainError(404, SALE_MESSAGES.notFound);
  const startsAt = changes.startsAt ?? stored.startsAt;
  const endsAt = changes.endsAt ?? stored.endsAt;
  if (endsAt <= startsAt) throw new DomainError(400, SALE_MESSAGES.endsBeforeStart, 'endsAt');
  await checkProductsExist(db, changes.productIds);
  await checkCategoriesExist(db, changes.categories, SALE_MESSAGES.categoriesInvalid);
  let row: SaleRow | undefined;
  try {
    row = await updateSaleRow(db, id, {
      name: changes.name,
      percentOff: changes.percentOff,
      categories: changes.categories,
      productIds: changes.productIds,
      startsAt: changes.startsAt,
      endsAt: changes.endsAt,
    });
  } catch (error) {
    // Another admin moved the other end at the same moment: the table's check decides.
    if (isCheckViolation(error, 'sales_ends_after_start')) {
      throw new DomainError(400, SALE_MESSAGES.endsBeforeStart, 'endsAt');
    }
    throw error;
  }
  if (!row) throw new DomainError(404, SALE_MESSAGES.notFound);
  return saleWithTakings(db, row, now, withTest);
}

export async function deleteSale(db: Db, id: string): Promise<void> {
  if (!(await deleteSaleRow(db, id))) throw new DomainError(404, SALE_MESSAGES.notFound);
}

/** What the storefront may tell of a sale: no ids of products, orders or takings. */
function toPublicSale(row: SaleRow): PublicSale {
  return {
    name: row.name,
    percentOff: row.percentOff,
    categories: row.categories,
    productCount: row.productIds.length,
    wholeShop: row.categories.length === 0 && row.productIds.length === 0,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** The sale on now (the one ending first when several are) and the next to start. */
export async function currentSales(db: Db, now: Date): Promise<CurrentSales> {
  const [[live], next] = await Promise.all([liveSales(db, now), nextSaleToStart(db, now)]);
  return {
    live: live ? toPublicSale(live) : null,
    next: next ? toPublicSale(next) : null,
    now: now.toISOString(),
  };
}
