import { categoryLabel } from '@shop/shared/catalog/catalog';
import type { CurrentSales, PublicSale } from '@shop/shared/promotions/promotions-schemas';

/** What the home's countdowns show at an instant (docs/product/screens.md, Home). */
export type SaleClock =
  | { kind: 'next'; sale: PublicSale; left: TimeLeft }
  | { kind: 'live'; sale: PublicSale; left: TimeLeft };

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const at = (iso: string) => Date.parse(iso);

/** Whole seconds to `target`, rounded up so the count reaches 0 at the instant itself. */
export function timeLeft(target: number, now: number): TimeLeft {
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/**
 * The live sale and the time left until it ends; else the next sale and the time until it
 * starts; null with neither (no countdown at all). A schedule read a while ago still answers
 * right: a live sale that has ended is passed over, and a next sale that has started counts to
 * its end, until the schedule is asked for again.
 */
export function saleClock(schedule: Pick<CurrentSales, 'live' | 'next'>, now: number): SaleClock | null {
  const { live, next } = schedule;
  if (live && at(live.endsAt) > now)
    return { kind: 'live', sale: live, left: timeLeft(at(live.endsAt), now) };
  if (next && at(next.startsAt) > now)
    return { kind: 'next', sale: next, left: timeLeft(at(next.startsAt), now) };
  if (next && at(next.endsAt) > now)
    return { kind: 'live', sale: next, left: timeLeft(at(next.endsAt), now) };
  return null;
}

/** The next instant after `now` when the schedule changes (a start or an end), or null. */
export function nextScheduleChange(
  schedule: Pick<CurrentSales, 'live' | 'next'>,
  now: number,
): number | null {
  const instants = [schedule.live?.endsAt, schedule.next?.startsAt, schedule.next?.endsAt]
    .filter((iso): iso is string => iso !== undefined)
    .map(at)
    .filter((instant) => instant > now);
  return instants.length > 0 ? Math.min(...instants) : null;
}

/** 'Dresses, Shoes and Swim' */
function joinWithAnd(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What a sale covers, as the Deals section says it: '20% off Dresses and 3 chosen products'. */
export function saleCoverage(sale: PublicSale, nameOf: (category: string) => string = categoryLabel): string {
  const off = `${sale.percentOff}% off`;
  if (sale.wholeShop) return `${off} everything`;
  const chosen =
    sale.productCount > 0
      ? `${sale.productCount} chosen ${sale.productCount === 1 ? 'product' : 'products'}`
      : null;
  if (sale.categories.length === 0) return `${off} ${chosen ?? 'chosen products'}`;
  const categories = joinWithAnd(sale.categories.map(nameOf));
  return chosen ? `${off} ${categories} and ${chosen}` : `${off} ${categories}`;
}
