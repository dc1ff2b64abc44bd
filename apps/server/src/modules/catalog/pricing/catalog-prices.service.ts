import { priceDuringSale, salePriceCents } from '@shop/shared/promotions/promotions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productVariants } from '../catalog.schema';

// The prices the shop shows and charges: the owner's list prices with the best live scheduled
// sale applied (docs/decisions/032). Written into price_cents and old_price_cents, so every read,
// filter, sort, cart and checkout sees one price without knowing about sales.

/** A sale live at the moment repriced for, as the promotions module reads it. */
export interface LiveSale {
  id: string;
  percentOff: number;
  /** Both empty: the whole shop. */
  categories: readonly string[];
  productIds: readonly string[];
  endsAt: Date;
}

/** Two repricings never interleave; catalog writes (shared) let one reprice at a time (exclusive). */
const PRICES_LOCK = 'catalog:prices';

/** A catalog write's transaction: waits while the whole catalog is being repriced. */
export async function lockPricesShared(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${PRICES_LOCK}, 0))`);
}

/** A repricing of the whole catalog: alone, after catalog writes in progress have committed. */
export async function lockPricesExclusive(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${PRICES_LOCK}, 0))`);
}

function covers(sale: LiveSale, product: { id: string; category: string }): boolean {
  if (sale.categories.length === 0 && sale.productIds.length === 0) return true;
  return sale.categories.includes(product.category) || sale.productIds.includes(product.id);
}

/** The sale taking most off, the one ending first on a tie (it will change least often). */
export function bestSale(sales: readonly LiveSale[], product: { id: string; category: string }) {
  let best: LiveSale | undefined;
  for (const sale of sales) {
    if (!covers(sale, product)) continue;
    if (
      !best ||
      sale.percentOff > best.percentOff ||
      (sale.percentOff === best.percentOff && sale.endsAt < best.endsAt)
    )
      best = sale;
  }
  return best;
}

interface ProductPrices {
  id: string;
  category: string;
  list: number;
  listOld: number | null;
  price: number;
  old: number | null;
  saleId: string | null;
}

const CHUNK = 500;

/**
 * Makes the prices of these products (all when `ids` is null) follow `sales`, the sales live now;
 * returns the ids of the products whose prices changed. Only rows that differ are written, each
 * guarded by the list price it was computed from, so a product edited meanwhile keeps its own
 * repricing. The caller holds the prices lock (shared for its own ids after a write, exclusive
 * for the whole catalog).
 */
export async function repriceProducts(
  tx: Db,
  sales: readonly LiveSale[],
  ids: readonly string[] | null,
): Promise<string[]> {
  if (ids !== null && ids.length === 0) return [];
  const result = await tx.execute(sql`
    select id, category, list_price_cents as list, list_old_price_cents as "listOld",
      price_cents as price, old_price_cents as old, sale_id as "saleId"
    from ${products}
    ${
      ids === null
        ? sql``
        : sql`where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
    }`);
  const rows = (result as unknown as { rows: ProductPrices[] }).rows;
  const changed: { row: ProductPrices; price: number; old: number | null; saleId: string | null }[] = [];
  const variantsOf: { id: string; percentOff: number | null; listOld: number | null }[] = [];
  for (const row of rows) {
    const sale = bestSale(sales, row);
    const shown = priceDuringSale(row.list, row.listOld, sale?.percentOff ?? null);
    // A sale that takes no more off than the owner's own reduction does not apply.
    const applies = sale !== undefined && shown.priceCents < row.list;
    const next = {
      price: applies ? shown.priceCents : row.list,
      old: applies ? shown.compareAtCents : row.listOld,
      saleId: applies ? sale.id : null,
    };
    if (next.price !== row.price || next.old !== row.old || next.saleId !== row.saleId) {
      changed.push({ row, ...next });
    }
    // A write's own products have their variants checked whatever the product row says.
    if (ids !== null || next.saleId !== row.saleId || next.price !== row.price) {
      variantsOf.push({
        id: row.id,
        percentOff: applies ? (sale?.percentOff ?? null) : null,
        listOld: row.listOld,
      });
    }
  }
  for (let start = 0; start < changed.length; start += CHUNK) {
    const values = changed
      .slice(start, start + CHUNK)
      .map(
        (c) =>
          sql`(${c.row.id}::uuid, ${c.row.list}::int, ${c.row.listOld}::int, ${c.price}::int, ${c.old}::int, ${c.saleId}::uuid)`,
      );
    await tx.execute(sql`
      update ${products} p set price_cents = v.price, old_price_cents = v.old, sale_id = v.sale_id
      from (values ${sql.join(values, sql`, `)}) as v(id, list, list_old, price, old, sale_id)
      where p.id = v.id and p.list_price_cents = v.list
        and p.list_old_price_cents is not distinct from v.list_old`);
  }
  await repriceVariants(tx, variantsOf);
  return changed.map((c) => c.row.id);
}

/** The variants follow their product's sale: the same percent off their own list price. */
async function repriceVariants(
  tx: Db,
  of: readonly { id: string; percentOff: number | null; listOld: number | null }[],
): Promise<void> {
  for (let start = 0; start < of.length; start += CHUNK) {
    const chunk = of.slice(start, start + CHUNK);
    const byProduct = new Map(chunk.map((p) => [p.id, p]));
    const result = await tx.execute(sql`
      select id, product_id as "productId", list_price_cents as list, price_cents as price
      from ${productVariants}
      where product_id in (${sql.join(
        chunk.map((p) => sql`${p.id}::uuid`),
        sql`, `,
      )})`);
    const rows = (
      result as unknown as { rows: { id: string; productId: string; list: number; price: number }[] }
    ).rows;
    const changed: { id: string; list: number; price: number }[] = [];
    for (const variant of rows) {
      const product = byProduct.get(variant.productId);
      const percent = product?.percentOff ?? null;
      const price =
        percent === null
          ? variant.list
          : Math.min(variant.list, salePriceCents(Math.max(variant.list, product?.listOld ?? 0), percent));
      if (price !== variant.price) changed.push({ id: variant.id, list: variant.list, price });
    }
    if (changed.length === 0) continue;
    await tx.execute(sql`
      update ${productVariants} pv set price_cents = v.price
      from (values ${sql.join(
        changed.map((c) => sql`(${c.id}::uuid, ${c.list}::int, ${c.price}::int)`),
        sql`, `,
      )}) as v(id, list, price)
      where pv.id = v.id and pv.list_price_cents = v.list`);
  }
}
