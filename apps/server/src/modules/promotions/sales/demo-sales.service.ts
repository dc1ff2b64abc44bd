import type { Db } from '../../../db/client';
import { insertSales, type NewSaleRow } from './sales.queries';

// The demo shop's daily sale (docs/product/rules.md, Promotions): 20% off everything from 12:00
// to 14:00 in Chicago every day, so a fresh shop's countdown counts to a sale that happens.

export const DEMO_SALE = {
  name: 'Daily deal',
  percentOff: 20,
  timeZone: 'America/Chicago',
  hour: 12,
  hours: 2,
};
/** How many days ahead the demo schedules; the owner sees and deletes them under Sales. */
export const DEMO_SALE_DAYS = 14;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DEMO_SALE.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClock(utcMs: number) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(utcMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at that instant, in ms. */
function offsetAt(utcMs: number): number {
  const w = wallClock(utcMs);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (utcMs - (utcMs % 1000));
}

/** The instant Chicago's clocks show the sale's hour on that Chicago calendar day. */
export function chicagoHour(year: number, month: number, day: number, hour = DEMO_SALE.hour): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // Noon is never inside a DST jump (those happen at 2 a.m.), so one correction is exact.
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}

/** The demo's daily sales from the Chicago day of `from` (today's too, if not over), `days` of them. */
export function demoDailySales(from: Date, days = DEMO_SALE_DAYS): NewSaleRow[] {
  const today = wallClock(from.getTime());
  const rows: NewSaleRow[] = [];
  for (let i = 0; rows.length < days && i <= days; i++) {
    // A calendar step in Chicago, not +24 h, so a 23- or 25-hour day changes nothing.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const start = chicagoHour(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    const end = start + DEMO_SALE.hours * 3_600_000;
    if (end <= from.getTime()) continue;
    rows.push({
      name: DEMO_SALE.name,
      percentOff: DEMO_SALE.percentOff,
      startsAt: new Date(start),
      endsAt: new Date(end),
    });
  }
  return rows;
}

/** Schedules the demo's daily sales; called once, when the demo catalog is seeded. */
export async function scheduleDemoSales(db: Db, from: Date): Promise<number> {
  const rows = demoDailySales(from);
  await insertSales(db, rows);
  return rows.length;
}
