import { ONE_SIZE } from '@shop/shared/catalog/catalog';
import {
  adviseSize,
  type BodyMeasurements,
  type FitSignal,
  type HistoryItem,
  trueFitSize,
} from '@shop/shared/catalog/size-advice';
import type { SizeAdviceResponse } from '@shop/shared/catalog/size-advice-schemas';
import { canonicalSize } from '@shop/shared/catalog/size-charts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { type CatalogMemo, categoryBook, getProduct, productBriefs } from '../catalog';
import { returnFitSignals, sizeHistoryOf } from '../orders';
import { measurementsOf } from '../users';
import { fitSignalsOf } from './reviews.queries';

export interface SizeAdviceDeps {
  db: Db;
  /** The catalog's remembered categories, read again only when the catalog changes. */
  memo?: CatalogMemo;
}

/**
 * Which size of a product to take (docs/product/rules.md, Size advice): the product's fit answers
 * and size returns, and for a logged-in shopper their own sizes kept and sent back in the
 * product's category and their measurements. A shopper's history is read for their own answer
 * only. A product without sizes (One Size) has no advice to give: 404 like an unknown product.
 */
export async function sizeAdviceFor(
  deps: SizeAdviceDeps,
  productId: string,
  userId: string | null,
): Promise<SizeAdviceResponse> {
  const { db } = deps;
  const [product, book, bought, measurements] = await Promise.all([
    getProduct(db, productId),
    categoryBook(db, deps.memo),
    userId ? sizeHistoryOf(db, userId) : Promise.resolve([]),
    userId ? measurementsOf(db, userId) : Promise.resolve<BodyMeasurements | null>(null),
  ]);
  if (!product) throw new DomainError(404, 'Product not found', 'id');
  const chartOrder = book.sizesOf(product.category);
  const free = new Map<string, number>();
  for (const { node } of product.variants.edges) {
    const size = canonicalSize(
      node.selectedOptions.find((o) => o.name.toLowerCase() === 'size')?.value ?? '',
    );
    free.set(size, (free.get(size) ?? 0) + Math.max(0, node.quantityAvailable));
  }
  const order = [
    ...chartOrder.filter((size) => free.has(size)),
    ...[...free.keys()].filter((size) => !chartOrder.includes(size)),
  ];
  if (order.length === 0 || order.every((size) => size === ONE_SIZE))
    throw new DomainError(404, 'This product comes in one size.', 'id');

  // The fit of this product and of each one the shopper bought, read together.
  const ids = [productId, ...bought.map((line) => line.productId)];
  const [answers, returned, categories] = await Promise.all([
    fitSignalsOf(db, ids),
    returnFitSignals(db, ids),
    productBriefs(
      db,
      bought.map((line) => line.productId),
    ),
  ]);
  const signalsOf = (id: string): FitSignal[] => [...(answers.get(id) ?? []), ...(returned.get(id) ?? [])];
  // The shopper's own sizes count only in this product's category, each read as the size a true
  // fit would have been: L kept of a dress that runs small says the shopper is an M
  // (docs/benchmarks.md, size advice: read as bought, advice followed once moves the next one up).
  const history: HistoryItem[] = bought.flatMap((line) =>
    line.outcome !== null && categories.get(line.productId)?.category === product.category
      ? [
          {
            size: trueFitSize(canonicalSize(line.size), signalsOf(line.productId), chartOrder),
            outcome: line.outcome,
            ageDays: line.ageDays,
          },
        ]
      : [],
  );
  return adviseSize({
    sizes: order.map((size) => ({ size, available: free.get(size) ?? 0 })),
    signals: signalsOf(productId),
    history,
    measurements,
    chart: book.get(product.category)?.sizeChart ?? null,
  });
}
