import {
  LOW_STOCK_MAIL_MESSAGES,
  type LowStockSettings,
  type LowStockSettingsBody,
  type ProductThreshold,
} from '@shop/shared/catalog/low-stock-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { productBriefs } from '../catalog';
import type { Mailer, ShopInbox } from '../mail';
import {
  readLowStockSetting,
  readProductThreshold,
  writeLowStockSetting,
  writeProductThreshold,
} from './low-stock.queries';

// The owner's morning mail of what runs low (docs/product/api.md, Low stock mail): its settings
// and the products' own thresholds. The round itself is low-stock-round.ts.

export interface LowStockDeps {
  db: Db;
  mailer: Mailer;
  /** Where the mail goes: SHOP_EMAIL, else the first admin. */
  shopInbox: ShopInbox;
  /** The shop's address for the mail's links (PUBLIC_URL). */
  shopUrl: string;
  /** The shop's clock (AppOptions.clock): the day and the hour are read from it. */
  now: () => Date;
}

/** GET /api/low-stock/settings. */
export async function lowStockSettings(db: Db): Promise<LowStockSettings> {
  const { enabled, hour, threshold } = await readLowStockSetting(db);
  return { enabled, hour, threshold };
}

/** PUT /api/low-stock/settings: saved, and answered as GET answers. */
export async function saveLowStockSettings(db: Db, body: LowStockSettingsBody): Promise<LowStockSettings> {
  const { enabled, hour, threshold } = await writeLowStockSetting(db, body);
  return { enabled, hour, threshold };
}

/** GET /api/low-stock/products/:productId: the product's own threshold, null while the shop's applies. */
export async function productThreshold(db: Db, productId: string): Promise<ProductThreshold> {
  if (!(await productBriefs(db, [productId])).has(productId))
    throw new DomainError(404, LOW_STOCK_MAIL_MESSAGES.productNotFound, 'productId');
  return { productId, threshold: await readProductThreshold(db, productId) };
}

/** PUT /api/low-stock/products/:productId: the product's own threshold set, or cleared with null. */
export async function setProductThreshold(
  db: Db,
  productId: string,
  threshold: number | null,
): Promise<ProductThreshold> {
  // A product deleted meanwhile takes its threshold with it (the foreign key cascades).
  if (!(await productBriefs(db, [productId])).has(productId))
    throw new DomainError(404, LOW_STOCK_MAIL_MESSAGES.productNotFound, 'productId');
  await writeProductThreshold(db, productId, threshold);
  return { productId, threshold };
}
