import type { Db } from '../../db/client';
import { linesOfOrders, type OrderLineRow } from './orders.queries';

export interface StockChangeDeps {
  db: Db;
  /**
   * Hears which products' free stock a committed hold, release or sale changed, so their kept
   * storefront answers and pages go at once (docs/decisions/028).
   */
  onStockChanged?: (productIds: readonly string[]) => void | Promise<void>;
}

/**
 * After a commit that held, gave back or sold these orders' units: tells onStockChanged their
 * products. The order stands whatever happens here; kept answers expire within seconds anyway.
 */
export async function stockChanged(deps: StockChangeDeps, orderIds: readonly string[]): Promise<void> {
  if (!deps.onStockChanged || orderIds.length === 0) return;
  try {
    await tellStockChanged(deps, await linesOfOrders(deps.db, orderIds));
  } catch {
    // Nothing to undo: the stock is right in the database, and a page shows it within seconds.
  }
}

export async function tellStockChanged(
  deps: Pick<StockChangeDeps, 'onStockChanged'>,
  lines: readonly OrderLineRow[],
) {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (productIds.length > 0) await deps.onStockChanged?.(productIds);
}
