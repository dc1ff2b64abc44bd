import { ONE_SIZE } from '@shop/shared/catalog/catalog';
import { adviseSize, type FitSignal, type HistoryItem, trueFitSize } from '@shop/shared/catalog/size-advice';
import type { SizeAdviceResponse } from '@shop/shared/catalog/size-advice-schemas';
import { canonicalSize } from '@shop/shared/catalog/size-charts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { type CatalogMemo, categoryBook } from '../catalog';
import { findSizeEvidence } from './size-advice.queries';

export interface SizeAdviceDeps {
  db: Db;
  /** The catalog's remembered categories, read again only when the catalog changes. */
  memo?: CatalogMemo;
}

/**
 * Which size of a product to take (docs/product/rules.md, Size advice): the product's fit answers
 * and size returns, and for a logged-in shopper their own sizes kept and sent back in the
 * product's category and their measurements, all read in one statement. A shopper's history is
 * read for their own answer only. A product without sizes (One Size) has no advice to give: 404
 * like an unknown product.
 */
export async function sizeAdviceFor(
  deps: SizeAdviceDeps,
  productId: string,
  userId: string | null,
): Promise<SizeAdviceResponse> {
  const [evidence, book] = await Promise.all([
    findSizeEvidence(deps.db, productId, userId),
    categoryBook(deps.db, deps.memo),
  ]);
  const { product } = evidence;
  if (!product) throw new DomainError(404, 'Product not found', 'id');
  const chartOrder = book.sizesOf(product.category);
  const free = new Map<string, number>();
  for (const variant of product.sizes) {
    const size = canonicalSize(variant.size);
    free.set(size, (free.get(size) ?? 0) + variant.available);
  }
  const order = [
    ...chartOrder.filter((size) => free.has(size)),
    ...[...free.keys()].filter((size) => !chartOrder.includes(size)),
  ];
  if (order.length === 0 || order.every((size) => size === ONE_SIZE))
    throw new DomainError(404, 'This product comes in one size.', 'id');

  const signals = new Map<string, FitSignal[]>();
  for (const signal of evidence.signals) {
    const list = signals.get(signal.product_id) ?? [];
    for (let unit = 0; unit < signal.units; unit += 1)
      list.push({ fit: signal.fit, ageDays: Number(signal.age_days) });
    signals.set(signal.product_id, list);
  }
  const signalsOf = (id: string) => signals.get(id) ?? [];
  // Each size the shopper kept or sent back is read as the size a true fit would have been: L
  // kept of a dress that runs small says the shopper is an M (docs/benchmarks.md, size advice:
  // read as bought, advice followed once moves the next one up).
  const history: HistoryItem[] = evidence.history.map((line) => ({
    size: trueFitSize(canonicalSize(line.size), signalsOf(line.product_id), chartOrder),
    outcome: line.outcome,
    ageDays: Number(line.age_days),
  }));
  return adviseSize({
    sizes: order.map((size) => ({ size, available: free.get(size) ?? 0 })),
    signals: signalsOf(productId),
    history,
    measurements: evidence.measurements,
    chart: book.get(product.category)?.sizeChart ?? null,
    category: book.nameOf(product.category),
  });
}
