import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SellerAddress, taxRates, taxSettings } from './taxes.schema';

// Every statement on the tax tables, in one place.

export type TaxSettingsRow = typeof taxSettings.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;

/** The settings row, or undefined for a shop that never saved any (it taxes by the defaults). */
export async function findTaxSettings(db: Db): Promise<TaxSettingsRow | undefined> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return row;
}

export async function allTaxRates(db: Db): Promise<TaxRateRow[]> {
  return db.select().from(taxRates).orderBy(taxRates.position);
}

/**
 * The settings and the rate of one place in one statement: the region's own row, else the whole
 * country's (region ''), else none; a shop that never saved settings answers nulls there.
 */
export async function findRateForPlace(db: Db, country: string, region: string | undefined) {
  const result = (await db.execute(sql`
    select s.default_name, s.default_rate_milli_percent, s.default_delivery_taxed, s.prices_include_tax,
      r.name, r.rate_milli_percent, r.delivery_taxed
    from (select 1) as one
    left join ${taxSettings} s on s.id = 1
    left join lateral (
      select name, rate_milli_percent, delivery_taxed from ${taxRates}
      where country = ${country} and region in (${region ?? ''}, '')
      order by region desc limit 1
    ) r on true`)) as unknown as {
    rows: {
      default_name: string | null;
      default_rate_milli_percent: number | null;
      default_delivery_taxed: boolean | null;
      prices_include_tax: boolean | null;
      name: string | null;
      rate_milli_percent: number | null;
      delivery_taxed: boolean | null;
    }[];
  };
  return result.rows[0];
}

/** Takes the settings row for the saving transaction (made first if the shop had none): saves take turns. */
export async function lockTaxSettings(tx: Db): Promise<void> {
  await tx.insert(taxSettings).values({ id: 1 }).onConflictDoNothing();
  await tx.execute(sql`select id from ${taxSettings} where id = 1 for update`);
}

export async function updateTaxSettings(
  tx: Db,
  values: {
    defaultName: string;
    defaultRateMilliPercent: number;
    defaultDeliveryTaxed: boolean;
    pricesIncludeTax: boolean;
    legalName: string | null;
    taxNumber: string | null;
    address: SellerAddress | null;
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(taxSettings).set(values).where(eq(taxSettings.id, 1));
}

export async function replaceTaxRates(tx: Db, rows: (typeof taxRates.$inferInsert)[]): Promise<void> {
  await tx.delete(taxRates);
  if (rows.length > 0) await tx.insert(taxRates).values(rows);
}
