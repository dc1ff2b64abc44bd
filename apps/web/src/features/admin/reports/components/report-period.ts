// The days a report covers (docs/product/screens.md, Reports). Days are UTC, as the server counts
// them, so 'Today' on the page is the server's today and a bucket's day is the one it reports.
import {
  MAX_REPORT_DAYS,
  REPORT_GROUPS,
  REPORT_MESSAGES,
  type ReportGroup,
  reportPeriodQuerySchema,
} from '@shop/shared/reports/reports-schemas';

const DAY_MS = 86_400_000;

export const PERIOD_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'this-year', label: 'This year' },
  { value: 'custom', label: 'Custom' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

export interface Days {
  from: string;
  to: string;
}

/** '2026-04-30' of a moment, in UTC. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

/** How many days from `from` to `to`, both counted. */
export function daysIn({ from, to }: Days): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A preset's days as of `today`; the default is the last 30 days, as the server's. */
export function presetDays(preset: Exclude<PeriodPreset, 'custom'>, today: string): Days {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'this-year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

/** The preset that covers exactly these days today ('Today' before 'This month' on the 1st), else custom. */
export function presetOf(days: Days, today: string): PeriodPreset {
  for (const { value } of PERIOD_PRESETS) {
    if (value === 'custom') continue;
    const preset = presetDays(value, today);
    if (preset.from === days.from && preset.to === days.to) return value;
  }
  return 'custom';
}

/** A day of the address, when it is one the server takes; anything else reads as not given. */
export function validDay(value: string | null): string | undefined {
  if (value === null) return undefined;
  return reportPeriodQuerySchema.shape.from.safeParse(value).success ? value : undefined;
}

/**
 * The days of the address as the server reads them: `to` left out is today, `from` left out the
 * 29 days before `to`.
 */
export function daysOfAddress(from: string | undefined, to: string | undefined, today: string): Days {
  const end = to ?? today;
  return { from: from ?? addDays(end, -29), to: end };
}

/** Why the server would refuse these days, said before asking it. */
export function periodProblem(days: Days): string | null {
  if (days.from > days.to) return REPORT_MESSAGES.fromAfterTo;
  if (daysIn(days) > MAX_REPORT_DAYS) return REPORT_MESSAGES.tooLong;
  return null;
}

/**
 * The buckets the sales report is grouped in when the owner has not chosen: days for a month or
 * so, weeks up to half a year, months beyond, so the chart and table stay readable.
 */
export function defaultGroup(days: number): ReportGroup {
  if (days <= 31) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

export const GROUP_LABELS: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };
export { REPORT_GROUPS };

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-04-30' as people read it: 'Apr 30, 2026'. */
export function dayLabel(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

/** 'Apr 1, 2026 – Apr 30, 2026', or one day alone. */
export function daysLabel({ from, to }: Days): string {
  return from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;
}

/** A bucket of the sales report by its first day: 'Apr 30, 2026', 'Week of Apr 27, 2026', 'April 2026'. */
export function bucketLabel(start: string, group: ReportGroup): string {
  if (group === 'month') return monthFormat.format(new Date(`${start}T00:00:00Z`));
  if (group === 'week') return `Week of ${dayLabel(start)}`;
  return dayLabel(start);
}
