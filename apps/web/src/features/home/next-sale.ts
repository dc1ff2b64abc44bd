/** The daily sale starts at 12:00 noon in Chicago (docs/product/rules.md), whatever the shopper's zone. */
export const SALE_TIME_ZONE = 'America/Chicago';
export const SALE_HOUR = 12;
/** How long 'SALE' shows once the countdown reaches zero, before counting to the next noon. */
export const SALE_SHOWN_MS = 60_000;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SALE_TIME_ZONE,
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

/** Chicago's offset from UTC at that instant, in ms (-5 h in summer, -6 h in winter). */
function offsetAt(utcMs: number): number {
  const w = wallClock(utcMs);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (utcMs - (utcMs % 1000));
}

/** The instant when Chicago's clocks show noon on that Chicago calendar day. */
function chicagoNoon(year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month - 1, day, SALE_HOUR);
  // Noon is never inside a DST jump (those happen at 2 a.m.), so one correction is exact.
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}

/** The next noon in Chicago strictly after `now`. */
export function nextSaleStart(now: number): number {
  const today = wallClock(now);
  const noon = chicagoNoon(today.year, today.month, today.day);
  if (noon > now) return noon;
  // Tomorrow in Chicago: a calendar step, not +24 h, so a 23- or 25-hour day changes nothing.
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return chicagoNoon(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate());
}

export type SaleCountdown =
  | { kind: 'sale' }
  | { kind: 'counting'; hours: number; minutes: number; seconds: number };

export function saleCountdown(now: number): SaleCountdown {
  const previous = nextSaleStart(now - SALE_SHOWN_MS);
  if (previous <= now) return { kind: 'sale' };
  const left = Math.ceil((nextSaleStart(now) - now) / 1000);
  return {
    kind: 'counting',
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
