import {
  BULK_MESSAGES,
  type BulkProductsResult,
  type bulkProductsBodySchema,
} from '@shop/shared/catalog/bulk-products-schemas';
import { amountToCents } from '@shop/shared/money';
import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { NOT_STAGED } from '../listing.queries';
import { checkCategoryParam } from './admin-product-body';
import { adminProductWhere } from './admin-products.queries';
import {
  addStock,
  adjustPrices,
  deleteProducts,
  findUnpublishable,
  lockBulkTargets,
  setStatus,
} from './bulk-products.queries';
import type { CatalogWriter } from './catalog-write.service';

// Manage Products' bulk actions (docs/product/api.md, Products): one action on the products the
// owner chose, or on all that match the list's filter, in one transaction, with the catalog's
// kept answers refreshed once it commits.

type BulkBody = z.output<typeof bulkProductsBodySchema>;

interface Outcome {
  changed: string[];
  skipped: BulkProductsResult['skipped'];
}

export async function bulkProducts(
  db: Db,
  writer: CatalogWriter,
  body: BulkBody,
): Promise<BulkProductsResult> {
  const category = body.filter?.category;
  if (category !== undefined) await checkCategoryParam(db, category);
  const outcome = await writer.transaction(
    async (tx): Promise<Outcome> => {
      // Products an import is still writing are nobody's to change (NOT_STAGED).
      const where = body.ids
        ? and(sql`id = any(string_to_array(${body.ids.join(',')}, ',')::uuid[])`, NOT_STAGED)
        : adminProductWhere(body.filter ?? {});
      const ids = (await lockBulkTargets(tx, where)).map((row) => row.id);
      return apply(tx, body, ids);
    },
    // Only the products whose prices moved are repriced by the live sales.
    (outcome) => (body.action === 'adjust-price' ? outcome.changed : []),
  );
  return {
    changed: outcome.changed.length,
    message: BULK_MESSAGES.done(outcome.changed.length, body.action === 'delete' ? 'deleted' : 'updated'),
    skipped: outcome.skipped,
  };
}

async function apply(tx: Db, body: BulkBody, ids: string[]): Promise<Outcome> {
  switch (body.action) {
    case 'set-status': {
      if (body.status !== 'active') return { changed: await setStatus(tx, ids, body.status), skipped: [] };
      // Publishing needs what shoppers need: a picture to see and a unit to buy.
      const skipped = (await findUnpublishable(tx, ids))
        .filter((row) => row.noPicture || row.noStock)
        .map((row) => ({
          id: row.id,
          name: row.title,
          reason: [row.noPicture && BULK_MESSAGES.noPicture, row.noStock && BULK_MESSAGES.noStock]
            .filter(Boolean)
            .join(' and '),
        }));
      const left = new Set(skipped.map((row) => row.id));
      return {
        changed: await setStatus(
          tx,
          ids.filter((id) => !left.has(id)),
          'active',
        ),
        skipped,
      };
    }
    case 'adjust-price': {
      const change =
        body.percent !== undefined
          ? { percent: body.percent }
          : {
              amountCents: Math.sign(body.amount ?? 0) * amountToCents(Math.abs(body.amount ?? 0).toFixed(2)),
            };
      return { changed: await adjustPrices(tx, ids, change), skipped: [] };
    }
    case 'add-stock':
      return { changed: await addStock(tx, ids, body.quantity), skipped: [] };
    case 'delete':
      return { changed: await deleteProducts(tx, ids), skipped: [] };
  }
}
