import { LOW_STOCK_MAIL_LIMITS, type LowStockSettingsBody } from '@shop/shared/catalog/low-stock-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockForSaleRows } from '../catalog';
import { lowStockNotices, lowStockSettings, lowStockThresholds } from './low-stock.schema';

// The morning low-stock mail's statements (low-stock-round.ts) and the owner's settings.

export interface LowStockSetting extends LowStockSettingsBody {
  /** The last day (UTC, 'YYYY-MM-DD') a round ran; null before the first. */
  lastRunOn: string | null;
}

const DEFAULTS: LowStockSetting = {
  enabled: true,
  hour: LOW_STOCK_MAIL_LIMITS.defaultHour,
  threshold: LOW_STOCK_MAIL_LIMITS.defaultThreshold,
  lastRunOn: null,
};

const settingColumns = {
  enabled: lowStockSettings.enabled,
  hour: lowStockSettings.hour,
  threshold: lowStockSettings.threshold,
  lastRunOn: lowStockSettings.lastRunOn,
};

/** The owner's settings; a shop that never saved them has none, and the defaults stand. */
export async function readLowStockSetting(db: Db): Promise<LowStockSetting> {
  const [row] = await db.select(settingColumns).from(lowStockSettings).where(eq(lowStockSettings.id, 1));
  return row ?? DEFAULTS;
}

/** Saves the owner's settings; the day last run stays as it was. */
export async function writeLowStockSetting(db: Db, setting: LowStockSettingsBody): Promise<LowStockSetting> {
  const set = { ...setting, updatedAt: new Date() };
  const [row] = await db
    .insert(lowStockSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: lowStockSettings.id, set })
    .returning(settingColumns);
  if (!row) throw new Error('low_stock_settings upsert returned no row');
  return row;
}

/**
 * Takes `day` for this round: the settings row (written with the defaults when absent) moves to
 * it with one conditional update, so of the instances that wake, one takes each day. Whether
 * this one did.
 */
export async function claimDay(db: Db, day: string): Promise<boolean> {
  await db.insert(lowStockSettings).values({ id: 1 }).onConflictDoNothing();
  const taken = await db
    .update(lowStockSettings)
    .set({ lastRunOn: day })
    .where(
      sql`${lowStockSettings.id} = 1 and (${lowStockSettings.lastRunOn} is null or ${lowStockSettings.lastRunOn} < ${day}::date)`,
    )
    .returning({ id: lowStockSettings.id });
  return taken.length === 1;
}

/** A size at or under its threshold, with what the last mail said of it (null: never told). */
export interface LowSize {
  variantId: string;
  title: string;
  size: string;
  color: string;
  sku: string;
  free: number;
  told: number | null;
}

/** The sizes for sale whose free units are at or under their product's threshold, else the shop's. */
const lowSizesQuery = (threshold: number) => sql`
  select s."variantId", s.title, s.size, s.color, s.sku, s.free, s."productId", s.position, n.free as told
  from (${stockForSaleRows()}) s
    left join ${lowStockThresholds} t on t.product_id = s."productId"
    left join ${lowStockNotices} n on n.variant_id = s."variantId"
  where s.free <= coalesce(t.threshold, ${threshold}::int)`;

/** Every size low now, the fewest free first, then by product and the product's own order of sizes. */
export async function findLowSizes(db: Db, threshold: number): Promise<LowSize[]> {
  const result = (await db.execute(
    sql`${lowSizesQuery(threshold)} order by s.free, s.title, s."productId", s.position`,
  )) as unknown as {
    rows: (Omit<LowSize, 'free' | 'told'> & { free: number | string; told: number | null })[];
  };
  return result.rows.map((row) => ({
    variantId: row.variantId,
    title: row.title,
    size: row.size,
    color: row.color,
    sku: row.sku,
    free: Number(row.free),
    told: row.told === null ? null : Number(row.told),
  }));
}

/**
 * Forgets the sizes no longer low (back above their threshold, or no longer for sale): when one
 * runs low again, it is told anew.
 */
export async function forgetRecovered(db: Db, threshold: number): Promise<void> {
  await db.execute(sql`
    delete from ${lowStockNotices} notice
    where not exists (
      select 1 from (${lowSizesQuery(threshold)}) low where low."variantId" = notice.variant_id)`);
}

/** Keeps what the mail says of each size: it is told again only when it falls below this. */
export async function noteTold(db: Db, sizes: readonly { variantId: string; free: number }[], at: Date) {
  if (sizes.length === 0) return;
  await db
    .insert(lowStockNotices)
    .values(sizes.map((size) => ({ variantId: size.variantId, free: size.free, noticedAt: at })))
    .onConflictDoUpdate({
      target: lowStockNotices.variantId,
      set: { free: sql`excluded.free`, noticedAt: sql`excluded.noticed_at` },
    });
}

/** A product's own threshold, or null while the shop's applies. */
export async function readProductThreshold(db: Db, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ threshold: lowStockThresholds.threshold })
    .from(lowStockThresholds)
    .where(eq(lowStockThresholds.productId, productId));
  return row?.threshold ?? null;
}

/** Sets a product's own threshold, or with null goes back to the shop's. */
export async function writeProductThreshold(db: Db, productId: string, threshold: number | null) {
  if (threshold === null) {
    await db.delete(lowStockThresholds).where(eq(lowStockThresholds.productId, productId));
    return;
  }
  await db
    .insert(lowStockThresholds)
    .values({ productId, threshold })
    .onConflictDoUpdate({ target: lowStockThresholds.productId, set: { threshold } });
}
