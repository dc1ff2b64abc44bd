import type { Fit } from '@shop/shared/catalog/reviews';
import type { BodyMeasurements, HistoryItem } from '@shop/shared/catalog/size-advice';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryOfProduct, sizedStockJson } from '../catalog';
import { returnFitRows, sizeHistoryRows } from '../orders';
import { bodyMeasurementsJson } from '../users';
import { fitAnswerRows } from './reviews.queries';

/** Everything one size answer weighs, as one statement reads it. */
export interface SizeEvidence {
  /** The asked product's category and each variant's size with its free units; null when shoppers cannot see it. */
  product: { category: string; sizes: { size: string; available: number }[] } | null;
  /** The shopper's kept and size-returned lines in the product's category, newest first. */
  history: { product_id: string; size: string; outcome: HistoryItem['outcome']; age_days: number }[];
  /** The fit answers and size returns of the product and of each product in that history. */
  signals: { product_id: string; fit: Fit; units: number; age_days: number }[];
  measurements: Required<BodyMeasurements> | null;
}

/**
 * The asked product's sizes, the fit signals of it and of the shopper's own pieces of its
 * category, the shopper's history there and their measurements: one round trip, whatever the
 * history holds (docs/product/rules.md, Size advice). Each module names its own tables' part;
 * a guest (no user) reads the product's part alone.
 */
export async function findSizeEvidence(
  db: Db,
  productId: string,
  userId: string | null,
): Promise<SizeEvidence> {
  const history = userId
    ? sql`select line.product_id, line.size, line.outcome, line.age_days
        from (${sizeHistoryRows(userId)}) as line
        where ${categoryOfProduct(sql`line.product_id`)} = ${categoryOfProduct(sql`${productId}::uuid`)}`
    : sql`select null::uuid as product_id, null::text as size, null::text as outcome, null::numeric as age_days
        where false`;
  const result = (await db.execute(sql`
    with history as (${history}),
      asked as (select ${productId}::uuid as id union select product_id from history),
      signals as (
        select product_id, fit, units, age_days from (${fitAnswerRows(sql`select id from asked`)}) as answer
        union all
        select product_id, fit, units, age_days from (${returnFitRows(sql`select id from asked`)}) as returned
      )
    select ${sizedStockJson(productId)} as product,
      coalesce((select json_agg(history) from history), '[]'::json) as history,
      coalesce((select json_agg(signals) from signals), '[]'::json) as signals,
      ${userId ? bodyMeasurementsJson(userId) : sql`null::json`} as measurements`)) as unknown as {
    rows: SizeEvidence[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('The size evidence query answered no row');
  return row;
}
