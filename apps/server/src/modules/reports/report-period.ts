import {
  MAX_REPORT_DAYS,
  REPORT_MESSAGES,
  type ReportPeriod,
  type ReportPeriodQuery,
} from '@shop/shared/reports/reports-schemas';
import { DomainError } from '../../lib/domain-error';
import type { ReportWindow } from '../orders';

// The days a report covers (docs/product/rules.md, Reports): UTC days, both ends included, thirty
// ending today unless asked otherwise, and as many days just before them to compare with.

const DAY_MS = 86_400_000;
/** A period's days when `from` is left out: thirty, today among them. */
const DEFAULT_DAYS = 30;

/** The first instant of a day ('2026-04-30', UTC). */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
/** The day (UTC) `count` days after `day`. */
export const addDays = (day: string, count: number): string =>
  new Date(startOfDay(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);

/** The period a query asks for as of `now`, and the instants its statements read. */
export function readPeriod(
  query: ReportPeriodQuery,
  now: Date,
): { period: ReportPeriod; window: ReportWindow } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) throw new DomainError(400, REPORT_MESSAGES.fromAfterTo, 'from');
  const days = Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS) throw new DomainError(400, REPORT_MESSAGES.tooLong, 'from');
  const previousFrom = addDays(from, -days);
  const withTest = query.testOrders === 'include';
  return {
    period: { from, to, days, previousFrom, previousTo: addDays(from, -1), testOrders: withTest },
    window: {
      previousFrom: startOfDay(previousFrom),
      from: startOfDay(from),
      end: startOfDay(addDays(to, 1)),
      withTest,
    },
  };
}
