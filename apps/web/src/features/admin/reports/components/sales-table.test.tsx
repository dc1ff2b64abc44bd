import type { ReportGroup, SalesReport } from '@shop/shared/reports/reports-schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shownOnPhone } from '@/test/folded-rows';
import { figures } from '../routes/report-fixtures';
import { addDays } from './report-period';
import { SalesTable } from './sales-table';

/** A report of `count` buckets from April 1, 2026, a bucket's orders its number (the first 1). */
function report(count: number, group: ReportGroup = 'day'): SalesReport {
  const start = (index: number) =>
    group === 'day'
      ? addDays('2026-04-01', index)
      : group === 'week'
        ? addDays('2025-12-29', index * 7)
        : `${2024 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return {
    period: {
      from: '2026-04-01',
      to: '2026-04-30',
      days: 30,
      previousFrom: '2026-03-02',
      previousTo: '2026-03-31',
      testOrders: false,
    },
    group,
    buckets: Array.from({ length: count }, (_, index) => ({
      start: start(index),
      ...figures(index + 1, (index + 1) * 1_000),
    })),
    totals: figures(10, 10_000),
    previous: figures(8, 8_000),
  };
}

describe('SalesTable', () => {
  it('shows a phone the latest 7 days and the totals, and every day when asked', async () => {
    const user = userEvent.setup();
    render(<SalesTable report={report(30)} />);
    const table = screen.getByRole('table', { name: 'Sales by day' });
    const button = screen.getByRole('button', { name: 'Show all 30 days' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The button is a phone's: it goes where the table's box is 56rem or wider.
    expect(button.parentElement).toHaveClass('@4xl:hidden');
    expect(screen.getByText('Showing the latest 7 days.')).toBeVisible();
    // The latest are the last ones, oldest first as in the wide table, just above the totals.
    const latest = [
      'Apr 24, 2026',
      'Apr 25, 2026',
      'Apr 26, 2026',
      'Apr 27, 2026',
      'Apr 28, 2026',
      'Apr 29, 2026',
      'Apr 30, 2026',
      'Total',
      'Previous period (Mar 2, 2026 – Mar 31, 2026)',
      'Change',
    ];
    expect(shownOnPhone(table)).toEqual(latest);
    // A wide table holds every day whatever the button says: the fold is a phone's alone.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 3);

    await user.click(button);
    expect(button).toHaveAccessibleName('Show fewer');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Showing the latest 7 days.')).toBeNull();
    const all = shownOnPhone(table);
    expect(all).toHaveLength(33);
    expect(all.slice(0, 2)).toEqual(['Apr 1, 2026', 'Apr 2, 2026']);
    expect(all.slice(-10)).toEqual(latest);

    await user.click(button);
    expect(button).toHaveAccessibleName('Show all 30 days');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(shownOnPhone(table)).toEqual(latest);
    expect(within(table).getAllByRole('row')).toHaveLength(34);
  });

  it('names the buckets as grouped', () => {
    const { unmount } = render(<SalesTable report={report(18, 'week')} />);
    expect(screen.getByRole('button', { name: 'Show all 18 weeks' })).toBeVisible();
    expect(screen.getByText('Showing the latest 7 weeks.')).toBeVisible();
    expect(shownOnPhone(screen.getByRole('table', { name: 'Sales by week' })).slice(0, 2)).toEqual([
      'Week of Mar 16, 2026',
      'Week of Mar 23, 2026',
    ]);
    unmount();

    render(<SalesTable report={report(8, 'month')} />);
    expect(screen.getByRole('button', { name: 'Show all 8 months' })).toBeVisible();
    expect(shownOnPhone(screen.getByRole('table', { name: 'Sales by month' })).slice(0, 7)).toEqual([
      'February 2024',
      'March 2024',
      'April 2024',
      'May 2024',
      'June 2024',
      'July 2024',
      'August 2024',
    ]);
  });

  it.each([7, 1, 0])('has no button and hides no row with 7 buckets or fewer (%i)', (count) => {
    render(<SalesTable report={report(count)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/^Showing the latest/)).toBeNull();
    const rows = screen.getByRole('table', { name: 'Sales by day' }).querySelectorAll('tbody tr');
    expect(rows).toHaveLength(count + 3);
    expect(document.querySelector('[data-folded]')).toBeNull();
  });
});
